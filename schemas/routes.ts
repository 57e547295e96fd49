/**
 * The paths the web app serves on every dealer site by itself, without a CMS page (§2 Routes).
 * The link-target rule (schemas/validation/link-target.ts) accepts a link to one of these; any
 * other internal link must name a CMS page or legal page of the same site (its slug is the path
 * without the leading slash, "home" being "/"), or a blog post (/blog/{slug}).
 *
 * tests/unit/app-routes.test.ts derives the same list from web/app/sites/[site]/ and fails when
 * they differ: a route the app gains must be added here (or editors cannot link to it), and a path
 * listed here that the app does not serve (links that 404) cannot stay. /blog and /blog/{slug} are
 * content (a CMS page and the site's posts), checked against documents like any page.
 */
export interface AppRoute {
  /** The path, or the path prefix when `prefix` is set. */
  path: string;
  /** Also matches every path below `path` (e.g. /search/kia/picanto). */
  prefix?: boolean;
  /** What serves it, for the README and messages. */
  note: string;
}

export const appRoutes: readonly AppRoute[] = [
  { path: '/', note: 'home page (the CMS page with slug "home")' },
  { path: '/search', note: '§2 search' },
  { path: '/search', prefix: true, note: '§2 /search/{new,demo,used,...}-cars, /search/{make}, /search/{make}/{model}, /search/{body}-cars' },
  { path: '/special-offers', note: '§2 special offers search' },
  { path: '/7-seater-cars', note: '§2 predefined search, seats=7' },
  { path: '/favourites', note: 'favourited cars' },
  { path: '/compare', note: 'compared cars' },
  { path: '/models', note: '§2 /models?body={body-name}' },
  { path: '/contact-us', note: '§2 the contact page (the CMS page "contact", as /contact)' },
  { path: '/contact-us', prefix: true, note: '§2 /contact-us/{location slug}: a location\'s card, map and enquiry form (its 404 for an unknown slug)' },
  { path: '/parts/search', note: '§2 parts and accessories search, and the dealership search (?dealership=) (sites with features.partsSearch)' },
  { path: '/directory', note: '§2 the manufacturer/model directory search (sites with features.directorySearch)' },
  { path: '/cars', prefix: true, note: '§2 /cars/{slug} vehicle detail' },
  { path: '/success', note: '§2 after a completed test-drive lead' },
  { path: '/sign-in', note: '§2 sign-in (sites with shopper accounts, §6)' },
  { path: '/account', note: 'the shopper\'s account and watchlist (sites with shopper accounts, §6)' },
  { path: '/checkout-journey', note: '§2 /checkout-journey?car_id={slug}: buy a used car online (sites with features.buyOnline)' },
  { path: '/orders', prefix: true, note: 'a used car bought online: /orders/{id}, its status and the 14-day return (§4, §9)' },
  { path: '/finance-enquiry', note: '§2 the finance enquiry (sites whose features.financeRoutes name it)' },
  { path: '/apply-for-finance', note: '§2 the finance application (sites whose features.financeRoutes name it)' },
  { path: '/finance-pre-approval', note: '§2 finance pre-approval (sites whose features.financeRoutes name it)' },
  { path: '/personalised/finance', note: '§2 /personalised/finance?car_id=: a car with a valuation code, on sites with the regional flag (features.personalisedFinance)' },
  { path: '/trade-in', note: '§2 the trade-in valuation tool, with the CMS page "trade-in" around it (sites whose valuation tool is on: features.autograb or redbook)' },
  { path: '/cars/trade-in', note: '§2 /cars/trade-in?car_id={slug}: the trade-in valuation tool from a car (sites whose valuation tool is on)' },
  { path: '/sell-my-car', note: '§2 the trade-in valuation tool under its own heading (sites whose valuation tool is on)' },
];

/** The path part of an internal link: no query string, no #anchor, no trailing slash (but "/"). */
export function routePath(href: string): string {
  const path = href.trim().replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether the web app serves this path itself (see the list above). */
export function isAppRoute(href: string): boolean {
  const path = routePath(href);
  return appRoutes.some((route) => path === route.path || (route.prefix === true && path.startsWith(`${route.path}/`)));
}
