import { openTestDatabase } from '@dealer/stock/testing';
import { migrateLeads } from './migrate';

/** stock's per-file test database (PGlite, or a fresh PostgreSQL schema) with leads' tables migrated too. */
export async function openLeadsTestDatabase(label: string): ReturnType<typeof openTestDatabase> {
  const opened = await openTestDatabase(label);
  await migrateLeads(opened.db);
  return opened;
}
