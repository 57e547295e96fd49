import { importFeed, importRequestSchema, toImportResponse } from '@dealer/stock/server';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { revalidateTag } from 'next/cache';
import { invalidFields, problem, zodFieldErrors } from '@/server/http/problem';
import { readJsonBody } from '@/server/http/read-json-body';
import { MAX_BODY_BYTES } from '@/server/http/request-guard.mts';
import { isStockAdmin } from '@/server/stock/admin-secret';
import { stockService } from '@/server/stock/service';
import { stockTag } from '@/server/stock/tags';

/**
 * POST /api/stock/import: the feed import CLI sends validated rows here while the web app holds the
 * database (stock/import/protocol.ts). Good rows are stored, bad ones reported by line; then the
 * change goes to every instance's index (README "Stock coherence") and the site's stock pages
 * expire. Refusals are problem details (README "Routes and errors"); the CLI shows their `detail`.
 */
// Not siteRoute: a machine endpoint signed with the stock admin secret, for any site named in its body.
export async function POST(request: Request) {
  if (!isStockAdmin(request)) return problem(401, 'Invalid or missing stock admin secret.');
  // Read within the front door's own ceiling for this path, so the route holds it behind any server too.
  const body = await readJsonBody(request, MAX_BODY_BYTES['/api/stock/import'], '{"site": "...", "cars": [...], "full": true}');
  if (!body.ok) return body.status === 400 ? invalidFields({ form: body.message }, `Invalid import: ${body.message}`) : problem(body.status, body.message);
  const parsed = importRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const errors = zodFieldErrors(parsed.error);
    return invalidFields(errors, `Invalid import: ${Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join('; ')}`);
  }
  const definition = findSiteDefinition(parsed.data.site);
  if (!definition) return invalidFields({ site: `Unknown site "${parsed.data.site}".` });
  const site = resolveSiteConfig(definition).config;
  const service = await stockService();
  try {
    const result = await importFeed({
      db: service.db,
      site: { slug: site.slug, dealerships: site.dealerships },
      rows: parsed.data.cars,
      full: parsed.data.full,
      now: new Date(),
      fileName: request.headers.get('x-feed-file'),
      afterImport: async () => {
        // Every instance applies the site's changed cars to its index (README "Stock coherence").
        await service.stockChanged({ site: site.slug, cars: 'all' });
        revalidateTag(stockTag(site.slug), { expire: 0 });
      },
    });
    return Response.json(toImportResponse(result));
  } catch (cause) {
    // By name, not class: the database and importer may come from another bundle's copy of the module.
    if (cause instanceof Error && cause.name === 'FeedImportError') return problem(400, cause.message);
    throw cause;
  }
}
