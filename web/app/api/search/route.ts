import { isSearchInputError, searchBodyExample, searchRequestsBodySchema } from '@dealer/stock';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { stockService } from '@/server/stock/service';

/**
 * POST /api/search: InstantSearch's `{requests: [...]}`, answered `{results: [...]}` in order.
 * The site comes from the Host header and its mandatory filters are added here, on the server,
 * so a browser can narrow its search but never widen it beyond the site's own stock.
 */
export const POST = siteRoute(
  { rateLimit: 'search', body: { schema: searchRequestsBodySchema, maxBytes: 64 * 1024, example: searchBodyExample } },
  async ({ site, body }) => {
    try {
      return Response.json(await (await stockService()).search(site.config, body.requests));
    } catch (cause) {
      if (isSearchInputError(cause)) return problem(400, cause.message);
      throw cause;
    }
  },
);
