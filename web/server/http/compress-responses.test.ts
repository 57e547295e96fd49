import { request as httpRequest, type ServerResponse } from 'node:http';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compressResponses } from './compress-responses.mts';
import { rewriteResponse } from './response-stages.mts';
import { getRaw, serveOnLoopback } from './testing/loopback-server';
import { sendLikeNext, streamLikeNext } from './testing/next-like-writes';

const page = `<!doctype html><html><body>${'<p>Riverside Kia: every car, every day.</p>'.repeat(300)}</body></html>`;
const html = { 'content-type': 'text/html; charset=utf-8' };

/** Serves `answer` behind the compression stage alone. */
const serveCompressed = (answer: (response: ServerResponse, url: string, method: string) => unknown) =>
  serveOnLoopback((request, response) => {
    rewriteResponse(request, response, [compressResponses]);
    void answer(response, request.url ?? '/', request.method ?? 'GET');
  });

describe('the front door compresses what Next answers, brotli first (README "Page speed")', () => {
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    server = await serveCompressed((response, url, method) => {
      if (url === '/small') return sendLikeNext(response, { status: 200, headers: { 'content-type': 'application/json' } }, '{"ok":true}');
      if (url === '/encoded') return sendLikeNext(response, { status: 200, headers: { ...html, 'content-encoding': 'gzip' } }, page);
      if (url === '/no-transform') return sendLikeNext(response, { status: 200, headers: { ...html, 'cache-control': 'no-transform' } }, page);
      if (url === '/image') return sendLikeNext(response, { status: 200, headers: { 'content-type': 'image/png' } }, page);
      if (url === '/whole') return sendLikeNext(response, { status: 200, headers: html }, page, method);
      // Streamed in two parts, as a page with a late part is.
      return streamLikeNext(response, { status: 200, headers: html }, [page.slice(0, 1000), page.slice(1000)], 10);
    });
  });
  afterAll(() => server.close());

  const get = async (path: string, acceptEncoding: string | undefined, method = 'GET') => {
    const answer = await getRaw(server.port, path, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, method);
    return { encoding: answer.headers['content-encoding'], vary: answer.headers.vary, length: answer.headers['content-length'], body: answer.body };
  };

  it.each(['/', '/whole'])('%s: brotli to a browser that takes it (smaller than gzip), gzip to one that takes only gzip', async (path) => {
    const brotli = await get(path, 'gzip, deflate, br, zstd');
    const gzip = await get(path, 'gzip');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    // Next's length was that of the page, not of what is sent.
    expect(brotli.length).toBeUndefined();
  });

  it('nothing to a client that asks for none', async () => {
    const plain = await get('/', undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it.each([
    ['an answer under 1 KB', '/small', 'Accept-Encoding'],
    ['an answer already encoded', '/encoded', 'Accept-Encoding'],
    ['an answer marked no-transform', '/no-transform', undefined],
    ['a type that does not compress', '/image', undefined],
  ])('leaves %s as it is', async (_case, path, vary) => {
    const answer = await get(path, 'br');
    expect(answer.encoding).toBe(path === '/encoded' ? 'gzip' : undefined);
    expect(answer.vary).toBe(vary);
    expect(Number(answer.length)).toBe(answer.body.length);
  });

  it('answers a HEAD uncompressed, with the length Next gave', async () => {
    const head = await get('/whole', 'br', 'HEAD');
    expect([head.encoding, head.length, head.body.length]).toEqual([undefined, String(Buffer.byteLength(page)), 0]);
  });
});

describe('compression of a streamed page', () => {
  it('sends each part as Next flushes it, not only at the end', async () => {
    const firstPartSeen = Promise.withResolvers<void>();
    const server = await serveCompressed(async (response) => {
      response.statusCode = 200;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.flushHeaders();
      response.write(page.slice(0, 2000));
      (response as ServerResponse & { flush(): void }).flush();
      // The rest only once the browser has drawn the first part, as a page's late Suspense boundary.
      await firstPartSeen.promise;
      response.end(page.slice(2000));
    });
    try {
      const text = await new Promise<string>((done, fail) => {
        httpRequest({ host: '127.0.0.1', port: server.port, headers: { 'accept-encoding': 'br' } }, (answer) => {
          const decompress = zlib.createBrotliDecompress();
          let received = '';
          decompress.on('data', (chunk: Buffer) => {
            received += chunk.toString();
            if (received.length >= 2000) firstPartSeen.resolve();
          });
          decompress.on('end', () => done(received));
          answer.pipe(decompress);
        })
          .on('error', fail)
          .end();
      });
      expect(text).toBe(page);
    } finally {
      await server.close();
    }
  }, 5000);

  it('waits for the compressor to drain when it says so, however fast the socket is', async () => {
    // Text that compresses to almost nothing: the socket never fills, the compressor's input does.
    const chunk = 'Riverside Kia. '.repeat(70_000);
    const server = await serveCompressed((response) => streamLikeNext(response, { status: 200, headers: html }, Array(8).fill(chunk)));
    try {
      const answer = await getRaw(server.port, '/', { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(answer.body).toString()).toBe(chunk.repeat(8));
    } finally {
      await server.close();
    }
  }, 5000);

  it('closes the compressor of a shopper who leaves mid-page', async () => {
    const created = vi.spyOn(zlib, 'createBrotliCompress');
    const closed = Promise.withResolvers<void>();
    const server = await serveCompressed((response) => {
      response.once('close', () => setImmediate(() => closed.resolve()));
      response.statusCode = 200;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.write(page);
      (response as ServerResponse & { flush(): void }).flush();
      // Never ended: the shopper goes first.
    });
    try {
      await new Promise<void>((done, fail) => {
        const outgoing = httpRequest({ host: '127.0.0.1', port: server.port, headers: { 'accept-encoding': 'br' } }, (answer) => {
          answer.once('data', () => {
            outgoing.destroy();
            done();
          });
        });
        outgoing.on('error', () => {}).end();
        setTimeout(() => fail(new Error('no answer')), 5000);
      });
      await closed.promise;
      expect(created).toHaveBeenCalledTimes(1);
      expect(created.mock.results[0]!.value.destroyed).toBe(true);
    } finally {
      created.mockRestore();
      await server.close();
    }
  });
});
