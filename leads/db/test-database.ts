import { openTestDatabase, type TestDatabase } from '@dealer/db/testing';
import { migrateLeads } from './migrate';

/** A per-file test database (`@dealer/db/testing`: PGlite, or a fresh PostgreSQL schema) with leads' tables. */
export function openLeadsTestDatabase(label: string): Promise<TestDatabase> {
  return openTestDatabase(label, [migrateLeads]);
}
