import 'server-only';
import { deliveryChannelsFor, reservationLeadKey, storeEnquiry, type ReserveOptions, type Reservation } from '@dealer/leads/server';
import { carTitle, reservationOffer, type Car } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import { wakeDeliveryWorker } from '../leads/delivery-worker';
import { RESERVATION_CATEGORY } from '../leads/shopper-email-texts';
import { stockService } from '../stock/service';
import { reservationHoldMs } from './gateway';

const noStore = { 'cache-control': 'no-store' };

/** A reservation route's answer that is not a refusal (201 held, 200 replayed, 202 the bank's check), never cached. */
export const reservationAnswer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: noStore });

/**
 * §9: a site takes reservations online where its deposit is above $0 ($0 hides Reserve Online);
 * every reservation route of another site answers 404 with `off`.
 */
export const takesReservations = { on: (config: SiteConfig) => reservationOffer(config) !== null, off: 'This site does not take reservations online.' };

/** The site's deposit in whole units of its currency (§9: $200 by default). */
export const depositOf = (config: SiteConfig): number => reservationOffer(config)?.deposit ?? 0;

/**
 * How a deposit is held on this site: for the site's hold time, and the dealer hears of it as a
 * lead through the outbox, committed in the transaction that marks it held (whether at once or
 * after the shopper's bank check).
 */
export function holdOptions(config: SiteConfig, car: Car, amount: string): ReserveOptions {
  return {
    holdMs: reservationHoldMs(),
    onHeld: async (tx, reservation) => {
      await storeEnquiry(
        tx,
        config.slug,
        reservationLeadKey(reservation.id),
        {
          name: reservation.name, email: reservation.email, phone: reservation.phone, optIn: false, category: RESERVATION_CATEGORY, carId: car.id,
          message: `Reserved online with a ${amount} deposit held until ${reservation.holdExpiresAt!.toISOString()}. Confirm the sale to take the deposit, or it is released in full.`,
        },
        { deliveries: deliveryChannelsFor(config, { email: reservation.email }) },
      );
    },
  };
}

/**
 * A held deposit's answer (201, or 200 for a replay): the lead is sent on and search re-indexed, so
 * the car shows Reserved. A failed re-index must not turn a held deposit into an error page (a
 * replay re-indexes again, and the next import or sweep does too).
 */
export async function heldAnswer(reservation: Reservation, replayed: boolean, car: Car, amount: string): Promise<Response> {
  if (!replayed) wakeDeliveryWorker();
  await (await stockService()).stockChanged({ site: null, cars: [car.id] }).catch((error: unknown) => console.error('[reservations] re-index after a reservation failed:', error));
  return reservationAnswer(replayed ? 200 : 201, {
    id: reservation.id, status: reservation.status, amount, holdExpiresAt: reservation.holdExpiresAt?.toISOString(), car: { id: car.id, slug: car.slug, title: carTitle(car) },
  });
}
