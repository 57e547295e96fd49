import { findMigrationsFolder, migrate, type StockDatabase } from '@dealer/stock/server';

/**
 * Applies leads' own migrations (leads/db/migrations, `npm run db:generate:leads`) to the platform's
 * database, after stock's. Leads keep their own migration history table, so each package evolves
 * its tables without the other knowing them.
 */
export async function migrateLeads(db: StockDatabase): Promise<void> {
  const migrationsFolder = await findMigrationsFolder(() => new URL('./migrations', import.meta.url), 'leads/db/migrations');
  await migrate(db, { migrationsFolder, migrationsTable: '__drizzle_migrations_leads' });
}
