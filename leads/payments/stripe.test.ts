import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import type { AuthorizeInput } from './port';
import { createStripeGateway, formEncode, STRIPE_API_VERSION, type StripeGatewayOptions } from './stripe';
import { createTestGateway, TEST_CARDS } from './test-gateway';
import { FAKE_STRIPE_SECRET_KEY as SECRET_KEY, fakeStripe } from './testing/fake-stripe';

let stripe: Awaited<ReturnType<typeof fakeStripe>>;
beforeAll(async () => {
  stripe = await fakeStripe();
});
afterAll(async () => stripe?.close());
afterEach(() => {
  stripe.requests.length = 0;
  stripe.state.omitIntentInErrors = false;
  stripe.state.hangNext = 0;
  stripe.state.override = undefined;
});

const gateway = (options: Partial<StripeGatewayOptions> = {}) => createStripeGateway({ secretKey: SECRET_KEY, apiBase: stripe.url, retryDelayMs: 5, ...options });
let keys = 0;
const authorizeInput = (paymentMethodId: string | undefined, extra: Partial<AuthorizeInput> = {}): AuthorizeInput => ({
  amountCents: 20_000,
  currency: 'AUD',
  paymentMethodId,
  idempotencyKey: `reservation-${++keys}-${randomBytes(4).toString('hex')}`,
  description: 'Deposit: 2021 Kia Sportage (Riverside Kia)',
  ...extra,
});

