import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { StockExecutor } from '@dealer/stock/server';
import type { PaymentEvent } from './events';
import type { AuthorizeInput, AuthorizeResult, CardDetails, PaymentGateway, PaymentRefusal, SettleResult } from './port';
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
  [TEST_CARDS.needsAuthentication]: {
    code: 'authentication_required',
    message: 'Your bank needs to confirm this payment, which this test gateway does not do. Use another card.',
  },
};

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
}

/**
 * The embedded test gateway, the default when no Stripe key is set: holds, captures and releases in
 * its own ledger, with Stripe's test cards, and reports each change as a Stripe-shaped event. The
 * same idempotency key returns the first answer.
 */
export function createTestGateway(db: StockExecutor, options: TestGatewayOptions | (() => Date) = {}): TestGateway {
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
    if (payment.status !== 'requires_capture') return { ok: false, message: `The payment is already ${payment.status}.` };
    const moved = await db
      .update(testGatewayPayments)
      .set({ status: to })
      .where(and(eq(testGatewayPayments.id, paymentId), eq(testGatewayPayments.status, 'requires_capture')))
      .returning({ id: testGatewayPayments.id });
    if (moved.length > 0) await report(to === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.canceled', paymentId, to === 'canceled' ? { cancellation_reason: reason } : {});
    return { ok: true };
  };
  return {
    name: 'test',
    async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
      const [existing] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.idempotencyKey, input.idempotencyKey));
      if (existing) return { ok: true, paymentId: existing.id };
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
      await db
        .insert(testGatewayPayments)
        .values({ id, idempotencyKey: input.idempotencyKey, amountCents: input.amountCents, currency: input.currency, status: 'requires_capture', cardLast4: digits.slice(-4), createdAt: clock() })
        .onConflictDoNothing();
      const [stored] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.idempotencyKey, input.idempotencyKey));
      if (stored!.id === id) await report('payment_intent.amount_capturable_updated', id);
      return { ok: true, paymentId: stored!.id };
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
