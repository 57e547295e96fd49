import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AdjustmentAnswers, TradeInOfferJson, VehicleLookupRequest } from '../contract/valuation';
import type { IdentifiedVehicle } from './port';

/**
 * Where a valuation stands (§3 "Valuation lead"): the car identified from its plate, then valued
 * (an offer, or no online estimate under the §5/§9 terms), then accepted: the lead is stored.
 */
export const VALUATION_STATUSES = ['identified', 'offered', 'no-online-estimate', 'accepted'] as const;
export type ValuationStatus = (typeof VALUATION_STATUSES)[number];

/**
 * The trade-in valuations of the dealer sites (§3 "Valuation lead": rego, regoState,
 * adjustmentAnswers, offer_accepted, lead_id; leads/valuation/README.md), one row per lookup,
 * scoped by site. The browser's idempotency key is unique per site, so a double lookup stores one
 * row. The identified vehicle is kept whole (the port's `IdentifiedVehicle`), so the answers are
 * valued without a second lookup; the offer is the API's own answer, with its expiry as a column.
 * `lead_id` is the enquiry stored when the shopper accepts.
 */
export const tradeInValuations = pgTable(
  'trade_in_valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    lookup: jsonb('lookup').$type<VehicleLookupRequest>().notNull(),
    vehicle: jsonb('vehicle').$type<IdentifiedVehicle>().notNull(),
    answers: jsonb('answers').$type<AdjustmentAnswers>(),
    offer: jsonb('offer').$type<TradeInOfferJson>(),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    status: text('status').$type<ValuationStatus>().notNull().default('identified'),
    // The enquiry's id, without a foreign key: leads/db/schema.ts re-exports this file (no import circle).
    leadId: uuid('lead_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('trade_in_valuations_site_idempotency_key_idx').on(table.site, table.idempotencyKey),
    index('trade_in_valuations_site_created_at_idx').on(table.site, table.createdAt),
    check('trade_in_valuations_status_check', sql`${table.status} in ('identified', 'offered', 'no-online-estimate', 'accepted')`),
  ],
);
export type TradeInValuation = typeof tradeInValuations.$inferSelect;
