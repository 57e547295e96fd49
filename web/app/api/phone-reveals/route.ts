import { phoneRevealSchema, recordPhoneReveal } from '@dealer/leads/server';
import { primaryIndexName } from '@dealer/stock';
import { resolveHost } from '@dealer/tenants';
import { loadSite } from '@/server/content/site';
import { rateLimitResponse } from '@/server/http/rate-limit';
import { readJsonBody } from '@/server/http/read-json-body';
import { database } from '@/server/db/database';
import { stockService } from '@/server/stock/service';

const MAX_BODY_BYTES = 1024;

/**
 * POST /api/phone-reveals: §4 "click reveals it and records a reveal call", §7 payload car_id,
 * dealership_id, website_id. The site is the Host's; a car it does not list is a 404, so one site
 * cannot record calls against another's stock. 204 on success (§7: the response is only logged).
 */
export async function POST(request: Request) {
  const match = resolveHost(request.headers.get('host'));
  if (match.kind !== 'site') return Response.json({ message: 'Phone reveals are only recorded on a dealer site.' }, { status: 404 });
  const site = await loadSite(match.slug, false);
  if (!site) return Response.json({ message: 'Unknown site.' }, { status: 404 });
  const limited = await rateLimitResponse(request, site.config.slug, 'phoneReveal');
  if (limited) return limited;
  const body = await readJsonBody(request, MAX_BODY_BYTES, '{"car_id": "...", "dealership_id": "...", "website_id": "..."}');
  if (!body.ok) return Response.json({ message: body.message }, { status: body.status });
  const parsed = phoneRevealSchema.safeParse(body.value);
  if (!parsed.success) {
    return Response.json({ message: 'Invalid phone reveal.', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, { status: 400 });
  }
  const stock = await stockService();
  const found = await stock.searchOne(site.config, { filters: `objectID:${JSON.stringify(parsed.data.car_id)}`, hitsPerPage: 1 }, primaryIndexName);
  if (found.hits.length === 0) return Response.json({ message: 'No such car on this site.' }, { status: 404 });
  await recordPhoneReveal((await database()).db, match.slug, parsed.data);
  return new Response(null, { status: 204 });
}
