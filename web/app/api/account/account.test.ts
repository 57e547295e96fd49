import { mkdtemp, rm } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoStock } from '@dealer/demo';
import { listMailbox, listWatchlist, readMailboxMessage, shopperForSession, startLocalMailServer, type LocalMailServer } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StockService } from '@/server/stock/service';
import { demoSite } from '@/server/content/demo-site';

/**
 * The account and watchlist endpoints (README "Accounts, the watchlist, reservations and buying
 * online") over the real database, stock search and a real SMTP server (leads' local one): the code
 * is read from the mailbox as a shopper reads it. riverside-kia has accounts on; lone-star-jeep has
 * them off (§6 default). Every refusal is problem details (README "Routes and errors").
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
let mail: LocalMailServer;
let mailDir: string;

vi.mock('@/server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('@/server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const routes = {
  code: (await import('./code/route')).POST,
  verify: (await import('./verify/route')).POST,
  phone: (await import('./phone/route')).POST,
  signOut: (await import('./sign-out/route')).POST,
  remove: (await import('./delete/route')).POST,
  save: (await import('../watchlist/save-car/route')).POST,
  unsave: (await import('../watchlist/remove-car/route')).POST,
};
const { createStockService } = await import('@/server/stock/service');

const KIA = 'riverside-kia.localhost:3000';
let kiaCar: string;
let jeepCar: string;
beforeAll(async () => {
  mailDir = await mkdtemp(path.join(tmpdir(), 'account-mail-'));
  mail = await startLocalMailServer({ folder: mailDir });
  process.env.SMTP_URL = `smtp://127.0.0.1:${mail.port}`;
  database = await openWebTestDatabase('account_routes');
  await seedDemoStock(database.db, { now: new Date(), sites: ['riverside-kia', 'lone-star-jeep'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' } });
  const first = async (site: string) => {
    const { config } = resolveSiteConfig(findSiteDefinition(site)!);
    return String((await service.searchOne(config, { hitsPerPage: 1, filters: 'status:in_stock' })).hits[0]!.objectID);
  };
  kiaCar = await first('riverside-kia');
  jeepCar = await first('lone-star-jeep');
});
afterAll(async () => {
  await database.close();
  await mail.close();
  await rm(mailDir, { recursive: true, force: true });
});

let address = 0;
function post(route: (request: Request) => Promise<Response>, body: unknown, options: { host?: string; cookie?: string; origin?: string | null } = {}) {
  const host = options.host ?? KIA;
  const origin = options.origin === undefined ? `http://${host}` : options.origin;
  return route(
    new Request(`http://${host}/api/x`, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.0.${++address}`,
        ...(origin ? { origin } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** The newest code mailed to `to`, read from the local mailbox. */
