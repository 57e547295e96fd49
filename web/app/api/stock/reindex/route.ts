import { findSiteDefinition } from '@dealer/tenants';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { invalidFields, problem, zodFieldErrors } from '@/server/http/problem';
import { readJsonBody } from '@/server/http/read-json-body';
import { isStockAdmin } from '@/server/stock/admin-secret';
import { stockService } from '@/server/stock/service';
import { stockTag } from '@/server/stock/tags';

const bodySchema = z.object({ site: z.string().min(1) });

/**
 * POST /api/stock/reindex {site}: rebuilds the search index from the database, on this instance and
 * (through the stock change notice, README "Stock coherence") on every other, and expires the
 * site's stock pages.
 */
// Not siteRoute: a machine endpoint signed with the stock admin secret, for the site named in its body.
export async function POST(request: Request) {
  if (!isStockAdmin(request)) return problem(401, 'Invalid or missing stock admin secret.');
  const body = await readJsonBody(request, 1024, '{"site": "<site slug>"}');
  if (!body.ok) return body.status === 400 ? invalidFields({ form: body.message }, body.message) : problem(body.status, body.message);
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return invalidFields(zodFieldErrors(parsed.error), 'Body must be {"site": "<site slug>"}.');
  if (!findSiteDefinition(parsed.data.site)) return problem(404, `Unknown site "${parsed.data.site}".`);
  const { cars } = await (await stockService()).reindexEverywhere();
  revalidateTag(stockTag(parsed.data.site), { expire: 0 });
  return Response.json({ reindexed: true, cars });
}
