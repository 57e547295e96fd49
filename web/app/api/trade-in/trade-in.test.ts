import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  adfLeadFromEnquiry, buildAdf, findEnquiry, leadDeliveriesTable, listEnquiries, tradeInValuationsTable, trackingEventsTable,
} from '@dealer/leads/server';
import type { SiteConfig } from '@dealer/tenants';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withCaptchaAnswer } from '@/server/captcha/testing';
import { demoSite } from '@/server/content/demo-site';
import { openWebTestDatabase } from '@/server/db/test-database';

/**
 * The trade-in valuation API (§3 "Valuation lead", §5/§9 trade-in terms, §7 rego lookup, valuation
 * adjustment answers and offer acceptance; leads/valuation/README.md) on a real in-memory PGlite
 * database migrated like the web's, with the embedded provider, or AutoGrab's adapter pointed at a
 * local node:http server (AUTOGRAB_API_BASE) for a plate the register does not know and a provider
 * that is down or hangs past its 5 s. Only the process singletons are replaced: the database and
 * the site settings (the code registry's, with per-test flags). Every refusal is problem details
 * (README "Routes and errors").
 */
vi.stubEnv('LEAD_WORKER', 'off');
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
const flags = new Map<string, Partial<SiteConfig['features']>>();
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
// The tool is on for every site here (the demo sites turn it on for riverside-kia and harbour-city-toyota).
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, { autograb: true, ...flags.get(slug) }) }));

const lookups = (await import('./lookups/route')).POST;
const answersRoute = (await import('./[id]/answers/route')).PUT;
const acceptRoute = (await import('./[id]/accept/route')).POST;