async function codeMailedTo(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const entry = (await listMailbox(mailDir)).find((message) => message.to.includes(to));
    if (entry) {
      const message = await readMailboxMessage(mailDir, entry.file);
      return /\b(\d{6})\b/.exec(message!.text)![1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${to}`);
}

/** An answer as a client reads it: status, content type and body. */
const answer = async (response: Response) => ({ status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as unknown });

/** A refusal as RFC 9457 problem details (README "Routes and errors"), with `detail` and any extension members. */
const problem = (status: number, detail: unknown, extensions: Record<string, unknown> = {}) => ({
  status,
  type: expect.stringMatching(/^application\/problem\+json/),
  body: { type: 'about:blank', title: STATUS_CODES[status], status, detail, ...extensions },
});

const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!;

async function signIn(email: string): Promise<string> {
  expect((await post(routes.code, { email })).status).toBe(200);
  const verified = await post(routes.verify, { email, code: await codeMailedTo(email) });
  expect(verified.status).toBe(200);
  return cookieOf(verified);
}

describe('sign-in by emailed code (§2 /sign-in, §6)', () => {
  it('a code is mailed in the site\'s name; the right code signs in with an HttpOnly, SameSite=Lax cookie and asks for a phone', async () => {
    const sent = await post(routes.code, { email: 'mia@example.com' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent: true, expiresInMinutes: 10 });
    const [entry] = (await listMailbox(mailDir)).filter((message) => message.to.includes('mia@example.com'));
    expect(entry!.subject).toMatch(/^Your Riverside Kia sign-in code: \d{6}$/);

    const verified = await post(routes.verify, { email: 'MIA@example.com', code: await codeMailedTo('mia@example.com') });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ signedIn: true, needsPhone: true });
    const cookie = verified.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^dealer_session=[A-Za-z0-9_-]{43}; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect(await shopperForSession(database.db, 'riverside-kia', token)).toMatchObject({ email: 'mia@example.com' });
  });

  it.each([
    ['a wrong code', { email: 'wrong@example.com', code: 'WRONG' }, 'That code is not right. Check the email and try again.'],
    ['no code asked for', { email: 'never@example.com', code: '123456' }, 'There is no code waiting for this address. Ask for a new one.'],
    ['a malformed code', { email: 'never@example.com', code: '12ab' }, 'Please enter the 6-digit code from the email'],
  ])('bad input: %s is a 400 problem whose errors.code says what to do', async (_case, body, message) => {
    if (body.code === 'WRONG') {
      await post(routes.code, { email: body.email });
      const right = await codeMailedTo(body.email);
      body = { ...body, code: right === '000000' ? '000001' : '000000' };
    }
    const response = await post(routes.verify, body);
    expect(await answer(response)).toEqual(problem(400, message, { errors: { code: message } }));
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('a body that is no object is a 400 problem, not an empty list of fields', async () => {
    const response = await answer(await post(routes.verify, []));
    expect(response).toEqual(problem(400, expect.any(String), { errors: { form: expect.any(String) } }));
  });

  it.each([
    ['not an email', { email: 'nope' }, problem(400, 'Please enter a valid email address', { errors: { email: 'Please enter a valid email address' } })],
    ['not JSON', '{', problem(400, expect.any(String), { errors: { form: expect.any(String) } })],
    ['an oversized body', { email: `${'a'.repeat(5000)}@example.com` }, problem(413, 'Request body is larger than 2048 bytes.')],
  ])('bad input to /api/account/code: %s', async (_case, body, refused) => {
    expect(await answer(await post(routes.code, body))).toEqual(refused);
  });

  it.each([
    ['not a phone', { phone: 'call me' }, problem(400, 'Please enter a valid phone number', { errors: { phone: 'Please enter a valid phone number' } })],
    ['not JSON', '{', problem(400, expect.any(String), { errors: { form: expect.any(String) } })],
    ['signed out', { phone: '0412 345 678' }, problem(401, 'Please sign in first.')],
  ])('bad input to /api/account/phone: %s', async (_case, body, refused) => {
    expect(await answer(await post(routes.phone, body))).toEqual(refused);
  });

  it.each([
    ['fields', { everyone: true }, problem(400, 'This call takes no fields: send {}.', { errors: { form: 'This call takes no fields: send {}.' } })],
    ['not JSON', '{', problem(400, expect.any(String), { errors: { form: expect.any(String) } })],
  ])('/api/account/sign-out takes {}: %s is a 400 problem', async (_case, body, refused) => {
    expect(await answer(await post(routes.signOut, body))).toEqual(refused);
  });

  it('a site with accounts off (§6 default) has no account endpoints: 404', async () => {
    const response = await post(routes.code, { email: 'x@example.com' }, { host: 'lone-star-jeep.localhost:3000' });
    expect(await answer(response)).toEqual(problem(404, 'This site has no shopper accounts.'));
  });

  it('CSRF (README "Holding under abuse"): a request from another site\'s page, or with no Origin, is refused 403 and sends nothing', async () => {
    for (const origin of ['http://evil.example', 'http://southern-cross-motors.localhost:3000', null]) {
      const response = await post(routes.code, { email: 'csrf@example.com' }, { origin });
      expect(await answer(response), String(origin)).toEqual(problem(403, 'This request must come from a page of this site.'));
    }
    expect((await listMailbox(mailDir)).filter((message) => message.to.includes('csrf@example.com'))).toEqual([]);
  });

  it('a session cookie of one site means nothing on another', async () => {
    const cookie = await signIn('cross@example.com');
    const response = await post(routes.phone, { phone: '0412 345 678' }, { host: 'southern-cross-motors.localhost:3000', cookie });
    // southern-cross-motors has no accounts at all; riverside-kia's own cookie still works there.
    expect(await answer(response)).toEqual(problem(404, 'This site has no shopper accounts.'));
    expect((await post(routes.phone, { phone: '0412 345 678' }, { cookie })).status).toBe(200);
  });
});

describe('the watchlist (§4, §5, §7 POST /api/watchlist/save-car and /remove-car)', () => {
  it('§5: signed out, or signed in without a phone, a save is a 401 that sends the shopper to sign-in', async () => {
    const signIn401 = { success: false, signIn: expect.stringMatching(/^\/sign-in\?type=watchlist&redirect=/) };
    const signedOut = await post(routes.save, { phone_number: '0412 345 678', car_id: kiaCar });
    expect(await answer(signedOut)).toEqual(problem(401, 'Please sign in first.', signIn401));
    const cookie = await signIn('nophone@example.com');
    const noPhone = await post(routes.save, { phone_number: '0412 345 678', car_id: kiaCar }, { cookie });
    expect(await answer(noPhone)).toEqual(problem(401, 'Add your phone number to your account to use the watchlist.', signIn401));
  });

  it('saves and removes with {success: true}; another site\'s car, or another phone, is a 400; signing out ends it', async () => {
    const cookie = await signIn('saver@example.com');
    expect((await post(routes.phone, { phone: 'call me' }, { cookie })).status).toBe(400);
    expect((await post(routes.phone, { phone: '0412 345 678' }, { cookie })).status).toBe(200);
    const token = cookie.split('=')[1]!;
    const shopper = (await shopperForSession(database.db, 'riverside-kia', token))!;

    const saved = await post(routes.save, { phone_number: '0412345678', car_id: kiaCar }, { cookie });
    expect([saved.status, await saved.json()]).toEqual([200, { success: true }]);
    expect(await listWatchlist(database.db, 'riverside-kia', shopper.id)).toEqual([kiaCar]);

    const foreign = await post(routes.save, { phone_number: '0412345678', car_id: jeepCar }, { cookie });
    expect(await answer(foreign)).toEqual(problem(400, 'This car is not listed on this site.', { success: false, errors: { car_id: 'This car is not listed on this site.' } }));
    const otherPhone = await post(routes.save, { phone_number: '0499 999 999', car_id: kiaCar }, { cookie });
    const mismatch = 'That phone number is not the one on your account.';
    expect(await answer(otherPhone)).toEqual(problem(400, mismatch, { success: false, errors: { phone_number: mismatch } }));
    const shapeless = await answer(await post(routes.save, '{"car_id": 1}', { cookie }));
    expect(shapeless).toEqual(problem(400, expect.any(String), { success: false, errors: { phone_number: expect.any(String), car_id: expect.any(String) } }));

    const removed = await post(routes.unsave, { phone_number: '0412 345 678', car_id: kiaCar }, { cookie });
    expect([removed.status, await removed.json()]).toEqual([200, { success: true }]);
    expect(await listWatchlist(database.db, 'riverside-kia', shopper.id)).toEqual([]);

    await post(routes.signOut, {}, { cookie });
    expect(await answer(await post(routes.save, { phone_number: '0412345678', car_id: kiaCar }, { cookie }))).toEqual(
      problem(401, 'Please sign in first.', { success: false, signIn: expect.stringMatching(/^\/sign-in\?type=watchlist&/) }),
    );
  });

  it.each([
    ['a site without accounts (§6 default)', { host: 'lone-star-jeep.localhost:3000' }, '{}', 404, 'This site has no shopper accounts.', {}],
    ['another site\'s page (CSRF)', { origin: 'http://evil.example' }, '{}', 403, 'This request must come from a page of this site.', {}],
    ['a body that is not JSON', {}, 'car=1', 400, expect.stringMatching(/^Body must be JSON/), { errors: { form: expect.stringMatching(/^Body must be JSON/) } }],
  ])('§7 %s: a %i problem that still says success: false', async (_case, options, body, status, detail, extensions) => {
    for (const route of [routes.save, routes.unsave]) {
      expect(await answer(await post(route, body, options))).toEqual(problem(status, detail, { success: false, ...extensions }));
    }
  });

  it('deleting the account removes its watchlist and sessions', async () => {
    const cookie = await signIn('leaver@example.com');
    await post(routes.phone, { phone: '0412 345 678' }, { cookie });
    const shopper = (await shopperForSession(database.db, 'riverside-kia', cookie.split('=')[1]!))!;
    await post(routes.save, { phone_number: '0412 345 678', car_id: kiaCar }, { cookie });
    const deleted = await post(routes.remove, {}, { cookie });
    expect([deleted.status, await deleted.json()]).toEqual([200, { deleted: true }]);
    expect(deleted.headers.get('set-cookie')).toMatch(/^dealer_session=; /);
    expect(await listWatchlist(database.db, 'riverside-kia', shopper.id)).toEqual([]);
    expect(await shopperForSession(database.db, 'riverside-kia', cookie.split('=')[1]!)).toBeNull();
    expect(await answer(await post(routes.remove, {}, { cookie }))).toEqual(problem(401, 'Please sign in first.'));
  });
});
