import { fileURLToPath } from 'node:url';
import { findMigrationsFolder, migrate, type Database } from '@dealer/db';

/**
 * Applies stock's own migrations (stock/db/migrations, `npm run db:generate`) to the platform's one
 * database (`@dealer/db`, DESIGN.md Packages), before leads'. Stock's history stays in drizzle's
 * default table, `__drizzle_migrations`, where databases made before the `db` package have it.
 */
export async function migrateStock(db: Database): Promise<void> {
  let beside: string | undefined;
  try {
    // Directly inside try: Turbopack resolves this at build time and tolerates the folder only here.
    beside = fileURLToPath(new URL('./migrations', import.meta.url));
  } catch {
    // bundled: import.meta.url is not a file URL
  }
  const migrationsFolder = await findMigrationsFolder(beside, 'stock/db/migrations');
  await migrate(db, { migrationsFolder, migrationsTable: '__drizzle_migrations' });
}
