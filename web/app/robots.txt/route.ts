import { resolveHost } from '@dealer/tenants';
import { requestOrigin } from '../../server/request-origin';

/**
 * GET /robots.txt for the Host's site: crawl everything but the APIs and the shopper's private lists,
 * and find the site's own sitemap. The bare platform host and unknown hosts are not for indexing.
 */
export async function GET(request: Request) {
  const match = resolveHost(request.headers.get('host'));
  const lines =
    match.kind === 'site'
      ? ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /favourites', 'Disallow: /compare', 'Disallow: /success', '', `Sitemap: ${await requestOrigin()}/sitemap.xml`]
      : ['User-agent: *', 'Disallow: /'];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
