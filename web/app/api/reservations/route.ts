import { z } from 'zod';
import { isPhoneNumber } from '@dealer/leads';
import { deliveryChannelsFor, reservationByKey, reserveCar, storeEnquiry } from '@dealer/leads/server';
import { isAvailable, reservationOffer } from '@dealer/stock';
import { resolveHost } from '@dealer/tenants';
import { requestShopper } from '../../../server/accounts/current-shopper';
import { loadSite } from '../../../server/content/site';
import { crossSiteRefusal, isSameOriginRequest } from '../../../server/http/same-origin';
import { rateLimitResponse } from '../../../server/http/rate-limit';
import { readJsonBody } from '../../../server/http/read-json-body';
import { wakeDeliveryWorker } from '../../../server/leads/delivery-worker';
import { RESERVATION_CATEGORY } from '../../../server/leads/shopper-email-texts';
import { paymentGateway, reservationHoldMs } from '../../../server/reservations/gateway';
import { listedCar } from '../../../server/stock/cars-by-id';
import { stockDatabase } from '../../../server/stock/database';
import { stockService } from '../../../server/stock/service';

const MAX_BODY_BYTES = 4 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

const bodySchema = z.object({
  car_id: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1, 'Please enter your name').max(200),
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().max(30).refine(isPhoneNumber, 'Please enter a valid phone number'),
  card: z.object({
    number: z.string().trim().max(30),
    exp_month: z.coerce.number().int(),
    exp_year: z.coerce.number().int(),
    cvc: z.string().trim().max(4),
  }),
});

/** A card's expiry year as printed on it (28) or in full (2028). */
const fullYear = (year: number) => (year >= 0 && year < 100 ? 2000 + year : year);

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/reservations (issue 15, §9): reserves a car of this site with the site's refundable
 * deposit (default $200), held 48 hours. The amount comes from the site's config, never the body.
 * The car must be listed here, available and not reserved; where the site gates checkout (§6) the
 * shopper must be signed in. Two shoppers at once: one 201, the other 409 before any card is asked.
 * The dealer's lead is queued in the outbox with the hold, and search shows the car Reserved.
 */
export async function POST(request: Request) {
  const match = resolveHost(request.headers.get('host'));
  const site = match.kind === 'site' ? await loadSite(match.slug, false) : undefined;
  if (!site) return answer(404, { message: 'Reservations are only taken on a dealer site.' });
  if (!isSameOriginRequest(request)) return crossSiteRefusal();
  const { config, locale } = site;
  const offer = reservationOffer(config);
  if (!offer) return answer(404, { message: 'This site does not take reservations online.' });
  const limited = await rateLimitResponse(request, config.slug, 'lead');
  if (limited) return limited;

  const key = request.headers.get('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY.test(key)) return answer(400, { errors: { form: 'Send an Idempotency-Key of 8 to 128 letters, digits, - or _.' } });
  const body = await readJsonBody(request, MAX_BODY_BYTES, '{"car_id", "name", "email", "phone", "card": {...}}');
  if (!body.ok) return answer(body.status, { errors: { form: body.message } });
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.path[0] === 'card' ? 'Please check your card details' : issue.message;
    return answer(400, { errors });
  }
  const shopper = await requestShopper(config, request);
  if (config.features.authentication && config.features.gateCheckout && !shopper) {
    return answer(401, { message: locale.t('account.error.signedOut') });
  }

  const car = await listedCar(config, parsed.data.car_id);
  if (!car) return answer(404, { errors: { car_id: 'This car is not listed on this site.' } });
  const { db } = await stockDatabase();
  // A replay is answered from the first outcome, even though the car now shows Reserved (its own doing).
  if (!(await reservationByKey(db, config.slug, key))) {
    if (!isAvailable(car)) return answer(409, { message: 'Sorry, this car has just sold. Nothing was charged.' });
    if (car.reserved) return answer(409, { message: 'Sorry, someone has just reserved this car. Nothing was charged.' });
  }

  const holdMs = reservationHoldMs();
  const amount = locale.formatPrice(offer.deposit);
  const title = `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}`;
  const result = await reserveCar(
    db,
    await paymentGateway(),
    {
      site: config.slug, carId: car.id, idempotencyKey: key, shopperId: shopper?.id ?? null,
      name: parsed.data.name, email: parsed.data.email, phone: parsed.data.phone,
      amountCents: offer.deposit * 100, currency: locale.currency.toLowerCase(),
      card: { number: parsed.data.card.number, expMonth: parsed.data.card.exp_month, expYear: fullYear(parsed.data.card.exp_year), cvc: parsed.data.card.cvc },
      description: `${config.name}: reservation of ${title} (${car.stocknum ?? car.id})`,
    },
    {
      holdMs,
      // The dealer hears of it as a lead, through the outbox, committed with the hold.
      onHeld: async (tx, reservation) => {
        await storeEnquiry(
          tx,
          config.slug,
          `reservation-${reservation.id}`,
          {
            name: reservation.name, email: reservation.email, phone: reservation.phone, optIn: false, category: RESERVATION_CATEGORY, carId: car.id,
            message: `Reserved online with a ${amount} deposit held until ${reservation.holdExpiresAt!.toISOString()}. Confirm the sale to take the deposit, or it is released in full.`,
          },
          { deliveries: deliveryChannelsFor(config, { email: reservation.email }) },
        );
      },
    },
  );
  if (!result.ok) {
    switch (result.reason) {
      case 'already-reserved':
        return answer(409, { message: 'Sorry, someone has just reserved this car. Nothing was charged.' });
      case 'key-reused':
        return answer(422, { message: 'These details differ from the reservation you just started. Check them and pay again.' });
      case 'in-progress':
        return answer(409, { message: 'Your payment is still being processed. Wait a moment and press Pay again: you will not be charged twice.' });
      case 'payment-refused':
        return answer(402, { errors: { card: result.message }, code: result.code });
    }
  }
  if (!result.replayed) wakeDeliveryWorker();
  // Search shows the car Reserved; a failure here must not turn a held deposit into an error page
  // (a replay re-indexes again, and the next import or sweep does too).
  await (await stockService()).reindex().catch((error: unknown) => console.error('[reservations] re-index after a reservation failed:', error));
  const { reservation } = result;
  return answer(result.replayed ? 200 : 201, {
    id: reservation.id, status: reservation.status, amount, holdExpiresAt: reservation.holdExpiresAt?.toISOString(), car: { id: car.id, slug: car.slug, title },
  });
}
