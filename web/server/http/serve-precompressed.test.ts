import { mkdtempSync, mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressStatic } from './precompress-static.mts';
import { getRaw, serveOnLoopback } from './testing/loopback-server';
import { acceptsBrotli, servePrecompressed, staticFileOf } from './serve-precompressed.mts';
import { setStaticSecurityHeaders, staticSecurityHeaders } from './static-security-headers.mts';

const script = 'console.log("a build chunk");\n'.repeat(200);
const staticDir = mkdtempSync(join(tmpdir(), 'precompressed-'));
mkdirSync(join(staticDir, 'chunks'));
writeFileSync(join(staticDir, 'chunks', 'page.js'), script);
writeFileSync(join(staticDir, 'chunks', 'page.css'), 'body{color:red}\n'.repeat(50));
writeFileSync(join(staticDir, 'chunks', 'font.woff2'), 'not text');

describe('brotli copies of the build files (README "Page speed")', () => {
  it('are written beside each script and stylesheet, and decompress to it; other files are left alone', async () => {
    const report = await precompressStatic(staticDir);
    expect(report.files).toBe(2);
    expect(report.compressedBytes).toBeLessThan(report.bytes / 10);
    expect(brotliDecompressSync(readFileSync(join(staticDir, 'chunks', 'page.js.br'))).toString()).toBe(script);
    expect(existsSync(join(staticDir, 'chunks', 'font.woff2.br'))).toBe(false);
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['BR', true],
    ['gzip', false],
    ['br;q=0', false],
    ['brotli', false],
    [undefined, false],
  ])('Accept-Encoding %j takes brotli: %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });

  it.each([
    ['/_next/static/chunks/page.js', join(staticDir, 'chunks', 'page.js')],
    ['/_next/static/chunks/page.js?v=1', join(staticDir, 'chunks', 'page.js')],
    ['/_next/static/../../etc/passwd.js', null],
    ['/_next/static/%2e%2e/%2e%2e/secret.js', null],
    ['/_next/static/chunks/%E0%A4%A.js', null],
    ['/_next/static/chunks/page.js%00.js', null],
    ['/_next/static/media/font.woff2', null],
    ['/privacy-policy', null],
  ])('%s names %s', (url, expected) => {
    expect(staticFileOf(url, staticDir)).toBe(expected);
  });
});

describe('serving them', () => {
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    await precompressStatic(staticDir);
    server = await serveOnLoopback((request, response) => {
      // As the front door does: its security headers first (front-door.mts).
      setStaticSecurityHeaders(response);
      if (servePrecompressed(request, response, staticDir)) return;
      response.writeHead(299, { 'content-type': 'text/plain' }).end('left to Next');
    });
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string>, method = 'GET') => getRaw(server.port, path, headers, method);

  it('sends the brotli copy, with the security headers, to a browser that takes br', async () => {
    const answer = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    for (const [name, value] of Object.entries(staticSecurityHeaders)) expect(answer.headers[name.toLowerCase()]).toBe(value);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await get('/_next/static/chunks/page.css', { 'accept-encoding': 'br' }, 'HEAD');
    expect([answer.status, answer.headers['content-type'], answer.body.length]).toEqual([200, 'text/css; charset=utf-8', 0]);
  });

  it.each([
    ['a browser that does not take br', '/_next/static/chunks/page.js', { 'accept-encoding': 'gzip' }],
    ['a file with no copy', '/_next/static/chunks/other.js', { 'accept-encoding': 'br' }],
    ['a path out of the folder', '/_next/static/../serve-precompressed.test.js', { 'accept-encoding': 'br' }],
  ])('leaves %s to Next', async (_case, path, headers) => {
    expect((await get(path, headers)).status).toBe(299);
  });
});
