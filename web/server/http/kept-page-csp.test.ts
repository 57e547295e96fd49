import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPage } from './cached-pages.mts';

/**
 * A search or vehicle page kept by the front door loses its per-request nonce for the hashes of the
 * scripts that carried it (nonce-to-hashes.mts, README "Holding under abuse"). In
 * Chromium, the kept page still runs its own scripts and what they load ('strict-dynamic'), and
 * still blocks a script injected into its content.
 */
const NONCE = 'render-nonce-1';
const policy = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'; object-src 'none'; base-uri 'self'`;
const rendered =
  `<!DOCTYPE html><html><head><script nonce="${NONCE}">window.ran = true; var s = document.createElement('script'); s.src = '/chunk.js'; document.head.appendChild(s);</script></head>` +
  `<body><h1>Used cars</h1><p>A dealer's note: <script>window.injected = true</script></p>` +
  `<script nonce="${NONCE}">window.payload = (window.payload || 0) + 1</script></body></html>`;

describe.skipIf(!process.env.CHROME_PATH && !existsSync('/usr/bin/chromium'))('a kept page’s hashed policy in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let origin: string;
  const violations: string[] = [];
  beforeAll(async () => {
    const page = await keptPage(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy }, Buffer.from(rendered), ['site:x'], Date.now(), 60_000);
    if (!page) throw new Error('not kept');
    server = createServer((request, response) => {
      if (request.url === '/chunk.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end('window.loaded = true');
      response.writeHead(200, { ...page.headers, 'content-encoding': 'br' }).end(page.br);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    // The kept bytes are the rendered page's, unchanged.
    expect(brotliDecompressSync(page.br).toString()).toBe(rendered);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((closed) => server?.close(closed));
  });

  it.each([1, 2])('answer %i: the page’s scripts and the chunk they load run; the injected script is blocked', async () => {
    const page = await browser.newPage();
    page.on('console', (message) => violations.push(message.text()));
    const answer = await page.goto(origin);
    expect(answer?.headers()['content-security-policy']).not.toContain('nonce');
    await page.waitForFunction(() => (window as { loaded?: boolean }).loaded === true);
    expect(await page.evaluate(() => [(window as { ran?: boolean }).ran, (window as { payload?: number }).payload, (window as { injected?: boolean }).injected])).toEqual([true, 1, undefined]);
    expect(violations.some((line) => line.includes('Content Security Policy'))).toBe(true);
    await page.close();
  });
});
