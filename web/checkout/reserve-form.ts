import { isPhoneNumber, problemFieldErrors, problemMessage } from '@dealer/leads';

/**
 * The pure parts of the Reserve Online form (§2 /cars/{slug}/checkout, §9 deposit): the checks made in the
 * browser before anything is sent, the body POST /api/reservations takes, and what each of its
 * answers means for the form. No React, so a table-driven test reads every rule here.
 */

export interface ReserveValues {
  name: string;
  email: string;
  phone: string;
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

/** Where an error shows: under a field, or under the expiry's month and year together. */
export type ReserveErrorField = 'name' | 'email' | 'phone' | 'cardNumber' | 'expiry' | 'cvc';
export type ReserveErrors = Partial<Record<ReserveErrorField, string>>;

/** The form's fields in the order they show, so the first with an error can take the focus. */
export const RESERVE_ERROR_ORDER: readonly ReserveErrorField[] = ['name', 'email', 'phone', 'cardNumber', 'expiry', 'cvc'];

export interface ReserveCheckMessages {
  name: string;
  email: string;
  phone: string;
  cardNumber: string;
  cardNumberInvalid: string;
  expiry: string;
  expired: string;
  cvc: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The card number's digits: spaces and hyphens, as people type them, dropped. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** A four-digit year from what was typed: "28" is 2028 (cc-exp-year fills two digits in some browsers). */
export function fullYear(typed: string): number | null {
  const text = typed.trim();
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  if (/^\d{4}$/.test(text)) return Number(text);
  return null;
}

/** The expiry month 1 to 12 from what was typed ("3" or "03"), or null. */
export function expiryMonth(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : null;
}

/**
 * The browser's checks, before anything is sent: every field is required, the email and phone
 * follow the same rules as the server, the card number is 12 to 19 digits, the expiry a real month
 * not yet past (a card works to the end of its expiry month), the CVC 3 or 4 digits. The server and
 * the gateway check everything again; these only spare the shopper a round trip.
 */
/** The shopper's own details: all a form checks when Stripe's field takes the card. */
export function checkBuyer(values: Pick<ReserveValues, 'name' | 'email' | 'phone'>, messages: ReserveCheckMessages): ReserveErrors {
  const errors: ReserveErrors = {};
  if (!values.name.trim()) errors.name = messages.name;
  if (!EMAIL.test(values.email.trim())) errors.email = messages.email;
  if (!isPhoneNumber(values.phone.trim())) errors.phone = messages.phone;
  return errors;
}

export function checkReserveForm(values: ReserveValues, messages: ReserveCheckMessages, now: Date): ReserveErrors {
  const errors = checkBuyer(values, messages);

  const digits = cardDigits(values.cardNumber.trim());
  if (!digits) errors.cardNumber = messages.cardNumber;
  else if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = messages.cardNumberInvalid;

  const month = expiryMonth(values.expMonth);
  const year = fullYear(values.expYear);
  if (month === null || year === null) errors.expiry = messages.expiry;
  else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = messages.expired;

  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = messages.cvc;
  return errors;
}

/**
 * The body of POST /api/reservations: with Stripe, the PaymentMethod Stripe.js made (no card
 * details at all); with the test gateway, the card's digits only and a four-digit year.
 */
const buyerOf = (carId: string, values: ReserveValues) => ({ car_id: carId, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });

export function reservationBody(carId: string, values: ReserveValues, paymentMethodId?: string) {
  const buyer = buyerOf(carId, values);
  if (paymentMethodId) return { ...buyer, payment_method_id: paymentMethodId };
  return {
    ...buyer,
    card: {
      number: cardDigits(values.cardNumber.trim()),
      exp_month: expiryMonth(values.expMonth) ?? Number(values.expMonth.trim()),
      exp_year: fullYear(values.expYear) ?? Number(values.expYear.trim()),
      cvc: values.cvc.trim(),
    },
  };
}

/**
 * The body of POST /api/reservations paid with Apple Pay or Google Pay (with Stripe): the form's own
 * details and which wallet; Stripe.js confirms the payment with the wallet's card afterwards.
 */
export const walletReservationBody = (carId: string, values: ReserveValues, wallet: 'apple_pay' | 'google_pay') => ({ ...buyerOf(carId, values), wallet });

/** A card number as printed, in groups of four: 4242 4242 4242 4242. */
export const groupedCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * A fresh Idempotency-Key (8 to 128 of [A-Za-z0-9_-]). randomUUID needs a secure context; a site
 * opened over plain HTTP on another name still gets a key, from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface HeldReservation {
  id: string;
  amount: string;
  holdExpiresAt: string;
}

/**
 * What an answer of POST /api/reservations means for the form:
 * - held: the deposit is held (201, or 200 for a replay of the same key); show the confirmation.
 * - bankCheck: the shopper's bank asks them to confirm the payment (202, 3-D Secure); the test
 *   gateway's bank panel, or with Stripe its own dialog (handleNextAction with the client secret),
 *   then POST /api/reservations/{id}/confirm, whose answers mean the same as these.
 *   A replay of a hold that has since lapsed or been taken is not 'held', and shows as an alert.
 * A refusal is problem details (README "Routes and errors"): its `errors` go under the fields, its
 * `detail` is the alert.
 * - fields: errors to show under the fields (400, 402), keeping what was typed but the CVC.
 *   `newKey` after a refused card (402), so the shopper can try another card; a 400 never
 *   reached the gateway, so its key is kept.
 * - alert: a message for the whole form (409 taken or sold, 401 signed out, 429, anything else);
 *   the key is kept, so sending again replays the first outcome rather than holding twice.
 */
/** A payment the shopper's bank asks them to confirm (3-D Secure): what the test bank needs, and the reservation to confirm after. */
export interface BankCheck {
  reservationId: string;
  paymentId: string;
  clientSecret: string;
}

export type ReservationOutcome =
  | { kind: 'held'; reservation: HeldReservation }
  | { kind: 'bankCheck'; check: BankCheck }
  | { kind: 'fields'; errors: ReserveErrors; newKey: boolean }
  | { kind: 'alert'; message: string; signIn: boolean; newKey: boolean };

const SERVER_FIELDS: Record<string, ReserveErrorField> = { name: 'name', email: 'email', phone: 'phone', card: 'cardNumber' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

export function reservationOutcome(status: number, body: unknown, fallback: string): ReservationOutcome {
  const answer = isRecord(body) ? body : {};
  if ((status === 200 || status === 201) && answer.status === 'held' && text(answer.id) && text(answer.holdExpiresAt) && text(answer.amount)) {
    return { kind: 'held', reservation: { id: text(answer.id)!, amount: text(answer.amount)!, holdExpiresAt: text(answer.holdExpiresAt)! } };
  }
  if (status === 202 && answer.status === 'requires_action' && text(answer.id) && text(answer.paymentId) && text(answer.clientSecret)) {
    return { kind: 'bankCheck', check: { reservationId: text(answer.id)!, paymentId: text(answer.paymentId)!, clientSecret: text(answer.clientSecret)! } };
  }
  if (status === 400 || status === 402) {
    const errors: ReserveErrors = {};
    const rest: string[] = [];
    for (const [field, message] of Object.entries(problemFieldErrors(answer))) {
      const at = SERVER_FIELDS[field];
      if (at) errors[at] ??= message;
      else rest.push(message); // form, car_id, the Idempotency-Key: nothing the shopper can fix in a field
    }
    if (Object.keys(errors).length > 0 && rest.length === 0) return { kind: 'fields', errors, newKey: status === 402 };
    if (rest.length > 0) return { kind: 'alert', message: rest[0]!, signIn: false, newKey: status === 402 };
  }
  // A 202 without what the bank's check needs says why in its own `message` (a success answer's
  // member); any other answer here is a refusal, read by its `detail`.
  const message = status === 202 ? (text(answer.message) ?? fallback) : problemMessage(answer, fallback);
  // 422: the key was used for another car or email (details changed after a dropped connection):
  // a new key, or every later attempt would be refused the same way.
  return { kind: 'alert', message, signIn: status === 401, newKey: status === 402 || status === 422 };
}
