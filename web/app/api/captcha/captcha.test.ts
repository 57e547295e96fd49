import { listEnquiries } from '@dealer/leads/server';
import { captchaPayload, captchaSolutionsTable, solveCaptcha } from '@dealer/leads/testing';
import type { SiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaFor } from '@/server/captcha/testing';
import { demoSite } from '@/server/content/demo-site';
import { openWebTestDatabase } from '@/server/db/test-database';

/**
 * The lead forms' captcha at the API (§5 "captcha shown by default"; leads/README.md "Captcha"):
 * GET /api/captcha issues a challenge bound to the Host's site, and every route that stores a lead
 * (POST /api/enquiries for enquiries, test drives, photo requests and finance; POST
 * /api/trade-in/{id}/accept) takes a lead only with a valid answer, once. Answers are solved with
 * altcha-lib's own solver, as the widget solves them (`@dealer/leads/testing`), on a real in-memory
 * PGlite database migrated like the web's; only the process singletons are replaced.
 */
vi.stubEnv('LEAD_WORKER', 'off');
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
const flags = new Map<string, Partial<SiteConfig['features']>>();
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
// The valuation tool is on (as in the trade-in routes' tests), so an offer can be accepted.
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, { autograb: true, ...flags.get(slug) }) }));

const captchaRoute = (await import('./route')).GET;
const enquiries = (await import('../enquiries/route')).POST;
const lookups = (await import('../trade-in/lookups/route')).POST;
const answersRoute = (await import('../trade-in/[id]/answers/route')).PUT;
const acceptRoute = (await import('../trade-in/[id]/accept/route')).POST;

beforeAll(async () => {
  database = await openWebTestDatabase('captcha_routes');
});
afterAll(() => database.close());
beforeEach(() => flags.clear());

const KIA = 'riverside-kia';
const JEEP = 'lone-star-jeep';
const hostOf = (site: string) => `${site}.localhost:3000`;
let calls = 0;
/** A same-origin request from a page of the site, each from its own address (the rate limit is tested elsewhere). */
const request = (site: string, path: string, init: { method?: string; body?: unknown; key?: string } = {}) =>
  new Request(`http://${hostOf(site)}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      host: hostOf(site), origin: `http://${hostOf(site)}`, 'content-type': 'application/json', 'x-forwarded-for': `10.5.${Math.floor(++calls / 250)}.${calls % 250}`,
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

let keys = 0;
const newKey = () => `captcha-test-${++keys}-${Date.now()}`;
const lead = (site: string) => ({
  name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', message: 'Is it still available?', category: 'Sales',
  location: site === KIA ? 'riverside-kia-sales' : 'austin',
});
const enquire = (site: string, body: unknown, key = newKey()) => enquiries(request(site, '/api/enquiries', { body, key }));

const MESSAGES = {
  missing: 'Please confirm you are not a robot and try again.',
  malformed: 'The robot check could not be read. Please try again.',
  wrong: 'The robot check did not pass. Please try again.',
  expired: 'The robot check has expired. Please try again.',
  replayed: 'This robot check was already used. Please try again.',
} as const;

/** A 400 problem naming the captcha's field alone, with the site's message (README "Routes and errors"). */
async function captchaRefusal(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(await response.json()).toEqual({ type: 'about:blank', title: 'Bad Request', status: 400, detail: message, errors: { altcha: message } });
}
const storedCount = async (site: string) => (await listEnquiries(database.db, site)).length;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('§5 captcha: GET /api/captcha', () => {
  it('§5 captcha: a challenge for the Host\'s site, signed, expiring in 10 minutes, never cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await captchaRoute(request(KIA, '/api/captcha', { method: 'GET' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as { parameters: Record<string, unknown>; signature: string };
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { site: KIA } });
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
    // Each request is a new challenge.
    const again = (await (await captchaRoute(request(KIA, '/api/captcha', { method: 'GET' }))).json()) as { signature: string };
    expect(again.signature).not.toBe(challenge.signature);
  });

  it('§5 captcha: where a site turns its captcha off, a 404 problem', async () => {
    flags.set(KIA, { captcha: false });
    const response = await captchaRoute(request(KIA, '/api/captcha', { method: 'GET' }));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({ status: 404, detail: 'This site\'s forms have no captcha.' });
  });

  it('§5 captcha: a challenge the route issued, solved as the widget solves it, is taken with a lead', { timeout: 60_000 }, async () => {
    const challenge = await (await captchaRoute(request(JEEP, '/api/captcha', { method: 'GET' }))).json();
    const response = await enquire(JEEP, { ...lead(JEEP), altcha: await solveCaptcha(challenge) });
    expect(response.status).toBe(201);
  });
});

