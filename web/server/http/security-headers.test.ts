import { describe, expect, it } from 'vitest';
import { isCheckoutPage } from './checkout-pages';
import { pageSecurityHeaders, staticSecurityHeaders } from './security-headers';

/**
 * Apple Pay and Google Pay on the checkout (README "Accounts, the watchlist, reservations and buying
 * online"): Stripe's Express Checkout Element draws the wallet buttons in its own frame, which asks
 * the browser for a payment; `payment` is opened for the page and js.stripe.com on the pages that load
 * Stripe.js while Stripe takes the deposits, and stays `payment=()` everywhere else.
 */
const OPEN = 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), usb=(), browsing-topics=()';
const CLOSED = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

describe('Permissions-Policy: payment only where Stripe\'s wallet buttons are drawn', () => {
  it.each([
    ['Stripe on, the checkout', true, true, OPEN],
    ['Stripe on, any other page', true, false, CLOSED],
    ['Stripe off (the embedded test gateway), the checkout', false, true, CLOSED],
    ['Stripe off, any other page', false, false, CLOSED],
  ])('%s: %s', (_case, stripe, walletPayments, policy) => {
    expect(pageSecurityHeaders({ studioOrigin: 'https://dealer.sanity.studio', https: true, stripe, walletPayments })['Permissions-Policy']).toBe(policy);
  });

  it('every file and API answer keeps payment=()', () => {
    expect(staticSecurityHeaders['Permissions-Policy']).toBe(CLOSED);
  });
});

describe('the pages that load Stripe.js: Reserve Online (§2)', () => {
  it.each([
    ['/cars/2021-kia-sportage-gt-line/checkout', true],
    ['/cars/2021-kia-sportage-gt-line/buy-online', true],
    ['/cars/2021-kia-sportage-gt-line', false],
    ['/cars/trade-in', false],
    ['/checkout-journey', false],
    ['/cars/a/b/checkout', false],
    ['/buy-online', false],
  ])('%s: %s', (path, loadsStripe) => {
    expect(isCheckoutPage(path)).toBe(loadsStripe);
  });
});
