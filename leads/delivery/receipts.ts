import { and, desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { parseUuid } from '../contract/ids';
import { enquiries, leadDeliveries, type EnquiryDeliveryStatus } from '../db/schema';
import { TRADE_IN_EXTRA_KEYS, tradeInFromLeadExtra, type TradeInLeadFacts } from '../valuation/lead-extra';
import { deliveriesForLeads, refreshLeadState, type LeadDeliveryWithAttempts } from './outbox';

/**
 * The dealer's receipts (README "Lead delivery", receipts): every lead of a site with each
 * channel's delivery state and attempts, for the Studio's Leads tool; and a resend.
 */

/** A lead's overall state: delivered on every channel, still being tried, or given up on one (dead). */
export type LeadState = EnquiryDeliveryStatus;
export const LEAD_STATES = ['pending', 'delivered', 'failed'] as const satisfies readonly LeadState[];

export interface LeadReceipt {
  id: string;
  createdAt: Date;
  category: string | null;
  subcategory: string | null;
  name: string;
  email: string;
  phone: string | null;
  carId: string | null;
  /** The form's other values (§3: last name, postcode, Rego, additional_services, ...), the trade-in's aside. */
  extra: Record<string, string | string[]>;
  /** The trade-in the lead carries (§3 "Valuation lead": the vehicle, the answers, the offer), or null. */
  tradeIn: TradeInLeadFacts | null;
  state: LeadState;
  deliveries: LeadDeliveryWithAttempts[];
}

/** A site's newest leads (at most `limit`), optionally only those in one state: never another site's. */
export async function leadReceipts(db: DatabaseExecutor, site: string, { state, limit = 100 }: { state?: LeadState; limit?: number } = {}): Promise<LeadReceipt[]> {
  const leads = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.site, site), state ? eq(enquiries.deliveryStatus, state) : undefined))
    .orderBy(desc(enquiries.createdAt))
    .limit(limit);
  const deliveries = await deliveriesForLeads(db, site, leads.map((lead) => lead.id));
  return leads.map((lead) => ({
    id: lead.id,
    createdAt: lead.createdAt,
    category: lead.category,
    subcategory: lead.subcategory,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    carId: lead.carId,
    extra: Object.fromEntries(Object.entries(lead.extra ?? {}).filter(([key]) => !TRADE_IN_EXTRA_KEYS.has(key))),
    tradeIn: tradeInFromLeadExtra(lead.extra),
    state: lead.deliveryStatus,
    deliveries: deliveries.filter((delivery) => delivery.leadId === lead.id),
  }));
}

export type ResendOutcome = 'queued' | 'already-queued' | 'sending' | 'not-found';

/**
 * Puts one delivery of this site back in the outbox, due now: a dead one after the dealer fixed
 * the address, or a delivered one the dealer did not receive. Its attempts are kept; the send
 * carries the same lead id as idempotency key. A delivery being sent right now is left alone.
 */
export async function resendDelivery(db: DatabaseExecutor, site: string, deliveryId: string, now: Date = new Date()): Promise<ResendOutcome> {
  // The Studio's path names the delivery: parsed as an id before the query (README "Holding under abuse").
  if (parseUuid(deliveryId) === null) return 'not-found';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.site, site), eq(leadDeliveries.id, deliveryId)))
      .for('update');
    if (!row) return 'not-found';
    if (row.status === 'sending') return 'sending';
    if (row.status === 'pending') return 'already-queued';
    await tx
      .update(leadDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, claimedBy: null, claimedAt: null, deliveredAt: null })
      .where(eq(leadDeliveries.id, row.id));
    await refreshLeadState(tx, row.leadId);
    return 'queued';
  });
}
