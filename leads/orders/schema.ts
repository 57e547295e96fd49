import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shoppers } from '../accounts/schema';
import type { ReturnInspection } from './return-rules';
import type { JourneyValues } from './journey';
import type { OrderStatus } from '../contract/statuses';

export { ORDER_STATUSES, type OrderStatus } from '../contract/statuses';

/**
 * A used car bought online (§2 /checkout-journey, §4 used-car return flow): a draft while the
 * shopper goes through the steps (kept after each, so a reload resumes), then placed, delivered,
 * and perhaps returned within 14 days (§4, §5, §9). A placed order claims its car (`leads/claims`,
 * shared with reservations) until it is returned.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    carId: text('car_id').notNull(),
    /** The signed-in buyer, if any; a deleted account leaves the order (the dealer's sales record) and its link. */
    shopperId: uuid('shopper_id').references(() => shoppers.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    steps: jsonb('steps').$type<JourneyValues>().notNull().default(sql`'{}'::jsonb`),
    /** The total price (ACL s48: a single figure) when the order was placed. */
    priceCents: integer('price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryOdometerKm: integer('delivery_odometer_km'),
    returnNoticeAt: timestamp('return_notice_at', { withTimezone: true }),
    returnAppointment: text('return_appointment'),
    returnInspection: jsonb('return_inspection').$type<ReturnInspection>(),
    refundCents: integer('refund_cents'),
  },
  (table) => [
    index('orders_site_created_idx').on(table.site, table.createdAt),
    check('orders_status_check', sql`${table.status} in ('draft', 'placed', 'delivered', 'return-requested', 'returned', 'cancelled')`),
  ],
);

/** Every state change of an order, with its time and cause. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    cause: text('cause').notNull(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);
