import { get, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses.mts';
import { NOT_FOUND_PAGE_HEADER } from './not-found-page-route.mts';
import { rewriteResponse } from './response-stages.mts';
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint.mts';
import { notFoundPageRequestHeaders, drawNotFoundOnServer, loopbackNotFoundPage, type NotFoundPageFetcher } from './server-rendered-not-found.mts';
import { getRaw, serveOnLoopback } from './testing/loopback-server';

// What Next writes for a notFound() page: its error shell, whose body only its scripts fill in.
const errorShell = '<!DOCTYPE html><html id="__next_error__"><head><script src="/_next/static/chunks/main.js" async=""></script></head><body></body></html>';
// The host's 404 page, as Next renders it for serve.mts: the copy is in the HTML.
const notFoundPage =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head>' +
  `<body><h1>Page not found</h1><p>${'We couldn’t find that page. '.repeat(100)}</p><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

/** Writes as Next's pipe does: headers set one by one, flushed with the first chunk, then the body in parts. */
function writeLikeNext(response: ServerResponse, status: number, contentType: string, body: string) {
  response.statusCode = status;
  response.setHeader('content-type', contentType);
  response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  response.setHeader('content-security-policy', "script-src 'nonce-abc' 'strict-dynamic'");
  response.flushHeaders();
  response.write(body.slice(0, 40));
  setTimeout(() => response.end(body.slice(40)), 5);
}

describe('a 404 is answered with the host’s 404 page, drawn on the server (README "Page speed")', () => {
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  let pageServer: Awaited<ReturnType<typeof serveOnLoopback>>;
  const asked: IncomingMessage['headers'][] = [];
  // Stands in for Next rendering the 404 page over loopback; `/page-fails` and `/page-500` for it failing.
  const fetchPage: NotFoundPageFetcher = async (request) => {
    asked.push(notFoundPageRequestHeaders(request.headers) as IncomingMessage['headers']);
    if (request.url === '/page-fails') throw new Error('connection refused');
    return getRawStream(pageServer.port, request.url === '/page-500' ? '/500' : '/');
  };

  beforeAll(async () => {
    pageServer = await serveOnLoopback((request, response) => {
      if (request.url === '/500') {
        response.writeHead(500, { 'content-type': 'text/html' }).end('<p>render failed</p>');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self' 'unsafe-inline'", etag: '"page"', 'cache-control': 's-maxage=60', 'content-length': Buffer.byteLength(notFoundPage) });
      response.end(notFoundPage);
    });
    server = await serveOnLoopback((request, response) => {
      rewriteResponse(request, response, [drawNotFoundOnServer(fetchPage), loadScriptsAfterFirstPaint, compressResponses]);
      if (request.url === '/page') writeLikeNext(response, 200, 'text/html; charset=utf-8', notFoundPage.replace('Page not found', 'Privacy policy'));
      else if (request.url === '/api/missing') writeLikeNext(response, 404, 'application/json', '{"error":"Not found"}');
      else if (request.url === '/rsc') writeLikeNext(response, 404, 'text/x-component', '0:{"error":"NEXT_HTTP_ERROR_FALLBACK;404"}');
      else if (request.url === '/written-at-once') {
        response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(errorShell);
      } else writeLikeNext(response, 404, 'text/html; charset=utf-8', errorShell);
    });
  });
  afterAll(async () => {
    await server.close();
    await pageServer.close();
  });

  it('sends the 404 page with status 404, the page’s own CSP and Next’s caching for the address', async () => {
    const answer = await getRaw(server.port, '/cars/no-such-car');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('<h1>Page not found</h1>');
    expect(answer.body.toString()).not.toContain('__next_error__');
    expect(answer.headers['content-security-policy']).toBe("script-src 'self' 'unsafe-inline'");
    expect(answer.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    // The page's own length and tag do not describe this answer, which is rewritten and compressed.
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-length'] === undefined || Number(answer.headers['content-length']) === answer.body.length).toBe(true);
  });

  it('sends it compressed and with its scripts after the first paint, as any page', async () => {
    const answer = await getRaw(server.port, '/no-such-page', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(answer.body).toString();
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('__scriptsAfterFirstPaint("/_next/static/chunks/main.js")');
  });

  it('replaces a 404 written with writeHead and end alone', async () => {
    const answer = await getRaw(server.port, '/written-at-once');
    expect([answer.status, answer.body.toString()]).toEqual([404, expect.stringContaining('<h1>Page not found</h1>')]);
  });

  it.each([
    ['/page-fails', 'cannot be reached'],
    ['/page-500', 'fails to render'],
  ])('sends Next’s own shell, with Next’s headers, when the 404 page %s (%s)', async (path) => {
    const answer = await getRaw(server.port, path);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(errorShell);
    expect(answer.headers['content-security-policy']).toBe("script-src 'nonce-abc' 'strict-dynamic'");
  });

  it.each([
    ['a page', '/page', 'GET', 200, 'Privacy policy'],
    ['a JSON 404', '/api/missing', 'GET', 404, '{"error":"Not found"}'],
    ['an RSC 404 (a client navigation: Next’s 404 boundary draws it)', '/rsc', 'GET', 404, 'NEXT_HTTP_ERROR_FALLBACK'],
    ['a HEAD', '/no-such-page', 'HEAD', 404, ''],
  ])('leaves %s as Next wrote it', async (_kind, path, method, status, body) => {
    const answer = await getRaw(server.port, path, {}, method);
    expect(answer.status).toBe(status);
    expect(answer.body.toString()).toContain(body);
    if (method === 'HEAD') expect(answer.body.length).toBe(0);
  });

  it('asks for the page unconditionally, whole and uncompressed, with the visitor’s cookies and host', async () => {
    asked.length = 0;
    await getRaw(server.port, '/gone', { cookie: '__prerender_bypass=1', 'if-none-match': '"old"', range: 'bytes=0-10', 'accept-encoding': 'br', 'accept-language': 'en-AU' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ cookie: '__prerender_bypass=1', 'accept-language': 'en-AU', host: expect.stringMatching(/^127\.0\.0\.1:\d+$/) });
    for (const dropped of ['if-none-match', 'range', 'accept-encoding', 'connection']) expect(asked[0]).not.toHaveProperty(dropped);
  });
});

/** The page server's answer as a stream, as serve.mts's loopback request gives it. */
function getRawStream(port: number, path: string): Promise<IncomingMessage> {
  return new Promise((answered, failed) => {
    get({ host: '127.0.0.1', port, path }, answered).on('error', failed);
  });
}

describe('the 404 stage alone', () => {
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  let pageServer: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    pageServer = await serveOnLoopback((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(notFoundPage);
    });
    const fetchPage: NotFoundPageFetcher = async (request) => {
      if (request.url === '/huge-shell') throw new Error('connection refused');
      return getRawStream(pageServer.port, '/');
    };
    server = await serveOnLoopback((request, response) => {
      rewriteResponse(request, response, [drawNotFoundOnServer(fetchPage)]);
      // A shell past what is kept for the fallback (Next's is about 90 KB).
      writeLikeNext(response, 404, 'text/html; charset=utf-8', request.url === '/huge-shell' ? errorShell.repeat(20_000) : errorShell);
    });
  });
  afterAll(async () => {
    await server.close();
    await pageServer.close();
  });

  it('sends the 404 page byte for byte: rewriting and compressing are the next stages’ work', async () => {
    const answer = await getRaw(server.port, '/no-such-page', { 'accept-encoding': 'br' });
    expect([answer.status, answer.headers['content-encoding'], answer.body.toString()]).toEqual([404, undefined, notFoundPage]);
  });

  it('answers a plain 404 when the page cannot be had and Next’s shell was too big to keep', async () => {
    const answer = await getRaw(server.port, '/huge-shell');
    expect([answer.status, answer.headers['content-type'], answer.body.toString()]).toEqual([404, 'text/plain; charset=utf-8', 'Not found']);
  });
});

describe('loopbackNotFoundPage: the front door’s own request for the 404 page', () => {
  it('asks this server for the same address, marked with the secret, unconditional and uncompressed', async () => {
    const seen: IncomingMessage[] = [];
    const self = await serveOnLoopback((request, response) => {
      seen.push(request);
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Page not found</h1>');
    });
    const visitor = await serveOnLoopback((request, response) => {
      void loopbackNotFoundPage({ host: '127.0.0.1', port: self.port, secret: 'the secret' })(request).then((page) => page.pipe(response));
    });
    try {
      const answer = await getRaw(visitor.port, '/cars/gone?x=1', { cookie: 'a=1', 'accept-encoding': 'br', 'if-none-match': '"old"', 'x-forwarded-for': '203.0.113.9' });
      expect(answer.body.toString()).toBe('<h1>Page not found</h1>');
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toBe('/cars/gone?x=1');
      expect(seen[0]!.headers).toMatchObject({ [NOT_FOUND_PAGE_HEADER]: 'the secret', cookie: 'a=1', 'x-forwarded-for': '203.0.113.9' });
      expect(seen[0]!.headers).not.toHaveProperty('accept-encoding');
      expect(seen[0]!.headers).not.toHaveProperty('if-none-match');
    } finally {
      await visitor.close();
      await self.close();
    }
  });
});
