import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses.mts';

const page = `<!doctype html><html><body>${'<p>Riverside Kia: every car, every day.</p>'.repeat(300)}</body></html>`;

describe('issue 11: what Next answers is compressed by serve.mts, brotli first', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      compressResponses(request, response);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      // Streamed in two parts, as a page with a late part is.
      response.write(page.slice(0, 1000));
      setTimeout(() => response.end(page.slice(1000)), 10);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  const get = (acceptEncoding: string | undefined) =>
    new Promise<{ encoding: string | undefined; body: Buffer }>((done, fail) => {
      httpRequest({ host: '127.0.0.1', port, path: '/', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', fail).end();
    });

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
