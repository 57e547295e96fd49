import { applyPaymentEvent, paymentEventSchema, verifyPaymentEventSignature } from '@dealer/leads/server';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { invalidFields, problem } from '@/server/http/problem';
import { readJsonBody } from '@/server/http/read-json-body';
import { paymentsWebhookSecret } from '@/server/reservations/gateway';
import { database } from '@/server/db/database';
import { stockService } from '@/server/stock/service';

/** Stripe's events are a few kilobytes; its limit for an event is far below this. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/payments/webhook (§9, README "Accounts, the watchlist, reservations and buying
 * online"): the payments gateway tells us what happened to a deposit (held, taken, cancelled,
 * failed), signed as Stripe signs (`Stripe-Signature`). A bad or stale signature is a 400 problem
 * and changes nothing; an event already applied is a 200 that changes nothing; an event that frees
 * or takes a car re-indexes search. For every host: the gateway calls the platform, not a dealer site.
 */
// Not siteRoute: a machine endpoint for every host, signed by the payment provider rather than sent from a shopper's page.
export async function POST(request: Request) {
  const body = await readJsonBody(request, MAX_BODY_BYTES, 'a Stripe event');
  if (!body.ok) return body.status === 400 ? invalidFields({ form: body.message }, body.message) : problem(body.status, body.message);
  // The signature covers the exact bytes sent; the decoder kept them as text.
  const checked = verifyPaymentEventSignature(paymentsWebhookSecret(), request.headers.get('stripe-signature'), body.text, new Date());
  if (!checked.ok) return problem(400, checked.reason);
  const event = paymentEventSchema.safeParse(body.value);
  // A signed event we do not read (another object type): acknowledged, so the gateway stops retrying.
  if (!event.success) return Response.json({ received: true, outcome: 'ignored' });
  const { outcome, carId } = await applyPaymentEvent((await database()).db, event.data);
  // An applied event may have queued the shopper's email about the deposit (taken or released).
  if (outcome === 'applied') wakeDeliveryWorker();
  if (carId) await (await stockService()).stockChanged({ site: null, cars: [carId] }).catch((error: unknown) => console.error('[payments] re-index after an event failed:', error));
  return Response.json({ received: true, outcome });
}
