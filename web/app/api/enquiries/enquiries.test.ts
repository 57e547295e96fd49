import { listEnquiries, trackingEventsTable as trackingEvents } from '@dealer/leads/server';
import { withCaptchaAnswer } from '@/server/captcha/testing';
import { openWebTestDatabase } from '@/server/db/test-database';
import type { Database } from '@dealer/db';
import { type SiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';

/**
 * POST /api/enquiries on a real (in-memory) PGlite database, migrated like the web's. Only the two
 * process singletons are replaced: the stock database (its database is this test's) and the content
 * lake's site settings (the code registry's config, with per-test feature flags).
 */
// No delivery worker polling this file's database (it logged every failed send, then failed to claim once the database closed).
vi.stubEnv('LEAD_WORKER', 'off');
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
const flags = new Map<string, Partial<SiteConfig['features']>>();

vi.mock('@/server/db/database', () => ({
  database: async (): Promise<{ db: Database }> => ({ db: database.db }),
}));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, flags.get(slug)) }));

const { POST } = await import('./route');

beforeAll(async () => {
  database = await openWebTestDatabase('enquiries_route');
});
afterAll(() => database.close());
beforeEach(() => flags.clear());

/**
 * Each request from its own address, so the rate limit (tested on its own below) never trips the
 * other tests. A lead carries a fresh captcha answer for its Host's site (§5; the captcha's own
 * tests are web/app/api/captcha/captcha.test.ts).
 */
let address = 0;
const post = async (host: string, body: unknown, key?: string, from = `10.0.${Math.floor(++address / 250)}.${address % 250}`) =>
  POST(new Request('http://localhost/api/enquiries', {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-forwarded-for': from, ...(key ? { 'idempotency-key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(await withCaptchaAnswer(host, body)),
  }));

const kiaLead = {
  name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', message: 'Please call me about servicing.',
  category: 'Service', location: 'riverside-kia-sales', Rego: 'abc123',
};
/** A refusal's RFC 9457 problem details (README "Routes and errors"), after its status and Content-Type. */
async function problemOf(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'about:blank', title: expect.any(String), status, detail: expect.any(String) });
  return body;
}

const rowsFor = (site: string) => listEnquiries(database.db, site);
const rowById = async (site: string, id: string) => (await rowsFor(site)).find((row) => row.id === id);
const eventsFor = async (site: string) => (await database.db.select().from(trackingEvents)).filter((event) => event.site === site);

