import { z } from 'zod';
import { resolveHost } from '@dealer/tenants';
import { loadSite } from '../../../../server/content/site';
import { rateLimitResponse } from '../../../../server/http/rate-limit';
import { readJsonBody } from '../../../../server/http/read-json-body';
import { crossSiteRefusal, isSameOriginRequest } from '../../../../server/http/same-origin';
import { paymentGateway, testGateway } from '../../../../server/reservations/gateway';

const bodySchema = z.object({
  payment_id: z.string().max(255),
  client_secret: z.string().max(255),
  outcome: z.enum(['complete', 'fail']),
});

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/payments/test-bank `{payment_id, client_secret, outcome: complete|fail}` (issue 15):
 * the embedded test gateway's bank, answering its 3-D Secure check as Stripe's test page does with
 * its Complete and Fail buttons. Only the browser that was given the payment's client secret can
 * answer; with a real gateway the shopper's own bank does this and this route is a 404.
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
  const body = await readJsonBody(request, 1024, '{"payment_id", "client_secret", "outcome": "complete" | "fail"}');
  if (!body.ok) return answer(body.status, { message: body.message });
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return answer(400, { message: 'Send {"payment_id", "client_secret", "outcome": "complete" | "fail"}.' });
  const result = await gateway.authenticate(parsed.data.payment_id, parsed.data.client_secret, parsed.data.outcome);
  if (!result.ok) return answer(404, { message: result.message });
  return answer(200, { status: result.payment.status });
}
