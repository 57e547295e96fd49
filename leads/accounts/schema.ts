import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Shopper accounts (§3 User, §6): one account per (site, email), so an account of one
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

/**
 * A shopper's passkey (WebAuthn): the credential's id and public key as the
 * authenticator gave them (base64url), its signature counter, and where it is kept. A passkey
 * signs in to the one site it was made on (its relying party is that site's host).
 */
export const shopperPasskeys = pgTable(
  'shopper_passkeys',
  {
    /** The credential id, base64url: random and globally unique, chosen by the authenticator. */
    id: text('id').primaryKey(),
    shopperId: uuid('shopper_id')
      .notNull()
      .references(() => shoppers.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    publicKey: text('public_key').notNull(),
    /** WebAuthn's signature counter: 32 bits unsigned, more than an integer column holds. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** A passkey synced between devices (multiDevice) or kept on one (singleDevice). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('shopper_passkeys_shopper_idx').on(table.shopperId)],
);

/**
 * A WebAuthn challenge handed to a browser: used once (deleted when answered) within 5 minutes.
 * A registration's belongs to the signed-in shopper; a sign-in's to nobody yet.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    site: text('site').notNull(),
    purpose: text('purpose').$type<'register' | 'sign-in'>().notNull(),
    shopperId: uuid('shopper_id').references(() => shoppers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('passkey_challenges_expiry_idx').on(table.expiresAt), check('passkey_challenges_purpose_check', sql`${table.purpose} in ('register', 'sign-in')`)],
);
