/**
 * A host's 404 rendered as a page of its own (README "Page speed"). Next 16 answers a `notFound()`
 * thrown in a page with an empty error shell that only its scripts fill in (vercel/next.js#62228),
 * so a shopper on a slow phone sees a blank screen until React has loaded. The front door
 * (front-door.mts, server-rendered-not-found.mts) answers such a 404 with this page instead,
 * fetched from Next with the header below; proxy.ts routes that request here.
 */

/** Marks the front door's own request for a host's 404 page; its value is the front door's secret of the run. */
export const NOT_FOUND_PAGE_HEADER = 'x-not-found-page';

/**
 * Where each host's 404 page is rendered (app/sites/[site]/not_found_page and
 * app/platform/not_found_page). Not a slug (an underscore is in no slug), so no
 * editor's page can take it; a visitor who types it gets the plain 404.
 */
export const NOT_FOUND_PAGE_PATH = '/not_found_page';
