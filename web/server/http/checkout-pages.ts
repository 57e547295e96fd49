/**
 * The site pages that take a deposit (§2 Reserve Online: /cars/{slug}/checkout, or /buy-online where
 * the site's checkoutPath says so), as paths on the site's host: the only pages that load Stripe.js
 * when Stripe takes the deposits, and so the only ones whose Permissions-Policy opens `payment`.
 */
const CHECKOUT_PAGE = /^\/cars\/[^/]+\/(checkout|buy-online)$/;

export const isCheckoutPage = (pathname: string): boolean => CHECKOUT_PAGE.test(pathname);
