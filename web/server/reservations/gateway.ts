import 'server-only';
import { createStripeGateway, createTestGateway, postSignedPaymentEvent, RESERVATION_HOLD_MS, type PaymentGateway, type TestGateway } from '@dealer/leads/server';
import { dataSecret } from '../data-secret';
import { database } from '../db/database';

/**
 * The secret payment events are signed with (Stripe calls it the endpoint's signing secret):
 * PAYMENTS_WEBHOOK_SECRET, or one generated once into .data for the embedded test gateway.
 */
export const paymentsWebhookSecret = () => dataSecret('PAYMENTS_WEBHOOK_SECRET', 'payments-webhook-secret');

/** Where the test gateway posts its events: this web app's own webhook route, as Stripe would. */
const webhookUrl = () => process.env.PAYMENTS_WEBHOOK_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/api/payments/webhook`;

/**
 * How this deployment takes deposits (§9, README "Accounts, the watchlist, reservations and buying
 * online"): with Stripe when both its keys are set (STRIPE_SECRET_KEY on the server,
 * STRIPE_PUBLISHABLE_KEY for Stripe.js in the browser, and the endpoint's signing secret in
 * PAYMENTS_WEBHOOK_SECRET), else with the embedded test gateway, the default offline.
 * STRIPE_API_BASE points the adapter at another host (a test double).
 */
export type PaymentsMode = { kind: 'test' } | { kind: 'stripe'; secretKey: string; publishableKey: string; apiBase?: string };

export function paymentsMode(env: Record<string, string | undefined> = process.env): PaymentsMode {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!secretKey && !publishableKey) return { kind: 'test' };
  if (!secretKey || !publishableKey) {
    throw new Error('Set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take deposits with Stripe, or neither for the embedded test gateway.');
  }
  if (!/^pk_(test|live)_[A-Za-z0-9]+$/.test(publishableKey)) throw new Error('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_... or pk_live_...).');
  // Stripe signs its events with the endpoint's own secret: without it every event would be refused.
  if (!env.PAYMENTS_WEBHOOK_SECRET?.trim()) throw new Error("With Stripe, set PAYMENTS_WEBHOOK_SECRET to the signing secret (whsec_...) of Stripe's webhook endpoint for /api/payments/webhook.");
  return { kind: 'stripe', secretKey, publishableKey, ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}) };
}

/** The gateway of this process: Stripe, or the embedded test gateway with its own 7-day hold expiry and test bank. */
export type ProcessGateway = PaymentGateway | TestGateway;

/**
 * The payments gateway of this process (paymentsMode). The test gateway reports holds, captures
 * and cancellations to /api/payments/webhook signed as Stripe signs; Stripe sends its own.
 */
export async function paymentGateway(): Promise<ProcessGateway> {
  const mode = paymentsMode();
  if (mode.kind === 'stripe') return createStripeGateway({ secretKey: mode.secretKey, ...(mode.apiBase ? { apiBase: mode.apiBase } : {}) });
  return createTestGateway((await database()).db, {
    emit: async (event) => {
      const status = await postSignedPaymentEvent(webhookUrl(), paymentsWebhookSecret(), event);
      if (status >= 300) console.error(`[payments] the webhook answered ${status} to ${event.type} ${event.id}`);
    },
  });
}

/** The embedded test gateway, or null where this process takes payments with Stripe. */
export const testGateway = (gateway: ProcessGateway): TestGateway | null => ('expireHolds' in gateway ? gateway : null);

/**
 * How long a deposit is held: §9's 48 hours. RESERVATION_HOLD_SECONDS shortens it for the
 * end-to-end suite, which watches a hold lapse (its test clock); nothing else should set it.
 */
export function reservationHoldMs(): number {
  const seconds = Number(process.env.RESERVATION_HOLD_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RESERVATION_HOLD_MS;
}
