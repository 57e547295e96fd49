// `npm run test:pg`: the database (db), importer and lead tests on a real PostgreSQL server instead
// of PGlite. Needs TEST_DATABASE_URL (.ci/postgres.sh sets up this machine's server and prints one).
// `npm test` runs it with --if-configured: without TEST_DATABASE_URL it says so and passes.
import { spawnSync } from 'node:child_process';

// CI exports PG_TEST_DATABASE_URL so that only this step, not every unit test, runs on PostgreSQL.
const url = process.env.TEST_DATABASE_URL ?? process.env.PG_TEST_DATABASE_URL;
const ifConfigured = process.argv.includes('--if-configured');
if (!url && ifConfigured) {
  console.log('test:pg skipped: no PG_TEST_DATABASE_URL or TEST_DATABASE_URL (CI sets one; see .ci/postgres.sh). The database tests ran on PGlite.');
  process.exit(0);
}
if (!url) {
  console.error(
    [
      'test:pg needs TEST_DATABASE_URL, for example:',
      '',
      '  export TEST_DATABASE_URL=$(bash .ci/postgres.sh)   # as root: installs, starts and prepares PostgreSQL',
      '',
      'or by hand:',
      '',
      '  pg_ctlcluster 15 main start            # or: service postgresql start',
      "  su postgres -c \"psql -c \\\"CREATE ROLE dealer LOGIN PASSWORD 'dealer'\\\"\"",
      '  su postgres -c "createdb -O dealer dealer_stock_test"',
      '  TEST_DATABASE_URL=postgres://dealer:dealer@127.0.0.1:5432/dealer_stock_test npm run test:pg',
      '',
      'Each test file works in its own schema and drops it afterwards.',
    ].join('\n'),
  );
  process.exit(2);
}

const extra = process.argv.slice(2).filter((arg) => arg !== '--if-configured');
const result = spawnSync('vitest', ['run', 'db', 'stock/db', 'stock/import', 'leads/db', 'leads/delivery', 'leads/abuse', 'leads/accounts', 'leads/reservations', 'leads/payments', 'leads/orders', 'leads/claims', 'tests/bench/leads', ...extra], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
