import 'server-only';
import { createTestGateway, postSignedPaymentEvent, RESERVATION_HOLD_MS, type TestGateway } from '@dealer/leads/server';
import { dataSecret } from '../data-secret';
import { stockDatabase } from '../stock/database';

/**
 * The secret payment events are signed with (Stripe calls it the endpoint's signing secret):
 * PAYMENTS_WEBHOOK_SECRET, or one generated once into .data for the embedded test gateway.
 */
export const paymentsWebhookSecret = () => dataSecret('PAYMENTS_WEBHOOK_SECRET', 'payments-webhook-secret');

/** Where the test gateway posts its events: this web app's own webhook route, as Stripe would. */
const webhookUrl = () => process.env.PAYMENTS_WEBHOOK_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/api/payments/webhook`;

/**
 * The payments gateway of this process: the embedded test gateway, the default offline (issue 15),
 * which reports holds, captures and cancellations to /api/payments/webhook signed as Stripe signs.
 * The Stripe adapter (`createStripeGateway` in @dealer/leads/server) is not chosen here yet: it
 * needs the browser side (Stripe.js) first, see the README. Until then no real card is charged.
 */
export async function paymentGateway(): Promise<TestGateway> {
  return createTestGateway((await stockDatabase()).db, {
    emit: async (event) => {
      const status = await postSignedPaymentEvent(webhookUrl(), paymentsWebhookSecret(), event);
      if (status >= 300) console.error(`[payments] the webhook answered ${status} to ${event.type} ${event.id}`);
    },
  });
}

/**
 * How long a deposit is held: §9's 48 hours. RESERVATION_HOLD_SECONDS shortens it for the
 * end-to-end suite, which watches a hold lapse (its test clock); nothing else should set it.
 */
export function reservationHoldMs(): number {
  const seconds = Number(process.env.RESERVATION_HOLD_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RESERVATION_HOLD_MS;
}
