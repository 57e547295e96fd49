import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shoppers } from '../accounts/schema';
import type { ReservationStatus } from '../contract/statuses';

export { RESERVATION_STATUSES, type ReservationStatus } from '../contract/statuses';

/**
 * A car reserved online with a refundable deposit (§9: default $200, held 48 hours).
 * 'pending' while the card is asked, 'held' once the bank holds the deposit, then 'captured' (the
 * dealer confirmed) or 'released' (lapsed or cancelled); 'failed' when the card was refused.
 * Who has the car is decided by its claim (`leads/claims`), taken with the 'pending' row and
 * shared with orders. One pending reservation per shopper and site at a time (by email, account or
 * address): unique indexes, so nobody can hold cars for free by leaving bank checks unfinished.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    carId: text('car_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    shopperId: uuid('shopper_id').references(() => shoppers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** A hash of the address the reservation was made from (never the address itself): one unpaid hold per address. */
    clientKey: text('client_key'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<ReservationStatus>().notNull(),
    gateway: text('gateway').notNull(),
    paymentId: text('payment_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('reservations_site_idempotency_key_idx').on(table.site, table.idempotencyKey),
    uniqueIndex('reservations_one_pending_per_email_idx').on(table.site, sql`lower(${table.email})`).where(sql`${table.status} = 'pending'`),
    uniqueIndex('reservations_one_pending_per_shopper_idx').on(table.site, table.shopperId).where(sql`${table.status} = 'pending'`),
    uniqueIndex('reservations_one_pending_per_client_idx').on(table.site, table.clientKey).where(sql`${table.status} = 'pending'`),
    index('reservations_hold_expiry_idx').on(table.status, table.holdExpiresAt),
    // Payment events name the payment, not the reservation.
    index('reservations_payment_id_idx').on(table.paymentId),
    check('reservations_status_check', sql`${table.status} in ('pending', 'held', 'captured', 'released', 'failed')`),
    check('reservations_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** Every money state change of a reservation, with its time and cause. */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: text('status').$type<ReservationStatus>().notNull(),
    cause: text('cause').notNull(),
  },
  (table) => [index('reservation_events_reservation_idx').on(table.reservationId, table.at)],
);