describe('§5 captcha: POST /api/enquiries can be neither skipped nor replayed', () => {
  it('§5 captcha: a lead with a solved answer is stored (201) and its answer taken', async () => {
    const before = await database.db.$count(captchaSolutionsTable);
    const response = await enquire(KIA, { ...lead(KIA), altcha: await captchaFor(KIA) });
    expect(response.status).toBe(201);
    expect(await database.db.$count(captchaSolutionsTable)).toBe(before + 1);
  });

  type Case = { name: string; altcha: () => Promise<unknown>; message: string };
  const cases: Case[] = [
    { name: 'no answer', altcha: async () => undefined, message: MESSAGES.missing },
    { name: 'an empty answer', altcha: async () => '', message: MESSAGES.missing },
    { name: 'text that is no answer', altcha: async () => 'not-a-captcha-answer', message: MESSAGES.malformed },
    { name: 'an answer that is not text', altcha: async () => ({ counter: 1 }), message: MESSAGES.malformed },
    { name: 'another site\'s answer', altcha: () => captchaFor(JEEP), message: MESSAGES.wrong },
    {
      name: 'an answer with a changed derived key',
      altcha: async () => {
        const { challenge, solution } = JSON.parse(Buffer.from(await captchaFor(KIA), 'base64').toString()) as { challenge: Parameters<typeof captchaPayload>[0]; solution: { counter: number; derivedKey: string } };
        return captchaPayload(challenge, { ...solution, derivedKey: `${solution.derivedKey.slice(0, -1)}${solution.derivedKey.endsWith('0') ? '1' : '0'}` });
      },
      message: MESSAGES.wrong,
    },
    { name: 'an answer to a challenge issued 11 minutes ago', altcha: () => captchaFor(KIA, minutesAgo(11)), message: MESSAGES.expired },
  ];
  it.each(cases)('§5 captcha: $name is a 400 naming altcha, and nothing is stored', async ({ altcha, message }) => {
    const before = await storedCount(KIA);
    const answer = await altcha();
    await captchaRefusal(await enquire(KIA, { ...lead(KIA), ...(answer === undefined ? {} : { altcha: answer }) }), message);
    expect(await storedCount(KIA)).toBe(before);
  });

  it('§5 captcha: the same answer with a new Idempotency-Key is a replay (400); the first lead alone is stored', async () => {
    const altcha = await captchaFor(KIA);
    expect((await enquire(KIA, { ...lead(KIA), altcha })).status).toBe(201);
    const before = await storedCount(KIA);
    await captchaRefusal(await enquire(KIA, { ...lead(KIA), message: 'A second lead on the same answer', altcha }), MESSAGES.replayed);
    expect(await storedCount(KIA)).toBe(before);
  });

  it('§5 captcha: an Idempotency-Key replay of a stored lead is answered 200 with the first id, with its answer or none', async () => {
    const key = newKey();
    const body = { ...lead(KIA), altcha: await captchaFor(KIA) };
    const first = await enquire(KIA, body, key);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    for (const again of [body, lead(KIA)]) {
      const replay = await enquire(KIA, again, key);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ id });
    }
  });

  it('§5 captcha: two submits racing with one key and one answer store one lead, 201 and 200 with its id', async () => {
    const key = newKey();
    const body = { ...lead(KIA), altcha: await captchaFor(KIA) };
    const answers = await Promise.all([enquire(KIA, body, key), enquire(KIA, body, key)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const [a, b] = (await Promise.all(answers.map((answer) => answer.json()))) as { id: string }[];
    expect(a!.id).toBe(b!.id);
  });

  it('§5 captcha: a lead refused for its captcha does not take the answer, so a corrected submit may use it', async () => {
    const altcha = await captchaFor(KIA);
    // Refused by the schema, before the captcha is looked at.
    expect((await enquire(KIA, { ...lead(KIA), email: 'nope', altcha })).status).toBe(400);
    expect((await enquire(KIA, { ...lead(KIA), altcha })).status).toBe(201);
  });

  it('§5 captcha: the honeypot still answers a bot 201 and stores nothing, captcha or not', async () => {
    const before = await storedCount(KIA);
    expect((await enquire(KIA, { ...lead(KIA), website: 'http://spam.example' })).status).toBe(201);
    expect(await storedCount(KIA)).toBe(before);
  });

  it('§5 captcha: where a site turns its captcha off, a lead without an answer is stored', async () => {
    flags.set(JEEP, { captcha: false });
    expect((await enquire(JEEP, lead(JEEP))).status).toBe(201);
  });
});

