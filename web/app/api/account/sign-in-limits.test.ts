import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listMailbox, startLocalMailServer, type LocalMailServer } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';

/**
 * The probe's findings against the sign-in routes (README "Accounts, the watchlist, reservations
 * and buying online"), over a real database and SMTP server: codes mailed per address, and wrong
 * codes per address across codes. RATE_LIMITS=off, as in the e2e suite: these limits stay on.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let mail: LocalMailServer;
let mailDir: string;
const rateLimitsBefore = process.env.RATE_LIMITS;

vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const routes = {
  code: (await import('./code/route')).POST,
  verify: (await import('./verify/route')).POST,
};

const KIA = 'riverside-kia.localhost:3000';
beforeAll(async () => {
  process.env.RATE_LIMITS = 'off';
  mailDir = await mkdtemp(path.join(tmpdir(), 'sign-in-limits-mail-'));
  mail = await startLocalMailServer({ folder: mailDir });
  process.env.SMTP_URL = `smtp://127.0.0.1:${mail.port}`;
  database = await openWebTestDatabase('sign_in_limit_routes');
});
afterAll(async () => {
  if (rateLimitsBefore === undefined) delete process.env.RATE_LIMITS;
  else process.env.RATE_LIMITS = rateLimitsBefore;
  await database?.close();
  await mail?.close();
  await rm(mailDir, { recursive: true, force: true });
});

// A new client address for every request: the probe's limits hold per email, whatever the address.
let address = 0;
function post(route: (request: Request) => Promise<Response>, body: unknown) {
  return route(
    new Request(`http://${KIA}/api/x`, {
      method: 'POST',
      headers: { host: KIA, origin: `http://${KIA}`, 'content-type': 'application/json', 'x-forwarded-for': `10.8.${Math.floor(++address / 250)}.${address % 250}` },
      body: JSON.stringify(body),
    }),
  );
}

const mailedTo = async (to: string) => (await listMailbox(mailDir)).filter((message) => message.to.includes(to));

/** The newest code mailed to `to`, once `count` codes have arrived. */
async function codeMailedTo(to: string, count: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const entries = await mailedTo(to);
    // Newest first; the subject carries the code.
    if (entries.length >= count) return /sign-in code: (\d{6})$/.exec(entries[0]!.subject)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} codes mailed to ${to}`);
}

/** A refusal as the shopper and the client see it: problem details (README "Routes and errors") with Retry-After. */
const answer = async (response: Response) => ({
  status: response.status,
  type: response.headers.get('content-type'),
  retryAfter: response.headers.get('retry-after'),
  cacheControl: response.headers.get('cache-control'),
  body: (await response.json()) as unknown,
});
/** The 429 of a sign-in limit: `detail` says how long to wait; `extensions` as the form reads them. */
const wait = (retryAfter: RegExp, detail: string, extensions: Record<string, unknown> = {}) => ({
  status: 429,
  type: expect.stringMatching(/^application\/problem\+json/),
  retryAfter: expect.stringMatching(retryAfter),
  cacheControl: 'no-store',
  body: { type: 'about:blank', title: 'Too Many Requests', status: 429, detail, ...extensions },
});

describe('the probe, replayed against POST /api/account/code and /verify', () => {
  it('8 code requests for one address: 5 are mailed, then a 429 that says when to try again', async () => {
    const email = 'probe-codes@example.com';
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(routes.code, { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Give the mail server time to store anything more than it should.
    await codeMailedTo(email, 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailedTo(email)).toHaveLength(5);
    const refused = await answer(await post(routes.code, { email }));
    expect(refused).toEqual(wait(/^3[56]\d\d$/, 'Too many codes have been sent to this address. Try again in 60 minutes.'));
  });

  it('the refusal is the same for an address with an account and one without', async () => {
    const known = 'probe-known@example.com';
    expect((await post(routes.code, { email: known })).status).toBe(200);
    expect((await post(routes.verify, { email: known, code: await codeMailedTo(known, 1) })).status).toBe(200);
    const unknown = 'probe-unknown@example.com';
    expect((await post(routes.code, { email: unknown })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await post(routes.code, { email: known })).status).toBe(200);
      expect((await post(routes.code, { email: unknown })).status).toBe(200);
    }
    const [forKnown, forUnknown] = [await answer(await post(routes.code, { email: known })), await answer(await post(routes.code, { email: unknown }))];
    expect(forKnown.status).toBe(429);
    expect({ ...forKnown, retryAfter: undefined }).toEqual({ ...forUnknown, retryAfter: undefined });
    expect(Math.abs(Number(forKnown.retryAfter) - Number(forUnknown.retryAfter))).toBeLessThanOrEqual(2);
  });

  it('16 wrong codes across new codes: 10 are judged, then 429 for 15 minutes, the right code included', async () => {
    const email = 'probe-guess@example.com';
    const answers = [];
    let code = '';
    let mailed = 0;
    for (let i = 0; i < 16; i++) {
      if (i % 5 === 0) {
        expect((await post(routes.code, { email })).status).toBe(200);
        code = await codeMailedTo(email, ++mailed);
      }
      const response = await post(routes.verify, { email, code: code === '000000' ? '000001' : '000000' });
      answers.push(response.status === 429 ? 'refused' : ((await response.json()) as { errors: { code: string } }).errors.code);
    }
    const wrong = 'That code is not right. Check the email and try again.';
    const used = 'Too many wrong codes. Ask for a new one.';
    const locked = 'refused';
    expect(answers).toEqual([wrong, wrong, wrong, wrong, used, wrong, wrong, wrong, wrong, locked, ...Array(6).fill(locked)]);
    const right = await answer(await post(routes.verify, { email, code }));
    const lockedOut = 'Too many wrong codes for this address. Try again in 15 minutes.';
    expect(right).toEqual(wait(/^(8\d\d|900)$/, lockedOut, { errors: { code: lockedOut } }));
  });
});
