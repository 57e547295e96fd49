/**
 * The response header in which proxy.ts names the site a page belongs to, so the front door's page
 * cache (cached-pages.mts) keeps it under that site's tags. The front door drops it from every answer.
 * A file of its own: proxy.ts runs in Next's bundle and must not import the front door's Node code.
 */
export const SITE_HEADER = 'x-dealer-site';