/** AutoGrab's stand-in: 404 for NOTFOUND (no such plate), a hang for HANG, a car for VALUEDOWN, 503 for anything else (its valuation included). */
let autograb: Server;
let autograbBase = '';
const hanging = new Set<ServerResponse>();
beforeAll(async () => {
  database = await openWebTestDatabase('trade_in_routes');
  autograb = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.includes('/registrations/NOTFOUND')) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
    if (request.url?.includes('/registrations/HANG')) return void hanging.add(response);
    // A car AutoGrab knows (its documented shape, last year's model), whose valuation then fails.
    if (request.url?.includes('/registrations/VALUEDOWN')) {
      const vehicle = { id: '1111111111111111', year: String(new Date().getUTCFullYear() - 1), make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', body_type: 'Hatchback', fuel_type: 'Petrol', transmission_type: 'Automatic' };
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, vehicle }));
    }
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => autograb.listen(0, '127.0.0.1', resolve));
  autograbBase = `http://127.0.0.1:${(autograb.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => autograb.close(resolve));
  await database.close();
});
beforeEach(() => flags.clear());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.stubEnv('LEAD_WORKER', 'off');
});
/** The deployment values with AutoGrab, at the stand-in. */
const withAutoGrab = () => {
  vi.stubEnv('AUTOGRAB_API_KEY', 'test-key');
  vi.stubEnv('AUTOGRAB_API_BASE', autograbBase);
};

const KIA = 'riverside-kia.localhost:3000';
let calls = 0;
/** A same-origin request from a page of the site, each from its own address (the rate limit is tested elsewhere). */
function request(path: string, body: unknown, { method = 'POST', host = KIA, key }: { method?: string; host?: string; key?: string } = {}) {
  return new Request(`http://${host}${path}`, {
    method,
    headers: {
      host, origin: `http://${host}`, 'content-type': 'application/json', 'x-forwarded-for': `10.26.${Math.floor(++calls / 250)}.${calls % 250}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
let keys = 0;
const lookup = (body: unknown, options: { host?: string; key?: string } = {}) => lookups(request('/api/trade-in/lookups', body, { ...options, key: options.key ?? `trade-in-lookup-${++keys}` }));
const answer = (id: string, body: unknown, host = KIA) => answersRoute(request(`/api/trade-in/${id}/answers`, body, { method: 'PUT', host }), { params: Promise.resolve({ id }) });
/** Accepting carries a fresh captcha answer for the Host's site (§5; web/app/api/captcha/captcha.test.ts tests the captcha itself). */
const accept = async (id: string, body: unknown, host = KIA) =>
  acceptRoute(request(`/api/trade-in/${id}/accept`, await withCaptchaAnswer(host, body), { host }), { params: Promise.resolve({ id }) });

async function problemOf(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'about:blank', title: expect.any(String), status, detail: expect.any(String) });
  return body;
}

/** ABC123 in Queensland is a 2024 Ford Mustang GT for the embedded provider (a car it estimates); TRADE1 a 2011 Subaru Forester (over 7 years). */
const mustang = { rego: 'abc 123', regoState: 'qld' };
const answers = { odometerKm: '12,000', condition: 'good', accidentDamage: 'no', financeOwing: 'yes', serviceHistory: 'full', keys: '2+' };
const shopper = { name: 'Jamie', last_name: 'Smith', postcode: '4064', phone: '0412 345 678', email: 'jamie@example.com' };

async function identified(body: unknown = mustang): Promise<string> {
  const response = await lookup(body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
async function offered(body: unknown = mustang, given: unknown = answers): Promise<string> {
  const id = await identified(body);
  expect((await answer(id, { adjustmentAnswers: given })).status).toBe(200);
  return id;
}

describe('the trade-in valuation, end to end at the API', () => {
  it('plate → car → answers → offer → accepted lead (§7 subcategory, §9 event 18) with its ADF in the outbox; accepting again is the same lead', async () => {
    const looked = await lookup(mustang);
    expect(looked.status).toBe(201);
    const { id, vehicle } = (await looked.json()) as { id: string; vehicle: Record<string, unknown> };
    expect(vehicle).toEqual({ make: 'Ford', model: 'Mustang', badge: 'GT', year: 2024, body: 'coupe', fuel: 'Petrol', transmission: 'Automatic' });

    const valued = await answer(id, { adjustmentAnswers: answers });
    expect(valued.status).toBe(200);
    const { offer } = (await valued.json()) as { offer: { kind: string; priceCents: number; currency: string; expiresAt: string; explanation: string; validDays: number } };
    expect(offer).toMatchObject({ kind: 'offer', currency: 'AUD', validDays: 7, financeOwing: true });
    expect(offer.priceCents % 5_000).toBe(0);
    expect(offer.explanation).toContain('2024 Ford Mustang GT');

    const accepted = await accept(id, shopper);
    expect(accepted.status).toBe(201);
    const { lead_id: leadId } = (await accepted.json()) as { lead_id: string };
    const lead = (await findEnquiry(database.db, 'riverside-kia', leadId))!;
    expect(lead).toMatchObject({
      category: 'Trade-In', subcategory: '3. Offer Accepted', name: 'Jamie', email: 'jamie@example.com', phone: '0412 345 678', deliveryStatus: 'pending',
      message: offer.explanation, idempotencyKey: `trade-in-${id}`,
      extra: { last_name: 'Smith', postcode: '4064', trade_in_rego: 'ABC123', trade_in_rego_state: 'QLD', trade_in_make: 'Ford', trade_in_odometer_km: '12000', trade_in_valuation_id: id },
    });
    const events = (await database.db.select().from(trackingEventsTable)).filter((event) => event.data.enquiry_id === leadId);
    expect(events.map((event) => event.eventId)).toEqual([18]);
    const [row] = await database.db.select().from(tradeInValuationsTable).where(eq(tradeInValuationsTable.id, id));
    expect(row).toMatchObject({ status: 'accepted', leadId, answers: { odometerKm: 12000 }, offer: { kind: 'offer' } });
    expect(row!.offerExpiresAt!.toISOString()).toBe(offer.expiresAt);

    // The outbox (README "Lead delivery"): the dealer's email, whose body is the ADF with the trade-in.
    const deliveries = await database.db.select().from(leadDeliveriesTable).where(eq(leadDeliveriesTable.leadId, leadId));
    expect(deliveries.map((delivery) => delivery.channel)).toContain('dealer-email');
    const adf = buildAdf(adfLeadFromEnquiry(lead, { dealer: { name: 'Riverside Kia', email: 'leads@riverside-kia.localhost' }, provider: { name: 'Dealer Website Platform' }, currency: 'AUD' }));
    expect(adf).toContain('<vehicle interest="trade-in" status="used">');
    expect(adf).toContain('<odometer units="km">12000</odometer>');
    expect(adf).toContain(`<price type="appraisal" currency="AUD">${offer.priceCents / 100}</price>`);

    // Twice: the same lead, 200, nothing more stored.
    const again = await accept(id, { ...shopper, name: 'Someone' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { lead_id: string }).lead_id).toBe(leadId);
    expect((await listEnquiries(database.db, 'riverside-kia')).filter((row) => row.idempotencyKey === `trade-in-${id}`)).toHaveLength(1);
    // Answering an accepted valuation again changes nothing.
    await problemOf(await answer(id, { adjustmentAnswers: { ...answers, condition: 'excellent' } }), 409);
  });

  it('§5/§9 no online estimate (over 7 years): the answer says why, and accepting sends the dealer a trade-in enquiry instead', async () => {
    const id = await identified({ rego: 'TRADE1', regoState: 'QLD' });
    const valued = await answer(id, { adjustmentAnswers: answers });
    expect(await valued.json()).toMatchObject({ offer: { kind: 'no-online-estimate', reason: 'over-7-years' } });
    const accepted = await accept(id, shopper);
    expect(accepted.status).toBe(201);
    const { lead_id: leadId } = (await accepted.json()) as { lead_id: string };
    expect(await findEnquiry(database.db, 'riverside-kia', leadId)).toMatchObject({ category: 'Trade-In', subcategory: 'Trade-in enquiry', extra: { trade_in_no_online_estimate: 'over-7-years' } });
  });

  it('over 100,000 km: no online estimate either', async () => {
    const id = await identified();
    expect(await (await answer(id, { adjustmentAnswers: { ...answers, odometerKm: 100_001 } })).json()).toMatchObject({ offer: { kind: 'no-online-estimate', reason: 'over-100000-km' } });
  });

  it('the same Idempotency-Key again: the first valuation (200), without a second row; for another plate a 422', async () => {
    const first = await lookup(mustang, { key: 'trade-in-replay-0001' });
    const second = await lookup({ rego: 'ABC123', regoState: 'QLD' }, { key: 'trade-in-replay-0001' });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(((await second.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    await problemOf(await lookup({ rego: 'XYZ789', regoState: 'QLD' }, { key: 'trade-in-replay-0001' }), 422);
  });

  it('an NZ site looks up a plate without a state', async () => {
    flags.set('harbour-city-toyota', { autograb: true });
    const response = await lookup({ rego: 'ABC12' }, { host: 'harbour-city-toyota.localhost:3000' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ vehicle: { make: expect.any(String) } });
  });
});

describe('hostile and mistaken input: problem details, nothing stored', () => {
  it.each([
    ['a malformed plate', { rego: 'AB$%12', regoState: 'QLD' }, 'rego', 'Please enter your rego: letters and numbers only'],
    ['a plate too long', { rego: 'ABCDEFGHIJ', regoState: 'QLD' }, 'rego', 'Please enter your rego: letters and numbers only'],
    ['an unknown state', { rego: 'ABC123', regoState: 'XX' }, 'regoState', 'Please choose the state your car is registered in'],
    ['no state', { rego: 'ABC123' }, 'regoState', 'Please choose the state your car is registered in'],
    ['a VIN on an AU site', { vin: '1HGCM82633A004352' }, 'rego', 'Please enter your rego: letters and numbers only'],
  ])('lookup with %s: 400 naming the field', async (_case, body, field, message) => {
    const before = (await database.db.select().from(tradeInValuationsTable)).length;
    const problem = await problemOf(await lookup(body), 400);
    expect((problem.errors as Record<string, string>)[field]).toBe(message);
    expect((await database.db.select().from(tradeInValuationsTable)).length).toBe(before);
  });

  it('a lookup without an Idempotency-Key is a 400', async () => {
    const problem = await problemOf(await lookups(request('/api/trade-in/lookups', mustang)), 400);
    expect(problem.errors).toHaveProperty('idempotency-key');
  });

  it('a plate the register does not know: 404 with the message the form shows beside the plate', async () => {
    withAutoGrab();
    const problem = await problemOf(await lookup({ rego: 'NOTFOUND', regoState: 'NSW' }), 404);
    expect(problem.detail).toMatch(/^We could not find that plate\./);
    expect((problem.errors as Record<string, string>).rego).toBe(problem.detail);
  });

  it('a provider that is down: 503 with Retry-After, offering the enquiry instead', async () => {
    withAutoGrab();
    const response = await lookup({ rego: 'DOWN1', regoState: 'NSW' });
    const problem = await problemOf(response, 503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(problem.detail).toMatch(/try again in a minute, or send us an enquiry/);
  });

  it('a provider that fails to value the answers: 503 with Retry-After, the valuation left unanswered', async () => {
    withAutoGrab();
    const looked = await lookup({ rego: 'VALUEDOWN', regoState: 'NSW' });
    expect(looked.status).toBe(201);
    const { id, vehicle } = (await looked.json()) as { id: string; vehicle: Record<string, unknown> };
    expect(vehicle).toMatchObject({ make: 'Toyota', model: 'Corolla', body: 'hatchback' });
    const response = await answer(id, { adjustmentAnswers: answers });
    await problemOf(response, 503);
    expect(response.headers.get('retry-after')).toBe('30');
    const [row] = await database.db.select().from(tradeInValuationsTable).where(eq(tradeInValuationsTable.id, id));
    expect(row).toMatchObject({ status: 'identified', offer: null });
  });

  it('a provider slower than 5 s: 503 after the timeout, never a hang', async () => {
    withAutoGrab();
    const started = Date.now();
    const response = await lookup({ rego: 'HANG', regoState: 'NSW' });
    await problemOf(response, 503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(Date.now() - started).toBeLessThan(9_000);
  }, 15_000);

  it.each([
    ['odometer −1', { ...answers, odometerKm: -1 }, ['odometerKm']],
    ['odometer 10,000,000', { ...answers, odometerKm: 10_000_000 }, ['odometerKm']],
    ['odometer in fractions', { ...answers, odometerKm: 12_000.5 }, ['odometerKm']],
    ['an unknown condition', { ...answers, condition: 'mint' }, ['condition']],
    ['no answers at all', undefined, ['odometerKm', 'condition', 'accidentDamage', 'financeOwing', 'serviceHistory', 'keys']],
    ['answers missing', { odometerKm: 5000 }, ['condition', 'accidentDamage', 'financeOwing', 'serviceHistory', 'keys']],
  ])('answers with %s: 400 listing each', async (_case, given, fields) => {
    const id = await identified();
    const problem = await problemOf(await answer(id, given === undefined ? {} : { adjustmentAnswers: given }), 400);
    expect(Object.keys(problem.errors as object).sort()).toEqual([...fields].sort());
    const [row] = await database.db.select().from(tradeInValuationsTable).where(eq(tradeInValuationsTable.id, id));
    expect(row).toMatchObject({ status: 'identified', answers: null, offer: null });
  });

  it('another site\'s valuation id, an unknown and a malformed one: the same 404, for answers and accept alike', async () => {
    const id = await offered();
    const southern = 'southern-cross-motors.localhost:3000';
    for (const other of [id, crypto.randomUUID(), 'not-a-uuid', '--------']) {
      const host = other === id ? southern : KIA;
      await problemOf(await answer(other, { adjustmentAnswers: answers }, host), 404);
      await problemOf(await accept(other, shopper, host), 404);
    }
    const [row] = await database.db.select().from(tradeInValuationsTable).where(eq(tradeInValuationsTable.id, id));
    expect(row!.status).toBe('offered');
  });

  it('an expired offer: 410, no lead', async () => {
    const id = await offered();
    await database.db.update(tradeInValuationsTable).set({ offerExpiresAt: new Date(Date.now() - 1_000) }).where(eq(tradeInValuationsTable.id, id));
    const problem = await problemOf(await accept(id, shopper), 410);
    expect(problem.detail).toMatch(/expired/);
    expect((await listEnquiries(database.db, 'riverside-kia')).some((lead) => lead.idempotencyKey === `trade-in-${id}`)).toBe(false);
  });

  it('accepting before answering: 409', async () => {
    await problemOf(await accept(await identified(), shopper), 409);
  });

  it.each([
    ['a postcode of letters', { ...shopper, postcode: 'ABCD' }, { postcode: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['a postcode too long', { ...shopper, postcode: '40644' }, { postcode: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['an unknown postcode (§8)', { ...shopper, postcode: '1000' }, { postcode: 'Invalid postcode' }],
    ['no last name, a landline of letters, a bad email', { ...shopper, last_name: ' ', phone: 'call me', email: 'nope' }, {
      last_name: 'Please enter your last name', phone: 'Please enter a valid phone number', email: 'Please enter a valid email address',
    }],
    ['nothing at all', {}, {
      name: 'Please enter your name', last_name: 'Please enter your last name', postcode: 'Invalid postcode. Please enter a 4-digit number.',
      phone: 'Please enter a valid phone number', email: 'Please enter a valid email address',
    }],
  ])('accepting with %s: 400 naming each field, no lead', async (_case, body, errors) => {
    const id = await offered();
    const problem = await problemOf(await accept(id, body), 400);
    expect(problem.errors).toEqual(errors);
    const [row] = await database.db.select().from(tradeInValuationsTable).where(eq(tradeInValuationsTable.id, id));
    expect(row).toMatchObject({ status: 'offered', leadId: null });
  });

  it('a site without the valuation tool: 404 on every route; a request from another origin: 403', async () => {
    flags.set('riverside-kia', { autograb: false, redbook: false });
    await problemOf(await lookup(mustang), 404);
    flags.clear();
    const crossSite = new Request(`http://${KIA}/api/trade-in/lookups`, {
      method: 'POST', headers: { host: KIA, origin: 'https://attacker.example', 'content-type': 'application/json', 'idempotency-key': 'trade-in-cross-0001' }, body: JSON.stringify(mustang),
    });
    await problemOf(await lookups(crossSite), 403);
  });
});
