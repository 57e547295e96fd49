import type { Migration } from '@dealer/db';
import { migrateLeads } from '@dealer/leads/server';
import { migrateStock } from '@dealer/stock/server';

/**
 * The platform's tables, in the order they migrate: each package owns its tables and migrations
 * and hands them to `@dealer/db`'s runner (DESIGN.md, Packages: `db`). Stock's come first: leads'
 * first migration takes over two tables that stock's 0001 and 0002 create (db/README.md).
 */
export const platformMigrations: readonly Migration[] = [migrateStock, migrateLeads];
