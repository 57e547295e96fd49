import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseExecutor } from '@dealer/db';
import { releaseCarClaim } from '../claims/claims';
import { tellShopperAboutDeposit } from '../reservations/deposit-notice';
import { reservationEvents, reservations, type ReservationStatus } from '../reservations/schema';
import { paymentEvents } from './schema';

/**
 * A payment event as Stripe sends it (and the test gateway, the same way): only the fields we read.
 * https://docs.stripe.com/api/events/object
 */
export const paymentEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      object: z.literal('payment_intent'),
      cancellation_reason: z.string().nullish(),
      last_payment_error: z.object({ message: z.string().nullish() }).nullish(),
    }),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** What each event means for a reservation holding that payment: the states it may come from and goes to. */
const TRANSITIONS: Record<string, { from: ReservationStatus[]; to: ReservationStatus; cause: (event: PaymentEvent) => string }> = {
  'payment_intent.canceled': {
    from: ['pending', 'held'],
    to: 'released',
    cause: (event) => `the gateway cancelled the hold (${event.data.object.cancellation_reason ?? 'no reason given'}); nothing was charged`,
  },
  'payment_intent.succeeded': { from: ['held'], to: 'captured', cause: () => 'the gateway reports the deposit taken' },
  'payment_intent.payment_failed': {
    from: ['pending'],
    to: 'failed',
    cause: (event) => `the gateway reports the payment failed: ${event.data.object.last_payment_error?.message ?? 'no reason given'}`,
  },
};

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'no-reservation' | 'already-settled';

/**
 * Applies a verified event once (its id is recorded first, in the same transaction), moving the
 * reservation that holds the payment when the event means a change from its present state. Returns
 * the car whose availability changed, if any, so search can be re-indexed.
 */
export async function applyPaymentEvent(db: DatabaseExecutor, event: PaymentEvent, now = new Date()): Promise<{ outcome: EventOutcome; carId?: string }> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, paymentId: event.data.object.id, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { outcome: 'duplicate' as const };
    const transition = TRANSITIONS[event.type];
    if (!transition) return { outcome: 'ignored' as const };
    const [reservation] = await tx.select().from(reservations).where(eq(reservations.paymentId, event.data.object.id));
    if (!reservation) return { outcome: 'no-reservation' as const };
    if (!transition.from.includes(reservation.status)) return { outcome: 'already-settled' as const };
    const [moved] = await tx
      .update(reservations)
      .set({ status: transition.to, updatedAt: now })
      .where(and(eq(reservations.id, reservation.id), eq(reservations.status, reservation.status)))
      .returning();
    if (!moved) return { outcome: 'already-settled' as const };
    if (moved.status === 'released' || moved.status === 'failed') await releaseCarClaim(tx, 'reservation', moved.id, now);
    await tx.insert(reservationEvents).values({ reservationId: reservation.id, status: transition.to, cause: `${transition.cause(event)} (event ${event.id})`, at: now });
    // A deposit that was held and is now taken or released: the shopper is told (a hold that never
    // was, a payment failed or cancelled mid-way, was answered on the page).
    if (reservation.status === 'held' && (moved.status === 'captured' || moved.status === 'released')) await tellShopperAboutDeposit(tx, moved, moved.status);
    return { outcome: 'applied' as const, carId: reservation.carId };
  });
}
