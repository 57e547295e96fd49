/**
 * The site pages rendered for every request (`dynamic = 'force-dynamic'`: they read the query or
 * the headers), as paths on the site's host. Only these can carry a per-request CSP nonce: every
 * other page is cached HTML, whose scripts were written before any request. A unit test keeps this
 * list equal to the app's force-dynamic routes (tests/unit/app-routes.test.ts).
 */
// /cars/trade-in is the trade-in tool's cached page, not a vehicle page (Next prefers the static segment).
const SITE_PATTERNS = [/^\/search(\/|$)/, /^\/cars\/(?!trade-in$)[^/]+$/, /^\/cars\/[^/]+\/(checkout|buy-online)$/, /^\/special-offers$/, /^\/7-seater-cars$/, /^\/models$/, /^\/parts\/search$/, /^\/directory$/, /^\/success$/, /^\/sign-in$/, /^\/account$/, /^\/checkout-journey$/, /^\/orders\/[^/]+$/,
  /^\/(finance-enquiry|apply-for-finance|finance-pre-approval)$/, /^\/personalised\/finance$/];
const PLATFORM_PATTERNS = [/^\/inbox$/];

export function isRenderedPerRequest(host: 'site' | 'platform', pathname: string): boolean {
  return (host === 'site' ? SITE_PATTERNS : PLATFORM_PATTERNS).some((pattern) => pattern.test(pathname));
}
