import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, DatabaseLockedError, databaseEngine, findMigrationsFolder, migrate, openDatabase, type Database } from './open';
import { openTestDatabase, type TestDatabase } from './test-database';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'db-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A package's migrations folder as drizzle-kit writes it: `meta/_journal.json` and one SQL file per step. */
async function migrationsFolder(name: string, steps: { tag: string; when: number; sql: string }[]): Promise<string> {
  const folder = join(scratch, name);
  await mkdir(join(folder, 'meta'), { recursive: true });
  const entries = steps.map((step, idx) => ({ idx, version: '7', when: step.when, tag: step.tag, breakpoints: true }));
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  for (const step of steps) await writeFile(join(folder, `${step.tag}.sql`), step.sql);
  return folder;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);
}

// The file-backed PGlite that `npm start` uses (<dataDir>/pglite): persistence and the process lock.
describe('openDatabase with a data directory (PGlite on disk)', () => {
  const savedUrl = process.env.DATABASE_URL;
  beforeAll(() => {
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
  });

  it('persists rows under <dataDir>/pglite and refuses a second process while open', async () => {
    const dataDir = join(scratch, 'data');
    const notes = {
      migrationsFolder: await migrationsFolder('on-disk', [{ tag: '0000_notes', when: 1_000, sql: 'CREATE TABLE "notes" ("id" text PRIMARY KEY);' }]),
      migrationsTable: '__drizzle_migrations_notes',
    };
    const db = await openDatabase({ dataDir });
    expect(databaseEngine(db)).toBe('pglite');
    await migrate(db, notes);
    await db.execute(sql`INSERT INTO "notes" ("id") VALUES ('n1')`);

    // Another process holding the lock: opening fails with a clear message, before touching files.
    await closeDatabase(db);
    await writeFile(join(dataDir, 'pglite.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+ \(is `npm start` running\?\)/);

    // A stale lock (dead pid) is taken over; the data survived the restart, and migrating again changes nothing.
    await writeFile(join(dataDir, 'pglite.lock'), '999999999');
    const reopened = await openDatabase({ dataDir });
    await migrate(reopened, notes);
    expect(rowsOf(await reopened.execute(sql`SELECT "id" FROM "notes"`))).toEqual([{ id: 'n1' }]);
    await closeDatabase(reopened);
  }, 60_000); // two PGlite starts on disk, each several seconds on a busy 2-core machine
});

// Each package hands its own migrations and history table to one runner (DESIGN.md, Packages: `db`).
describe('migrate: one runner, a history table per package', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await openTestDatabase('db_migrate', []);
    db = database.db;
  });
  afterAll(() => database.close());

  it('applies each package from its own history, so one package never hides the other\'s steps', async () => {
    // drizzle applies only steps newer than the newest one its table recorded: had both packages
    // shared one table, cars' later step would have made trades' earlier one look applied.
    const cars = {
      migrationsFolder: await migrationsFolder('cars', [{ tag: '0000_cars', when: 2_000, sql: 'CREATE TABLE "package_cars" ("id" text PRIMARY KEY);' }]),
      migrationsTable: '__drizzle_migrations_cars',
    };
    const trades = {
      migrationsFolder: await migrationsFolder('trades', [{ tag: '0000_trades', when: 1_000, sql: 'CREATE TABLE "package_trades" ("id" text PRIMARY KEY);' }]),
      migrationsTable: '__drizzle_migrations_trades',
    };
    await migrate(db, cars);
    await migrate(db, trades);
    // Safe at every start: nothing runs twice (a second CREATE TABLE would fail).
    await migrate(db, cars);
    await migrate(db, trades);
    await db.execute(sql`INSERT INTO "package_cars" ("id") VALUES ('c1')`);
    await db.execute(sql`INSERT INTO "package_trades" ("id") VALUES ('t1')`);

    // A step added later to one package runs alone, once.
    const next = await migrationsFolder('trades', [
      { tag: '0000_trades', when: 1_000, sql: 'CREATE TABLE "package_trades" ("id" text PRIMARY KEY);' },
      { tag: '0001_trades_note', when: 3_000, sql: 'ALTER TABLE "package_trades" ADD COLUMN "note" text;' },
    ]);
    await migrate(db, { ...trades, migrationsFolder: next });
    await migrate(db, { ...trades, migrationsFolder: next });
    expect(rowsOf(await db.execute(sql`SELECT "id", "note" FROM "package_trades"`))).toEqual([{ id: 't1', note: null }]);
    expect(rowsOf(await db.execute(sql`SELECT "id" FROM "package_cars"`))).toEqual([{ id: 'c1' }]);
  });
});

describe('findMigrationsFolder', () => {
  it('takes the folder beside the module when it holds a journal, else the path under the workspace root', async () => {
    const beside = await migrationsFolder('beside', []);
    expect(await findMigrationsFolder(beside, 'a-package/db/migrations')).toBe(beside);
    // Bundled code has no folder beside it: the repository root is found from the working directory.
    const fromRoot = await findMigrationsFolder(join(scratch, 'missing'), 'a-package/db/migrations');
    expect(fromRoot).toBe(join(process.cwd(), 'a-package', 'db', 'migrations'));
  });
});