describe('POST /api/enquiries (§5 rules, §7 enquiry submit, §9 tracking ids)', () => {
  it('accepts a valid enquiry: 201 {id}, committed before the response, with the §3 values', async () => {
    const response = await post('riverside-kia.localhost:3000', kiaLead, 'route-accept-0001');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await rowById('riverside-kia', id);
    expect(row).toMatchObject({
      site: 'riverside-kia', name: 'Jo Citizen', email: 'jo@example.com', category: 'Service', location: 'riverside-kia-sales',
      dealershipSlug: 'riverside-kia', optIn: true, extra: { Rego: 'ABC123' }, deliveryStatus: 'pending', idempotencyKey: 'route-accept-0001',
    });
    const events = await eventsFor('riverside-kia');
    expect(events.filter((event) => event.data.enquiry_id === id).map((event) => event.eventId)).toEqual([22]);
  });

  it('a double submit with the same Idempotency-Key stores once and answers the same id, 200 the second time (README "Holding under abuse")', async () => {
    const first = await post('riverside-kia.localhost:3000', kiaLead, 'route-double-0001');
    const second = await post('riverside-kia.localhost:3000', kiaLead, 'route-double-0001');
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const rows = (await rowsFor('riverside-kia')).filter((row) => row.idempotencyKey === 'route-double-0001');
    expect(rows).toHaveLength(1);
  });

  it('README "Holding under abuse": the 21st lead from one address within 10 minutes is a 429 problem with Retry-After, and not stored', async () => {
    const before = (await rowsFor('southern-cross-motors')).length;
    const answers = [];
    const lead = { ...kiaLead, location: 'parramatta', dealership_slug: 'southern-cross-parramatta' };
    for (let i = 0; i < 21; i++) answers.push(await post('southern-cross-motors.localhost:3000', lead, undefined, '203.0.113.99'));
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect((await rowsFor('southern-cross-motors')).length).toBe(before + 20);
    const refused = answers[20]!;
    expect((await problemOf(refused, 429)).detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is still served.
    expect((await post('southern-cross-motors.localhost:3000', lead, undefined, '203.0.113.100')).status).toBe(201);
  });

  it('a lead with the honeypot filled is answered 201 but neither stored nor queued', async () => {
    const before = (await rowsFor('riverside-kia')).length;
    const answer = await post('riverside-kia.localhost:3000', { ...kiaLead, website: 'http://spam.example' });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await rowsFor('riverside-kia')).length).toBe(before);
  });

  it('the same Idempotency-Key with a different enquiry is a 422 problem and drops nothing silently (README "Holding under abuse")', async () => {
    await post('riverside-kia.localhost:3000', kiaLead, 'route-reused-0001');
    const reused = await post('riverside-kia.localhost:3000', { ...kiaLead, message: 'A different question entirely.' }, 'route-reused-0001');
    expect(await problemOf(reused, 422)).toEqual({
      type: 'about:blank', title: 'Unprocessable Entity', status: 422,
      detail: 'This Idempotency-Key was already used for a different enquiry; send a new key for a new enquiry.',
    });
  });

  it('bad input: a 400 problem with errors {field: message}, and nothing stored', async () => {
    const before = (await rowsFor('riverside-kia')).length;
    const response = await post('riverside-kia.localhost:3000', { name: '', email: 'nope', phone: 'x', message: '', category: '', location: '' }, 'route-bad-0001');
    expect(await problemOf(response, 400)).toEqual({
      type: 'about:blank', title: 'Bad Request', status: 400, detail: '6 fields need correcting.',
      errors: {
        name: 'Please enter your name',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
        message: 'Please enter a message',
        category: 'Please choose an enquiry type',
        location: 'Please choose a location',
      },
    });
    expect((await rowsFor('riverside-kia')).length).toBe(before);
  });

  it.each([
    ['not JSON', '{', 'Body must be JSON: {"name": "...", "email": "...", ...}.'],
    ['a lone surrogate in the name (README "Holding under abuse")', '{"name":"Ana \\ud800"}', 'name: must be well-formed Unicode text (a lone surrogate was sent)'],
    ['a NUL in the name (README "Holding under abuse")', '{"name":"Ana\\u0000"}', 'name: must not contain a NUL character'],
    ['not an object', '[1]', expect.any(String)],
  ])('a 400 problem for a body that is %s, its message under form', async (_case, body, message) => {
    const problem = await problemOf(await post('riverside-kia.localhost:3000', body), 400);
    expect(problem).toMatchObject({ detail: message, errors: { form: message } });
    expect(Object.keys(problem.errors as object)).toEqual(['form']);
  });

  it.each([
    ['a finance application, signed out', 'Finance', 401],
    ['a sales enquiry, signed out', 'Sales', 201],
  ])('§2/§6 where the site gates finance: %s is %i', async (_case, category, status) => {
    flags.set('riverside-kia', { authentication: true, gateFinance: true });
    const response = await post('riverside-kia.localhost:3000', { ...kiaLead, category });
    expect(response.status).toBe(status);
    // The sign-in link comes back to the page the form was on (its Referer; here none, so home).
    if (status === 401) {
      expect(await problemOf(response, 401)).toEqual({
        type: 'about:blank', title: 'Unauthorized', status: 401,
        detail: 'Please sign in to apply for finance: this dealer asks for an account first.', signIn: '/sign-in?type=finance&redirect=%2F',
      });
    }
  });

  it('§5 message optional when the site flag enquiryMessageRequired is false', async () => {
    flags.set('riverside-kia', { enquiryMessageRequired: false });
    const response = await post('riverside-kia.localhost:3000', { ...kiaLead, message: '' }, 'route-nomessage-01');
    expect(response.status).toBe(201);
  });

  it('§5 careers is stored as General Enquiry / Career Enquiry, with §9 event 51', async () => {
    const response = await post('riverside-kia.localhost:3000', { ...kiaLead, category: 'Careers' }, 'route-careers-0001');
    const { id } = (await response.json()) as { id: string };
    const row = await rowById('riverside-kia', id);
    expect(row).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    const events = (await eventsFor('riverside-kia')).filter((event) => event.eventId === 51);
    expect(events.map((event) => event.data.enquiry_id)).toContain(id);
  });

  it('§5 a site with several dealerships requires the preferred dealership; one location is auto-filled', async () => {
    const lead = { ...kiaLead, location: 'parramatta' };
    const missing = await post('southern-cross-motors.localhost:3000', lead, 'route-scm-0001');
    expect(await problemOf(missing, 400)).toMatchObject({ detail: 'Please choose a dealership', errors: { dealership_slug: 'Please choose a dealership' } });
    const ok = await post('southern-cross-motors.localhost:3000', { ...lead, dealership_slug: 'southern-cross-parramatta' }, 'route-scm-0002');
    expect(ok.status).toBe(201);
    const jeep = await post('lone-star-jeep.localhost:3000', { ...kiaLead, location: undefined, Rego: undefined }, 'route-lsj-0001');
    expect(jeep.status).toBe(201);
    const [row] = await rowsFor('lone-star-jeep');
    expect(row).toMatchObject({ location: 'austin', dealershipSlug: 'lone-star-jeep' });
  });

  it('one site can never write another site’s lead: the site comes only from the Host', async () => {
    // a riverside-kia location posted to lone-star-jeep is not one of that site's locations
    const response = await post('lone-star-jeep.localhost:3000', { ...kiaLead, site: 'riverside-kia', dealership_slug: 'riverside-kia' }, 'route-cross-0001');
    expect(Object.keys((await problemOf(response, 400)).errors as object).sort()).toEqual(['dealership_slug', 'location']);
    // the same idempotency key on two sites is two leads, each stored under its Host's site
    const kia = await post('riverside-kia.localhost:3000', kiaLead, 'route-cross-0002');
    const jeep = await post('lone-star-jeep.localhost:3000', { ...kiaLead, location: 'austin', site: 'riverside-kia' }, 'route-cross-0002');
    const [kiaId, jeepId] = [((await kia.json()) as { id: string }).id, ((await jeep.json()) as { id: string }).id];
    expect(kiaId).not.toBe(jeepId);
    expect((await rowById('lone-star-jeep', jeepId))?.site).toBe('lone-star-jeep');
    expect(await rowById('riverside-kia', jeepId)).toBeUndefined();
  });

  it.each([['localhost:3000'], ['nowhere.example']])('a host that is no dealer site (%s) is a 404 problem', async (host) => {
    await problemOf(await post(host, kiaLead), 404);
  });

  it('a malformed Idempotency-Key is a 400 problem naming it; the body is checked first', async () => {
    const bad = await post('riverside-kia.localhost:3000', kiaLead, 'bad key!');
    expect(await problemOf(bad, 400)).toMatchObject({
      detail: 'Idempotency-Key must be 8 to 128 letters, digits, - or _.', errors: { 'idempotency-key': 'Idempotency-Key must be 8 to 128 letters, digits, - or _.' },
    });
    expect(Object.keys((await problemOf(await post('riverside-kia.localhost:3000', { ...kiaLead, email: 'nope' }, 'bad key!'), 400)).errors as object)).toEqual(['email']);
  });

  it('a car this site does not list is a 400 problem naming car_id, and nothing stored', async () => {
    const before = (await rowsFor('riverside-kia')).length;
    const response = await post('riverside-kia.localhost:3000', { ...kiaLead, car_id: 'no-such-car' }, 'route-nocar-0001');
    expect(await problemOf(response, 400)).toMatchObject({ detail: 'This car is not listed on this site.', errors: { car_id: 'This car is not listed on this site.' } });
    expect((await rowsFor('riverside-kia')).length).toBe(before);
  });
});
