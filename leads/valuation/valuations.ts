import { and, eq, ne } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { parseUuid } from '../contract/ids';
import type { AdjustmentAnswers, TradeInOfferJson, VehicleLookupRequest } from '../contract/valuation';
import { storeEnquiry, type EnquiryRecord, type StoreEnquiryOptions } from '../db/enquiries';
import type { IdentifiedVehicle } from './port';
import { tradeInValuations, type TradeInValuation } from './schema';

/**
 * The trade-in valuations a site keeps (§3 "Valuation lead"; leads/valuation/README.md): started by
 * a lookup, valued by the answers, accepted into a lead. Every call is scoped by site, so another
 * site's id finds nothing, and every id from outside is parsed before a query (README "Holding
 * under abuse").
 */

/** One site's valuation by id, or null (another site's, a malformed or an unknown id). */
export async function findValuation(db: DatabaseExecutor, site: string, id: string): Promise<TradeInValuation | null> {
  if (parseUuid(id) === null) return null;
  const rows = await db.select().from(tradeInValuations).where(and(eq(tradeInValuations.site, site), eq(tradeInValuations.id, id)));
  return rows[0] ?? null;
}

/** The valuation a site stored under a browser's idempotency key, or null. */
export async function valuationByKey(db: DatabaseExecutor, site: string, idempotencyKey: string): Promise<TradeInValuation | null> {
  const rows = await db.select().from(tradeInValuations).where(and(eq(tradeInValuations.site, site), eq(tradeInValuations.idempotencyKey, idempotencyKey)));
  return rows[0] ?? null;
}

/** The same plate or VIN: a replayed lookup (its key seen before) asks about the same car. */
export function sameLookup(a: VehicleLookupRequest, b: VehicleLookupRequest): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

export interface StartedValuation {
  valuation: TradeInValuation;
  /** False when the key was seen before for this site: the first row is returned and nothing written. */
  created: boolean;
}

/** Stores the car a lookup identified, once per (site, idempotency key). */
export async function startValuation(
  db: DatabaseExecutor,
  input: { site: string; idempotencyKey: string; lookup: VehicleLookupRequest; vehicle: IdentifiedVehicle },
): Promise<StartedValuation> {
  const [inserted] = await db.insert(tradeInValuations).values(input).onConflictDoNothing({ target: [tradeInValuations.site, tradeInValuations.idempotencyKey] }).returning();
  if (inserted) return { valuation: inserted, created: true };
  const existing = await valuationByKey(db, input.site, input.idempotencyKey);
  if (!existing) throw new Error('Valuation conflict without a stored row');
  return { valuation: existing, created: false };
}

/**
 * Keeps the answers and what they were valued at (§7 "valuation adjustment answers"): an offer
 * with its expiry, or no online estimate. Answering again values again (the shopper corrected an
 * answer); an accepted valuation is never changed: null then.
 */
export async function recordValuationAnswers(
  db: DatabaseExecutor,
  site: string,
  id: string,
  answers: AdjustmentAnswers,
  offer: TradeInOfferJson,
  now: Date,
): Promise<TradeInValuation | null> {
  if (parseUuid(id) === null) return null;
  const [updated] = await db
    .update(tradeInValuations)
    .set({
      answers,
      offer,
      offerExpiresAt: offer.kind === 'offer' ? new Date(offer.expiresAt) : null,
      status: offer.kind === 'offer' ? 'offered' : 'no-online-estimate',
      updatedAt: now,
    })
    .where(and(eq(tradeInValuations.site, site), eq(tradeInValuations.id, id), ne(tradeInValuations.status, 'accepted')))
    .returning();
  return updated ?? null;
}

/** The idempotency key of the one lead a valuation may become: accepting twice stores it once. */
export const valuationLeadKey = (valuationId: string): string => `trade-in-${valuationId}`;

/**
 * §7 offer acceptance: stores the lead through the enquiry path (with its tracking event and
 * outbox rows, README "Lead delivery") and marks the valuation accepted with the lead's id, in one
 * transaction. The lead's key is the valuation's, so a second accept (a double click, a retry)
 * answers the first lead's id and stores nothing.
 */
export async function acceptValuation(
  db: DatabaseExecutor,
  valuation: Pick<TradeInValuation, 'id' | 'site'>,
  record: EnquiryRecord,
  options: StoreEnquiryOptions & { now: Date },
): Promise<{ leadId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const stored = await storeEnquiry(tx, valuation.site, valuationLeadKey(valuation.id), record, options);
    await tx
      .update(tradeInValuations)
      .set({ status: 'accepted', leadId: stored.id, updatedAt: options.now })
      .where(and(eq(tradeInValuations.site, valuation.site), eq(tradeInValuations.id, valuation.id)));
    return { leadId: stored.id, created: stored.created };
  });
}
