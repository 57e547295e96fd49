import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses.mts';
import { rewriteResponse } from './response-stages.mts';
import { getRaw, serveOnLoopback } from './testing/loopback-server';
import { sendLikeNext, streamLikeNext } from './testing/next-like-writes';
import { afterFirstPaintLoader, createScriptRewriter, loadScriptsAfterFirstPaint } from './scripts-after-first-paint.mts';

// The head and shell end as Next 16 writes them (a page with a nonce, one without).
const head = (nonce: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="script" fetchPriority="low"${nonce} href="/_next/static/chunks/main-app.js"/>` +
  `<script src="/_next/static/chunks/react-dom.js" async=""${nonce}></script>` +
  `<script src="/_next/static/chunks/turbopack-runtime.js" async=""${nonce}></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""${nonce}></script></head>`;
const body = (nonce: string) =>
  `<body><main><h1>Privacy policy</h1><p>${'We keep what you send us. '.repeat(200)}</p></main>` +
  `<script id="_R_"${nonce}>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>` +
  `<script src="/_next/static/chunks/main-app.js" async=""${nonce}></script>` +
  `<script${nonce}>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
const page = (nonce = "") => head(nonce).replace("<head>", "<head><title>Prix é—ü</title>") + body(nonce);

const rewriteWhole = (html: string) => {
  const rewriter = createScriptRewriter();
  return Buffer.concat([rewriter.write(html), rewriter.end()]).toString();
};

describe('Next’s scripts load after the first paint (README "Page speed")', () => {
  it('turns every async chunk into a queued call, defines the loader once, drops the script preloads', () => {
    const html = rewriteWhole(page());
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react-dom|turbopack-runtime|main-app)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.split(afterFirstPaintLoader)).toHaveLength(2);
    const queued = [...html.matchAll(/__scriptsAfterFirstPaint\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(queued).toEqual(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/turbopack-runtime.js', '/_next/static/chunks/main-app.js']);
    // The loader comes before its first use; everything else is as Next wrote it.
    expect(html.indexOf(afterFirstPaintLoader)).toBeLessThan(html.indexOf('__scriptsAfterFirstPaint("'));
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<h1>Privacy policy</h1>');
    expect(html).toContain('(self.__next_f=self.__next_f||[]).push([0])');
  });

  it('carries the page’s nonce to the loader and each call, so a strict-dynamic CSP runs them', () => {
    const html = rewriteWhole(page(' nonce="abc123"'));
    expect(html).toContain(`<script nonce="abc123">${afterFirstPaintLoader}</script>`);
    expect(html).toContain('<script nonce="abc123">__scriptsAfterFirstPaint("/_next/static/chunks/react-dom.js")</script>');
    expect(html).not.toMatch(/<script>/);
  });

  it('gives the same page whatever the chunk boundaries, even inside a tag or a letter', () => {
    const whole = page(' nonce="abc123"');
    const expected = rewriteWhole(whole);
    for (const size of [1, 7, 64, 333, 1000]) {
      const rewriter = createScriptRewriter();
      const bytes = Buffer.from(whole);
      const out: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) out.push(rewriter.write(bytes.subarray(at, at + size)));
      out.push(rewriter.end());
      expect(Buffer.concat(out).toString(), `chunks of ${size}`).toBe(expected);
    }
  });

  it('leaves Next’s error shell as it is: its empty body needs the scripts to show anything', () => {
    const shell = page().replace('<html>', '<html id="__next_error__">');
    expect(rewriteWhole(shell)).toBe(shell);
    const rewriter = createScriptRewriter();
    expect(Buffer.concat([rewriter.write(shell.slice(0, 10)), rewriter.write(shell.slice(10)), rewriter.end()]).toString()).toBe(shell);
  });

  it('leaves a page without Next’s scripts unchanged', () => {
    const plain = '<!DOCTYPE html><html><body><p>a < b and <script>var x = "<script src=";</script></p></body></html>';
    expect(rewriteWhole(plain)).toBe(plain);
  });

  describe('the stage alone, as Next writes', () => {
    let server: Awaited<ReturnType<typeof serveOnLoopback>>;
    const whole = page(' nonce="n0nce"');
    beforeAll(async () => {
      server = await serveOnLoopback((request, response) => {
        rewriteResponse(request, response, [loadScriptsAfterFirstPaint]);
        const html = { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } };
        // A cached page, whole, with its length (to a HEAD, the headers alone).
        if (request.url === '/cached') sendLikeNext(response, html, whole, request.method);
        // A rendered page streamed in parts cut inside a tag, its head flushed first (once with a
        // length, which Next does not send with a stream: the head is where the stage drops it).
        else {
          const headers = request.url === '/streamed-with-length' ? { ...html.headers, 'content-length': Buffer.byteLength(whole) } : html.headers;
          void streamLikeNext(response, { ...html, headers }, [whole.slice(0, 150), whole.slice(150, 151), whole.slice(151)]);
        }
      });
    });
    afterAll(() => server.close());

    it.each(['/cached', '/streamed', '/streamed-with-length'])('%s: rewritten, with no stale content-length', async (path) => {
      const answer = await getRaw(server.port, path);
      expect(answer.body.toString()).toBe(rewriteWhole(whole));
      expect(answer.headers['content-length'] === undefined || Number(answer.headers['content-length']) === answer.body.length).toBe(true);
    });

    it('leaves a HEAD as Next wrote it, with the page’s length', async () => {
      const answer = await getRaw(server.port, '/cached', {}, 'HEAD');
      expect([answer.headers['content-length'], answer.body.length]).toEqual([String(Buffer.byteLength(whole)), 0]);
    });
  });

  describe('on the wire, before the brotli of compress-responses', () => {
    let server: Awaited<ReturnType<typeof serveOnLoopback>>;
    beforeAll(async () => {
      server = await serveOnLoopback((request, response) => {
        rewriteResponse(request, response, [loadScriptsAfterFirstPaint, compressResponses]);
        if (request.url === '/data.json') {
          response.setHeader('content-type', 'application/json');
          response.end('{"src":"<script src=\\"/_next/static/chunks/x.js\\" async=\\"\\"></script>"}');
          return;
        }
        const html = Buffer.from(page(' nonce="n0nce"'));
        response.setHeader('content-type', 'text/html; charset=utf-8');
        // Next sets the length of a cached page; the rewrite must not send a stale one.
        response.setHeader('content-length', html.length);
        // Streamed in parts cut through a multi-byte letter and a tag, as Next's stream may be.
        const withAccent = Buffer.concat([Buffer.from('<!-- é -->'), html]);
        response.write(withAccent.subarray(0, 6));
        response.write(withAccent.subarray(6, 300));
        setTimeout(() => response.end(withAccent.subarray(300)), 5);
      });
    });
    afterAll(() => server.close());

    const get = (path: string, acceptEncoding?: string) => getRaw(server.port, path, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

    it('rewrites the page, compressed or not, with no stale content-length', async () => {
      const expected = rewriteWhole('<!-- é -->' + page(' nonce="n0nce"'));
      const brotli = await get('/', 'br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe(expected);
      const plain = await get('/');
      expect(plain.body.toString()).toBe(expected);
      expect(plain.headers['content-length'] === undefined || Number(plain.headers['content-length']) === plain.body.length).toBe(true);
    });

    it('passes anything that is not HTML through untouched', async () => {
      const json = await get('/data.json');
      expect(json.body.toString()).toContain('<script src=\\"/_next/static/chunks/x.js\\" async=\\"\\"></script>');
    });
  });
});
