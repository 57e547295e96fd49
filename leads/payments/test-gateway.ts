import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import type { PaymentEvent } from './events';
import type { AuthorizeInput, AuthorizeResult, CardDetails, PaymentGateway, PaymentRefusal, PaymentStatus, SettleResult } from './port';
import { testGatewayPayments } from './schema';

/**
 * Test card numbers, the same as Stripe's test mode so a team moving to Stripe keeps its habits:
 * one that succeeds, one that is declined, one whose bank asks for authentication.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsAuthentication: '4000002500003155',
} as const;

const REFUSALS: Record<string, { code: PaymentRefusal; message: string }> = {
  [TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined. Try another card, or call us and we will hold the car for you.' },
};

export const AUTHENTICATION_NEEDED_MESSAGE = 'Your bank needs you to confirm this payment.';
export const AUTHENTICATION_FAILED_MESSAGE = 'Your bank could not confirm this payment, so nothing was held or charged. Try again, or use another card.';

/** The test gateway's ledger statuses (Stripe's PaymentIntent statuses) as the port reads them. */
function portStatus(status: string): PaymentStatus {
  switch (status) {
    case 'requires_capture':
      return { status: 'held' };
    case 'requires_action':
      return { status: 'requires_action' };
    case 'succeeded':
      return { status: 'captured' };
    case 'canceled':
      return { status: 'released' };
    default:
      return { status: 'failed', message: AUTHENTICATION_FAILED_MESSAGE };
  }
}

/** Compares secrets of any length or alphabet without throwing or leaking the length through timing. */
function safeEqual(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Luhn's check: a mistyped number is refused before any bank is asked. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** What a card processor checks before asking the bank: the number, the expiry, the CVC. */
export function cardProblem(card: CardDetails, now: Date): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'Your card number is not valid. Check it and try again.';
  const expiry = Date.UTC(card.expYear, card.expMonth, 1); // the first day after the expiry month
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || expiry <= now.getTime()) return 'Your card has expired, or the expiry date is not valid.';
  if (!/^\d{3,4}$/.test(card.cvc)) return "Your card's security code (CVC) is not valid.";
  return null;
}

/** Stripe lets a card hold stand for 7 days, then cancels it itself; the test gateway does the same. */
export const TEST_HOLD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TestGatewayOptions {
  clock?: () => Date;
  /**
   * Where the gateway reports what happened, as Stripe's webhooks do (the web app posts each event,
   * signed, to its own /api/payments/webhook). Reporting is best effort, as a processor's is.
   */
  emit?: (event: PaymentEvent) => Promise<void>;
}

