// `npm run test:pg`: the database and importer tests on a real PostgreSQL server instead of PGlite.
// Needs TEST_DATABASE_URL (see stock/db/README.md for starting this machine's server and making a db).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error(
    [
      'test:pg needs TEST_DATABASE_URL, for example:',
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

const result = spawnSync('vitest', ['run', 'stock/db', 'stock/import', 'leads/db', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
