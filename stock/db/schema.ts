import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Car } from '../car/car';

/**
 * Stock lives here; the search index is derived from it. A car belongs to a dealership (a site may
 * have several), so every query is scoped by `dealership_slug`. The full parsed Car is kept as
 * jsonb: the feed format evolves, the columns are only what we filter or join on.
 */
export const cars = pgTable(
  'cars',
  {
    id: text('id').primaryKey(),
    dealershipSlug: text('dealership_slug').notNull(),
    slug: text('slug').notNull(),
    data: jsonb('data').$type<Car>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cars_dealership_slug_idx').on(table.dealershipSlug),
    index('cars_slug_idx').on(table.slug),
  ],
);

/** One row per feed import: who imported what, when, and what happened (an audit trail). */
export const feedImports = pgTable(
  'feed_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    fileName: text('file_name'),
    full: boolean('full').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    total: integer('total').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    errors: jsonb('errors').$type<FeedImportErrorEntry[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (table) => [index('feed_imports_site_idx').on(table.site, table.startedAt)],
);

export interface FeedImportErrorEntry {
  line: number;
  id?: string;
  errors: string[];
}

export const schema = { cars, feedImports };
export type StockSchema = typeof schema;
