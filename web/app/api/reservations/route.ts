import { z } from 'zod';
import { isPhoneNumber } from '@dealer/leads';
import { reservationByKey, reserveCar, WALLETS, type ReserveInput } from '@dealer/leads/server';
import { carTitle, isAvailable } from '@dealer/stock';
import { checkoutNeedsSignIn, requestShopper } from '@/server/accounts/current-shopper';
import { invalidFields, problem } from '@/server/http/problem';
import { limitedClientAddress } from '@/server/http/rate-limit';
import { siteRoute } from '@/server/http/site-route';
import { paymentGateway, testGateway } from '@/server/reservations/gateway';
import { depositOf, heldAnswer, holdOptions, reservationAnswer, takesReservations } from '@/server/reservations/reservation-request';
import { listedCar } from '@/server/stock/cars-by-id';
import { database } from '@/server/db/database';

const MAX_BODY_BYTES = 4 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const NOT_LISTED = 'This car is not listed on this site.';

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
  /** Paid with Apple Pay or Google Pay (Stripe's Express Checkout Element): Stripe.js confirms the payment in the browser. */
  wallet: z.enum(WALLETS).optional(),
});

/** The form's fields by the body's top-level names; anything wrong with the card (or its PaymentMethod) is one message under `card`. */
function reservationFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const top = issue.path[0];
    const field = top === undefined ? 'form' : top === 'payment_method_id' || top === 'wallet' ? 'card' : String(top);
    errors[field] ??= field === 'card' ? 'Please check your card details' : issue.message;
  }
  return errors;
}

/** A card's expiry year as printed on it (28) or in full (2028). */
const fullYear = (year: number) => (year >= 0 && year < 100 ? 2000 + year : year);

/** What the gateway is given to pay with, or why the body cannot pay with this gateway. */
function paymentOf(body: z.infer<typeof bodySchema>, testGatewayInUse: boolean): Pick<ReserveInput, 'card' | 'paymentMethodId' | 'wallet'> | { problem: string } {
  if (testGatewayInUse) {
    if (body.wallet) return { problem: 'Apple Pay and Google Pay are not taken here. Please pay by card.' };
    if (!body.card) return { problem: 'Please enter your card details' };
    return { card: { number: body.card.number, expMonth: body.card.exp_month, expYear: fullYear(body.card.exp_year), cvc: body.card.cvc } };
  }
  if (body.card) return { problem: 'Card numbers are not taken here: your card is sent to our payment provider directly. Reload the page and try again.' };
  if (body.wallet) return body.payment_method_id ? { problem: 'Pay with your wallet or your card, not both.' } : { wallet: body.wallet };
  if (!body.payment_method_id) return { problem: 'Please enter your card details' };
  return { paymentMethodId: body.payment_method_id };
}

/**
 * POST /api/reservations (§9, README "Accounts, the watchlist, reservations and buying online"):
 * reserves a car of this site with the site's refundable deposit (default $200), held 48 hours.
 * The amount comes from the site's config, never the body.
 * The car must be listed here, available and not reserved; where the site gates checkout (§6) the
 * shopper must be signed in. Two shoppers at once, or a shopper and an order: one wins (the car's
 * claim), the other is a 409 before any card is asked. A shopper whose earlier reservation still
 * waits for the bank (by email, account or address) is a 409 too.
 * The dealer's lead is queued in the outbox with the hold, and search shows the car Reserved.
 * A card whose bank asks the shopper to confirm (3-D Secure) is a 202 with the payment's client
 * secret: the car stays claimed while the browser does the bank's check, then
 * POST /api/reservations/{id}/confirm holds it. A wallet payment (`wallet`, with Stripe) is the
 * same 202: Stripe.js confirms it with the wallet's card, then the same confirm route holds it. A refused card is a 402 problem with the bank's
 * message under `card` and the gateway's `code`.
 */
export const POST = siteRoute(
  {
    feature: takesReservations,
    sameOrigin: true,
    rateLimit: 'lead',
    body: {
      schema: bodySchema,
      maxBytes: MAX_BODY_BYTES,
      example: '{"car_id", "name", "email", "phone", "card": {...} or "payment_method_id" or "wallet"}',
      fieldErrors: reservationFieldErrors,
    },
  },
  async ({ request, site, body }) => {
    const { config, locale } = site;
    const key = request.headers.get('idempotency-key');
    if (!key || !IDEMPOTENCY_KEY.test(key)) return invalidFields({ 'idempotency-key': 'Send an Idempotency-Key of 8 to 128 letters, digits, - or _.' });
    const shopper = await requestShopper(config, request);
    if (checkoutNeedsSignIn(config) && !shopper) return problem(401, locale.t('account.error.signedOut'));

    const car = await listedCar(config, body.car_id);
    if (!car) return problem(404, NOT_LISTED, { errors: { car_id: NOT_LISTED } });
    const { db } = await database();
    // A replay is answered from the first outcome, even though the car now shows Reserved (its own doing).
    if (!(await reservationByKey(db, config.slug, key))) {
      if (!isAvailable(car)) return problem(409, 'Sorry, this car has just sold. Nothing was charged.');
      if (car.reserved) return problem(409, 'Sorry, someone has just reserved this car. Nothing was charged.');
    }

    const deposit = depositOf(config);
    const amount = locale.formatPrice(deposit);
    const gateway = await paymentGateway();
    // Each gateway takes the card its own way: Stripe only a PaymentMethod (a card number must never
    // reach this server), the test gateway the card as typed.
    const payment = paymentOf(body, testGateway(gateway) !== null);
    if ('problem' in payment) return invalidFields({ card: payment.problem });
    const result = await reserveCar(
      db,
      gateway,
      {
        site: config.slug, carId: car.id, idempotencyKey: key, shopperId: shopper?.id ?? null,
        name: body.name, email: body.email, phone: body.phone,
        amountCents: deposit * 100, currency: locale.currency.toLowerCase(),
        ...payment,
        clientAddress: limitedClientAddress(request),
        description: `${config.name}: reservation of ${carTitle(car)} (${car.stocknum ?? car.id})`,
      },
      holdOptions(config, car, amount),
    );
    if (!result.ok) {
      switch (result.reason) {
        case 'already-reserved':
          return problem(409, 'Sorry, someone has just reserved this car. Nothing was charged.');
        case 'key-reused':
          return problem(422, 'These details differ from the reservation you just started. Check them and pay again.');
        case 'payment-waiting':
          return problem(409, 'You already have a reservation waiting for your bank to confirm the payment. Finish that one (or wait 15 minutes for it to lapse) before reserving another car. Nothing was charged.');
        case 'in-progress':
          return problem(409, 'Your payment is still being processed. Wait a moment and press Pay again: you will not be charged twice.');
        case 'payment-refused':
          return problem(402, result.message, { errors: { card: result.message }, code: result.code });
        case 'needs-authentication':
          return reservationAnswer(202, { id: result.reservation.id, status: 'requires_action', gateway: gateway.name, paymentId: result.reservation.paymentId, clientSecret: result.clientSecret, message: result.message });
      }
    }
    return heldAnswer(result.reservation, result.replayed, car, amount);
  },
);
