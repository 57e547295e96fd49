import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { parseUuid } from '../contract/ids';
import { enquiries, leadDeliveries, type DeliveryChannel } from '../db/schema';
import { enqueueDeliveries, refreshLeadState } from './outbox';

/**
 * A later email to the shopper about a lead the platform made itself (README "Accounts, the
 * watchlist, reservations and buying online", receipts: a reservation's deposit taken or released,
 * an online order handed over or taken back), queued in the caller's transaction so the state
 * change and its email commit together. Only where the lead's own confirmation went to the shopper
 * (the site sends shopper email); once per lead and channel, however many paths report the same
 * change (the outbox keeps one row per lead and channel).
 */
export async function queueShopperFollowUp(tx: DatabaseExecutor, { site, leadKey, channel }: { site: string; leadKey: string; channel: DeliveryChannel }): Promise<void> {
  const [lead] = await tx
    .select({ id: enquiries.id })
    .from(enquiries)
    .innerJoin(leadDeliveries, and(eq(leadDeliveries.leadId, enquiries.id), eq(leadDeliveries.channel, 'shopper-email')))
    .where(and(eq(enquiries.site, site), eq(enquiries.idempotencyKey, leadKey)));
  if (!lead) return;
  await enqueueDeliveries(tx, { site, leadId: lead.id, channels: [channel] });
  await refreshLeadState(tx, lead.id);
}

/**
 * The id a lead stored under `{prefix}-{uuid}` speaks for, or null for any other lead. A shopper's
 * enquiry chooses its own key (`reservation-` and 36 dashes is one), so the id is parsed as one.
 */
export function idOfLeadKey(prefix: 'reservation' | 'order', leadKey: string): string | null {
  return leadKey.startsWith(`${prefix}-`) ? parseUuid(leadKey.slice(prefix.length + 1)) : null;
}
