// The reason the lake speaks HTTP/2 over TLS: browsers. Chromium (Debian's, when installed) must
// negotiate h2 on localhost and on <projectId>.localhost (where the Studio sends its requests),
// pass CORS preflights from another origin with a token, and open listener EventSources.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';
import { spkiFingerprint } from './trust';

const CHROMIUM = '/usr/bin/chromium';

describe.skipIf(!existsSync(CHROMIUM))('in Chromium', () => {
  let dir: string;
  let lake: Lake;
  let browser: Browser;
  let web: http.Server;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lake-browser-'));
    lake = await startLake({ dataDir: dir, port: 0, log: () => undefined });
    web = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>web</title>'));
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      // Trust exactly the lake's certificate, rather than ignoring certificate errors.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        `--ignore-certificate-errors-spki-list=${spkiFingerprint(lake.caCertPath)}`,
        // A stand-in for any web site a developer visits, served by the same little server.
        '--host-resolver-rules=MAP elsewhere.test 127.0.0.1',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    web?.close();
    await lake?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('negotiates HTTP/2 on localhost and local.localhost', async () => {
    const page = await browser.newPage();
    for (const host of ['localhost', 'local.localhost']) {
      const response = await page.goto(`https://${host}:${lake.port}/v2025-02-19/data/query/production?query=1`);
      expect(response?.status()).toBe(200);
      const protocol = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol);
      expect([host, protocol]).toEqual([host, 'h2']);
    }
    await page.close();
  });

  it('accepts cross-origin writes and listeners with a token, and serves the live EventSource', async () => {
    const page = await browser.newPage();
    await page.goto(`http://alpha.localhost:${(web.address() as AddressInfo).port}/`);
    const result = await page.evaluate(
      async ({ url, token }) => {
        const response = await fetch(`${url}/v2025-02-19/data/mutate/production?returnIds=true`, {
          method: 'POST',
          credentials: 'include',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ mutations: [{ create: { _id: 'from-browser', _type: 'x' } }] }),
        });
        // Listeners need the token (README.md "Who may use it, and how much"); @sanity/client sends
        // it on a fetch-based EventSource.
        const listener = await fetch(`${url}/v2025-02-19/data/listen/production?query=*`, { headers: { authorization: `Bearer ${token}` } });
        const reader = listener.body!.getReader();
        const first = new TextDecoder().decode((await reader.read()).value);
        await reader.cancel();
        const source = new EventSource(`${url}/v2025-02-19/data/live/events/production`);
        const live = await new Promise<string>((resolve) => source.addEventListener('welcome', (event) => resolve(event.data)));
        source.close();
        return { status: response.status, body: await response.json(), welcome: JSON.parse(first.split('data: ')[1] ?? 'null'), live: JSON.parse(live) };
      },
      { url: `https://local.localhost:${lake.port}`, token: lake.token },
    );
    expect(result).toMatchObject({ status: 200, body: { results: [{ id: 'from-browser', operation: 'create' }] }, welcome: { listenerName: expect.any(String) }, live: {} });
    await page.close();
  });

  it('a page on another origin can neither read the lake nor send it a token', async () => {
    const page = await browser.newPage();
    await page.goto(`http://elsewhere.test:${(web.address() as AddressInfo).port}/`);
    const outcome = await page.evaluate(
      async ({ url, token }) => {
        const attempt = (init?: RequestInit) => fetch(`${url}/v2025-02-19/data/query/production?query=count(*)`, init).then((r) => `read ${r.status}`, () => 'blocked');
        return { read: await attempt(), withToken: await attempt({ headers: { authorization: `Bearer ${token}` } }) };
      },
      { url: `https://local.localhost:${lake.port}`, token: lake.token },
    );
    expect(outcome).toEqual({ read: 'blocked', withToken: 'blocked' });
    await page.close();
  });
});
