import { openTestDatabase, type TestDatabase } from '@dealer/db/testing';
import { platformMigrations } from './migrations';

/**
 * A test file's database with every package's tables, migrated as `database()` migrates the
 * running app's (in-memory PGlite, or a fresh schema on TEST_DATABASE_URL: `@dealer/db/testing`).
 */
export function openWebTestDatabase(label: string): Promise<TestDatabase> {
  return openTestDatabase(label, platformMigrations);
}
