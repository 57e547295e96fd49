import { confirmReservationPayment, findReservation } from '@dealer/leads/server';
import { paymentGateway } from '@/server/reservations/gateway';
import { reservationGate } from '@/server/reservations/reservation-owner';
import { heldAnswer, holdOptions, reservationAnswer as answer, reservingSite } from '@/server/reservations/reservation-request';
import { listedCar } from '@/server/stock/cars-by-id';
import { database } from '@/server/db/database';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/reservations/{id}/confirm (issue 15): after the shopper's bank check (3-D Secure),
 * asks the gateway where the payment stands. Held: 201 as a reservation is (the dealer told, the
 * car Reserved), 200 when asked again. Still waiting: 409. Failed at the bank: 402 with the bank's
 * message, and the car is free again. Another site's reservation: 404. Where the site gates
 * checkout (§6), only the reservation's shopper: signed out 401, another shopper's 404.
 */
export async function POST(request: Request, { params }: Context) {
  const checked = await reservingSite(request);
  if ('refused' in checked) return checked.refused;
  const { config, locale } = checked.site;
  const gate = await reservationGate(checked.site, request);
  if ('refused' in gate) return gate.refused;
  const { db } = await database();
  const found = await findReservation(db, config.slug, (await params).id);
  const reservation = found && (!gate.gated || gate.owns(found)) ? found : null;
  const car = reservation ? await listedCar(config, reservation.carId) : null;
  if (!reservation || !car) return answer(404, { message: 'No such reservation.' });

  const amount = locale.formatPrice(reservation.amountCents / 100);
  const result = await confirmReservationPayment(db, await paymentGateway(), config.slug, reservation.id, holdOptions(config, car, amount));
  if (result.ok) return heldAnswer(result.reservation, result.replayed, car, amount);
  switch (result.reason) {
    case 'not-found':
      return answer(404, { message: 'No such reservation.' });
    case 'awaiting-authentication':
      return answer(409, { message: 'Your bank is still waiting for you to confirm this payment.' });
    case 'payment-refused':
      return answer(402, { errors: { card: result.message }, code: result.code });
    case 'gateway-unavailable':
      return answer(503, { message: `We could not reach the payment gateway. Nothing more was charged; please try again in a moment. (${result.message})` });
  }
}
