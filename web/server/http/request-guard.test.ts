import { describe, expect, it } from 'vitest';
import { guardBody, guardIncoming, guardRequest } from './request-guard.mts';
import { contentSecurityPolicy, pageSecurityHeaders } from './security-headers';

describe('guardRequest (README "Holding under abuse": bad methods and encodings are 4xx, never 500)', () => {
  it.each([
    ['GET', '/cars/kia-ev9?make=Kia&q=a%20b', null],
    ['POST', '/api/enquiries', null],
    ['GET', '/search?q=caf%C3%A9+racer', null],
    ['TRACE', '/', 405],
    ['CONNECT', '/', 405],
    ['PROPFIND', '/', 405],
    ['GET', '/%c0%af', 400],
    ['GET', '/%ZZ', 400],
    ['GET', '/search?q=%ZZ', 400],
    ['GET', '/search?%E0%A4%A=1', 400],
    ['GET', '/cars/a%00b', 400],
    ['GET', `/${'x'.repeat(600)}`, 414],
    ['GET', `/search?q=${'x'.repeat(3000)}`, 414],
    ['GET', `/search?q=${'x'.repeat(1000)}`, null],
  ])('%s %s → %s', (method, url, status) => {
    expect(guardRequest(method, url)?.status ?? null).toBe(status);
  });
});

describe('security headers (README "Holding under abuse")', () => {
  it('a page may be framed only by itself and the Studio, and loads nothing from elsewhere', () => {
    const policy = contentSecurityPolicy({ studioOrigin: 'http://localhost:3333', https: false });
    expect(policy).toContain("frame-ancestors 'self' http://localhost:3333");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
  });
  it.each([
    ['a cached page', undefined],
    ['a page rendered with a nonce', 'abc'],
  ])('§5 captcha: on %s, workers may come from the page\'s own blob: URLs (the captcha solves in them) and nowhere else', (_page, nonce) => {
    const policy = contentSecurityPolicy({ studioOrigin: 'http://localhost:3333', https: true, nonce });
    expect(policy.split('; ').filter((directive) => directive.startsWith('worker-src'))).toEqual(["worker-src 'self' blob:"]);
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('blob:');
  });
  it('with Stripe (README "Accounts, the watchlist, reservations and buying online"), Stripe.js, its frames and its API are allowed, and nothing of Stripe\'s without it', () => {
    const withStripe = contentSecurityPolicy({ studioOrigin: 'http://localhost:3333', https: true, nonce: 'abc', stripe: true });
    expect(withStripe).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://js.stripe.com https://*.js.stripe.com");
    expect(withStripe).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(withStripe).toContain("connect-src 'self' https://api.stripe.com");
    expect(contentSecurityPolicy({ studioOrigin: 'http://localhost:3333', https: true })).not.toMatch(/stripe/);
  });
  it.each([
    [false, undefined],
    [true, 'max-age=63072000; includeSubDomains'],
  ])('over HTTPS %s, Strict-Transport-Security is %s', (https, hsts) => {
    const headers = pageSecurityHeaders({ studioOrigin: 'https://dealer.sanity.studio', https });
    expect(headers['Strict-Transport-Security']).toBe(hsts);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });
});

describe('guardBody (README "Holding under abuse": a body too big is refused before it is read)', () => {
  it.each([
    ['GET', '/api/search', {}, null],
    ['POST', '/api/enquiries', { 'content-length': '2000' }, null],
    ['POST', '/api/enquiries', { 'content-length': String(50 * 1024 * 1024) }, 413],
    ['POST', '/api/enquiries', { 'transfer-encoding': 'chunked' }, 411],
    ['POST', '/api/stock/import', { 'content-length': String(20 * 1024 * 1024) }, null],
    ['POST', '/api/stock/import', { 'content-length': String(65 * 1024 * 1024) }, 413],
    ['POST', '/api/enquiries', {}, null],
  ] as const)('%s %s %j → %s', (method, path, headers, status) => {
    expect(guardBody(method, path, headers)?.status ?? null).toBe(status);
  });
});

describe('guardIncoming: the front door’s one call, the address first, then the body (README "Holding under abuse")', () => {
  it.each([
    ['GET', '/', {}, null],
    ['TRACE', '/api/enquiries', { 'content-length': String(50 * 1024 * 1024) }, 405],
    ['POST', '/%ZZ', { 'content-length': String(50 * 1024 * 1024) }, 400],
    ['POST', '/api/enquiries?x=1', { 'content-length': String(2 * 1024 * 1024) }, 413],
    ['POST', '/api/stock/import?dry-run=1', { 'content-length': String(20 * 1024 * 1024) }, null],
    ['PUT', '/api/x', { 'transfer-encoding': 'chunked' }, 411],
  ] as const)('%s %s %j → %s', (method, url, headers, status) => {
    expect(guardIncoming(method, url, headers)?.status ?? null).toBe(status);
  });
});
