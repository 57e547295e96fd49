import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from './proxy';
import { NOT_FOUND_PAGE_HEADER } from './server/http/not-found-page-route.mts';

const request = (host: string, path: string, method = 'GET') => new NextRequest(`http://${host}${path}`, { method, headers: { host } });
const rewriteOf = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
};

describe('proxy: the site comes from the Host header alone (README "Holding under abuse")', () => {
  it.each([
    ['riverside-kia.localhost:3000', '/', '/sites/riverside-kia'],
    ['riverside-kia.localhost:3000', '/cars/kia-ev9', '/sites/riverside-kia/cars/kia-ev9'],
    // Another site's tree, typed as a path, stays inside the Host's own site (its 404).
    ['riverside-kia.localhost:3000', '/sites/southern-cross-motors/foo.x', '/sites/riverside-kia/sites/southern-cross-motors/foo.x'],
    ['riverside-kia.localhost:3000', '/sites/southern-cross-motors.rsc', '/sites/riverside-kia/sites/southern-cross-motors.rsc'],
    ['riverside-kia.localhost:3000', '/about-us.rsc', '/sites/riverside-kia/about-us.rsc'],
    ['localhost:3000', '/sites/riverside-kia', '/platform/sites/riverside-kia'],
    // A segment no slug could be: the site's 404 from one address, not a cache file per address
    // (Next would fail to write one whose name passes 255 bytes).
    ['riverside-kia.localhost:3000', `/${'x'.repeat(201)}`, '/sites/riverside-kia/_not-a-page'],
    ['riverside-kia.localhost:3000', `/pages/${'y'.repeat(400)}/z`, '/sites/riverside-kia/_not-a-page'],
    ['riverside-kia.localhost:3000', `/${'x'.repeat(200)}`, `/sites/riverside-kia/${'x'.repeat(200)}`],
    // The 404 page's own address is only for serve.mts's request (README "Page speed"); a visitor gets the 404.
    ['riverside-kia.localhost:3000', '/not_found_page', '/sites/riverside-kia/_not-a-page'],
  ])('%s %s → %s', (host, path, target) => {
    expect(rewriteOf(proxy(request(host, path)))).toBe(target);
  });

  it.each([
    ['riverside-kia.localhost:3000', '/cars/no-such-car', '/sites/riverside-kia/not_found_page'],
    ['localhost:3000', '/no-such-page', '/platform/not_found_page'],
  ])('serve.mts’s request for the 404 of %s %s renders %s, a cached page without a nonce (README "Page speed")', (host, path, target) => {
    const response = proxy(new NextRequest(`http://${host}${path}`, { headers: { host, [NOT_FOUND_PAGE_HEADER]: 'from serve.mts' } }));
    expect(rewriteOf(response)).toBe(target);
    expect(response.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it.each(['/sites/southern-cross-motors/foo.x', '/about-us.rsc', '/favicon.png', '/x.json'])('runs for %s whatever its extension', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
  });

  it.each(['/api/search', '/_next/static/chunks/a.js'])('does not run for %s (no body copy for the API)', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(false);
  });

  it.each(['/car-images/suv/white.png?v=1', '/robots.txt', '/sitemap.xml', '/_next/image?url=%2Fx'])('passes %s through for every host', (path) => {
    const response = proxy(request('riverside-kia.localhost:3000', path));
    expect(rewriteOf(response)).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it.each(['evil.example', 'localhost:3000', '127.0.0.1:3001', 'riverside-kia.localhost:3000'])('passes /healthz through for the host %s: the balancer\'s check names no site (README "Running many instances")', (host) => {
    const response = proxy(request(host, '/healthz'));
    expect(rewriteOf(response)).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('an unknown host is a 404 before rendering, with the security headers', async () => {
    const response = proxy(request('evil.example', '/'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  // TRACE never reaches the proxy (Next's request adapter throws on it): web/serve.mts refuses it.
  it.each([
    ['GET', '/%c0%af', 400],
    ['GET', '/search?x=%ZZ', 400],
  ])('%s %s is a %s', (method, path, status) => {
    expect(proxy(request('riverside-kia.localhost:3000', path, method)).status).toBe(status);
  });

  it('pages carry the Content Security Policy and the other security headers (README "Holding under abuse")', () => {
    const response = proxy(request('riverside-kia.localhost:3000', '/contact'));
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' https?:\/\/localhost:\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('a page rendered per request gets a fresh nonce, passed to Next on the request (Next\'s documented pattern); a cached page none', () => {
    const search = proxy(request('riverside-kia.localhost:3000', '/search/used-cars'));
    const policy = search.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(search.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(search.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    const again = proxy(request('riverside-kia.localhost:3000', '/search/used-cars')).headers.get('content-security-policy');
    expect(again).not.toBe(policy);

    const cms = proxy(request('riverside-kia.localhost:3000', '/about-us')).headers.get('content-security-policy')!;
    expect(cms).toContain("script-src 'self' 'unsafe-inline'");
    expect(cms).not.toContain('nonce-');
  });
});
