import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expirePageTags } from '../cache/page-tag-expiry.mts';
import { chooseEncoding, PAGE_CACHE_HEADER } from './cached-pages.mts';
import { parseTrustedProxies } from './client-address.mts';
import { createFrontDoor } from './front-door.mts';
import { policyNonce } from './nonce-to-hashes.mts';
import { SITE_HEADER } from './page-site-header.mts';
import { getRaw, serveOnLoopback, type RawAnswer } from './testing/loopback-server';
import { sendLikeNext, streamLikeNext } from './testing/next-like-writes';

/** A page as Next 16 writes it, scripts with the render's nonce when it has one. */
const pageHtml = (title: string, nonce?: string) => {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return (
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
    `<script src="/_next/static/chunks/react-dom.js" async=""${n}></script></head>` +
    `<body><main><h1>${title}</h1><p>${'Every car, every day. '.repeat(200)}</p></main>` +
    `<script${n}>(self.__next_f=self.__next_f||[]).push([0])</script><script${n}>self.__next_f.push([1,"${title}"])</script></body></html>`
  );
};
const policy = (nonce?: string) => `default-src 'self'; script-src 'self' ${nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "'unsafe-inline'"}; object-src 'none'`;
const html = { 'content-type': 'text/html; charset=utf-8' };
const browser = { host: 'riverside-kia.localhost:3000', 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };

/** Renders so far, by address, and a stand-in for Next answering as Next does for each kind of page. */
function nextStandIn(rendered: string[]) {
  let renders = 0;
  return async (request: IncomingMessage, response: ServerResponse) => {
    rendered.push(request.url!);
    renders += 1;
    const path = request.url!.split('?')[0]!;
    const site = { [SITE_HEADER]: 'riverside-kia' };
    // A CMS page Next keeps (ISR): sent whole, with s-maxage.
    if (path === '/service') return sendLikeNext(response, { status: 200, headers: { ...html, ...site, 'cache-control': 's-maxage=31536000', 'x-nextjs-cache': 'HIT', 'content-security-policy': policy(), vary: 'rsc, next-router-state-tree' } }, pageHtml('Service'));
    // Search and vehicle pages: rendered per request, with a fresh nonce.
    if (path.startsWith('/search') || path.startsWith('/cars/')) {
      const nonce = `nonce${renders}`;
      const referer = request.headers.referer ?? 'none';
      return streamLikeNext(response, { status: 200, headers: { ...html, ...site, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', 'content-security-policy': policy(nonce) } }, [pageHtml(`Results ${renders} from ${referer}`, nonce)]);
    }
    if (path === '/with-cookie') return sendLikeNext(response, { status: 200, headers: { ...html, ...site, 'cache-control': 's-maxage=60', 'set-cookie': 'a=b' } }, pageHtml('Cookie'));
    if (path === '/platform-page') return sendLikeNext(response, { status: 200, headers: { ...html, 'cache-control': 's-maxage=60' } }, pageHtml('Platform'));
    return sendLikeNext(response, { status: 404, headers: { ...html, ...site, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }, 'Not found');
  };
}

/** Waits until a miss's copy is compressed and kept (off the request path). */
async function kept(ask: () => Promise<RawAnswer>): Promise<RawAnswer> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await ask();
    if (answer.headers[PAGE_CACHE_HEADER] === 'HIT') return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('never kept');
}

const text = (answer: RawAnswer) => (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString();

describe('pages kept by the front door (README "Page speed", "Pages answered from the front door")', () => {
  const rendered: string[] = [];
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    let door: RequestListener = () => {};
    server = await serveOnLoopback((request, response) => door(request, response));
    door = createFrontDoor({ handle: nextStandIn(rendered), staticDir: mkdtempSync(join(tmpdir(), 'kept-pages-')), trustedProxies: parseTrustedProxies(''), self: { host: '127.0.0.1', port: server.port } });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    rendered.length = 0;
  });

  it('a CMS page Next keeps: rendered once, then answered in brotli, gzip or plain from memory, script-rewritten, without the site header', async () => {
    const first = await getRaw(server.port, '/service', browser);
    expect([first.status, first.headers[PAGE_CACHE_HEADER], first.headers[SITE_HEADER]]).toEqual([200, 'MISS', undefined]);
    const hit = await kept(() => getRaw(server.port, '/service', browser));
    expect([hit.headers['content-encoding'], hit.headers['cache-control'], hit.headers.vary, hit.headers[SITE_HEADER]]).toEqual(['br', 's-maxage=31536000', 'rsc, next-router-state-tree, Accept-Encoding', undefined]);
    expect(text(hit)).toBe(text(first));
    expect(text(hit)).toContain('__scriptsAfterFirstPaint("/_next/static/chunks/react-dom.js")');
    expect(hit.headers['content-security-policy']).toBe(policy());
    const gzip = await getRaw(server.port, '/service', { ...browser, 'accept-encoding': 'gzip' });
    const plain = await getRaw(server.port, '/service', { ...browser, 'accept-encoding': 'identity' });
    expect([gzip.headers['content-encoding'], plain.headers['content-encoding'], text(gzip), text(plain)]).toEqual(['gzip', undefined, text(first), text(first)]);
  });

  it('If-None-Match with the page’s ETag (any encoding’s) gets 304 and no body; another ETag gets the page', async () => {
    const hit = await kept(() => getRaw(server.port, '/service', browser));
    const etag = hit.headers.etag as string;
    expect(etag).toMatch(/^".+-br"$/);
    const notModified = await getRaw(server.port, '/service', { ...browser, 'if-none-match': etag });
    expect([notModified.status, notModified.body.length, notModified.headers.etag]).toEqual([304, 0, etag]);
    expect((await getRaw(server.port, '/service', { ...browser, 'accept-encoding': 'gzip', 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await getRaw(server.port, '/service', { ...browser, 'if-none-match': '"another"' })).status).toBe(200);
    expect(rendered).toEqual([]);
  });

  it('the site’s content tag expiring (the lake’s webhook) outdates the kept page: the next request renders again', async () => {
    await kept(() => getRaw(server.port, '/service', browser));
    rendered.length = 0;
    expirePageTags(['site:riverside-kia']);
    const after = await getRaw(server.port, '/service', browser);
    expect([after.headers[PAGE_CACHE_HEADER], rendered]).toEqual(['MISS', ['/service']]);
  });

  it('a search page: kept per address, and a stock change of its site (an import) outdates it; another site’s does not', async () => {
    const first = await kept(() => getRaw(server.port, '/search/used-cars?make=kia', browser));
    rendered.length = 0;
    expect(text(await getRaw(server.port, '/search/used-cars?make=kia', browser))).toBe(text(first));
    expirePageTags(['stock:southern-cross-motors']);
    expect((await getRaw(server.port, '/search/used-cars?make=kia', browser)).headers[PAGE_CACHE_HEADER]).toBe('HIT');
    expect(rendered).toEqual([]);
    expirePageTags(['stock:riverside-kia']);
    const after = await getRaw(server.port, '/search/used-cars?make=kia', browser);
    expect([after.headers[PAGE_CACHE_HEADER], rendered]).toEqual(['MISS', ['/search/used-cars?make=kia']]);
    expect(text(after)).not.toBe(text(first));
  });

  it('a nonce page kept: its policy lists the hashes of the scripts that carried the render’s nonce, with no nonce, the same in every answer', async () => {
    const miss = await getRaw(server.port, '/search?page=2', browser);
    expect(policyNonce(miss.headers['content-security-policy'] as string)).toBeDefined();
    const [one, two] = [await kept(() => getRaw(server.port, '/search?page=2', browser)), await getRaw(server.port, '/search?page=2', browser)];
    for (const answer of [one, two]) {
      const kept = answer.headers['content-security-policy'] as string;
      expect(policyNonce(kept)).toBeUndefined();
      expect(kept).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'sha256-[^']+' 'sha256-[^']+' 'strict-dynamic'/);
    }
    expect(one.headers['content-security-policy']).toBe(two.headers['content-security-policy']);
  });

  it('a vehicle page is kept per search it was reached from (its back link), and apart from a visit without one', async () => {
    const from = { ...browser, referer: 'http://riverside-kia.localhost:3000/search/used-cars' };
    const fromSearch = await kept(() => getRaw(server.port, '/cars/kia-sportage', from));
    const direct = await kept(() => getRaw(server.port, '/cars/kia-sportage', browser));
    expect(text(fromSearch)).toContain('from http://riverside-kia.localhost:3000/search/used-cars');
    expect(text(direct)).toContain('from none');
  });

  it.each([
    ['draft mode (preview)', { cookie: '__prerender_bypass=abc' }],
    ['a signed-in shopper', { cookie: 'theme=dark; dealer_session=token' }],
    ['an RSC request of the client router', { rsc: '1' }],
    ['a prefetch', { 'next-router-prefetch': '1' }],
  ])('%s: never answered from memory, nor kept', async (_name, headers) => {
    await kept(() => getRaw(server.port, '/search/new-cars', browser));
    rendered.length = 0;
    const answers = [await getRaw(server.port, '/search/new-cars', { ...browser, ...headers }), await getRaw(server.port, '/search/new-cars', { ...browser, ...headers })];
    expect(answers.map((answer) => answer.headers[PAGE_CACHE_HEADER])).toEqual([undefined, undefined]);
    expect(rendered).toEqual(['/search/new-cars', '/search/new-cars']);
  });

  it.each([
    ['an answer that sets a cookie', '/with-cookie'],
    ['a page without a site (the platform)', '/platform-page'],
    ['a 404', '/no-such-page'],
  ])('%s is not kept', async (_name, path) => {
    await getRaw(server.port, path, browser);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Asked of Next again, as the first time (a 404 asks twice: the address, then the host's 404 page).
    const first = [...rendered];
    rendered.length = 0;
    const again = await getRaw(server.port, path, browser);
    expect([rendered, again.headers[PAGE_CACHE_HEADER]]).toEqual([first, 'MISS']);
  });

  it('a HEAD gets a kept page’s head', async () => {
    await kept(() => getRaw(server.port, '/service', browser));
    const head = await getRaw(server.port, '/service', browser, 'HEAD');
    expect([head.status, head.headers[PAGE_CACHE_HEADER], head.body.length, Number(head.headers['content-length']) > 0]).toEqual([200, 'HIT', 0, true]);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (accept, encoding) => expect(chooseEncoding(accept)).toBe(encoding));
});
