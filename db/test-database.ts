import { sql } from 'drizzle-orm';
import { closeDatabase, databaseEngine, openDatabase, type Database, type Migration } from './open';

export type { Migration };

export interface TestDatabase {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A database for one test file, with `migrations` applied in order: in-memory PGlite by default,
 * or a fresh schema on the PostgreSQL server at TEST_DATABASE_URL (dropped afterwards), so test
 * files running in parallel never see each other's rows. PGlite takes seconds to start: open one
 * per file, in beforeAll.
 */
export async function openTestDatabase(label: string, migrations: readonly Migration[]): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ memory: true });
    for (const migration of migrations) await migration(db);
    return { db, engine: 'pglite', close: () => closeDatabase(db) };
  }
  const schemaName = `test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}_${Date.now().toString(36)}`;
  const db = await openDatabase({ url, schemaName });
  const close = async () => {
    await db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`));
    await closeDatabase(db);
  };
  try {
    for (const migration of migrations) await migration(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, engine: databaseEngine(db), close };
}