describe('§5 captcha: POST /api/trade-in/{id}/accept', () => {
  const shopper = { name: 'Jamie', last_name: 'Smith', postcode: '4064', phone: '0412 345 678', email: 'jamie@example.com' };
  /** A riverside-kia valuation with an offer (ABC123 in Queensland: a 2024 Ford Mustang for the embedded provider). */
  async function offered(): Promise<string> {
    const looked = await lookups(request(KIA, '/api/trade-in/lookups', { body: { rego: 'ABC123', regoState: 'QLD' }, key: newKey() }));
    expect(looked.status).toBe(201);
    const { id } = (await looked.json()) as { id: string };
    const answers = { odometerKm: 12000, condition: 'good', accidentDamage: 'no', financeOwing: 'no', serviceHistory: 'full', keys: '2+' };
    expect((await answersRoute(request(KIA, `/api/trade-in/${id}/answers`, { method: 'PUT', body: { adjustmentAnswers: answers } }), { params: Promise.resolve({ id }) })).status).toBe(200);
    return id;
  }
  const accept = (id: string, body: unknown) => acceptRoute(request(KIA, `/api/trade-in/${id}/accept`, { body }), { params: Promise.resolve({ id }) });

  it('§5 captcha: without an answer a 400 naming altcha and the offer stays open; with one, 201; accepting again is 200 with the same lead', async () => {
    const id = await offered();
    const before = await storedCount(KIA);
    await captchaRefusal(await accept(id, shopper), MESSAGES.missing);
    expect(await storedCount(KIA)).toBe(before);
    const accepted = await accept(id, { ...shopper, altcha: await captchaFor(KIA) });
    expect(accepted.status).toBe(201);
    const { lead_id: leadId } = (await accepted.json()) as { lead_id: string };
    const again = await accept(id, shopper);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ lead_id: leadId });
  });

  it('§5 captcha: an answer taken by an enquiry is a replay when accepting an offer, and an expired or another site\'s one is refused', async () => {
    const id = await offered();
    const used = await captchaFor(KIA);
    expect((await enquire(KIA, { ...lead(KIA), altcha: used })).status).toBe(201);
    await captchaRefusal(await accept(id, { ...shopper, altcha: used }), MESSAGES.replayed);
    await captchaRefusal(await accept(id, { ...shopper, altcha: await captchaFor(KIA, minutesAgo(11)) }), MESSAGES.expired);
    await captchaRefusal(await accept(id, { ...shopper, altcha: await captchaFor(JEEP) }), MESSAGES.wrong);
    expect((await accept(id, { ...shopper, altcha: await captchaFor(KIA) })).status).toBe(201);
  });

  it('§5 captcha: where the site turns its captcha off, an offer is accepted without an answer', async () => {
    flags.set(KIA, { captcha: false });
    expect((await accept(await offered(), shopper)).status).toBe(201);
  });
});

describe('§5 captcha: POST /api/finance-applications', () => {
  const financeRoute = async () => (await import('../finance-applications/route')).POST;
  /** lone-star-jeep takes finance enquiries (§2 /finance-enquiry) with a Texas ZIP. */
  const enquiry = { kind: 'enquiry', name: 'Jamie', last_name: 'Smith', postcode: '78701', phone: '(512) 555-0134', email: 'jamie@example.com' };
  const apply = async (body: unknown, key = newKey()) => (await financeRoute())(request(JEEP, '/api/finance-applications', { body, key }));

  it('§5 captcha: a finance request without an answer is a 400 naming altcha and nothing is stored; with one, 201; the same answer again, 400', async () => {
    const before = await storedCount(JEEP);
    await captchaRefusal(await apply(enquiry), MESSAGES.missing);
    expect(await storedCount(JEEP)).toBe(before);
    const answer = await captchaFor(JEEP);
    expect((await apply({ ...enquiry, altcha: answer })).status).toBe(201);
    await captchaRefusal(await apply({ ...enquiry, altcha: answer }), MESSAGES.replayed);
    await captchaRefusal(await apply({ ...enquiry, altcha: await captchaFor(KIA) }), MESSAGES.wrong);
    expect(await storedCount(JEEP)).toBe(before + 1);
  });
});
