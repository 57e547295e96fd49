#!/usr/bin/env bash
# Debian's PostgreSQL for the database tests (README "Holding under abuse": npm test runs them on
# PostgreSQL as well as PGlite). Installs it when missing, starts the newest cluster, makes a role
# and a database, and prints the TEST_DATABASE_URL to export. Needs root (apt-get, su postgres), as
# CI has.
set -euo pipefail

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "Installing Debian's PostgreSQL for the database tests..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
fi

version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk '{print $1, $2}' | grep -qx "$version main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1
done

su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname = 'dealer'\"" | grep -q 1 \
  || su postgres -c "psql -qc \"CREATE ROLE dealer LOGIN PASSWORD 'dealer'\"" >&2
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname = 'dealer_test'\"" | grep -q 1 \
  || su postgres -c "createdb -O dealer dealer_test" >&2

echo "postgres://dealer:dealer@127.0.0.1:5432/dealer_test"
