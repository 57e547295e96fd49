import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTrustedProxies } from './client-address.mts';
import { createFrontDoor, guard, pipeline, securityHeaders, siteRedirects } from './front-door.mts';
import { currentRedirectTable, findRedirect, indexRedirectRules, installRedirectTable, requestSourcePath, settleFirstRedirectLoad, untilFirstRedirectLoad, type RedirectTable } from './redirect-table.mts';
import { staticSecurityHeaders } from './static-security-headers.mts';
import { getRaw, serveOnLoopback } from './testing/loopback-server';

const rows = [
  { site: 'a', source: '/old-offer', destination: '/special-offers', permanent: true },
  { site: 'a', source: '/winter-sale', destination: '/summer-sale?from=winter#top', permanent: false },
  { site: 'a', source: '/kia-site', destination: 'https://www.kia.com/au', permanent: true },
  { site: 'a', source: '/pages/warranty', destination: '/pages/kia-warranty', permanent: true },
  // Written around the Studio's rules: a loop, never answered.
  { site: 'a', source: '/loop-a', destination: '/loop-b', permanent: true },
  { site: 'a', source: '/loop-b', destination: '/Loop-A/', permanent: true },
  // Written around the Studio's rules: destinations that would send shoppers to another host.
  { site: 'a', source: '/evil-1', destination: '//evil.com', permanent: true },
  { site: 'a', source: '/evil-2', destination: '/\\evil.com', permanent: true },
  { site: 'a', source: '/evil-3', destination: 'javascript:alert(1)', permanent: true },
  { site: 'b', source: '/b-only', destination: '/b-new', permanent: true },
];
const { rules, loops } = indexRedirectRules(rows);
const hosts: Record<string, string> = { 'a.localhost:3000': 'a', 'www.dealer-a.com.au': 'a', 'b.localhost:3000': 'b' };
const table: RedirectTable = { siteOfHost: (host) => hosts[host] ?? null, rules };

describe('README "Redirects": the table answers a site\'s old addresses', () => {
  it.each([
    ['a.localhost:3000', '/old-offer', { status: 308, location: '/special-offers' }],
    ['www.dealer-a.com.au', '/old-offer', { status: 308, location: '/special-offers' }],
    ['a.localhost:3000', '/OLD-OFFER/', { status: 308, location: '/special-offers' }],
    ['a.localhost:3000', '/old-offer?utm_source=mail&x=1', { status: 308, location: '/special-offers?utm_source=mail&x=1' }],
    ['a.localhost:3000', '/winter-sale?utm=1', { status: 307, location: '/summer-sale?from=winter&utm=1#top' }],
    ['a.localhost:3000', '/kia-site', { status: 308, location: 'https://www.kia.com/au' }],
    ['a.localhost:3000', '/pages/warranty', { status: 308, location: '/pages/kia-warranty' }],
    ['a.localhost:3000', '/old-offer?q=caf\u00e9', { status: 308, location: '/special-offers?q=caf%C3%A9' }],
  ])('%s%s answers %j', (host, url, answer) => {
    expect(findRedirect(table, host, url)).toEqual(answer);
  });

  it.each([
    ['another site\'s redirect', 'b.localhost:3000', '/old-offer'],
    ['an unknown host', 'evil.com', '/old-offer'],
    ['no redirect at that path', 'a.localhost:3000', '/special-offers'],
    ['a loop', 'a.localhost:3000', '/loop-a'],
    ['the loop\'s other end', 'a.localhost:3000', '/loop-b'],
    ['a destination of //host', 'a.localhost:3000', '/evil-1'],
    ['a destination of /\\host', 'a.localhost:3000', '/evil-2'],
    ['a javascript: destination', 'a.localhost:3000', '/evil-3'],
    ['a request target of //host', 'a.localhost:3000', '//evil.com/old-offer'],
    ['an absolute-form request target', 'a.localhost:3000', 'http://evil.com/old-offer'],
    ['an over-long path', 'a.localhost:3000', `/${'a'.repeat(5000)}`],
    ['a build file', 'a.localhost:3000', '/_next/static/x.js'],
    ['the API', 'a.localhost:3000', '/api/search'],
  ])('answers nothing for %s', (_why, host, url) => {
    expect(findRedirect(table, host, url)).toBeNull();
  });

  it('names the loops it left out', () => {
    expect(loops).toEqual(['a /loop-a', 'a /loop-b']);
  });

  it.each([
    ['/Old-Offer/', '/old-offer'],
    ['/', '/'],
    ['/x?y=1', '/x'],
    ['//x', null],
    ['/api', null],
    ['*', null],
  ])('the source path of %s is %s', (url, path) => {
    expect(requestSourcePath(url)).toBe(path);
  });
});