describe('§9 deposit: the Stripe gateway holds a deposit with a manual-capture PaymentIntent', () => {
  it('confirms a PaymentIntent with capture_method=manual, the key as Bearer, the idempotency key and a pinned Stripe-Version', async () => {
    const input = authorizeInput('pm_card_visa', {
      metadata: { reservation_id: 'res-1', site: 'riverside-kia', note: 'Ava & Co = 100% [sure]?' },
      card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    const result = await gateway().authorize(input);

    expect(result).toEqual({ ok: true, paymentId: expect.stringMatching(/^pi_/) });
    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request!.headers).toMatchObject({
      authorization: `Bearer ${SECRET_KEY}`,
      'idempotency-key': input.idempotencyKey,
      'stripe-version': STRIPE_API_VERSION,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(request!.form).toEqual({
      amount: '20000',
      currency: 'aud',
      capture_method: 'manual',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      'payment_method_types[0]': 'card',
      description: 'Deposit: 2021 Kia Sportage (Riverside Kia)',
      'metadata[reservation_id]': 'res-1',
      'metadata[site]': 'riverside-kia',
      'metadata[note]': 'Ava & Co = 100% [sure]?',
    });
    // Card details given alongside are never sent: only Stripe.js's PaymentMethod id is.
    expect(request!.raw).not.toContain(TEST_CARDS.succeeds.slice(-8));
    expect(stripe.intents.get((result as { paymentId: string }).paymentId)).toMatchObject({ status: 'requires_capture', amount: 20_000, currency: 'aud', metadata: { site: 'riverside-kia' } });
  });

  it.each([
    ['a decline (402 card_error, card_declined, generic_decline)', 'pm_card_chargeDeclined', { ok: false, code: 'card_declined', message: 'Your card was declined.' }],
    ['insufficient funds (402, decline_code insufficient_funds)', 'pm_card_chargeDeclinedInsufficientFunds', { ok: false, code: 'card_declined', message: 'Your card has insufficient funds.' }],
    ['an expired card (402, expired_card)', 'pm_card_chargeDeclinedExpiredCard', { ok: false, code: 'invalid_card', message: 'Your card has expired.' }],
    ['a wrong CVC (402, incorrect_cvc)', 'pm_card_chargeDeclinedIncorrectCvc', { ok: false, code: 'invalid_card', message: "Your card's security code is incorrect." }],
    ['3-D Secure asked for (200, status requires_action): the PaymentIntent and its client secret, for Stripe.js', 'pm_card_threeDSecure2Required', { ok: false, code: 'requires_action', paymentId: expect.stringMatching(/^pi_/), clientSecret: expect.stringMatching(/^pi_\w+_secret_/), message: 'Your bank needs you to confirm this payment.' }],
    ['a 500 from Stripe', 'pm_fake_serverError', { ok: false, code: 'gateway_error', message: expect.stringMatching(/^Stripe had a problem \(HTTP 500\) \[Stripe request req_[0-9a-f]+\]\. Nothing was charged; please try again\.$/) }],
    ['an unknown PaymentMethod (400 invalid_request_error)', 'pm_doesNotExist', { ok: false, code: 'gateway_error', message: expect.stringMatching(/HTTP 400, invalid_request_error, resource_missing\): No such PaymentMethod: 'pm_doesNotExist'/) }],
  ])('%s', async (_case, paymentMethodId, expected) => {
    expect(await gateway().authorize(authorizeInput(paymentMethodId))).toEqual(expected);
    // Stripe-Should-Retry: false on the 500, and nothing else is retryable: one request each.
    expect(stripe.requests).toHaveLength(1);
  });

  it('the same idempotency key answers the first outcome and holds once', async () => {
    const input = authorizeInput('pm_card_visa');
    const first = await gateway().authorize(input);
    const again = await gateway().authorize(input);
    expect(again).toEqual(first);
    expect(stripe.requests.map((request) => request.headers['idempotency-key'])).toEqual([input.idempotencyKey, input.idempotencyKey]);
    expect([...stripe.intents.values()].filter((intent) => intent.id === (first as { paymentId: string }).paymentId)).toHaveLength(1);
  });

  it.each([
    ['card details but no PaymentMethod id', { paymentMethodId: undefined, card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' } }, 'gateway_error', /needs a PaymentMethod id from Stripe\.js/],
    ['a PaymentMethod id that is not one', { paymentMethodId: 'tok_visa&amount=1' }, 'invalid_card', /did not come through/],
    ['no amount', { amountCents: 0 }, 'gateway_error', /positive number of cents/],
    ['a fraction of a cent', { amountCents: 10.5 }, 'gateway_error', /positive number of cents/],
    ['a currency that is not a code', { currency: 'A$' }, 'gateway_error', /ISO 4217/],
    ['a metadata key with brackets', { metadata: { 'a[b]': 'x' } }, 'gateway_error', /metadata key/],
  ] as const)('refuses %s before asking Stripe', async (_case, extra, code, message) => {
    const result = await gateway().authorize(authorizeInput('pm_card_visa', extra as Partial<AuthorizeInput>));
    expect(result).toEqual({ ok: false, code, message: expect.stringMatching(message) });
    expect(stripe.requests).toHaveLength(0);
  });

  it('a Stripe that never answers is a gateway_error after one retry with the same idempotency key', async () => {
    stripe.state.hangNext = 2;
    const input = authorizeInput('pm_card_visa');
    const started = Date.now();
    const result = await gateway({ timeoutMs: 150 }).authorize(input);
    expect(result).toEqual({ ok: false, code: 'gateway_error', message: 'Stripe did not answer within 0.15 s. Nothing was charged; please try again.' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(stripe.requests.map((request) => request.headers['idempotency-key'])).toEqual([input.idempotencyKey, input.idempotencyKey]);
  });

  it('when only the first attempt goes unanswered, the retry holds the deposit', async () => {
    stripe.state.hangNext = 1;
    const result = await gateway({ timeoutMs: 150 }).authorize(authorizeInput('pm_card_visa'));
    expect(result).toEqual({ ok: true, paymentId: expect.stringMatching(/^pi_/) });
    expect(stripe.requests).toHaveLength(2);
  });

  it.each([
    ['a 503 without advice', 503, {}, 2],
    ['a 409 (the same key still in flight)', 409, {}, 2],
    ['a 500 with Stripe-Should-Retry: false', 500, { 'Stripe-Should-Retry': 'false' }, 1],
    ['a 400 with Stripe-Should-Retry: true', 400, { 'Stripe-Should-Retry': 'true' }, 2],
    ['a 400', 400, {}, 1],
  ] as const)('retries follow stripe-node: %s', async (_case, status, headers, attempts) => {
    stripe.state.override = () => ({ status, headers, body: { error: { type: status === 409 ? 'idempotency_error' : 'api_error', message: 'Try again later.' } } });
    const result = await gateway().authorize(authorizeInput('pm_card_visa'));
    expect(result).toMatchObject({ ok: false, code: 'gateway_error' });
    expect(stripe.requests).toHaveLength(attempts);
  });

  it('an unreachable Stripe is a gateway_error', async () => {
    const closed = await fakeStripe();
    await closed.close();
    const result = await createStripeGateway({ secretKey: SECRET_KEY, apiBase: closed.url, maxNetworkRetries: 0 }).authorize(authorizeInput('pm_card_visa'));
    expect(result).toEqual({ ok: false, code: 'gateway_error', message: 'Stripe could not be reached (ECONNREFUSED). Nothing was charged; please try again.' });
  });

  it('the secret key never leaks into a message, even when Stripe echoes it', async () => {
    const result = await gateway().authorize(authorizeInput('pm_fake_echoesTheKey'));
    expect(result).toMatchObject({ ok: false, code: 'gateway_error', message: expect.stringMatching(/refused this platform's API key \(401\)/) });
    expect(JSON.stringify(result)).not.toContain('sk_test');
    stripe.state.override = () => ({ status: 400, body: { error: { type: 'invalid_request_error', message: `Bad key ${SECRET_KEY} and sk_live_${'x'.repeat(24)}` } } });
    const echoed = await gateway().authorize(authorizeInput('pm_card_visa'));
    expect(echoed).toMatchObject({ ok: false, message: expect.stringMatching(/Bad key \[redacted\] and \[redacted\]/) });
  });

  it('refuses to be built with a publishable or empty key, without echoing it', () => {
    expect(() => createStripeGateway({ secretKey: 'pk_test_123' })).toThrow(/secret key \(sk_\.\.\.\)/);
    expect(() => createStripeGateway({ secretKey: '' })).toThrow(/secret key/);
    try {
      createStripeGateway({ secretKey: 'pk_live_shouldNotAppear' });
    } catch (error) {
      expect(String(error)).not.toContain('shouldNotAppear');
    }
  });
});

describe('§9 deposit: the Stripe gateway captures and releases the hold, idempotently', () => {
  const held = async () => {
    const result = await gateway().authorize(authorizeInput('pm_card_visa'));
    if (!result.ok) throw new Error(result.message);
    stripe.requests.length = 0;
    return result.paymentId;
  };

  it('captures: POST /capture with the idempotency key; capturing it again (Stripe: 400 payment_intent_unexpected_state, succeeded) is a success', async () => {
    const id = await held();
    expect(await gateway().capture(id, 'capture-res-1')).toEqual({ ok: true });
    expect(stripe.intents.get(id)!.status).toBe('succeeded');
    expect(stripe.requests[0]).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${id}/capture`, headers: { 'idempotency-key': 'capture-res-1', authorization: `Bearer ${SECRET_KEY}`, 'stripe-version': STRIPE_API_VERSION } });

    expect(await gateway().capture(id, 'capture-res-1')).toEqual({ ok: true }); // the same key: Stripe replays
    expect(await gateway().capture(id, 'capture-res-1-again')).toEqual({ ok: true }); // a new key: 400, already succeeded
    expect(stripe.requests).toHaveLength(3);
  });

  it('cancels with cancellation_reason=abandoned; cancelling it again (400, canceled) is a success', async () => {
    const id = await held();
    expect(await gateway().cancel(id, 'release-res-2')).toEqual({ ok: true });
    expect(stripe.intents.get(id)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(stripe.requests[0]).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${id}/cancel`, form: { cancellation_reason: 'abandoned' }, headers: { 'idempotency-key': 'release-res-2' } });
    expect(await gateway().cancel(id, 'release-res-2-again')).toEqual({ ok: true });
  });

  it.each([
    ['capturing a released hold', 'cancel', 'capture', /^The payment is already released \(canceled\); Stripe cannot take it\.$/],
    ['releasing a taken deposit', 'capture', 'cancel', /^The payment is already taken \(succeeded\); Stripe cannot release it\.$/],
  ] as const)('%s is refused', async (_case, first, then, message) => {
    const id = await held();
    expect(await gateway()[first](id, `${first}-${id}`)).toEqual({ ok: true });
    expect(await gateway()[then](id, `${then}-${id}`)).toEqual({ ok: false, message: expect.stringMatching(message) });
  });

  it('reads the status back (GET) when Stripe\'s error does not carry the PaymentIntent', async () => {
    const id = await held();
    await gateway().capture(id, `capture-${id}`);
    stripe.state.omitIntentInErrors = true;
    expect(await gateway().capture(id, `capture-${id}-again`)).toEqual({ ok: true });
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST /v1/payment_intents/${id}/capture`, `POST /v1/payment_intents/${id}/capture`, `GET /v1/payment_intents/${id}`]);
    expect(stripe.requests[2]!.headers['idempotency-key']).toBeUndefined();
  });

  it.each([
    ['an unknown payment (404 resource_missing)', 'pi_missing', 1],
    ['an id that is not a PaymentIntent id, never put in the path', 'pi_x/../../v1/charges', 0],
  ])('%s is a failure', async (_case, id, requests) => {
    expect(await gateway().capture(id, 'capture-x')).toEqual({ ok: false, message: `No such payment: ${id}` });
    expect(await gateway().cancel(id, 'release-x')).toEqual({ ok: false, message: `No such payment: ${id}` });
    expect(stripe.requests).toHaveLength(requests * 2);
  });

  it('a capture Stripe does not answer is a failure the caller can retry', async () => {
    const id = await held();
    stripe.state.hangNext = 2;
    expect(await gateway({ timeoutMs: 100 }).capture(id, `capture-${id}`)).toEqual({ ok: false, message: 'Stripe did not answer within 0.1 s. Please try again: a retry cannot take or release the deposit twice.' });
  });
});

describe('the Stripe gateway reads a payment back after the shopper\'s bank check (3-D Secure)', () => {
  it.each([
    ['the shopper completed the check: held', 'requires_capture', null, { status: 'held' }],
    ['still waiting for the shopper', 'requires_action', null, { status: 'requires_action' }],
    ['the check failed: Stripe\'s own message', 'requires_payment_method', { message: 'We are unable to authenticate your payment method.' }, { status: 'failed', message: 'We are unable to authenticate your payment method.' }],
    ['captured', 'succeeded', null, { status: 'captured' }],
    ['released', 'canceled', null, { status: 'released' }],
  ] as const)('%s (GET /v1/payment_intents/{id}, %s)', async (_case, status, lastError, expected) => {
    const asked = await gateway().authorize(authorizeInput('pm_card_threeDSecure2Required'));
    if (asked.ok || asked.code !== 'requires_action') throw new Error('expected requires_action');
    const intent = stripe.intents.get(asked.paymentId)!;
    intent.status = status;
    intent.last_payment_error = lastError;
    stripe.requests.length = 0;
    expect(await gateway().paymentStatus(asked.paymentId)).toEqual({ ok: true, payment: expected });
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /v1/payment_intents/${asked.paymentId}`]);
  });

  it('an unknown payment, or an id that is not a PaymentIntent id (never put in the path), is a failure', async () => {
    expect(await gateway().paymentStatus('pi_missing')).toEqual({ ok: false, message: 'No such payment: pi_missing' });
    expect(await gateway().paymentStatus('pi_x/../charges')).toEqual({ ok: false, message: 'No such payment: pi_x/../charges' });
  });
});

describe('form encoding as Stripe reads it', () => {
  it.each([
    ['nested metadata', { metadata: { car_id: 'c-1', 'two words': 'a&b=c' } }, 'metadata[car_id]=c-1&metadata[two%20words]=a%26b%3Dc', { 'metadata[car_id]': 'c-1', 'metadata[two words]': 'a&b=c' }],
    ['arrays by index', { payment_method_types: ['card', 'link'] }, 'payment_method_types[0]=card&payment_method_types[1]=link', { 'payment_method_types[0]': 'card', 'payment_method_types[1]': 'link' }],
    ['booleans, numbers, undefined left out', { confirm: true, amount: 20000, description: undefined }, 'confirm=true&amount=20000', { confirm: 'true', amount: '20000' }],
    ['unicode and reserved characters', { description: "Zoë's car (100%)*! + more" }, 'description=Zo%C3%AB%27s%20car%20%28100%25%29%2A%21%20%2B%20more', { description: "Zoë's car (100%)*! + more" }],
  ])('%s', (_case, params, encoded, decoded) => {
    expect(formEncode(params)).toBe(encoded);
    expect(Object.fromEntries(new URLSearchParams(encoded))).toEqual(decoded);
  });

  it('refuses a key with brackets, which Stripe would read as nesting', () => {
    expect(() => formEncode({ metadata: { 'a]b': 'x' } })).toThrow(/square brackets/);
  });
});

describe('each gateway refuses the payment details it cannot use', () => {
  let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
  beforeAll(async () => {
    opened = await openLeadsTestDatabase('payments-stripe');
  });
  afterAll(async () => opened?.close());

  it('the embedded test gateway needs the card, not a PaymentMethod id', async () => {
    const testGateway = createTestGateway(opened.db, () => new Date('2026-11-24T10:00:00Z'));
    expect(await testGateway.authorize(authorizeInput('pm_card_visa'))).toEqual({ ok: false, code: 'gateway_error', message: expect.stringMatching(/needs the card details/) });
    expect(await testGateway.authorize(authorizeInput(undefined, { card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' } }))).toEqual({ ok: true, paymentId: expect.stringMatching(/^pi_test_/) });
  });

  it('the Stripe gateway needs the PaymentMethod id, never the card', async () => {
    const result = await gateway().authorize(authorizeInput(undefined, { card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' } }));
    expect(result).toMatchObject({ ok: false, code: 'gateway_error' });
    expect(stripe.requests).toHaveLength(0);
  });
});

describe('§9 deposit with Apple Pay or Google Pay: the Stripe gateway makes the PaymentIntent for Stripe.js to confirm', () => {
  it.each(['apple_pay', 'google_pay'] as const)('%s: an unconfirmed manual-capture PaymentIntent for cards, whose client secret goes to the browser', async (wallet) => {
    const asked = await gateway().authorize(authorizeInput(undefined, { wallet, metadata: { reservation_id: 'r-1' } }));
    if (asked.ok || asked.code !== 'requires_action') throw new Error(`expected requires_action, got ${JSON.stringify(asked)}`);
    expect(asked.clientSecret).toBe(stripe.intents.get(asked.paymentId)!.client_secret);
    const [created] = stripe.requests;
    expect(created?.form).toEqual({
      amount: '20000', currency: 'aud', capture_method: 'manual', 'payment_method_types[0]': 'card',
      description: 'Deposit: 2021 Kia Sportage (Riverside Kia)', 'metadata[reservation_id]': 'r-1', 'metadata[wallet]': wallet,
    });
    expect(created?.headers['idempotency-key']).toMatch(/^reservation-/);
    // Nothing is held until the browser confirms.
    expect(await gateway().paymentStatus(asked.paymentId)).toMatchObject({ ok: true, payment: { status: 'failed' } });
  });

  it.each([
    ['the wallet\'s card pays: held, as a card\'s deposit', 'pm_card_visa', 200, { status: 'held' }],
    ['the wallet\'s card is refused: failed with Stripe\'s message', 'pm_card_chargeDeclinedInsufficientFunds', 402, { status: 'failed', message: 'Your card has insufficient funds.' }],
  ] as const)('after Stripe.js confirms: %s', async (_case, paymentMethod, httpStatus, payment) => {
    const asked = await gateway().authorize(authorizeInput(undefined, { wallet: 'google_pay' }));
    if (asked.ok || asked.code !== 'requires_action') throw new Error('expected requires_action');
    expect((await stripe.confirmAsStripeJs(asked.clientSecret, paymentMethod)).status).toBe(httpStatus);
    expect(await gateway().paymentStatus(asked.paymentId)).toEqual({ ok: true, payment });
  });

  it('a wallet payment carries no PaymentMethod or card: such a request is refused before Stripe is asked', async () => {
    expect(await gateway().authorize(authorizeInput('pm_card_visa', { wallet: 'apple_pay' }))).toMatchObject({ ok: false, code: 'gateway_error' });
    expect(stripe.requests).toHaveLength(0);
  });

  it('the same idempotency key answers the same PaymentIntent, so a retried reservation makes one payment', async () => {
    const input = authorizeInput(undefined, { wallet: 'apple_pay' });
    const first = await gateway().authorize(input);
    const again = await gateway().authorize(input);
    expect(again).toEqual(first);
    expect(stripe.intents.size).toBeGreaterThan(0);
    expect(new Set(stripe.requests.map((request) => request.headers['idempotency-key'])).size).toBe(1);
  });
});
