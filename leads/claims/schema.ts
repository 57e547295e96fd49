import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** What may hold a car: a reservation (a deposit, §9) or an order (bought online, §2 /checkout-journey). */
export const CLAIM_HOLDERS = ['reservation', 'order'] as const;
export type ClaimHolder = (typeof CLAIM_HOLDERS)[number];

/**
 * One car, one buyer (README "Accounts, ... reservations and buying online"): the one place that
 * decides who has a car. A reservation claims its car when it is started (before any card is
 * asked) and an order when it is placed; the claim is taken in the same transaction as that row
 * and released in the transaction that ends it (a refused card, a lapsed or released hold, a
 * return). At most one live (unreleased) claim per car and site: a partial unique index, so of a
 * reservation and an order racing for one car exactly one wins, on PGlite and PostgreSQL alike.
 */
export const carClaims = pgTable(
  'car_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    carId: text('car_id').notNull(),
    holder: text('holder').$type<ClaimHolder>().notNull(),
    holderId: uuid('holder_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('car_claims_one_live_per_car_idx').on(table.site, table.carId).where(sql`${table.releasedAt} is null`),
    index('car_claims_holder_idx').on(table.holder, table.holderId),
    check('car_claims_holder_check', sql`${table.holder} in ('reservation', 'order')`),
  ],
);
