import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOptions, type LoadTarget } from './load-request';

/** Captures what reaches a server when autocannon sends bench:load's requests. */
describe('bench:load sends a browser\'s request, as captured on the server (README "Page speed")', () => {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      response.end('ok');
    });
  });
  let port = 0;
  beforeAll(() => new Promise<void>((done) => server.listen(0, '127.0.0.1', () => { port = (server.address() as AddressInfo).port; done(); })));
  afterAll(() => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }));

  const capture = async (target: LoadTarget) => {
    seen.length = 0;
    // A fixed count of requests instead of the bench's seconds: the capture needs only a couple.
    const { duration: _seconds, ...options } = loadOptions(target, { port, host: 'riverside-kia.localhost:3310', origin: 'http://riverside-kia.localhost:3310' }, { connections: 1, duration: 1 });
    await autocannon({ ...options, amount: 2 });
    expect(seen).toHaveLength(2);
    return seen[0]!;
  };

  it.each([
    { name: 'page', method: 'GET', path: '/service', kind: 'document' },
    { name: 'car page', method: 'GET', path: '/cars/2024-kia-sportage', kind: 'document' },
  ] as const)('a $name: brotli offered, HTML accepted, a navigation\'s headers and the site\'s Host', async (target) => {
    const request = await capture(target);
    expect(request).toMatchObject({ method: 'GET', url: target.path });
    expect(request.headers['accept-encoding']).toMatch(/\bbr\b/);
    expect(request.headers['accept-encoding']).toMatch(/\bgzip\b/);
    expect(request.headers.accept).toMatch(/^text\/html/);
    expect(request.headers['sec-fetch-mode']).toBe('navigate');
    expect(request.headers['user-agent']).toMatch(/Chrome\//);
    expect(request.headers.host).toBe('riverside-kia.localhost:3310');
  });

  it('the search client\'s POST: brotli offered, its JSON body, its Origin', async () => {
    const body = JSON.stringify({ requests: [] });
    const request = await capture({ name: 'search', method: 'POST', path: '/api/search', kind: 'fetch', body });
    expect(request).toMatchObject({ method: 'POST', url: '/api/search', body });
    expect(request.headers['accept-encoding']).toMatch(/\bbr\b/);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.origin).toBe('http://riverside-kia.localhost:3310');
  });
});
