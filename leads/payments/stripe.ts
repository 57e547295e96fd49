import type { AuthorizeInput, AuthorizeResult, PaymentGateway, PaymentRefusal, PaymentStatus, SettleResult } from './port';

/**
 * The Stripe adapter behind the payments port (§9 reservation deposit): a deposit is a
 * PaymentIntent confirmed at once with capture_method=manual, so the money is held on the card
 * (status requires_capture) until the dealer confirms (capture) or the hold lapses (cancel). It
 * behaves as the embedded test gateway does: the same idempotency key answers the first outcome,
 * capturing a captured payment or cancelling a cancelled one is a success.
 *
 * Card numbers never reach this server: Stripe.js turns the card into a PaymentMethod in the browser
 * and the checkout sends us its id (`pm_...`), which is all this adapter takes.
 *
 * Stripe's API, as used here (https://docs.stripe.com/api):
 * - POST /v1/payment_intents, form-encoded (https://docs.stripe.com/api/payment_intents/create);
 *   POST /v1/payment_intents/{id}/capture and /cancel; GET /v1/payment_intents/{id}.
 * - `Authorization: Bearer {secret key}`, `Stripe-Version` pinned, `Idempotency-Key` on every POST
 *   (https://docs.stripe.com/api/idempotent_requests: the first answer to a key is saved and replayed).
 * - Errors are `{ "error": { type, code, decline_code, message, payment_intent } }`; 402 is a card
 *   error (https://docs.stripe.com/api/errors).
 */

/** The API version every request is pinned to (stripe-node's pinned version, 2026-07-29.dahlia). */
export const STRIPE_API_VERSION = '2026-07-29.dahlia';

export interface StripeGatewayOptions {
  /** A secret (`sk_...`) or restricted (`rk_...`) key; never a publishable one. */
  secretKey: string;
  apiBase?: string;
  fetch?: typeof globalThis.fetch;
  /** Per attempt, the whole request and its answer; default 20 s. */
  timeoutMs?: number;
  /**
   * Further attempts, with the same idempotency key (so Stripe replays rather than repeats), after
   * no answer, a 409 or a 5xx, unless Stripe says `Stripe-Should-Retry: false`. Default 1, as stripe-node.
   */
  maxNetworkRetries?: number;
  /** Before the first retry; doubled for each later one. Default 500 ms, as stripe-node. */
  retryDelayMs?: number;
  apiVersion?: string;
}

/** The fields of Stripe's error object this adapter reads. */
interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: { id?: string; status?: string } | null;
}

interface PaymentIntentBody {
  id?: string;
  object?: string;
  status?: string;
  client_secret?: string;
  last_payment_error?: { message?: string | null; code?: string | null } | null;
}

type StripeAnswer =
  | { kind: 'ok'; httpStatus: number; body: PaymentIntentBody; requestId?: string }
  | { kind: 'error'; httpStatus: number; error: StripeError; requestId?: string }
  | { kind: 'unreachable'; reason: string };

/** Form values as Stripe reads them: nested objects become `key[sub]`, arrays `key[0]`. */
export type FormValue = string | number | boolean | undefined | FormValue[] | { [key: string]: FormValue };

