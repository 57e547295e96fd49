// TEMPORARY, until leads and web take the database from `@dealer/db` (the next commits remove this
// file): the names stock used to export for the platform's database.
import { migrate as migratePackage, type Database, type MigrateOptions } from '@dealer/db';
import { migrateStock } from './migrate';

export { closeDatabase, databaseEngine, DatabaseLockedError, findMigrationsFolder, onPoolFault, openDatabase, type MigrateOptions, type OpenDatabaseOptions, type PoolFault } from '@dealer/db';
export type { Database as StockDatabase, DatabaseExecutor as StockExecutor } from '@dealer/db';

/** Stock's migrations, or another package's when `options` name them (as before). */
export async function migrate(db: Database, options?: MigrateOptions): Promise<void> {
  await (options ? migratePackage(db, options) : migrateStock(db));
}
