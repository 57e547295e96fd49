import { phoneRevealSchema, recordPhoneReveal } from '@dealer/leads/server';
import { primaryIndexName } from '@dealer/stock';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';
import { stockService } from '@/server/stock/service';

/**
 * POST /api/phone-reveals: §4 "click reveals it and records a reveal call", §7 payload car_id,
 * dealership_id, website_id. The site is the Host's; a car it does not list is a 404, so one site
 * cannot record calls against another's stock. 204 on success (§7: the response is only logged).
 */
export const POST = siteRoute(
  {
    rateLimit: 'phoneReveal',
    body: { schema: phoneRevealSchema, maxBytes: 1024, example: '{"car_id": "...", "dealership_id": "...", "website_id": "..."}' },
  },
  async ({ site, body }) => {
    const found = await (await stockService()).searchOne(site.config, { filters: `objectID:${JSON.stringify(body.car_id)}`, hitsPerPage: 1 }, primaryIndexName);
    if (found.hits.length === 0) return problem(404, 'No such car on this site.');
    await recordPhoneReveal((await database()).db, site.config.slug, body);
    return new Response(null, { status: 204 });
  },
);