function encodeComponent(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `application/x-www-form-urlencoded` as Stripe's libraries write it: `metadata[car_id]=...`,
 * `payment_method_types[0]=card`; undefined is left out. A key with a bracket in it would be read as
 * nesting, so it is refused (Stripe forbids brackets in metadata keys too).
 */
export function formEncode(params: Record<string, FormValue>): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [sub, item] of Object.entries(value)) add(`${key}[${checkedKey(sub)}]`, item);
    } else {
      pairs.push(`${key}=${encodeComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(checkedKey(key), value);
  return pairs.join('&');
}

function checkedKey(key: string): string {
  if (key === '' || /[[\]]/.test(key)) throw new Error(`A form key cannot be empty or contain square brackets: ${JSON.stringify(key)}`);
  return encodeComponent(key);
}

/** Stripe's card error codes that mean the card details are wrong rather than refused by the bank. */
const INVALID_CARD_CODES = new Set(['expired_card', 'incorrect_cvc', 'invalid_cvc', 'incorrect_number', 'invalid_number', 'invalid_expiry_month', 'invalid_expiry_year', 'incorrect_zip']);

const NOTHING_CHARGED = 'Nothing was charged; please try again.';
const UNSETTLED = 'Please try again: a retry cannot take or release the deposit twice.';

const SETTLED_WORDS: Record<string, string> = { succeeded: 'already taken (succeeded)', canceled: 'already released (canceled)' };

const MESSAGES = {
  declined: 'Your card was declined. Try another card, or call us and we will hold the car for you.',
  authentication: 'Your bank needs you to confirm this payment.',
  authenticationFailed: 'Your bank could not confirm this payment, so nothing was held or charged. Try again, or use another card.',
  wallet: 'Confirm the payment in your wallet.',
} as const;

/** Stripe's ids: a prefix, an underscore, letters and digits (test ids such as pm_card_visa too). */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,250}$/;

/** Stripe's limits on metadata: 50 keys, keys of 40 characters, values of 500. */
function metadataProblem(metadata: Record<string, string>): string | null {
  const entries = Object.entries(metadata);
  if (entries.length > 50) return 'Stripe takes at most 50 metadata keys.';
  for (const [key, value] of entries) {
    if (key === '' || key.length > 40 || /[[\]]/.test(key)) return `The metadata key ${JSON.stringify(key)} is not one Stripe takes (1 to 40 characters, no square brackets).`;
    if (typeof value !== 'string' || value.length > 500) return `The metadata value for ${JSON.stringify(key)} must be text of at most 500 characters.`;
  }
  return null;
}

/**
 * A PaymentIntent's status as the port reads it (https://docs.stripe.com/payments/paymentintents/lifecycle):
 * requires_payment_method after a confirm means the bank check or the card failed.
 */
function stripeStatus(body: PaymentIntentBody): PaymentStatus | null {
  switch (body.status) {
    case 'requires_capture':
      return { status: 'held' };
    case 'requires_action':
    case 'requires_confirmation':
    case 'processing':
      return { status: 'requires_action' };
    case 'requires_payment_method':
      return { status: 'failed', message: body.last_payment_error?.message ?? MESSAGES.authenticationFailed };
    case 'succeeded':
      return { status: 'captured' };
    case 'canceled':
      return { status: 'released' };
    default:
      return null;
  }
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const {
    secretKey,
    apiBase = 'https://api.stripe.com',
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = 20_000,
    maxNetworkRetries = 1,
    retryDelayMs = 500,
    apiVersion = STRIPE_API_VERSION,
  } = options;
  // The key is never echoed, not even in this error.
  if (typeof secretKey !== 'string' || !/^(sk|rk)_[A-Za-z0-9_]+$/.test(secretKey)) {
    throw new Error('createStripeGateway needs a Stripe secret key (sk_...) or restricted key (rk_...); publishable keys (pk_...) belong in the browser.');
  }
  const base = apiBase.replace(/\/+$/, '');

  /** Whatever is passed on (to a shopper, into a reservation's history) never carries a key. */
  const redact = (text: string): string => text.split(secretKey).join('[redacted]').replace(/\b(sk|rk)_(live|test)_[A-Za-z0-9]+/g, '[redacted]');

  async function call(method: 'GET' | 'POST', path: string, params?: Record<string, FormValue>, idempotencyKey?: string): Promise<StripeAnswer> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${secretKey}`,
      'Stripe-Version': apiVersion,
      Accept: 'application/json',
      'User-Agent': 'dealer-platform-leads/1',
    };
    const body = method === 'POST' ? formEncode(params ?? {}) : undefined;
    if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

    for (let attempt = 0; ; attempt++) {
      let answer: StripeAnswer;
      let retry: boolean;
      try {
        const response = await fetchImpl(`${base}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        const requestId = response.headers.get('request-id') ?? undefined;
        const text = await response.text();
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const error = (parsed as { error?: StripeError } | undefined)?.error;
        if (response.status >= 200 && response.status < 300 && parsed && typeof parsed === 'object') {
          answer = { kind: 'ok', httpStatus: response.status, body: parsed as PaymentIntentBody, requestId };
        } else {
          answer = { kind: 'error', httpStatus: response.status, error: error && typeof error === 'object' ? error : {}, requestId };
        }
        const shouldRetry = response.headers.get('stripe-should-retry');
        retry = shouldRetry === 'true' || (shouldRetry !== 'false' && (response.status === 409 || response.status >= 500));
      } catch (error) {
        const name = (error as { name?: unknown } | null)?.name;
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
        answer = { kind: 'unreachable', reason: timedOut ? `Stripe did not answer within ${timeoutMs / 1000} s` : `Stripe could not be reached${typeof code === 'string' ? ` (${code})` : ''}` };
        retry = true;
      }
      if (!retry || attempt >= maxNetworkRetries) return answer;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
    }
  }

  /**
   * A failure that is neither the card's nor the shopper's (the key, the request, Stripe itself),
   * then what it means for the caller, with Stripe's request id for its logs.
   */
  function gatewayProblem(answer: Exclude<StripeAnswer, { kind: 'ok' }>, meaning: string): string {
    if (answer.kind === 'unreachable') return redact(`${answer.reason}. ${meaning}`);
    const { httpStatus, error, requestId } = answer;
    const cause =
      httpStatus === 401 ? "Stripe refused this platform's API key (401)"
      : httpStatus === 403 ? "This platform's Stripe key may not do this (403)"
      : httpStatus === 429 ? 'Stripe is busy (429, too many requests)'
      : httpStatus >= 500 ? `Stripe had a problem (HTTP ${httpStatus})`
      : `Stripe refused the request (HTTP ${[httpStatus, error.type, error.code].filter(Boolean).join(', ')})${error.message ? `: ${error.message.replace(/\.+$/, '')}` : ''}`;
    return redact(`${cause}${requestId ? ` [Stripe request ${requestId}]` : ''}. ${meaning}`);
  }

  const refuse = (code: PaymentRefusal, message: string): AuthorizeResult => ({ ok: false, code, message: redact(message) });

  /** Capture or cancel: the target status reached, now or before, is a success. */
  async function settle(paymentId: string, idempotencyKey: string, action: 'capture' | 'cancel'): Promise<SettleResult> {
    if (typeof paymentId !== 'string' || !PAYMENT_INTENT_ID.test(paymentId)) return { ok: false, message: `No such payment: ${String(paymentId).slice(0, 80)}` };
    const done = action === 'capture' ? ['succeeded', 'processing'] : ['canceled'];
    // A lapsed hold or an abandoned payment is what this platform cancels (Stripe's reason 'abandoned').
    const params = action === 'cancel' ? { cancellation_reason: 'abandoned' } : {};
    const answer = await call('POST', `/v1/payment_intents/${paymentId}/${action}`, params, idempotencyKey);
    if (answer.kind === 'ok') {
      return done.includes(answer.body.status ?? '') ? { ok: true } : { ok: false, message: `Stripe left the payment ${answer.body.status ?? 'in an unknown state'} after the ${action}.` };
    }
    if (answer.kind === 'error' && answer.error.code === 'payment_intent_unexpected_state') {
      // Stripe refuses to capture a captured intent or cancel a cancelled one; for the port that is done.
      let status = answer.error.payment_intent?.status;
      if (!status) {
        const current = await call('GET', `/v1/payment_intents/${paymentId}`);
        if (current.kind === 'ok') status = current.body.status;
      }
      if (status && done.includes(status)) return { ok: true };
      const verb = action === 'capture' ? 'take' : 'release';
      return { ok: false, message: status ? `The payment is ${SETTLED_WORDS[status] ?? `in Stripe status ${status}`}; Stripe cannot ${verb} it.` : gatewayProblem(answer, UNSETTLED) };
    }
    if (answer.kind === 'error' && (answer.httpStatus === 404 || answer.error.code === 'resource_missing')) return { ok: false, message: `No such payment: ${paymentId}` };
    return { ok: false, message: gatewayProblem(answer, UNSETTLED) };
  }

  /** What every PaymentIntent this adapter makes must be: a positive amount, a currency, metadata Stripe takes. */
  function invalidAuthorization(input: AuthorizeInput): AuthorizeResult | null {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) return refuse('gateway_error', 'The amount must be a positive number of cents.');
    if (!/^[a-z]{3}$/.test(input.currency.toLowerCase())) return refuse('gateway_error', `The currency must be an ISO 4217 code such as aud: ${JSON.stringify(input.currency)}.`);
    const problem = input.metadata ? metadataProblem(input.metadata) : null;
    return problem ? refuse('gateway_error', problem) : null;
  }

  /**
   * Apple Pay or Google Pay through the Express Checkout Element (deferred intent,
   * https://docs.stripe.com/elements/express-checkout-element/accept-a-payment): the PaymentIntent
   * is made here unconfirmed, with manual capture as a card's, and Stripe.js confirms it in the
   * browser with the wallet's card (stripe.confirmPayment with its client secret). Until then it is
   * requires_payment_method and nothing is held; the reservation then reads it back (paymentStatus).
   */
  async function walletPayment(input: AuthorizeInput): Promise<AuthorizeResult> {
    if (input.paymentMethodId || input.card) return refuse('gateway_error', 'A wallet payment is confirmed by Stripe.js in the browser; it takes no PaymentMethod or card here.');
    const invalid = invalidAuthorization(input);
    if (invalid) return invalid;
    const answer = await call(
      'POST',
      '/v1/payment_intents',
      {
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        capture_method: 'manual',
        // Apple Pay and Google Pay pay with a card: the browser's Elements allow only 'card' too.
        payment_method_types: ['card'],
        description: input.description,
        metadata: { ...input.metadata, wallet: input.wallet },
      },
      input.idempotencyKey,
    );
    if (answer.kind === 'ok') {
      const { id, status, client_secret: clientSecret } = answer.body;
      if (status === 'requires_payment_method' && typeof id === 'string' && PAYMENT_INTENT_ID.test(id) && typeof clientSecret === 'string') {
        return { ok: false, code: 'requires_action', paymentId: id, clientSecret, message: MESSAGES.wallet };
      }
      return refuse('gateway_error', `Stripe made the payment ${status ?? 'in an unknown state'} instead of waiting for the wallet${answer.requestId ? ` [Stripe request ${answer.requestId}]` : ''}. ${NOTHING_CHARGED}`);
    }
    return refuse('gateway_error', gatewayProblem(answer, NOTHING_CHARGED));
  }

  return {
    name: 'stripe',

    async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
      if (input.wallet) return walletPayment(input);
      if (!input.paymentMethodId) {
        // Even when card details are given, they are never sent anywhere: Stripe.js must tokenise them.
        return refuse('gateway_error', 'The Stripe gateway needs a PaymentMethod id from Stripe.js in the browser; it never takes card numbers.');
      }
      if (!PAYMENT_METHOD_ID.test(input.paymentMethodId)) return refuse('invalid_card', 'Your card details did not come through. Please enter them again.');
      const invalid = invalidAuthorization(input);
      if (invalid) return invalid;
      const currency = input.currency.toLowerCase();

      const answer = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: input.amountCents,
          currency,
          capture_method: 'manual',
          confirm: true,
          payment_method: input.paymentMethodId,
          // A card, confirmed here without redirects: no return_url is needed.
          payment_method_types: ['card'],
          description: input.description,
          metadata: input.metadata,
        },
        input.idempotencyKey,
      );

      if (answer.kind === 'ok') {
        const { id, status, last_payment_error: lastError } = answer.body;
        if (status === 'requires_capture' && typeof id === 'string' && id !== '') return { ok: true, paymentId: id };
        // 3-D Secure happens in the browser: Stripe.js handleNextAction with the client secret, then paymentStatus.
        if (status === 'requires_action' && typeof id === 'string' && typeof answer.body.client_secret === 'string') {
          return { ok: false, code: 'requires_action', paymentId: id, clientSecret: answer.body.client_secret, message: MESSAGES.authentication };
        }
        if (status === 'requires_payment_method') return refuse('card_declined', lastError?.message ?? MESSAGES.declined);
        return refuse('gateway_error', `Stripe left the payment ${status ?? 'in an unknown state'} instead of holding it${answer.requestId ? ` [Stripe request ${answer.requestId}]` : ''}.`);
      }
      if (answer.kind === 'error' && (answer.httpStatus === 402 || answer.error.type === 'card_error')) {
        const { code, message } = answer.error;
        if (code === 'authentication_required') return refuse('authentication_required', MESSAGES.authentication);
        if (code && INVALID_CARD_CODES.has(code)) return refuse('invalid_card', message ?? 'Your card details are not valid. Check them and try again.');
        return refuse('card_declined', message ?? MESSAGES.declined);
      }
      return refuse('gateway_error', gatewayProblem(answer, NOTHING_CHARGED));
    },

    async paymentStatus(paymentId) {
      if (typeof paymentId !== 'string' || !PAYMENT_INTENT_ID.test(paymentId)) return { ok: false, message: `No such payment: ${String(paymentId).slice(0, 80)}` };
      const answer = await call('GET', `/v1/payment_intents/${paymentId}`);
      if (answer.kind !== 'ok') {
        if (answer.kind === 'error' && (answer.httpStatus === 404 || answer.error.code === 'resource_missing')) return { ok: false, message: `No such payment: ${paymentId}` };
        return { ok: false, message: gatewayProblem(answer, 'Please try again in a moment.') };
      }
      const payment = stripeStatus(answer.body);
      return payment ? { ok: true, payment } : { ok: false, message: `Stripe reports the payment ${answer.body.status ?? 'in an unknown state'}.` };
    },

    capture: (paymentId, idempotencyKey) => settle(paymentId, idempotencyKey, 'capture'),
    cancel: (paymentId, idempotencyKey) => settle(paymentId, idempotencyKey, 'cancel'),
  };
}
