/**
 * A host's 404 rendered as a page of its own (issue 11). Next 16 answers a `notFound()` thrown in a
 * page with an empty error shell that only its scripts fill in (vercel/next.js#62228), so a shopper
 * on a slow phone sees a blank screen until React has loaded. serve.mts answers such a 404 with this
 * page instead, fetched from Next with the header below; proxy.ts routes that request here.
 */

/** Marks serve.mts's own request for a host's 404 page; its value is serve.mts's secret of the run. */
export const NOT_FOUND_PAGE_HEADER = 'x-not-found-page';

/**
 * Where each host's 404 page is rendered (app/sites/[site]/%5Fnot-found-page and
 * app/platform/%5Fnot-found-page). Not a slug (slugs are lowercase words and hyphens), so no
 * editor's page can take it; a visitor who types it gets the plain 404.
 */
export const NOT_FOUND_PAGE_PATH = '/_not-found-page';
