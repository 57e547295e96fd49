import 'server-only';
import { migrate, openDatabase, seedDemoStock, type SeedResult, type StockDatabase } from '@dealer/stock/server';
import { dataDir } from '../paths';

export interface OpenedStockDatabase {
  db: StockDatabase;
  /** What this process's first open seeded into an empty database (null: it had stock already). */
  seeded: SeedResult | null;
}

const SLOT = Symbol.for('dealer.stockDatabase');
type Slot = { [SLOT]?: Promise<OpenedStockDatabase> };

/**
 * This process's transactional database (PGlite under .data, or PostgreSQL with DATABASE_URL),
 * opened, migrated and seeded once and shared through globalThis. Leads and tracking events write
 * here directly, so the first enquiry after a restart does not wait for the stock search index to
 * be built (which takes seconds over the demo stock).
 */
export function stockDatabase(): Promise<OpenedStockDatabase> {
  const slot = globalThis as Slot;
  slot[SLOT] ??= open().catch((error: unknown) => {
    delete slot[SLOT]; // let the next request try again rather than caching the failure
    throw error;
  });
  return slot[SLOT];
}

async function open(): Promise<OpenedStockDatabase> {
  const db = await openDatabase({ dataDir });
  await migrate(db);
  const seeded = await seedDemoStock(db, { now: new Date() });
  return { db, seeded };
}
