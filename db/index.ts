/**
 * The platform's one database (DESIGN.md, Packages: `db`): opening PGlite or PostgreSQL, the pool
 * guard, the migration runner. Each domain package (`stock`, `leads`) owns its tables and
 * migrations and hands them to `migrate`. Node only; the test database is `@dealer/db/testing`.
 */
export {
  closeDatabase,
  databaseEngine,
  DatabaseLockedError,
  findMigrationsFolder,
  migrate,
  onPoolFault,
  openDatabase,
  type Database,
  type DatabaseExecutor,
  type MigrateOptions,
  type Migration,
  type OpenDatabaseOptions,
} from './open';
export type { PoolFault } from './pool-guard';
export { listenForNotices, MAX_NOTICE_BYTES, sendNotice, type ListenOptions, type NoticeListener } from './notices';
