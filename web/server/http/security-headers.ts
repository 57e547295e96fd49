/**
 * The headers every response carries (README "Holding under abuse"). The static ones are listed
 * once, in static-security-headers.mts, which the front door sets on every answer (front-door.mts)
 * and next.config.ts on Next's; pages get the Content Security Policy from the proxy, which knows
 * the Studio's origin at run time.
 */
import { staticSecurityHeaders } from './static-security-headers.mts';

export { staticSecurityHeaders };

export interface PolicyOptions {
  /** The Studio, whose Presentation tool frames the site in preview: the only other origin that may frame it. */
  studioOrigin: string;
  /** Whether the request arrived over HTTPS (directly or through the proxy in front). */
  https: boolean;
  /** A fresh nonce, for a page rendered for this request only: then its scripts must carry it. */
  nonce?: string;
  /**
   * Deposits are taken with Stripe (README "Accounts, the watchlist, reservations and buying online"): Stripe.js, its card field's frames, the bank's
   * 3-D Secure page and Stripe's API are allowed, as Stripe's security guide lists them.
   */
  stripe?: boolean;
  /**
   * A page that loads Stripe.js while Stripe takes the deposits (the checkout): Stripe's frame may
   * use the browser's Payment Request API, which Apple Pay and Google Pay buttons need.
   */
  walletPayments?: boolean;
}

const STRIPE_SCRIPTS = 'https://js.stripe.com https://*.js.stripe.com';
const STRIPE_FRAMES = 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * The policy of a page. Scripts, styles, images, fonts and fetches come from our own origin only;
 * plugins, <base>, form targets and framing (only the Studio's preview) are locked down, which stops
 * clickjacking of the enquiry form. Pages rendered per request (search, vehicle pages) get Next's
 * documented nonce: only scripts carrying it run, and those they load ('strict-dynamic'). Cached
 * pages still allow inline scripts: Next writes each page's RSC payload inline, and a nonce would
 * make every cached CMS page render per request, undoing README "Page speed".
 */
export function contentSecurityPolicy({ studioOrigin, nonce, stripe = false }: PolicyOptions): string {
  const also = (sources: string) => (stripe ? ` ${sources}` : '');
  return [
    "default-src 'self'",
    // With a nonce, 'strict-dynamic' lets the checkout's own script load Stripe.js; the host is for browsers without it.
    nonce ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${also(STRIPE_SCRIPTS)}` : `script-src 'self' 'unsafe-inline'${also(STRIPE_SCRIPTS)}`,
    "style-src 'self' 'unsafe-inline'",
    // The lead forms' captcha (§5; leads/README.md "Captcha") works out its answer in Web Workers
    // that its script makes from blob: URLs of its own code, and fetches nothing from elsewhere.
    // blob: here lets workers, and nothing else, come from such URLs, which only a script already
    // running on the page can make; its styles are one <style> element, which style-src allows.
    "worker-src 'self' blob:",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${also(STRIPE_API)}`,
    ...(stripe ? [`frame-src 'self' ${STRIPE_FRAMES}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${studioOrigin}`,
  ].join('; ');
}

/**
 * The Permissions-Policy of a page that offers Apple Pay and Google Pay: `payment` allowed for the
 * page and Stripe's frames (js.stripe.com, where the Express Checkout Element draws its buttons),
 * every other feature as closed as on any page. Everywhere else `payment=()` stays.
 */
export const WALLET_PERMISSIONS_POLICY = staticSecurityHeaders['Permissions-Policy'].replace('payment=()', 'payment=(self "https://js.stripe.com")');

export function pageSecurityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    ...staticSecurityHeaders,
    ...(options.stripe && options.walletPayments ? { 'Permissions-Policy': WALLET_PERMISSIONS_POLICY } : {}),
    'Content-Security-Policy': contentSecurityPolicy(options),
    // HSTS means something only over HTTPS, and must never pin a developer's http://*.localhost.
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * The Studio's origin: STUDIO_ORIGIN in production (e.g. https://dealer.sanity.studio); locally the
 * lake's own origin, which serves the built Studio (localhost:3333 only redirects there).
 */
export const studioOrigin = () => process.env.STUDIO_ORIGIN ?? new URL(process.env.LAKE_URL ?? 'https://localhost:4000').origin;
