import type { z } from 'zod';
import { parseUuid } from '@dealer/leads';
import { confirmReservationPayment, findReservation } from '@dealer/leads/server';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { paymentGateway } from '@/server/reservations/gateway';
import { reservationGate } from '@/server/reservations/reservation-owner';
import { heldAnswer, holdOptions, takesReservations } from '@/server/reservations/reservation-request';
import { listedCar } from '@/server/stock/cars-by-id';
import { database } from '@/server/db/database';

const NO_SUCH_RESERVATION = 'No such reservation.';

/**
 * POST /api/reservations/{id}/confirm (§9, README "Accounts, the watchlist, reservations and buying
 * online"): after the shopper's bank check (3-D Secure), asks the gateway where the payment stands.
 * Held: 201 as a reservation is (the dealer told, the car Reserved), 200 when asked again. Still
 * waiting: 409. Failed at the bank: 402 with the bank's message under `card`, and the car is free
 * again. Another site's reservation, or an id that is not one: 404. Where the site gates checkout
 * (§6), only the reservation's shopper: signed out 401, another shopper's 404.
 */
export const POST = siteRoute<z.ZodType<undefined>, { id: string }>(
  { feature: takesReservations, sameOrigin: true, rateLimit: 'lead' },
  async ({ request, site, params }) => {
    const { config, locale } = site;
    const gate = await reservationGate(site, request);
    if ('refused' in gate) return gate.refused;
    const { db } = await database();
    const id = parseUuid(params.id);
    const found = id ? await findReservation(db, config.slug, id) : null;
    const reservation = found && (!gate.gated || gate.owns(found)) ? found : null;
    const car = reservation ? await listedCar(config, reservation.carId) : null;
    if (!reservation || !car) return problem(404, NO_SUCH_RESERVATION);

    const amount = locale.formatPrice(reservation.amountCents / 100);
    const result = await confirmReservationPayment(db, await paymentGateway(), config.slug, reservation.id, holdOptions(config, car, amount));
    if (result.ok) return heldAnswer(result.reservation, result.replayed, car, amount);
    switch (result.reason) {
      case 'not-found':
        return problem(404, NO_SUCH_RESERVATION);
      case 'awaiting-authentication':
        return problem(409, 'Your bank is still waiting for you to confirm this payment.');
      case 'payment-refused':
        return problem(402, result.message, { errors: { card: result.message }, code: result.code });
      case 'gateway-unavailable':
        return problem(503, `We could not reach the payment gateway. Nothing more was charged; please try again in a moment. (${result.message})`);
    }
  },
);
