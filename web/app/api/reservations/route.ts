import { z } from 'zod';
import { isPhoneNumber } from '@dealer/leads';
import { reservationByKey, reserveCar, type ReserveInput } from '@dealer/leads/server';
import { carTitle, isAvailable } from '@dealer/stock';
import { checkoutNeedsSignIn, requestShopper } from '@/server/accounts/current-shopper';
import { limitedClientAddress } from '@/server/http/rate-limit';
import { readJsonBody } from '@/server/http/read-json-body';
import { paymentGateway, testGateway } from '@/server/reservations/gateway';
import { heldAnswer, holdOptions, reservationAnswer as answer, reservingSite } from '@/server/reservations/reservation-request';
import { listedCar } from '@/server/stock/cars-by-id';
import { database } from '@/server/db/database';

const MAX_BODY_BYTES = 4 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

const bodySchema = z.object({
  car_id: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1, 'Please enter your name').max(200),
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().max(30).refine(isPhoneNumber, 'Please enter a valid phone number'),
  /** The card as typed: for the embedded test gateway only. */
  card: z
    .object({
      number: z.string().trim().max(30),
      exp_month: z.coerce.number().int(),
      exp_year: z.coerce.number().int(),
      cvc: z.string().trim().max(4),
    })
    .optional(),
  /** The PaymentMethod Stripe.js made from the card in the browser: what Stripe takes. */
  payment_method_id: z.string().trim().regex(/^pm_[A-Za-z0-9_]{1,250}$/).optional(),
});

/** A card's expiry year as printed on it (28) or in full (2028). */
const fullYear = (year: number) => (year >= 0 && year < 100 ? 2000 + year : year);

/** What the gateway is given to pay with, or why the body cannot pay with this gateway. */
function paymentOf(body: z.infer<typeof bodySchema>, testGatewayInUse: boolean): Pick<ReserveInput, 'card' | 'paymentMethodId'> | { problem: string } {
  if (testGatewayInUse) {
    if (!body.card) return { problem: 'Please enter your card details' };
    return { card: { number: body.card.number, expMonth: body.card.exp_month, expYear: fullYear(body.card.exp_year), cvc: body.card.cvc } };
  }
  if (body.card) return { problem: 'Card numbers are not taken here: your card is sent to our payment provider directly. Reload the page and try again.' };
  if (!body.payment_method_id) return { problem: 'Please enter your card details' };
  return { paymentMethodId: body.payment_method_id };
}

/**
 * POST /api/reservations (issue 15, §9): reserves a car of this site with the site's refundable
 * deposit (default $200), held 48 hours. The amount comes from the site's config, never the body.
 * The car must be listed here, available and not reserved; where the site gates checkout (§6) the
 * shopper must be signed in. Two shoppers at once, or a shopper and an order: one wins (the car's
 * claim), the other is a 409 before any card is asked. A shopper whose earlier reservation still
 * waits for the bank (by email, account or address) is a 409 too.
 * The dealer's lead is queued in the outbox with the hold, and search shows the car Reserved.
 * A card whose bank asks the shopper to confirm (3-D Secure) is a 202 with the payment's client
 * secret: the car stays claimed while the browser does the bank's check, then
 * POST /api/reservations/{id}/confirm holds it.
 */
export async function POST(request: Request) {
  const checked = await reservingSite(request);
  if ('refused' in checked) return checked.refused;
  const { config, locale } = checked.site;

  const key = request.headers.get('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY.test(key)) return answer(400, { errors: { form: 'Send an Idempotency-Key of 8 to 128 letters, digits, - or _.' } });
  const body = await readJsonBody(request, MAX_BODY_BYTES, '{"car_id", "name", "email", "phone", "card": {...} or "payment_method_id"}');
  if (!body.ok) return answer(body.status, { errors: { form: body.message } });
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'payment_method_id' ? 'card' : String(issue.path[0]);
      errors[field] ??= field === 'card' ? 'Please check your card details' : issue.message;
    }
    return answer(400, { errors });
  }
  const shopper = await requestShopper(config, request);
  if (checkoutNeedsSignIn(config) && !shopper) {
    return answer(401, { message: locale.t('account.error.signedOut') });
  }

  const car = await listedCar(config, parsed.data.car_id);
  if (!car) return answer(404, { errors: { car_id: 'This car is not listed on this site.' } });
  const { db } = await database();
  // A replay is answered from the first outcome, even though the car now shows Reserved (its own doing).
  if (!(await reservationByKey(db, config.slug, key))) {
    if (!isAvailable(car)) return answer(409, { message: 'Sorry, this car has just sold. Nothing was charged.' });
    if (car.reserved) return answer(409, { message: 'Sorry, someone has just reserved this car. Nothing was charged.' });
  }

  const amount = locale.formatPrice(checked.deposit);
  const gateway = await paymentGateway();
  // Each gateway takes the card its own way: Stripe only a PaymentMethod (a card number must never
  // reach this server), the test gateway the card as typed.
  const payment = paymentOf(parsed.data, testGateway(gateway) !== null);
  if ('problem' in payment) return answer(400, { errors: { card: payment.problem } });
  const result = await reserveCar(
    db,
    gateway,
    {
      site: config.slug, carId: car.id, idempotencyKey: key, shopperId: shopper?.id ?? null,
      name: parsed.data.name, email: parsed.data.email, phone: parsed.data.phone,
      amountCents: checked.deposit * 100, currency: locale.currency.toLowerCase(),
      ...payment,
      clientAddress: limitedClientAddress(request),
      description: `${config.name}: reservation of ${carTitle(car)} (${car.stocknum ?? car.id})`,
    },
    holdOptions(config, car, amount),
  );
  if (!result.ok) {
    switch (result.reason) {
      case 'already-reserved':
        return answer(409, { message: 'Sorry, someone has just reserved this car. Nothing was charged.' });
      case 'key-reused':
        return answer(422, { message: 'These details differ from the reservation you just started. Check them and pay again.' });
      case 'payment-waiting':
        return answer(409, { message: 'You already have a reservation waiting for your bank to confirm the payment. Finish that one (or wait 15 minutes for it to lapse) before reserving another car. Nothing was charged.' });
      case 'in-progress':
        return answer(409, { message: 'Your payment is still being processed. Wait a moment and press Pay again: you will not be charged twice.' });
      case 'payment-refused':
        return answer(402, { errors: { card: result.message }, code: result.code });
      case 'needs-authentication':
        return answer(202, { id: result.reservation.id, status: 'requires_action', gateway: gateway.name, paymentId: result.reservation.paymentId, clientSecret: result.clientSecret, message: result.message });
    }
  }
  return heldAnswer(result.reservation, result.replayed, car, amount);
}
