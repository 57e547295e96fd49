import { isSearchInputError, searchBodyExample, searchRequestsBodySchema, type SearchErrorBody } from '@dealer/stock';
import { resolveHost } from '@dealer/tenants';
import { loadSite } from '@/server/content/site';
import { rateLimitResponse } from '@/server/http/rate-limit';
import { readJsonBody } from '@/server/http/read-json-body';
import { stockService } from '@/server/stock/service';

const MAX_BODY_BYTES = 64 * 1024;

const error = (status: number, message: string, issues?: string[]) =>
  Response.json({ status, message, ...(issues ? { issues } : {}) } satisfies SearchErrorBody, { status });

/**
 * POST /api/search: InstantSearch's `{requests: [...]}`, answered `{results: [...]}` in order.
 * The site comes from the Host header and its mandatory filters are added here, on the server,
 * so a browser can narrow its search but never widen it beyond the site's own stock.
 */
export async function POST(request: Request) {
  const match = resolveHost(request.headers.get('host'));
  if (match.kind !== 'site') return error(404, 'Search is only available on a dealer site.');
  const site = await loadSite(match.slug, false);
  if (!site) return error(404, 'Unknown site.');
  const limited = await rateLimitResponse(request, site.config.slug, 'search');
  if (limited) return limited;

  const body = await readJsonBody(request, MAX_BODY_BYTES, searchBodyExample);
  if (!body.ok) return error(body.status, body.message);
  const parsed = searchRequestsBodySchema.safeParse(body.value);
  if (!parsed.success) return error(400, 'Invalid search request.', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

  try {
    const service = await stockService();
    return Response.json(await service.search(site.config, parsed.data.requests));
  } catch (cause) {
    if (isSearchInputError(cause)) return error(400, cause.message);
    throw cause;
  }
}
