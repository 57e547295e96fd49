import { contactUsPaths } from '@dealer/blocks/location-map/location-paths';
import { primaryIndexName } from '@dealer/stock';
import { resolveHost } from '@dealer/tenants';
import { loadSiteLocations } from '../../server/content/locations';
import { loadSitemapContent } from '../../server/content/sitemap-entries';
import { loadSite } from '../../server/content/site';
import { requestOrigin } from '../../server/request-origin';
import { stockService } from '../../server/stock/service';

/** The site's own search routes (§2) that are worth a crawler's visit. */
const SEARCH_PATHS = ['/search', '/special-offers', '/7-seater-cars', '/models'];
/** Every search backend reaches at most 1,000 hits (Algolia's limit): enough for one dealer's stock. */
const MAX_CARS = 1000;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * GET /sitemap.xml: the Host's site only: its CMS pages, legal pages and posts, its search routes,
 * its locations' contact pages (§2 /contact-us/{location slug}), its parts and directory searches
 * where it has them, and every car it lists (through the site-scoped search, so hidden and foreign cars never appear).
 */
export async function GET(request: Request) {
  const match = resolveHost(request.headers.get('host'));
  if (match.kind !== 'site') return new Response('Not found', { status: 404 });
  const site = await loadSite(match.slug, false);
  if (!site) return new Response('Not found', { status: 404 });
  const origin = await requestOrigin();
  const content = await loadSitemapContent(match.slug, false);
  const locations = await loadSiteLocations(match.slug, false);
  const { hits } = await (await stockService()).searchOne(site.config, { hitsPerPage: MAX_CARS, attributesToRetrieve: ['slug', 'created_at'], attributesToHighlight: [] }, primaryIndexName);

  const urls: { path: string; lastmod?: string }[] = [
    ...content.pages.map((page) => ({ path: page.slug === 'home' ? '/' : `/${page.slug}`, lastmod: page._updatedAt })),
    ...content.legal.map((page) => ({ path: `/${page.slug}`, lastmod: page._updatedAt })),
    ...content.posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post._updatedAt })),
    ...SEARCH_PATHS.map((path) => ({ path })),
    // §2 /parts/search and the directory search, where the site has them.
    ...(site.config.features.partsSearch ? [{ path: '/parts/search' }] : []),
    ...(site.config.features.directorySearch ? [{ path: '/directory' }] : []),
    // §2 /contact-us and every location's own contact page.
    ...contactUsPaths(locations).map((path) => ({ path })),
    ...hits.flatMap((hit) => (typeof hit.slug === 'string' ? [{ path: `/cars/${hit.slug}` }] : [])),
  ];
  const seen = new Set<string>();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls
      .filter((url) => !seen.has(url.path) && seen.add(url.path))
      .map((url) => `  <url><loc>${escapeXml(origin + url.path)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}
