import 'server-only';
import { openDatabase, type Database } from '@dealer/db';
import { seedDemoStock, type SeedResult } from '@dealer/demo';
import { dataDir } from '../paths';
import { processSingleton } from '../process-singleton';
import { platformMigrations } from './migrations';

export interface OpenedDatabase {
  db: Database;
  /** What this process's first open seeded into an empty database (null: it had stock already). */
  seeded: SeedResult | null;
}

/**
 * This process's one database (`@dealer/db`: PGlite under .data, or PostgreSQL with
 * DATABASE_URL), opened, migrated (stock's tables, then leads') and seeded with demo stock once.
 * Leads and tracking events write here directly, so the first enquiry after a restart does not
 * wait for the stock search index to be built (which takes seconds over the demo stock).
 */
export const database = processSingleton('database', openPlatformDatabase);

async function openPlatformDatabase(): Promise<OpenedDatabase> {
  const db = await openDatabase({ dataDir });
  for (const migrate of platformMigrations) await migrate(db);
  const seeded = await seedDemoStock(db, { now: new Date() });
  return { db, seeded };
}
