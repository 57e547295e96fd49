import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses.mts';
import { getRaw, serveOnLoopback } from './testing/loopback-server';

const page = `<!doctype html><html><body>${'<p>Riverside Kia: every car, every day.</p>'.repeat(300)}</body></html>`;

describe('issue 11: what Next answers is compressed by serve.mts, brotli first', () => {
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    server = await serveOnLoopback((request, response) => {
      compressResponses(request, response);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      // Streamed in two parts, as a page with a late part is.
      response.write(page.slice(0, 1000));
      setTimeout(() => response.end(page.slice(1000)), 10);
    });
  });
  afterAll(() => server.close());

  const get = async (acceptEncoding: string | undefined) => {
    const answer = await getRaw(server.port, '/', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    return { encoding: answer.headers['content-encoding'], body: answer.body };
  };

  it('brotli to a browser that takes it (smaller than gzip), gzip to one that takes only gzip', async () => {
    const brotli = await get('gzip, deflate, br, zstd');
    const gzip = await get('gzip');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
  });

  it('nothing to a client that asks for none', async () => {
    const plain = await get(undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });
});
