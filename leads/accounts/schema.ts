import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Shopper accounts (issue 15, §3 User, §6): one account per (site, email), so an account of one
 * dealer site is unknown to every other site. The phone is on the profile because the watchlist
 * needs it (§5). Signing in is by a one-time code sent by email; a session is a random token whose
 * SHA-256 is stored, never the token itself.
 */
export const shoppers = pgTable(
  'shoppers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    /** Lowercased and trimmed, so one address is one account. */
    email: text('email').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shoppers_site_email_idx').on(table.site, table.email)],
);

/** A one-time sign-in code: its hash, expiry and failed attempts; consumed once. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('sign_in_codes_site_email_idx').on(table.site, table.email, table.createdAt),
    check('sign_in_codes_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

export const shopperSessions = pgTable(
  'shopper_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    shopperId: uuid('shopper_id')
      .notNull()
      .references(() => shoppers.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('shopper_sessions_shopper_idx').on(table.shopperId)],
);

/** §3 Watchlist entry: a car id, per shopper; saving twice keeps one row. */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    shopperId: uuid('shopper_id')
      .notNull()
      .references(() => shoppers.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    carId: text('car_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.shopperId, table.carId] })],
);
