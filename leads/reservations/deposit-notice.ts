import type { DatabaseExecutor } from '@dealer/db';
import { idOfLeadKey, queueShopperFollowUp } from '../delivery/follow-up';
import type { reservations } from './schema';

/**
 * The shopper hears what became of a held deposit (README "Accounts, the watchlist, reservations
 * and buying online", receipts): an email on the reservation's lead (the dealer's notice, stored
 * when the deposit was held) when it is taken or released, whichever path moved it: the dealer in
 * the Studio, the lapsed 48-hour hold, or the gateway's own webhook.
 */

/** The idempotency key of a reservation's lead. */
export const reservationLeadKey = (reservationId: string) => `reservation-${reservationId}`;

/** The reservation a lead stored under reservationLeadKey speaks for, or null for any other lead. */
export const reservationIdOfLead = (leadKey: string): string | null => idOfLeadKey('reservation', leadKey);

const CHANNEL = { captured: 'deposit-taken-email', released: 'deposit-released-email' } as const;

/** Queues the email in the caller's transaction (queueShopperFollowUp). */
export async function tellShopperAboutDeposit(tx: DatabaseExecutor, reservation: Pick<typeof reservations.$inferSelect, 'id' | 'site'>, became: keyof typeof CHANNEL): Promise<void> {
  await queueShopperFollowUp(tx, { site: reservation.site, leadKey: reservationLeadKey(reservation.id), channel: CHANNEL[became] });
}
