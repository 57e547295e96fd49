import { fileURLToPath } from 'node:url';
import { findMigrationsFolder, migrate, type Database } from '@dealer/db';

/**
 * Applies leads' own migrations (leads/db/migrations, `npm run db:generate:leads`) to the platform's
 * one database (`@dealer/db`, DESIGN.md Packages), after stock's where both are used. Leads keep
 * their own migration history table, so each package evolves its tables without the other knowing
 * them.
 */
export async function migrateLeads(db: Database): Promise<void> {
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
