import { fileURLToPath } from 'node:url';
import { findMigrationsFolder, migrate, type StockDatabase } from '@dealer/stock/server';

/**
 * Applies leads' own migrations (leads/db/migrations, `npm run db:generate:leads`) to the platform's
 * database, after stock's. Leads keep their own migration history table, so each package evolves
 * its tables without the other knowing them.
 */
export async function migrateLeads(db: StockDatabase): Promise<void> {
  let beside: string | undefined;
  try {
    // Directly inside try: Turbopack resolves this at build time and tolerates the folder only here.
    beside = fileURLToPath(new URL('./migrations', import.meta.url));
  } catch {
    // bundled: import.meta.url is not a file URL
  }
  const migrationsFolder = await findMigrationsFolder(beside, 'leads/db/migrations');
  await migrate(db, { migrationsFolder, migrationsTable: '__drizzle_migrations_leads' });
}
