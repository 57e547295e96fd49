import { NextResponse, type NextRequest } from 'next/server';
import { resolveHost } from '@dealer/tenants';
import { ALLOWED_METHODS, guardRequest } from './server/http/request-guard.mts';
import { NOT_FOUND_PAGE_HEADER, NOT_FOUND_PAGE_PATH } from './server/http/not-found-page-route.mts';
import { SITE_HEADER } from './server/http/page-site-header.mts';
import { isCheckoutPage } from './server/http/checkout-pages';
import { isRenderedPerRequest } from './server/http/rendered-per-request';
import { pageSecurityHeaders, studioOrigin } from './server/http/security-headers';
import { unknownHostPage } from './server/unknown-host-page';

/** Served from the app root for every host: they read the Host header themselves (/healthz needs none: the balancer's check names no site; Apple Pay's domain file is the same on every site). */
const HOST_NEUTRAL = /^\/(api|car-images|cms-images|_next)(\/|$)|^\/(robots\.txt|sitemap\.xml|icon\.svg|favicon\.ico|healthz|\.well-known\/apple-developer-merchantid-domain-association)$/;

/**
 * A path segment longer than this is no page, car or post of ours (slugs are a few words), and
 * Next would try to cache its 404 under a file name longer than the file system allows
 * (ENAMETOOLONG, 255 bytes): such paths render the site's 404 from one fixed address instead.
 */
const MAX_SEGMENT_LENGTH = 200;
/** The one fixed address of a 404: not a slug (slugs are lowercase words and hyphens), so no editor's page can take it. */
const NOT_A_PAGE_PATH = '/_not-a-page';

/**
 * The path rendered for a request. serve.mts's own request for a host's 404 page (marked with
 * NOT_FOUND_PAGE_HEADER, which serve.mts strips from every other request) goes to that page,
 * whatever address it is for; a visitor who types the 404 page's address gets the plain 404.
 */
function routedPath(pathname: string, headers: Headers): string {
  if (headers.has(NOT_FOUND_PAGE_HEADER)) return NOT_FOUND_PAGE_PATH;
  if (pathname === NOT_FOUND_PAGE_PATH) return NOT_A_PAGE_PATH;
  return pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH) ? NOT_A_PAGE_PATH : pathname;
}

/**
 * Host-based routing: every dealer host is rewritten to its site's route tree under /sites/{slug},
 * the bare platform host to /platform, and any other host gets a 404 here, before rendering. The
 * site comes from the Host header alone, for every path whatever its extension (`.rsc`, `.x`): a
 * /sites/... path typed by a visitor lands inside the Host's own site, where it is a 404, never on
 * another site's pages (README "Holding under abuse"). Bad methods and bad percent-encoding stop here too.
 */
export function proxy(request: NextRequest) {
  const url = new URL(request.url);
  const refused = guardRequest(request.method, `${url.pathname}${url.search}`);
  if (refused) {
    return new NextResponse(refused.message, {
      status: refused.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...(refused.status === 405 ? { allow: ALLOWED_METHODS.join(', ') } : {}) },
    });
  }
  const { search } = request.nextUrl;
  if (HOST_NEUTRAL.test(request.nextUrl.pathname)) return NextResponse.next();
  const pathname = routedPath(request.nextUrl.pathname, request.headers);

  const match = resolveHost(request.headers.get('host'));
  const kind = match.kind === 'unknown' ? null : match.kind;
  // A page rendered for this request gets a nonce: Next reads it from the request's CSP and puts it
  // on its scripts; InstantSearch's initial-results script reads it from x-nonce.
  const nonce = kind && isRenderedPerRequest(kind, pathname) ? btoa(crypto.randomUUID()) : undefined;
  // With Stripe's keys set, deposits are taken with Stripe.js (README "Accounts, the watchlist, reservations and buying online"): its hosts are allowed,
  // and on the checkout, which offers Apple Pay and Google Pay, its frames may ask for a payment.
  const stripe = Boolean(process.env.STRIPE_PUBLISHABLE_KEY);
  const headers = pageSecurityHeaders({ studioOrigin: studioOrigin(), https: isHttps(request), nonce, stripe, walletPayments: kind === 'site' && isCheckoutPage(pathname) });
  const forward = nonce ? { request: { headers: withHeaders(request.headers, { 'content-security-policy': headers['Content-Security-Policy']!, 'x-nonce': nonce }) } } : {};
  switch (match.kind) {
    case 'site':
      // SITE_HEADER tells the front door's page cache whose tags a page is kept under; it drops the header.
      return NextResponse.rewrite(new URL(`/sites/${match.slug}${pathname === '/' ? '' : pathname}${search}`, request.url), { headers: { ...headers, [SITE_HEADER]: match.slug }, ...forward });
    case 'platform':
      return NextResponse.rewrite(new URL(`/platform${pathname === '/' ? '' : pathname}${search}`, request.url), { headers, ...forward });
    case 'unknown':
      return new NextResponse(unknownHostPage(match.host), {
        status: 404,
        headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
  }
}

function withHeaders(headers: Headers, added: Record<string, string>): Headers {
  const copy = new Headers(headers);
  for (const [name, value] of Object.entries(added)) copy.set(name, value);
  return copy;
}

const isHttps = (request: NextRequest) => request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

export const config = {
  // Every path but Next's hashed static files and the API: next.config.ts gives those their
  // headers, serve.mts guards them, and an API request passed through a proxy has its body copied
  // for it (up to 10 MB each, which a flood of large uploads turned into hundreds of MB).
  matcher: ['/((?!_next/static/|api/).*)'],
};
