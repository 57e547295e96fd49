import { describe, expect, it } from 'vitest';
import {
  checkBuyer, checkReserveForm, fullYear, groupedCardNumber, newIdempotencyKey, reservationBody, reservationOutcome,
  type ReserveCheckMessages, type ReserveValues,
} from './reserve-form';

const messages: ReserveCheckMessages = {
  name: 'name', email: 'email', phone: 'phone', cardNumber: 'cardNumber', cardNumberInvalid: 'cardNumberInvalid',
  expiry: 'expiry', expired: 'expired', cvc: 'cvc',
};
const valid: ReserveValues = {
  name: 'Sam Shopper', email: 'sam@example.com', phone: '0400 000 000',
  cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123',
};
const now = new Date(2026, 5, 15); // 15 June 2026, the browser's local time

/** A refusal as the API answers it: problem details (README "Routes and errors"). */
const problem = (status: number, detail: string, extensions: Record<string, unknown> = {}) => ({ type: 'about:blank', title: 'Refused', status, detail, ...extensions });

describe('§9 deposit: the Reserve Online form checks before sending', () => {
  it.each<[string, Partial<ReserveValues>, Record<string, string>]>([
    ['a complete form has no errors', {}, {}],
    ['every field is required', { name: ' ', email: '', phone: '', cardNumber: '', expMonth: '', expYear: '', cvc: '' }, { name: 'name', email: 'email', phone: 'phone', cardNumber: 'cardNumber', expiry: 'expiry', cvc: 'cvc' }],
    ['an email without a domain', { email: 'sam@' }, { email: 'email' }],
    ['a phone with letters', { phone: 'call me' }, { phone: 'phone' }],
    ['a card number with hyphens is fine', { cardNumber: '4242-4242-4242-4242' }, {}],
    ['a card number too short', { cardNumber: '4242 4242' }, { cardNumber: 'cardNumberInvalid' }],
    ['a card number with letters', { cardNumber: '4242 4242 4242 424x' }, { cardNumber: 'cardNumberInvalid' }],
    ['month 13', { expMonth: '13' }, { expiry: 'expiry' }],
    ['month 0', { expMonth: '0' }, { expiry: 'expiry' }],
    ['a single-digit month', { expMonth: '6', expYear: '2026' }, {}],
    ['a two-digit year is this century', { expYear: '30' }, {}],
    ['a three-digit year', { expYear: '203' }, { expiry: 'expiry' }],
    ['this month still works', { expMonth: '06', expYear: '2026' }, {}],
    ['last month has expired', { expMonth: '05', expYear: '2026' }, { expiry: 'expired' }],
    ['last year has expired', { expMonth: '12', expYear: '25' }, { expiry: 'expired' }],
    ['a 4-digit CVC (Amex)', { cvc: '1234' }, {}],
    ['a 2-digit CVC', { cvc: '12' }, { cvc: 'cvc' }],
  ])('%s', (_name, change, expected) => {
    expect(checkReserveForm({ ...valid, ...change }, messages, now)).toEqual(expected);
  });
});

