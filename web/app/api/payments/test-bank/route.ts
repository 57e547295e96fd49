import { z } from 'zod';
import { reservationByPayment } from '@dealer/leads/server';
import { resolveHost } from '@dealer/tenants';
import { loadSite } from '@/server/content/site';
import { rateLimitResponse } from '@/server/http/rate-limit';
import { readJsonBody } from '@/server/http/read-json-body';
import { crossSiteRefusal, isSameOriginRequest } from '@/server/http/same-origin';
import { paymentGateway, testGateway } from '@/server/reservations/gateway';
import { reservationGate } from '@/server/reservations/reservation-owner';
import { database } from '@/server/db/database';

const bodySchema = z.object({
  payment_id: z.string().max(255),
  client_secret: z.string().max(255),
  outcome: z.enum(['complete', 'fail']),
});

/** The gateway's own answer for a payment it does not know: another shopper's is told no more. */
const NO_SUCH_PAYMENT = 'No such payment is waiting for your bank.';

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/payments/test-bank `{payment_id, client_secret, outcome: complete|fail}` (issue 15):
 * the embedded test gateway's bank, answering its 3-D Secure check as Stripe's test page does with
 * its Complete and Fail buttons. Only the browser that was given the payment's client secret can
 * answer; with a real gateway the shopper's own bank does this and this route is a 404. Where the
 * site gates checkout (§6), only the shopper of the reservation holding the payment on this site:
 * signed out 401, anyone else's payment 404 as an unknown one.
 */
export async function POST(request: Request) {
  const match = resolveHost(request.headers.get('host'));
  const site = match.kind === 'site' ? await loadSite(match.slug, false) : undefined;
  if (!site) return answer(404, { message: 'The test bank answers only on a dealer site.' });
  if (!isSameOriginRequest(request)) return crossSiteRefusal();
  const limited = await rateLimitResponse(request, site.config.slug, 'lead');
  if (limited) return limited;
  const gateway = testGateway(await paymentGateway());
  if (!gateway) return answer(404, { message: 'Your own bank confirms payments here.' });
  const gate = await reservationGate(site, request);
  if ('refused' in gate) return gate.refused;
  const body = await readJsonBody(request, 1024, '{"payment_id", "client_secret", "outcome": "complete" | "fail"}');
  if (!body.ok) return answer(body.status, { message: body.message });
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return answer(400, { message: 'Send {"payment_id", "client_secret", "outcome": "complete" | "fail"}.' });
  if (gate.gated) {
    const reservation = await reservationByPayment((await database()).db, site.config.slug, parsed.data.payment_id);
    if (!reservation || !gate.owns(reservation)) return answer(404, { message: NO_SUCH_PAYMENT });
  }
  const result = await gateway.authenticate(parsed.data.payment_id, parsed.data.client_secret, parsed.data.outcome);
  if (!result.ok) return answer(404, { message: result.message });
  return answer(200, { status: result.payment.status });
}
