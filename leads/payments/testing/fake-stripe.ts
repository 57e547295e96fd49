import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';

/** The secret key the fake accepts (any other is Stripe's 401). */
export const FAKE_STRIPE_SECRET_KEY = 'sk_test_51FakeKeyForTheInProcessStripe0123456789';
const SECRET_KEY = FAKE_STRIPE_SECRET_KEY;

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  form: Record<string, string>;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  capture_method: string;
  status: string;
  cancellation_reason: string | null;
  client_secret: string;
  last_payment_error?: { message: string } | null;
  metadata: Record<string, string>;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> } | 'hang';

/**
 * An in-process fake of the part of Stripe's HTTP API the adapter uses, answering as Stripe does
 * (https://docs.stripe.com/api/payment_intents, /api/errors, /api/idempotent_requests): Stripe's test
 * PaymentMethods decide the outcome; the first answer to an Idempotency-Key is saved and replayed; a
 * capture or cancel in the wrong state is a 400 payment_intent_unexpected_state carrying the intent.
 */
export async function fakeStripe() {
  const requests: Recorded[] = [];
  const intents = new Map<string, Intent>();
  const saved = new Map<string, { fingerprint: string; answer: Exclude<Answer, 'hang'> }>();
  const state = { omitIntentInErrors: false, hangNext: 0, override: undefined as ((request: Recorded) => Answer | undefined) | undefined };

  const stripeError = (status: number, error: Record<string, unknown>, headers?: Record<string, string>): Answer => ({ status, body: { error }, headers });
  const unexpectedState = (intent: Intent, action: 'capture' | 'cancel' | 'confirm') =>
    stripeError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message:
        action === 'capture'
          ? `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`
          : action === 'confirm'
            ? `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`
            : `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      ...(state.omitIntentInErrors ? {} : { payment_intent: { ...intent } }),
    });
  const cardError = (code: string, message: string, declineCode?: string) =>
    stripeError(402, { type: 'card_error', code, ...(declineCode ? { decline_code: declineCode } : {}), message, payment_intent: { status: 'requires_payment_method' } });

  /** A refusal of Stripe's test PaymentMethods, or null when the PaymentMethod pays. */
  function refusalOf(paymentMethod: string): Answer | null {
    switch (paymentMethod) {
      case 'pm_card_chargeDeclined':
        return cardError('card_declined', 'Your card was declined.', 'generic_decline');
      case 'pm_card_chargeDeclinedInsufficientFunds':
        return cardError('card_declined', 'Your card has insufficient funds.', 'insufficient_funds');
      case 'pm_card_chargeDeclinedExpiredCard':
        return cardError('expired_card', 'Your card has expired.');
      case 'pm_card_chargeDeclinedIncorrectCvc':
        return cardError('incorrect_cvc', "Your card's security code is incorrect.");
      case 'pm_fake_serverError':
        return stripeError(500, { type: 'api_error', message: 'An unknown error occurred' }, { 'Stripe-Should-Retry': 'false' });
      case 'pm_fake_echoesTheKey':
        return stripeError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${SECRET_KEY}` });
    }
    if (!paymentMethod.startsWith('pm_card_')) {
      return stripeError(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${paymentMethod}'` });
    }
    return null;
  }

  /** Where a confirmed intent goes with a PaymentMethod that pays: the bank's check, held (manual capture) or taken. */
  const confirmedStatus = (paymentMethod: string, captureMethod: string) =>
    paymentMethod === 'pm_card_threeDSecure2Required' ? 'requires_action' : captureMethod === 'manual' ? 'requires_capture' : 'succeeded';

  function create(form: Record<string, string>): Answer {
    // Unconfirmed (the deferred intent of the Express Checkout Element): Stripe.js confirms it in the browser.
    const confirmNow = form.confirm === 'true';
    const paymentMethod = form.payment_method ?? '';
    if (confirmNow || paymentMethod) {
      const refused = refusalOf(paymentMethod);
      if (refused) return refused;
    }
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: Intent = {
      id,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency ?? '',
      capture_method: form.capture_method ?? 'automatic',
      status: confirmNow ? confirmedStatus(paymentMethod, form.capture_method ?? 'automatic') : 'requires_payment_method',
      cancellation_reason: null,
      metadata: Object.fromEntries(Object.entries(form).flatMap(([key, value]) => (key.startsWith('metadata[') ? [[key.slice(9, -1), value]] : []))),
    };
    intents.set(intent.id, intent);
    return { status: 200, body: intent };
  }

  /**
   * POST /v1/payment_intents/{id}/confirm as Stripe.js sends it from the browser (confirmPayment):
   * with the publishable key and the intent's client secret, and the wallet's card as a test
   * PaymentMethod. A refused card leaves the intent requires_payment_method with the bank's message.
   */
  function confirmFromBrowser(intent: Intent, form: Record<string, string>): Answer {
    if (form.client_secret !== intent.client_secret) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intent.id}'` });
    if (intent.status !== 'requires_payment_method') return unexpectedState(intent, 'confirm');
    const paymentMethod = form.payment_method ?? '';
    const refused = refusalOf(paymentMethod);
    if (refused && refused !== 'hang') {
      const error = (refused.body as { error: { message?: string } }).error;
      intent.last_payment_error = { message: error.message ?? 'Your card was declined.' };
      return { ...refused, body: { error: { ...error, payment_intent: { ...intent } } } };
    }
    intent.status = confirmedStatus(paymentMethod, intent.capture_method);
    intent.last_payment_error = null;
    return { status: 200, body: intent };
  }

  function route(request: Recorded): Answer {
    const overridden = state.override?.(request);
    if (overridden) return overridden;
    const browserConfirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(request.path);
    if (browserConfirm && request.method === 'POST' && /^Bearer pk_test_/.test(request.headers.authorization ?? '')) {
      const intent = intents.get(browserConfirm[1]!);
      return intent ? confirmFromBrowser(intent, request.form) : stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${browserConfirm[1]}'` });
    }
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) return stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    if (request.method === 'POST' && request.path === '/v1/payment_intents') return create(request.form);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(request.path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!match || !intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match?.[1]}'` });
    const action = match[2] as 'capture' | 'cancel' | undefined;
    if (request.method === 'GET' && !action) return { status: 200, body: intent };
    if (action === 'capture') {
      if (intent.status !== 'requires_capture') return unexpectedState(intent, 'capture');
      intent.status = 'succeeded';
      return { status: 200, body: intent };
    }
    if (action === 'cancel') {
      if (!['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'].includes(intent.status)) return unexpectedState(intent, 'cancel');
      intent.status = 'canceled';
      intent.cancellation_reason = request.form.cancellation_reason ?? null;
      return { status: 200, body: intent };
    }
    return stripeError(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
  }

  function answerWith(response: ServerResponse, answer: Exclude<Answer, 'hang'>) {
    response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}`, ...answer.headers });
    response.end(JSON.stringify(answer.body));
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: Recorded = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, raw, form: Object.fromEntries(new URLSearchParams(raw)) };
      requests.push(recorded);
      if (state.hangNext > 0) {
        state.hangNext--;
        return; // never answers
      }
      const key = request.headers['idempotency-key'];
      const fingerprint = `${recorded.method} ${recorded.path} ${raw}`;
      const earlier = typeof key === 'string' ? saved.get(key) : undefined;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          const mismatch = { status: 400, body: { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } } };
          return answerWith(response, mismatch);
        }
        return answerWith(response, { ...earlier.answer, headers: { ...earlier.answer.headers, 'Idempotent-Replayed': 'true' } });
      }
      const answer = route(recorded);
      if (answer === 'hang') return;
      // Stripe saves the answer once the endpoint ran (https://docs.stripe.com/api/idempotent_requests).
      if (typeof key === 'string' && recorded.method === 'POST') saved.set(key, { fingerprint, answer: JSON.parse(JSON.stringify(answer)) as Exclude<Answer, 'hang'> });
      answerWith(response, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  /**
   * What Stripe.js's confirmPayment sends for a wallet payment (the Express Checkout Element): the
   * intent's client secret and the wallet's card, with the publishable key. Answers as Stripe does.
   */
  async function confirmAsStripeJs(clientSecret: string, paymentMethod: string) {
    const id = clientSecret.split('_secret_')[0];
    const response = await fetch(`${url}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_51FakePublishableKey', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return {
    url,
    confirmAsStripeJs,
    requests,
    intents,
    state,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof fakeStripe>>;
