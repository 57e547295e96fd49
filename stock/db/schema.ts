import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * Shopper tracking events (§7 "tracking events posted with eventId and user data"; §9 ids), one
 * row per event, scoped by site. Kept here because the platform has one database and one schema.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    eventId: integer('event_id').notNull(),
    carId: text('car_id'),
    data: jsonb('data').$type<Record<string, string | number | boolean>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_events_site_idx').on(table.site, table.eventId, table.createdAt)],
);

/** Delivery states of a stored lead: the outbox picks up 'pending' rows (DESIGN.md "lead delivery outbox"). */
export const ENQUIRY_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type EnquiryDeliveryStatus = (typeof ENQUIRY_DELIVERY_STATUSES)[number];

/**
 * Enquiries (leads) from the enquiry form (§3 "Enquiry form values"), one row per accepted submit,
 * scoped by site. The fields a dealer filters or routes on are columns; the rest of the §3 values
 * (Rego, Vehicle Make, Vehicle Model, stock_number, ...) are kept in `extra`. A browser's
 * idempotency key is unique per site, so a double submit stores one row. `delivery_status` starts
 * 'pending' for the delivery outbox.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    category: text('category'),
    subcategory: text('subcategory'),
    optIn: boolean('opt_in').notNull().default(true),
    dealershipSlug: text('dealership_slug'),
    location: text('location'),
    pageId: text('page_id'),
    carId: text('car_id'),
    extra: jsonb('extra').$type<Record<string, string | string[]>>().notNull().default(sql`'{}'::jsonb`),
    deliveryStatus: text('delivery_status').$type<EnquiryDeliveryStatus>().notNull().default('pending'),
  },
  (table) => [
    uniqueIndex('enquiries_site_idempotency_key_idx').on(table.site, table.idempotencyKey),
    index('enquiries_site_created_at_idx').on(table.site, table.createdAt),
    index('enquiries_delivery_status_idx').on(table.deliveryStatus, table.createdAt),
    check('enquiries_delivery_status_check', sql`${table.deliveryStatus} in ('pending', 'delivered', 'failed')`),
  ],
);

export const schema = { cars, feedImports, trackingEvents, enquiries };
export type StockSchema = typeof schema;
