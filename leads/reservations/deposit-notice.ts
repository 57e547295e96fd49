import { and, eq } from 'drizzle-orm';
import type { StockExecutor } from '@dealer/stock/server';
import { enquiries, leadDeliveries } from '../db/schema';
import { enqueueDeliveries, refreshLeadState } from '../delivery/outbox';
import type { reservations } from './schema';

/**
 * The shopper hears what became of a held deposit (issue 15): an email on the reservation's lead
 * (the dealer's notice, stored when the deposit was held) when it is taken or released, whichever
 * path moved it: the dealer in the Studio, the lapsed 48-hour hold, or the gateway's own webhook.
 */

/** The idempotency key of a reservation's lead. */
export const reservationLeadKey = (reservationId: string) => `reservation-${reservationId}`;

/** The reservation a lead stored under reservationLeadKey speaks for, or null for any other lead. */
export function reservationIdOfLead(leadKey: string): string | null {
  const match = /^reservation-([0-9a-f-]{36})$/i.exec(leadKey);
  return match ? match[1]! : null;
}

const CHANNEL = { captured: 'deposit-taken-email', released: 'deposit-released-email' } as const;

/**
 * Queues the email in the caller's transaction, so the money's state and the email commit
 * together. Only where the lead's confirmation went to the shopper (the site sends shopper email);
 * once per kind however many paths report the same change (the outbox's one row per lead and channel).
 */
export async function tellShopperAboutDeposit(tx: StockExecutor, reservation: Pick<typeof reservations.$inferSelect, 'id' | 'site'>, became: keyof typeof CHANNEL): Promise<void> {
  const [lead] = await tx
    .select({ id: enquiries.id })
    .from(enquiries)
    .innerJoin(leadDeliveries, and(eq(leadDeliveries.leadId, enquiries.id), eq(leadDeliveries.channel, 'shopper-email')))
    .where(and(eq(enquiries.site, reservation.site), eq(enquiries.idempotencyKey, reservationLeadKey(reservation.id))));
  if (!lead) return;
  await enqueueDeliveries(tx, { site: reservation.site, leadId: lead.id, channels: [CHANNEL[became]] });
  await refreshLeadState(tx, lead.id);
}
