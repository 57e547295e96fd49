import { z } from 'zod';
import { reservationByPayment } from '@dealer/leads/server';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { paymentGateway, testGateway } from '@/server/reservations/gateway';
import { reservationGate } from '@/server/reservations/reservation-owner';
import { reservationAnswer, takesReservations } from '@/server/reservations/reservation-request';
import { database } from '@/server/db/database';

const bodySchema = z.object({
  payment_id: z.string().max(255),
  client_secret: z.string().max(255),
  outcome: z.enum(['complete', 'fail']),
});

/** The gateway's own answer for a payment it does not know: another shopper's is told no more. */
const NO_SUCH_PAYMENT = 'No such payment is waiting for your bank.';

/**
 * POST /api/payments/test-bank `{payment_id, client_secret, outcome: complete|fail}` (§9, README
 * "Accounts, the watchlist, reservations and buying online"): the embedded test gateway's bank,
 * answering its 3-D Secure check as Stripe's test page does with its Complete and Fail buttons.
 * The Reserve Online form calls it with JSON from its bank panel (no redirect, no page of its own),
 * so it is a shopper's route like the others. Only the browser that was given the payment's client
 * secret can answer; with a real gateway the shopper's own bank does this and this route is a 404.
 * Where the site gates checkout (§6), only the shopper of the reservation holding the payment on
 * this site: signed out 401, anyone else's payment 404 as an unknown one.
 */
export const POST = siteRoute(
  {
    feature: takesReservations,
    sameOrigin: true,
    rateLimit: 'lead',
    body: { schema: bodySchema, maxBytes: 1024, example: '{"payment_id", "client_secret", "outcome": "complete" | "fail"}' },
  },
  async ({ request, site, body }) => {
    const gateway = testGateway(await paymentGateway());
    if (!gateway) return problem(404, 'Your own bank confirms payments here.');
    const gate = await reservationGate(site, request);
    if ('refused' in gate) return gate.refused;
    if (gate.gated) {
      const reservation = await reservationByPayment((await database()).db, site.config.slug, body.payment_id);
      if (!reservation || !gate.owns(reservation)) return problem(404, NO_SUCH_PAYMENT);
    }
    const result = await gateway.authenticate(body.payment_id, body.client_secret, body.outcome);
    if (!result.ok) return problem(404, result.message);
    return reservationAnswer(200, { status: result.payment.status });
  },
);
