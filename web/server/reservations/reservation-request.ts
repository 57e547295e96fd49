import 'server-only';
import { deliveryChannelsFor, reservationLeadKey, storeEnquiry, type ReserveOptions, type Reservation } from '@dealer/leads/server';
import { carTitle, reservationOffer, type Car } from '@dealer/stock';
import { resolveHost, type SiteConfig } from '@dealer/tenants';
import { loadSite, type LoadedSite } from '../content/site';
import { rateLimitResponse } from '../http/rate-limit';
import { crossSiteRefusal, isSameOriginRequest } from '../http/same-origin';
import { wakeDeliveryWorker } from '../leads/delivery-worker';
import { RESERVATION_CATEGORY } from '../leads/shopper-email-texts';
import { stockService } from '../stock/service';
import { reservationHoldMs } from './gateway';

export const reservationAnswer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The site of a reservation request and its deposit offer, or the answer that ends it: 404 off a
 * dealer site or where the site takes no reservations ($0 deposit, §9), 403 for a write another
 * site's page made (CSRF), 429 over the lead rate limit.
 */
export async function reservingSite(request: Request): Promise<{ site: LoadedSite; deposit: number } | { refused: Response }> {
  const match = resolveHost(request.headers.get('host'));
  const site = match.kind === 'site' ? await loadSite(match.slug, false) : undefined;
  if (!site) return { refused: reservationAnswer(404, { message: 'Reservations are only taken on a dealer site.' }) };
  if (!isSameOriginRequest(request)) return { refused: crossSiteRefusal() };
  const offer = reservationOffer(site.config);
  if (!offer) return { refused: reservationAnswer(404, { message: 'This site does not take reservations online.' }) };
  const limited = await rateLimitResponse(request, site.config.slug, 'lead');
  if (limited) return { refused: limited };
  return { site, deposit: offer.deposit };
}

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
  await (await stockService()).reindex().catch((error: unknown) => console.error('[reservations] re-index after a reservation failed:', error));
  return reservationAnswer(replayed ? 200 : 201, {
    id: reservation.id, status: reservation.status, amount, holdExpiresAt: reservation.holdExpiresAt?.toISOString(), car: { id: car.id, slug: car.slug, title: carTitle(car) },
  });
}
