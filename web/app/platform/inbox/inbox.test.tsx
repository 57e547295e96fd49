import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTrustedProxies, setClientAddress } from '@/server/http/client-address.mts';
import { navigationStandIn, pageOutcome } from '@/server/page-outcome';

/**
 * /inbox lists every email the local mail server kept, sign-in codes included (README "Lead
 * delivery"), so it answers only a visitor on this machine, judged by the socket as serve.mts
 * decided it (client-address.mts), never by the Host header. Each request here goes through a
 * real socket and serve.mts's address step, then the page as Next renders it.
 */
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));
vi.mock('next/navigation', () => navigationStandIn());
const InboxPage = (await import('./page')).default;

const mailDir = mkdtempSync(join(tmpdir(), 'inbox-page-'));
writeFileSync(
  join(mailDir, '1700000000000-code@riverside-kia.localhost.eml'),
  'From: Riverside Kia <no-reply@riverside-kia.localhost>\r\nTo: mia@example.com\r\nSubject: Your Riverside Kia sign-in code: 123456\r\nDate: Tue, 14 Nov 2023 22:13:20 +0000\r\n\r\nYour code is 123456.\r\n',
);

/** A non-loopback address of this machine, to connect from (a peer that is not loopback), if it has one. */
const otherInterface = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

/** The front door, listening everywhere: serve.mts's address step with `trustedProxies`, then the page. */
async function frontDoor(trustedProxies: string): Promise<{ port: number; server: Server }> {
  const trusted = parseTrustedProxies(trustedProxies);
  const server = createServer((request, response) => {
    setClientAddress(request, trusted);
    requestHeaders = new Headers(Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]));
    void pageOutcome(() => InboxPage()).then((outcome) => {
      response.writeHead('notFound' in outcome ? 404 : 200, { 'content-type': 'text/html' });
      response.end('html' in outcome ? outcome.html : 'not found');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '0.0.0.0', listening));
  return { port: (server.address() as AddressInfo).port, server };
}

/** GET /inbox with Host: localhost, connecting to `host` (the peer the server sees is this machine's address on that interface). */
function getInbox(port: number, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    httpRequest({ host, port, path: '/inbox', headers: { host: `localhost:${port}`, ...headers } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    })
      .on('error', fail)
      .end();
  });
}

let direct: Awaited<ReturnType<typeof frontDoor>>;
let behindBalancer: Awaited<ReturnType<typeof frontDoor>>;
beforeAll(async () => {
  process.env.MAIL_DIR = mailDir;
  direct = await frontDoor('');
  behindBalancer = await frontDoor('127.0.0.0/8');
});
afterAll(async () => {
  delete process.env.MAIL_DIR;
  for (const door of [direct, behindBalancer]) await new Promise((closed) => door.server.close(closed));
  rmSync(mailDir, { recursive: true, force: true });
});

describe('/inbox answers only a loopback peer (README "Lead delivery")', () => {
  it.skipIf(!otherInterface)(`a peer on another interface (${otherInterface}) gets 404, even with Host: localhost and X-Forwarded-For: 127.0.0.1`, async () => {
    const answer = await getInbox(direct.port, otherInterface!, { 'x-forwarded-for': '127.0.0.1' });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('123456');
  });

  it('a client behind a trusted proxy on this machine is that client, not loopback: 404', async () => {
    expect((await getInbox(behindBalancer.port, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
  });

  it('a loopback peer sees the inbox, whatever X-Forwarded-For it sends', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '203.0.113.9' }] as Record<string, string>[]) {
      const answer = await getInbox(direct.port, '127.0.0.1', headers);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Your Riverside Kia sign-in code: 123456');
    }
  });

  it('without the local mail server (no MAIL_DIR) there is no inbox, even for loopback', async () => {
    delete process.env.MAIL_DIR;
    try {
      expect((await getInbox(direct.port, '127.0.0.1')).status).toBe(404);
    } finally {
      process.env.MAIL_DIR = mailDir;
    }
  });
});
