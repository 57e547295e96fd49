import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Shopper tracking events (§7 "tracking events posted with eventId and user data"; §9 ids), one
 * row per event, scoped by site. The platform has one database; leads owns these tables and their
 * migrations (leads/db/migrations), stock owns the cars.
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

/**
 * Phone reveals (§4 "click reveals it and records a reveal call"; §7 payload car_id, dealership_id,
 * website_id): which car's number a shopper asked to see, for the dealer's call tracking.
 */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    carId: text('car_id').notNull(),
    dealershipId: text('dealership_id'),
    websiteId: text('website_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_reveals_site_idx').on(table.site, table.createdAt)],
);

/** Where a lead goes (README "Lead delivery"): the dealer's ADF email, the dealer's CRM webhook, the shopper's confirmation. */
/**
 * The shopper's follow-ups (README "Accounts, the watchlist, reservations and buying online",
 * receipts), each on its lead at most once: what became of a reservation's held deposit
 * ('deposit-taken-email', 'deposit-released-email'), and an online order's handover (the 14-day
 * return starts) and accepted return (the refund).
 */
export const DELIVERY_CHANNELS = [
  'dealer-email', 'crm-webhook', 'shopper-email', 'deposit-taken-email', 'deposit-released-email', 'order-delivered-email', 'order-returned-email',
] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** 'sending' is a worker's claim; 'dead' is the end of the retry window (leads/delivery/outbox.ts). */
export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_ATTEMPT_OUTCOMES = ['delivered', 'failed'] as const;
export type DeliveryAttemptOutcome = (typeof DELIVERY_ATTEMPT_OUTCOMES)[number];

/**
 * The delivery outbox (DESIGN.md "an outbox with retries and an idempotency key"): one row per
 * lead and channel, written in the lead's own transaction, so a committed lead always has its
 * deliveries. Workers claim due rows with FOR UPDATE SKIP LOCKED.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lead_deliveries_lead_channel_idx').on(table.leadId, table.channel),
    index('lead_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('lead_deliveries_site_idx').on(table.site, table.createdAt),
    check('lead_deliveries_channel_check', sql`${table.channel} in ('dealer-email', 'crm-webhook', 'shopper-email', 'deposit-taken-email', 'deposit-released-email', 'order-delivered-email', 'order-returned-email')`),
    check('lead_deliveries_status_check', sql`${table.status} in ('pending', 'sending', 'delivered', 'dead')`),
  ],
);

/** Every send of a delivery, the dealer's receipt: outcome, response or SMTP reply code, message id. */
export const leadDeliveryAttempts = pgTable(
  'lead_delivery_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => leadDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').$type<DeliveryAttemptOutcome>().notNull(),
    code: text('code'),
    messageId: text('message_id'),
    detail: text('detail'),
  },
  (table) => [
    index('lead_delivery_attempts_delivery_idx').on(table.deliveryId, table.at),
    check('lead_delivery_attempts_outcome_check', sql`${table.outcome} in ('delivered', 'failed')`),
  ],
);

/**
 * Request counters of the rate limits on lead endpoints (rate-limiter-flexible's Drizzle store):
 * one row per limit, site and client address, in the database so every web process and machine
 * counts together. Expired rows are swept by the limiter.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

export const leadsSchema = { trackingEvents, enquiries, phoneReveals, leadDeliveries, leadDeliveryAttempts, rateLimits };

// Shopper accounts and watchlists live in their own file; drizzle-kit reads them through here.
export * from '../accounts/schema';
// Online reservations and the embedded test gateway's ledger.
export * from '../reservations/schema';
export * from '../payments/schema';
export * from '../orders/schema';
export * from '../claims/schema';
// Captcha solutions already taken (leads/README.md "Captcha").
export * from '../captcha/schema';
// Trade-in valuations (leads/valuation/README.md).
export * from '../valuation/schema';
