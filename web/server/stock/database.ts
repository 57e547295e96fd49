import 'server-only';
import { seedDemoStock, type SeedResult } from '@dealer/demo';
import { migrateLeads } from '@dealer/leads/server';
import { migrate, openDatabase, type StockDatabase } from '@dealer/stock/server';
import { dataDir } from '../paths';
import { processSingleton } from '../process-singleton';

export interface OpenedStockDatabase {
  db: StockDatabase;
  /** What this process's first open seeded into an empty database (null: it had stock already). */
  seeded: SeedResult | null;
}

/**
 * This process's transactional database (PGlite under .data, or PostgreSQL with DATABASE_URL),
 * opened, migrated and seeded once. Leads and tracking events write here directly, so the first
 * enquiry after a restart does not wait for the stock search index to be built (which takes
 * seconds over the demo stock).
 */
export const stockDatabase = processSingleton('stockDatabase', openStockDatabase);

async function openStockDatabase(): Promise<OpenedStockDatabase> {
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await migrateLeads(db);
  const seeded = await seedDemoStock(db, { now: new Date() });
  return { db, seeded };
}
