import { request as httpRequest, type IncomingMessage } from 'node:http';
import { openWebTestDatabase } from '../db/test-database';
import { RATE_LIMITS } from '@dealer/leads/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '../content/demo-site';
import { parseTrustedProxies, setClientAddress } from './client-address.mts';
import { serveOnLoopback } from './testing/loopback-server';

/**
 * The probe's finding, reproduced through a real socket: wrong sign-in codes, each with another
 * X-Forwarded-For, were never limited, because the limit's key was whatever the client wrote. Here
 * the request goes as in web/serve.mts (the client address decided from the socket, then Next's
 * web Request) to the real /api/account/verify over the database (README "Holding under abuse").
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;

vi.mock('../db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('../content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const verify = (await import('../../app/api/account/verify/route')).POST;
const HOST = 'riverside-kia.localhost:3000';
const LIMIT = RATE_LIMITS.signIn.points;

/** The web Request Next hands a route: the Node request's headers and body, as serve.mts left them. */
async function asWebRequest(request: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return new Request(`http://${HOST}${request.url}`, { method: request.method, headers, body: Buffer.concat(chunks) });
}

/** A front door on loopback: serve.mts's address step with `trustedProxies`, then the route. */
function frontDoor(trustedProxies: string) {
  const trusted = parseTrustedProxies(trustedProxies);
  return serveOnLoopback((request, response) => {
    setClientAddress(request, trusted);
    void asWebRequest(request)
      .then(verify)
      .then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(await answer.text());
      });
  });
}

let emails = 0;
/**
 * A wrong code, sent from this loopback client with the given X-Forwarded-For; each for another
 * email, so that only the limit per address (not a lock on one email) can answer 429.
 */
function wrongCode(port: number, forwardedFor: string): Promise<number> {
  const body = JSON.stringify({ email: `probe${++emails}@example.com`, code: '000000' });
  return new Promise((done, fail) => {
    httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/account/verify',
        method: 'POST',
        headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
      },
    )
      .on('error', fail)
      .end(body);
  });
}

beforeAll(async () => {
  database = await openWebTestDatabase('client_address_rate_limit');
});
afterAll(async () => {
  await database.close();
});

describe('rate limits count the socket’s address, not X-Forwarded-For (README "Holding under abuse")', () => {
  it(`from an untrusted peer, ${LIMIT + 5} wrong codes each with another X-Forwarded-For are one address: the limit is reached`, async () => {
    const door = await frontDoor('');
    try {
      const statuses: number[] = [];
      for (let n = 0; n < LIMIT + 5; n++) statuses.push(await wrongCode(door.port, `10.99.${n}.7`));
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
      expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429));
    } finally {
      await door.close();
    }
  });

  it('through a trusted proxy, X-Forwarded-For names the client: each address has its own limit', async () => {
    const door = await frontDoor('127.0.0.0/8, ::1');
    try {
      // Many clients behind the balancer, one attempt each: none is limited (the socket, 127.0.0.1, has long used its own).
      const many = await Promise.all(Array.from({ length: LIMIT + 5 }, (_, n) => wrongCode(door.port, `198.51.100.${n + 1}`)));
      expect(many).toEqual(Array(LIMIT + 5).fill(400));
      // One client behind it, repeating: limited after LIMIT, whatever it writes left of the balancer's entry.
      const statuses: number[] = [];
      for (let n = 0; n < LIMIT + 2; n++) statuses.push(await wrongCode(door.port, `10.99.${n}.7, 203.0.113.50`));
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    } finally {
      await door.close();
    }
  });
});
