import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The embedded test gateway's own ledger: what a card processor would keep on its side.
 * It lives in the platform's database only so that every web process sees the same holds.
 */
export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /**
     * requires_action (waiting for the shopper's bank check), requires_capture (held),
     * requires_payment_method (the bank check failed), succeeded (captured), canceled (released).
     */
    status: text('status').notNull(),
    /** What the browser shows the test bank to confirm a payment that needs it (Stripe's client_secret). */
    clientSecret: text('client_secret'),
    cardLast4: text('card_last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('test_gateway_payments_idempotency_idx').on(table.idempotencyKey)],
);

/** Payment events already applied, by the gateway's event id: a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentId: text('payment_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