export interface TestGateway extends PaymentGateway {
  /** Cancels holds older than 7 days (Stripe's authorization lifetime), reporting each. */
  expireHolds(): Promise<string[]>;
  /**
   * The test bank's answer to a payment waiting for the shopper's check (3-D Secure), as Stripe's
   * test page has a Complete and a Fail button: complete holds the money, fail refuses it. Needs
   * the payment's client secret, which only the shopper's browser was given.
   */
  authenticate(paymentId: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<{ ok: true; payment: PaymentStatus } | { ok: false; message: string }>;
}

/**
 * The embedded test gateway, the default when no Stripe key is set: holds, captures and releases in
 * its own ledger, with Stripe's test cards, and reports each change as a Stripe-shaped event. The
 * same idempotency key returns the first answer.
 */
export function createTestGateway(db: DatabaseExecutor, options: TestGatewayOptions | (() => Date) = {}): TestGateway {
  const { clock = () => new Date(), emit } = typeof options === 'function' ? { clock: options } : options;
  const report = async (type: string, paymentId: string, extra: Record<string, unknown> = {}) => {
    if (!emit) return;
    const event = {
      id: `evt_test_${randomBytes(12).toString('hex')}`,
      type,
      created: Math.floor(clock().getTime() / 1000),
      data: { object: { id: paymentId, object: 'payment_intent' as const, ...extra } },
    };
    await emit(event).catch(() => undefined);
  };
  const settle = async (paymentId: string, to: 'succeeded' | 'canceled', reason = 'requested_by_customer'): Promise<SettleResult> => {
    const [payment] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId));
    if (!payment) return { ok: false, message: `No such payment: ${paymentId}` };
    if (payment.status === to) return { ok: true };
    // As Stripe: a hold can be taken or released; a payment still waiting for the bank check can only be given up.
    const from = to === 'canceled' ? ['requires_capture', 'requires_action'] : ['requires_capture'];
    if (!from.includes(payment.status)) return { ok: false, message: `The payment is already ${payment.status}.` };
    const moved = await db
      .update(testGatewayPayments)
      .set({ status: to })
      .where(and(eq(testGatewayPayments.id, paymentId), eq(testGatewayPayments.status, payment.status)))
      .returning({ id: testGatewayPayments.id });
    if (moved.length > 0) await report(to === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.canceled', paymentId, to === 'canceled' ? { cancellation_reason: reason } : {});
    return { ok: true };
  };
  const answerFor = (payment: typeof testGatewayPayments.$inferSelect): AuthorizeResult =>
    payment.status === 'requires_action' && payment.clientSecret
      ? { ok: false, code: 'requires_action', paymentId: payment.id, clientSecret: payment.clientSecret, message: AUTHENTICATION_NEEDED_MESSAGE }
      : { ok: true, paymentId: payment.id };
  return {
    name: 'test',
    async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
      const [existing] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.idempotencyKey, input.idempotencyKey));
      if (existing) return answerFor(existing);
      if (!input.card) {
        return { ok: false, code: 'gateway_error', message: 'The test gateway needs the card details; it cannot use a Stripe PaymentMethod id.' };
      }
      const problem = cardProblem(input.card, clock());
      if (problem) return { ok: false, code: 'invalid_card', message: problem };
      const digits = input.card.number.replace(/[\s-]/g, '');
      const refusal = REFUSALS[digits];
      if (refusal) return { ok: false, ...refusal };
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) return { ok: false, code: 'gateway_error', message: 'The amount must be a positive number of cents.' };
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const needsAuthentication = digits === TEST_CARDS.needsAuthentication;
      await db
        .insert(testGatewayPayments)
        .values({
          id, idempotencyKey: input.idempotencyKey, amountCents: input.amountCents, currency: input.currency,
          status: needsAuthentication ? 'requires_action' : 'requires_capture',
          clientSecret: needsAuthentication ? `${id}_secret_${randomBytes(16).toString('hex')}` : null,
          cardLast4: digits.slice(-4), createdAt: clock(),
        })
        .onConflictDoNothing();
      const [stored] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.idempotencyKey, input.idempotencyKey));
      if (stored!.id === id) await report(needsAuthentication ? 'payment_intent.requires_action' : 'payment_intent.amount_capturable_updated', id);
      return answerFor(stored!);
    },
    async paymentStatus(paymentId) {
      const [payment] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId));
      return payment ? { ok: true, payment: portStatus(payment.status) } : { ok: false, message: `No such payment: ${paymentId}` };
    },
    async authenticate(paymentId, clientSecret, outcome) {
      const [payment] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId));
      if (!payment || !payment.clientSecret || !safeEqual(payment.clientSecret, clientSecret)) return { ok: false, message: 'No such payment is waiting for your bank.' };
      if (payment.status === 'requires_action') {
        const to = outcome === 'complete' ? 'requires_capture' : 'requires_payment_method';
        const moved = await db
          .update(testGatewayPayments)
          .set({ status: to })
          .where(and(eq(testGatewayPayments.id, paymentId), eq(testGatewayPayments.status, 'requires_action')))
          .returning({ id: testGatewayPayments.id });
        if (moved.length > 0) {
          await report(
            outcome === 'complete' ? 'payment_intent.amount_capturable_updated' : 'payment_intent.payment_failed',
            paymentId,
            outcome === 'complete' ? {} : { last_payment_error: { message: AUTHENTICATION_FAILED_MESSAGE } },
          );
        }
      }
      // Answered once, the bank's page answers the same again (a double click, a reload).
      const [now] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId));
      return { ok: true, payment: portStatus(now!.status) };
    },
    capture: (paymentId) => settle(paymentId, 'succeeded'),
    cancel: (paymentId) => settle(paymentId, 'canceled'),
    async expireHolds() {
      const cutoff = new Date(clock().getTime() - TEST_HOLD_LIFETIME_MS);
      const stale = await db
        .select({ id: testGatewayPayments.id })
        .from(testGatewayPayments)
        .where(and(eq(testGatewayPayments.status, 'requires_capture'), lte(testGatewayPayments.createdAt, cutoff)));
      for (const payment of stale) await settle(payment.id, 'canceled', 'automatic');
      return stale.map((payment) => payment.id);
    },
  };
}
