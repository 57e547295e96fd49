import { sql } from 'drizzle-orm';
import { closeDatabase, databaseEngine, migrate, openDatabase, type StockDatabase } from './open';

/**
 * A migrated database for one test file: in-memory PGlite by default, or a fresh schema on the
 * PostgreSQL server at TEST_DATABASE_URL (dropped afterwards), so test files running in parallel
 * never see each other's rows. PGlite takes seconds to start: open one per file, in beforeAll.
 */
export async function openTestDatabase(label: string): Promise<{ db: StockDatabase; engine: 'pglite' | 'postgres'; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ memory: true });
    await migrate(db);
    return { db, engine: 'pglite', close: () => closeDatabase(db) };
  }
  const schemaName = `test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}_${Date.now().toString(36)}`;
  const db = await openDatabase({ url, schemaName });
  await migrate(db);
  return {
    db,
    engine: databaseEngine(db),
    close: async () => {
      await db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`));
      await closeDatabase(db);
    },
  };
}
