import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseTrustedProxies } from './client-address.mts';
import { clientAddress, createFrontDoor, guard, ownNotFoundPageRequest, pipeline, precompressedStatic, securityHeaders, type RequestStage } from './front-door.mts';
import { NOT_FOUND_PAGE_HEADER } from './not-found-page-route.mts';
import { precompressStatic } from './precompress-static.mts';
import { staticSecurityHeaders } from './static-security-headers.mts';
import { getRaw, serveOnLoopback, type RawAnswer } from './testing/loopback-server';
import { pipeLikeNext, sendLikeNext, streamLikeNext } from './testing/next-like-writes';

// A page as Next 16 writes it: its chunks as async scripts in the head, its RSC payload after the content.
const pageHtml = (title: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-app.js"/>` +
  `<script src="/_next/static/chunks/react-dom.js" async=""></script></head>` +
  `<body><header>Riverside Kia</header><main><h1>${title}</h1><p>${'Every car, every day. '.repeat(200)}</p></main>` +
  `<script src="/_next/static/chunks/main-app.js" async=""></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
// Next's answer to a notFound(): its error shell, an empty body its scripts fill in.
const errorShell = `<!DOCTYPE html><html id="__next_error__"><head><script src="/_next/static/chunks/react-dom.js" async=""></script></head><body></body></html>${' '.repeat(2000)}`;
const script = 'console.log("a build chunk");\n'.repeat(200);
const html = { 'content-type': 'text/html; charset=utf-8' };

const staticDir = mkdtempSync(join(tmpdir(), 'front-door-'));
mkdirSync(join(staticDir, 'chunks'));
writeFileSync(join(staticDir, 'chunks', 'page.js'), script);

/** What the stand-in for Next was asked. */
interface Asked {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A stand-in for Next's request handler, writing as Next 16 does (testing/next-like-writes.ts): a
 * page streamed, a 404 as its error shell, the host's 404 page (asked for with the front door's
 * mark) as a cached page, JSON whole, a build file piped.
 */
function nextStandIn(asked: Asked[]) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    asked.push({ url: request.url!, headers: { ...request.headers } });
    const path = request.url!.split('?')[0]!;
    if (request.headers[NOT_FOUND_PAGE_HEADER]) return sendLikeNext(response, { status: 200, headers: { ...html, 'cache-control': 's-maxage=31536000', etag: '"404"' } }, pageHtml('Page not found'));
    if (path === '/' || path === '/privacy-policy') return streamLikeNext(response, { status: 200, headers: { ...html, 'cache-control': 's-maxage=60' } }, [pageHtml('Privacy policy').slice(0, 300), pageHtml('Privacy policy').slice(300)], 5);
    if (path === '/api/cars') return sendLikeNext(response, { status: 200, headers: { 'content-type': 'application/json' } }, '{"cars":[]}');
    if (path === '/_next/static/chunks/page.js') return pipeLikeNext(response, { status: 200, headers: { 'content-type': 'application/javascript; charset=UTF-8' } }, [script]);
    return streamLikeNext(response, { status: 404, headers: { ...html, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }, [errorShell.slice(0, 100), errorShell.slice(100)]);
  };
}

const expectSecurityHeaders = (answer: RawAnswer) => {
  for (const [name, value] of Object.entries(staticSecurityHeaders)) expect(answer.headers[name.toLowerCase()], name).toBe(value);
};

/**
 * The whole front door over loopback, with a stand-in for Next (README "Holding under abuse" and
 * "Page speed"). Each answer shows the order of the stages: a refusal before anything, the build's
 * brotli copies before Next, Next's page rewritten before it is compressed, a 404 replaced before
 * both.
 */
describe('the front door, stage by stage in order, around a stand-in for Next', () => {
  const asked: Asked[] = [];
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    await precompressStatic(staticDir);
    let door: RequestListener = () => {};
    server = await serveOnLoopback((request, response) => door(request, response));
    // 127.0.0.2 plays a trusted load balancer; the front door reaches itself from 127.0.0.1.
    door = createFrontDoor({ handle: nextStandIn(asked), staticDir, trustedProxies: parseTrustedProxies('127.0.0.2'), self: { host: '127.0.0.1', port: server.port } });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    asked.length = 0;
  });

  it('a page: Next’s scripts after the first paint, then brotli, with the security headers; Next sees the decided address', async () => {
    const answer = await getRaw(server.port, '/privacy-policy', { 'accept-encoding': 'gzip, br', 'x-forwarded-for': '10.9.9.9', [NOT_FOUND_PAGE_HEADER]: 'a guess' });
    expect([answer.status, answer.headers['content-encoding'], answer.headers['cache-control']]).toEqual([200, 'br', 's-maxage=60']);
    const body = brotliDecompressSync(answer.body).toString();
    expect(body).toContain('<h1>Privacy policy</h1>');
    expect(body).toContain('__scriptsAfterFirstPaint("/_next/static/chunks/react-dom.js")');
    expect(body).not.toContain('<script src="/_next/static/');
    expectSecurityHeaders(answer);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(asked[0]!.headers).not.toHaveProperty(NOT_FOUND_PAGE_HEADER);
  });

  it('a 404: the host’s 404 page, asked of Next raw, then rewritten and compressed as a page, status 404', async () => {
    // Through the balancer: the visitor is the address it appended, and stays so for the 404 page.
    const answer = await getRaw(server.port, '/cars/no-such-car', { 'accept-encoding': 'br', 'x-forwarded-for': '10.9.9.9, 203.0.113.9' }, 'GET', '127.0.0.2');
    expect([answer.status, answer.headers['content-encoding']]).toEqual([404, 'br']);
    const body = brotliDecompressSync(answer.body).toString();
    expect(body).toContain('<h1>Page not found</h1>');
    expect(body).not.toContain('__next_error__');
    expect(body).toContain('__scriptsAfterFirstPaint("/_next/static/chunks/react-dom.js")');
    // Next's caching for the address, not the 404 page's; no ETag of another body.
    expect(answer.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(answer.headers.etag).toBeUndefined();
    expectSecurityHeaders(answer);
    // Next was asked for the address, then, with the mark, for the 404 page: uncompressed, for the visitor's address.
    expect(asked.map(({ url, headers }) => [url, Boolean(headers[NOT_FOUND_PAGE_HEADER]), headers['accept-encoding'], headers['x-forwarded-for']])).toEqual([
      ['/cars/no-such-car', false, 'br', '203.0.113.9'],
      ['/cars/no-such-car', true, undefined, '203.0.113.9'],
    ]);
  });

  it('a build file: its brotli copy, without asking Next', async () => {
    const answer = await getRaw(server.port, '/_next/static/chunks/page.js', { 'accept-encoding': 'br' });
    expect([answer.status, answer.headers['content-encoding'], answer.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expectSecurityHeaders(answer);
    expect(asked).toHaveLength(0);
  });

  it('a build file to a browser without brotli: Next’s answer, gzipped on the way out', async () => {
    const answer = await getRaw(server.port, '/_next/static/chunks/page.js', { 'accept-encoding': 'gzip' });
    expect([answer.status, answer.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gunzipSync(answer.body).toString()).toBe(script);
    expectSecurityHeaders(answer);
    expect(asked).toHaveLength(1);
  });

  it('JSON under 1 KB goes out as Next wrote it', async () => {
    const answer = await getRaw(server.port, '/api/cars', { 'accept-encoding': 'br' });
    expect([answer.status, answer.headers['content-encoding'], answer.body.toString()]).toEqual([200, undefined, '{"cars":[]}']);
    expectSecurityHeaders(answer);
  });

  it.each([
    ['TRACE', '/', {}, 405],
    ['TRACE', '/_next/static/chunks/page.js', { 'accept-encoding': 'br' }, 405],
    ['GET', '/_next/static/chunks/%ZZ.js', { 'accept-encoding': 'br' }, 400],
    ['GET', '/_next/static/chunks/page.js?v=%ZZ', { 'accept-encoding': 'br' }, 400],
    ['GET', `/cars/${'x'.repeat(600)}`, {}, 414],
    ['POST', '/api/enquiries', { 'content-length': String(2 * 1024 * 1024) }, 413],
  ])('%s %s %j is refused (%s) before any other stage, with the security headers and the connection closed', async (method, path, headers, status) => {
    const answer = await getRaw(server.port, path, headers, method);
    expect([answer.status, answer.headers.connection]).toEqual([status, 'close']);
    if (status === 405) expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expectSecurityHeaders(answer);
    expect(asked).toHaveLength(0);
  });
});

/** Each request stage on its own, before a stand-in for Next that records what reaches it. */
describe('the request stages, one by one', () => {
  const serveStages = async (stages: RequestStage[]) => {
    const asked: Asked[] = [];
    const server = await serveOnLoopback(
      pipeline(stages, (request, response) => {
        asked.push({ url: request.url!, headers: { ...request.headers } });
        response.writeHead(299, { 'content-type': 'text/plain' }).end('Next');
      }),
    );
    return { asked, server };
  };

  it('securityHeaders: set before anything else writes, and Next’s own value of one wins', async () => {
    const { server } = await serveStages([
      securityHeaders,
      (request, response) => {
        if (request.url !== '/own') return 'continue';
        response.writeHead(200, { 'Referrer-Policy': 'no-referrer' }).end();
        return 'answered';
      },
    ]);
    try {
      expectSecurityHeaders(await getRaw(server.port, '/'));
      expect((await getRaw(server.port, '/own')).headers['referrer-policy']).toBe('no-referrer');
    } finally {
      await server.close();
    }
  });

  it.each([
    ['answers', async (): Promise<'answered'> => 'answered', 'answered by the stage', [], []],
    ['lets the request on', async (): Promise<'continue'> => 'continue', 'Next', ['/later'], ['/later']],
    ['sends it straight to Next (later stages skipped)', async (): Promise<'to-next'> => 'to-next', 'Next', ['/later'], []],
    ['fails (skipped, as if it were not there)', async (): Promise<'continue'> => Promise.reject(new Error('Redis fell over')), 'Next', ['/later'], ['/later']],
  ])('a stage that decides later (a read from Redis) and %s: the stages after it run once it has', async (_what, decide, body, reached, laterStageRan) => {
    const ran: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { asked, server } = await serveStages([
      (_request, response) =>
        decide().then((verdict) => {
          if (verdict === 'answered') response.writeHead(200).end('answered by the stage');
          return verdict;
        }),
      (request) => {
        ran.push(request.url!);
        return 'continue';
      },
    ]);
    try {
      const answer = await getRaw(server.port, '/later');
      expect(answer.body.toString()).toBe(body);
      expect(asked.map(({ url }) => url)).toEqual(reached);
      expect(ran).toEqual(laterStageRan);
    } finally {
      error.mockRestore();
      await server.close();
    }
  });

  it('guard: refuses with the refusal’s message (problem details under /api/), or lets the request on', async () => {
    const { asked, server } = await serveStages([guard]);
    try {
      const refused = await getRaw(server.port, '/%c0%af');
      expect([refused.status, refused.headers['content-type'], refused.body.toString()]).toEqual([400, 'text/plain; charset=utf-8', 'The address has malformed percent-encoding.']);
      // Under /api/ the same refusal is problem details (README "Routes and errors").
      const api = await getRaw(server.port, '/api/search/%c0%af');
      expect([api.status, api.headers['content-type'], JSON.parse(api.body.toString())]).toEqual([
        400, 'application/problem+json', { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The address has malformed percent-encoding.' },
      ]);
      expect((await getRaw(server.port, '/cars')).status).toBe(299);
      expect(asked.map(({ url }) => url)).toEqual(['/cars']);
    } finally {
      await server.close();
    }
  });

  it('precompressedStatic: answers with a brotli copy, or lets the request on', async () => {
    await precompressStatic(staticDir);
    const { asked, server } = await serveStages([precompressedStatic(staticDir)]);
    try {
      expect((await getRaw(server.port, '/_next/static/chunks/page.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
      expect((await getRaw(server.port, '/_next/static/chunks/page.js')).status).toBe(299);
      expect(asked).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('ownNotFoundPageRequest and clientAddress: the front door’s own request skips the rest; anyone else’s mark is dropped', async () => {
    const { asked, server } = await serveStages([ownNotFoundPageRequest('the secret'), clientAddress(parseTrustedProxies(''))]);
    try {
      await getRaw(server.port, '/a', { [NOT_FOUND_PAGE_HEADER]: 'the secret', 'x-forwarded-for': '203.0.113.9' });
      await getRaw(server.port, '/b', { [NOT_FOUND_PAGE_HEADER]: 'a guess', 'x-forwarded-for': '203.0.113.9' });
      expect(asked.map(({ url, headers }) => [url, headers[NOT_FOUND_PAGE_HEADER], headers['x-forwarded-for']])).toEqual([
        // Its X-Forwarded-For is the visitor's, decided when the visitor's request came in.
        ['/a', 'the secret', '203.0.113.9'],
        ['/b', undefined, '127.0.0.1'],
      ]);
    } finally {
      await server.close();
    }
  });
});