describe('the body POST /api/reservations takes', () => {
  it.each<[string, Partial<ReserveValues>, { number: string; exp_month: number; exp_year: number }]>([
    ['spaces dropped from the number', {}, { number: '4242424242424242', exp_month: 12, exp_year: 2030 }],
    ['a two-digit year sent as four (the gateway reads 28 as 1928)', { expMonth: '03', expYear: '28' }, { number: '4242424242424242', exp_month: 3, exp_year: 2028 }],
  ])('%s', (_name, change, card) => {
    const body = reservationBody('car-1', { ...valid, ...change, name: '  Sam  ' });
    expect(body).toMatchObject({ car_id: 'car-1', name: 'Sam', email: 'sam@example.com', phone: '0400 000 000', card: { ...card, cvc: '123' } });
  });

  it.each([
    ['2', null],
    ['28', 2028],
    ['2031', 2031],
    ['x1', null],
  ])('year %s → %s', (typed, year) => {
    expect(fullYear(typed)).toBe(year);
  });

  it('test cards print in groups of four', () => {
    expect(groupedCardNumber('4000002500003155')).toBe('4000 0025 0000 3155');
  });

  it('an Idempotency-Key the API accepts (8 to 128 of A-Z a-z 0-9 _ -)', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('§9: what each answer of POST /api/reservations means for the form (a refusal is problem details)', () => {
  const held = { id: 'r1', status: 'held', amount: '$200', holdExpiresAt: '2026-06-17T10:00:00.000Z', car: { id: 'c', slug: 's', title: 't' } };
  it.each<[string, number, unknown, ReturnType<typeof reservationOutcome>]>([
    ['201: held, show the confirmation', 201, held, { kind: 'held', reservation: { id: 'r1', amount: '$200', holdExpiresAt: '2026-06-17T10:00:00.000Z' } }],
    ['200: the replay of the same key, held', 200, held, { kind: 'held', reservation: { id: 'r1', amount: '$200', holdExpiresAt: '2026-06-17T10:00:00.000Z' } }],
    ['200 for a hold since released is not shown as held', 200, { ...held, status: 'released' }, { kind: 'alert', message: 'fallback', signIn: false, newKey: false }],
    ['402 declined: under the card number, and a new key for another card', 402, problem(402, 'Your card was declined.', { errors: { card: 'Your card was declined.' }, code: 'card_declined' }), { kind: 'fields', errors: { cardNumber: 'Your card was declined.' }, newKey: true }],
    ['400: under the fields, the key kept (the gateway was never asked)', 400, problem(400, '2 fields need correcting.', { errors: { email: 'Please enter a valid email address', card: 'Please check your card details' } }), { kind: 'fields', errors: { email: 'Please enter a valid email address', cardNumber: 'Please check your card details' } as Record<string, string>, newKey: false }],
    ['400 about the form: an alert', 400, problem(400, 'Body must be JSON.', { errors: { form: 'Body must be JSON.' } }), { kind: 'alert', message: 'Body must be JSON.', signIn: false, newKey: false }],
    ['400 about the Idempotency-Key: an alert', 400, problem(400, 'Send an Idempotency-Key.', { errors: { 'idempotency-key': 'Send an Idempotency-Key.' } }), { kind: 'alert', message: 'Send an Idempotency-Key.', signIn: false, newKey: false }],
    ['413 too large: its detail', 413, problem(413, 'Request body is larger than 4096 bytes.'), { kind: 'alert', message: 'Request body is larger than 4096 bytes.', signIn: false, newKey: false }],
    ['409 someone reserved it first: an alert', 409, problem(409, 'Sorry, someone has just reserved this car. Nothing was charged.'), { kind: 'alert', message: 'Sorry, someone has just reserved this car. Nothing was charged.', signIn: false, newKey: false }],
    ['401 signed out on a gated site: an alert with sign-in', 401, problem(401, 'Please sign in first.'), { kind: 'alert', message: 'Please sign in first.', signIn: true, newKey: false }],
    ['429: an alert', 429, problem(429, 'Too many requests. Try again in 30 seconds.', { retryAfterSeconds: 30 }), { kind: 'alert', message: 'Too many requests. Try again in 30 seconds.', signIn: false, newKey: false }],
    ['404 car not listed: its detail', 404, problem(404, 'This car is not listed on this site.', { errors: { car_id: 'This car is not listed on this site.' } }), { kind: 'alert', message: 'This car is not listed on this site.', signIn: false, newKey: false }],
    ['422 key used for other details: an alert and a new key', 422, problem(422, 'This Idempotency-Key was already used for another reservation.'), { kind: 'alert', message: 'This Idempotency-Key was already used for another reservation.', signIn: false, newKey: true }],
    ['500 with no JSON: the fallback', 500, null, { kind: 'alert', message: 'fallback', signIn: false, newKey: false }],
    ['a refusal in the old shape (a proxy, a stale server): the fallback, never its message', 409, { message: 'Old words.' }, { kind: 'alert', message: 'fallback', signIn: false, newKey: false }],
    ['202 the test bank asks to confirm: show its check', 202, { id: 'r2', status: 'requires_action', gateway: 'test', paymentId: 'pi_test_1', clientSecret: 'pi_test_1_secret_2', message: 'Your bank needs you to confirm this payment.' }, { kind: 'bankCheck', check: { reservationId: 'r2', paymentId: 'pi_test_1', clientSecret: 'pi_test_1_secret_2' } }],
    ['202 from Stripe: the check its dialog runs with the client secret', 202, { id: 'r2', status: 'requires_action', gateway: 'stripe', paymentId: 'pi_1', clientSecret: 'pi_1_secret_2', message: 'Your bank needs you to confirm this payment.' }, { kind: 'bankCheck', check: { reservationId: 'r2', paymentId: 'pi_1', clientSecret: 'pi_1_secret_2' } }],
    ['202 without a client secret: its message as an alert', 202, { id: 'r2', status: 'requires_action', paymentId: 'pi_1', message: 'Your bank needs you to confirm this payment.' }, { kind: 'alert', message: 'Your bank needs you to confirm this payment.', signIn: false, newKey: false }],
    ['409 from confirm, the bank still waiting: an alert', 409, problem(409, 'Your bank is still waiting for you to confirm this payment.'), { kind: 'alert', message: 'Your bank is still waiting for you to confirm this payment.', signIn: false, newKey: false }],
    ['402 from confirm, the bank check failed: under the card number, a new key', 402, problem(402, 'Your bank could not confirm this payment.', { errors: { card: 'Your bank could not confirm this payment.' }, code: 'authentication_required' }), { kind: 'fields', errors: { cardNumber: 'Your bank could not confirm this payment.' }, newKey: true }],
  ])('%s', (_name, status, body, expected) => {
    expect(reservationOutcome(status, body, 'fallback')).toEqual(expected);
  });
});

describe('with Stripe: the form checks the buyer, Stripe the card', () => {
  it('the body carries the PaymentMethod Stripe.js made and no card details at all', () => {
    expect(reservationBody('car-1', { ...valid, name: '  Sam  ' }, 'pm_123')).toEqual({ car_id: 'car-1', name: 'Sam', email: valid.email, phone: valid.phone, payment_method_id: 'pm_123' });
  });

  it('checkBuyer asks only for the buyer\'s details', () => {
    expect(checkBuyer({ name: '', email: 'x', phone: '0412 345 678' }, messages)).toEqual({ name: messages.name, email: messages.email });
    expect(checkBuyer(valid, messages)).toEqual({});
  });
});
