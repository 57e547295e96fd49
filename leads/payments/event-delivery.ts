import type { PaymentEvent } from './events';
import { signPaymentEvent } from './event-signature';

/** Posts one event to a webhook endpoint, signed as Stripe signs (10 s timeout, like our CRM webhook). */
export async function postSignedPaymentEvent(url: string, secret: string, event: PaymentEvent, now = new Date()): Promise<number> {
  const body = JSON.stringify(event);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signPaymentEvent(secret, body, Math.floor(now.getTime() / 1000)) },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
}