describe('the front door\'s redirect stage (README "Redirects")', () => {
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  const asked: string[] = [];
  beforeAll(async () => {
    const standIn = (request: { url?: string }, response: { end(body: string): void }) => {
      asked.push(request.url!);
      response.end('from Next');
    };
    server = await serveOnLoopback(pipeline([securityHeaders, guard, siteRedirects(() => table)], standIn));
  });
  afterAll(() => server.close());

  it.each(['GET', 'HEAD'])('%s of an old address is answered before Next, with the query string and the security headers', async (method) => {
    const answer = await getRaw(server.port, '/old-offer?utm_source=mail', { host: 'a.localhost:3000' }, method);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/special-offers?utm_source=mail');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    for (const [name, value] of Object.entries(staticSecurityHeaders)) expect(answer.headers[name.toLowerCase()], name).toBe(value);
    expect(asked).toEqual([]);
  });

  it('a temporary redirect is 307 and never kept', async () => {
    const answer = await getRaw(server.port, '/winter-sale', { host: 'a.localhost:3000' });
    expect([answer.status, answer.headers.location, answer.headers['cache-control']]).toEqual([307, '/summer-sale?from=winter#top', 'no-store']);
  });

  it.each([
    ['POST', '/old-offer', 'a.localhost:3000'],
    ['GET', '/old-offer', 'b.localhost:3000'],
    ['GET', '/evil-1', 'a.localhost:3000'],
    ['GET', '//evil.com', 'a.localhost:3000'],
  ])('%s %s on %s goes on to Next', async (method, path, host) => {
    asked.length = 0;
    const answer = await getRaw(server.port, path, { host, 'content-length': '0' }, method);
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(asked).toEqual([path]);
  });

  it('with no table loaded, and none on its way, everything goes on to Next', async () => {
    const empty = await serveOnLoopback(pipeline([siteRedirects(() => undefined, () => null)], (_request, response) => void response.end('from Next')));
    const answer = await getRaw(empty.port, '/old-offer', { host: 'a.localhost:3000' });
    await empty.close();
    expect(answer.status).toBe(200);
  });

  it('a request that comes while the first table is loading waits for it, and is answered from it', async () => {
    let loaded: RedirectTable | undefined;
    let finish!: () => void;
    const firstLoad = new Promise<void>((resolve) => (finish = resolve));
    const starting = await serveOnLoopback(pipeline([siteRedirects(() => loaded, () => (loaded ? null : firstLoad))], (_request, response) => void response.end('from Next')));
    const answer = getRaw(starting.port, '/old-offer?utm_source=flyer', { host: 'a.localhost:3000' });
    setTimeout(() => {
      loaded = table;
      finish();
    }, 50);
    expect((await answer).status).toBe(308);
    expect((await answer).headers.location).toBe('/special-offers?utm_source=flyer');
    await starting.close();
  });
});

describe('waiting for the first table (README "Redirects": a process that has just started)', () => {
  const reset = () => delete (globalThis as Record<symbol, unknown>)[Symbol.for('dealer.redirectTableFirstLoad')];

  it('waiters wake when the first load settles; after that nobody waits', async () => {
    reset();
    const wait = untilFirstRedirectLoad(10_000);
    expect(wait).toBeInstanceOf(Promise);
    settleFirstRedirectLoad();
    await wait;
    expect(untilFirstRedirectLoad(10_000)).toBeNull();
  });

  it('a first load that never settles holds requests once, up to the deadline, then never again', async () => {
    reset();
    const started = Date.now();
    await untilFirstRedirectLoad(40);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(untilFirstRedirectLoad(40)).toBeNull();
    reset();
  });
});

describe('the whole front door answers from the table Next installed (README "Redirects")', () => {
  it('a redirect goes out before a kept page or Next; other paths reach Next', async () => {
    const before = currentRedirectTable();
    installRedirectTable(table);
    const asked: string[] = [];
    const server = await serveOnLoopback((request, response) => door(request, response));
    const door = createFrontDoor({
      handle: (request, response) => {
        asked.push(request.url!);
        response.end('from Next');
      },
      staticDir: mkdtempSync(join(tmpdir(), 'redirects-')),
      trustedProxies: parseTrustedProxies(''),
      self: { host: '127.0.0.1', port: server.port },
    });
    try {
      const moved = await getRaw(server.port, '/old-offer?x=1', { host: 'a.localhost:3000' });
      const page = await getRaw(server.port, '/special-offers', { host: 'a.localhost:3000' });
      expect([moved.status, moved.headers.location, page.status, asked]).toEqual([308, '/special-offers?x=1', 200, ['/special-offers']]);
    } finally {
      await server.close();
      if (before) installRedirectTable(before);
    }
  });
});
