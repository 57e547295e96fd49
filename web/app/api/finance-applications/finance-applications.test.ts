import { seedDemoStock } from '@dealer/demo';
import {
  adfLeadFromEnquiry, buildAdf, issueSignInCode, leadDeliveriesTable, listEnquiries, trackingEventsTable, verifySignInCode,
} from '@dealer/leads/server';
import { findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';
import { openWebTestDatabase } from '@/server/db/test-database';
import type { StockService } from '@/server/stock/service';

/**
 * POST /api/finance-applications (§2 finance pages, §3 lead fields, §5, §6 gating; README "Lead
 * delivery") on a real in-memory PGlite database migrated like the web's and the real stock
 * service over three demo sites' stock. Only the process singletons are this test's: the
 * database, the stock service and the site settings (the code registry's, with per-test flags).
 * The captcha (§5) is off here: its own tests hold every lead route to it.
 */
vi.stubEnv('LEAD_WORKER', 'off');
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
const flags = new Map<string, Partial<SiteConfig['features']>>();
vi.mock('@/server/stock/service', async (importActual) => ({ ...(await importActual<typeof import('@/server/stock/service')>()), stockService: async () => service }));
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, { captcha: false, ...flags.get(slug) }) }));

const { POST } = await import('./route');
const { createStockService } = await import('@/server/stock/service');

const SCM = 'southern-cross-motors.localhost:3000';
const KIA = 'riverside-kia.localhost:3000';
const JEEP = 'lone-star-jeep.localhost:3000';
let scmCar: { id: string; car_type: string; price: number };
let jeepCar: string;
let kiaCar: string;

beforeAll(async () => {
  database = await openWebTestDatabase('finance_applications_route');
  await seedDemoStock(database.db, { now: new Date(), sites: ['southern-cross-motors', 'riverside-kia', 'lone-star-jeep'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' } });
  const first = async (site: string) => {
    const { config } = resolveSiteConfig(findSiteDefinition(site)!);
    return (await service.searchOne(config, { hitsPerPage: 1, filters: 'status:in_stock AND price > 1000' })).hits[0] as unknown as { objectID: string; car_type: string; price: number };
  };
  const scm = await first('southern-cross-motors');
  scmCar = { id: String(scm.objectID), car_type: scm.car_type, price: scm.price };
  jeepCar = String((await first('lone-star-jeep')).objectID);
  kiaCar = String((await first('riverside-kia')).objectID);
}, 180_000); // three sites' stock, on a busy machine
afterAll(() => database.close());
beforeEach(() => flags.clear());

/** A same-origin request from the form's page, each from its own address (the rate limit is tested elsewhere). */
let calls = 0;
function post(host: string, body: unknown, { key, session, origin = `http://${host}`, referer }: { key?: string; session?: string; origin?: string; referer?: string } = {}) {
  return POST(new Request(`http://${host}/api/finance-applications`, {
    method: 'POST',
    headers: {
      host, origin, 'content-type': 'application/json', 'x-forwarded-for': `10.27.${Math.floor(++calls / 250)}.${calls % 250}`,
      ...(key ? { 'idempotency-key': key } : {}),
      ...(session ? { cookie: `dealer_session=${session}` } : {}),
      ...(referer ? { referer } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }));
}

async function problemOf(response: Response, status: number): Promise<Record<string, unknown> & { detail: string; errors?: Record<string, string> }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown> & { detail: string; errors?: Record<string, string> };
  expect(body).toMatchObject({ type: 'about:blank', title: expect.any(String), status, detail: expect.any(String) });
  return body;
}

const shopper = { name: 'Jamie', last_name: 'Smith', postcode: '2150', phone: '0412 345 678', email: 'jamie@example.com' };
const lenderAnswers = {
  employment_status: 'full-time', employer: 'Acme Pty Ltd', employment_years: '3', employment_months: '2', income: '1500', income_frequency: 'week',
  expenses: '2000', residential_status: 'renting', address_years: '1', address_months: '6', licence_type: 'full', licence_number: '', consent: true,
};
/** A pre-approval at Southern Cross's Parramatta yard (it takes pre-approvals and finance enquiries). */
const preApproval = (change: Record<string, unknown> = {}) => ({
  kind: 'pre-approval', ...shopper, dealership_slug: 'southern-cross-parramatta', amount: '30000', deposit: '3000', term_months: '60', ...lenderAnswers, ...change,
});
const rowsFor = (site: string) => listEnquiries(database.db, site);
let keys = 0;
const newKey = () => `finance-route-${++keys}-0000`;

describe('POST /api/finance-applications', () => {
  it('§2 a pre-approval about a car of the site: 201 {id}, one lead (Finance / Finance pre-approval) with its §9 event and deliveries; the dealer\'s ADF has <finance>', async () => {
    const key = newKey();
    const response = await post(SCM, preApproval({ car_id: scmCar.id, car_type: 'new' }), { key });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = (await rowsFor('southern-cross-motors')).find((lead) => lead.id === id)!;
    expect(row).toMatchObject({
      category: 'Finance', subcategory: 'Finance pre-approval', name: 'Jamie', email: 'jamie@example.com', phone: '0412 345 678', carId: scmCar.id,
      dealershipSlug: 'southern-cross-parramatta', idempotencyKey: key, deliveryStatus: 'pending',
    });
    // The car's own type, not the one the body claimed.
    expect(row.extra).toMatchObject({ last_name: 'Smith', postcode: '2150', car_type: scmCar.car_type, finance_kind: 'pre-approval', finance_amount: '30000', finance_income: '1500', finance_consent: 'yes' });
    const events = (await database.db.select().from(trackingEventsTable)).filter((event) => event.data.enquiry_id === id);
    expect(events.map((event) => event.eventId)).toEqual([scmCar.car_type === 'used' ? 15 : 14]);
    const deliveries = (await database.db.select().from(leadDeliveriesTable)).filter((delivery) => delivery.leadId === id);
    expect(deliveries.map((delivery) => delivery.channel).sort()).toEqual(['dealer-email', 'shopper-email']);
    const xml = buildAdf(adfLeadFromEnquiry(row, { dealer: { name: 'Southern Cross Motors', email: 'leads@southern-cross-motors.localhost' }, provider: { name: 'Dealer Platform' } }));
    expect(xml).toMatch(/<finance>\s*<method>finance<\/method>\s*<amount type="total" limit="maximum" currency="AUD">30000<\/amount>\s*<amount type="downpayment" limit="exact" currency="AUD">3000<\/amount>\s*<balance type="finance" currency="AUD">27000<\/balance>\s*<\/finance>/);
  });

  it('a finance enquiry asks only the §3 lead fields; without an amount the car\'s price is the loan\'s', async () => {
    const response = await post(SCM, { kind: 'enquiry', ...shopper, dealership_slug: 'southern-cross-dandenong', car_id: scmCar.id }, { key: newKey() });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = (await rowsFor('southern-cross-motors')).find((lead) => lead.id === id)!;
    expect(row.subcategory).toBe('Finance enquiry');
    expect(row.extra).toMatchObject({ finance_kind: 'enquiry', finance_amount: String(Math.round(scmCar.price)) });
    expect(row.extra).not.toHaveProperty('finance_income');
  });

  it('README "Holding under abuse": the same Idempotency-Key again answers the same lead (200) and stores once; with another request it is a 422', async () => {
    const key = newKey();
    const first = await post(SCM, preApproval(), { key });
    const again = await post(SCM, preApproval(), { key });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await rowsFor('southern-cross-motors')).filter((row) => row.idempotencyKey === key)).toHaveLength(1);
    const other = await post(SCM, preApproval({ income: '1600' }), { key });
    expect((await problemOf(other, 422)).detail).toMatch(/Idempotency-Key was already used/);
  });

  it.each([
    ['§5 a postcode of letters', { postcode: 'abcd' }, { postcode: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['§8 a postcode the lookup does not know', { postcode: '0999' }, { postcode: 'Invalid postcode' }],
    ['a negative income', { income: '-1' }, { income: 'Please enter your income before tax in whole dollars, from 0 to 10,000,000 a year' }],
    ['an absurd income', { income: '10000001', income_frequency: 'year' }, { income: 'Please enter your income before tax in whole dollars, from 0 to 10,000,000 a year' }],
    ['no consent', { consent: false }, { consent: 'Please confirm your details and agree to be contacted about finance' }],
    ['§5 no dealership where the site has several', { dealership_slug: '' }, { dealership_slug: 'Please choose a dealership' }],
    ['a kind this site does not take (an application)', { kind: 'application' }, { kind: 'This site does not take this kind of finance request.' }],
    ['§3 no last name and a mobile of letters', { last_name: '', phone: 'call me' }, { last_name: 'Please enter your last name', phone: 'Please enter a valid phone number' }],
    ['a car this site does not list', { car_id: 'no-such-car' }, { car_id: 'This car is not listed on this site.' }],
  ])('%s: a 400 problem with errors {field: message}, nothing stored', async (_case, change, errors) => {
    const before = (await rowsFor('southern-cross-motors')).length;
    expect((await problemOf(await post(SCM, preApproval(change), { key: newKey() }), 400)).errors).toEqual(errors);
    expect((await rowsFor('southern-cross-motors')).length).toBe(before);
  });

  it('another site\'s car is a 400 naming car_id: the site comes from the Host alone', async () => {
    const before = (await rowsFor('southern-cross-motors')).length;
    expect((await problemOf(await post(SCM, preApproval({ car_id: jeepCar }), { key: newKey() }), 400)).errors).toEqual({ car_id: 'This car is not listed on this site.' });
    expect((await rowsFor('southern-cross-motors')).length).toBe(before);
  });

  it.each([
    ['an oversized body', 413, JSON.stringify(preApproval({ message: 'x'.repeat(17 * 1024) }))],
    ['text that is not JSON', 400, '{"kind":'],
    ['a JSON array', 400, '[]'],
  ])('%s: a %i problem, nothing stored', async (_case, status, body) => {
    const before = (await rowsFor('southern-cross-motors')).length;
    await problemOf(await post(SCM, body, { key: newKey() }), status);
    expect((await rowsFor('southern-cross-motors')).length).toBe(before);
  });

  it('a malformed Idempotency-Key is a 400 naming it', async () => {
    expect((await problemOf(await post(SCM, preApproval(), { key: 'bad key!' }), 400)).errors).toEqual({ 'idempotency-key': 'Idempotency-Key must be 8 to 128 letters, digits, - or _.' });
  });

  it('a filled honeypot is answered 201 but neither stored nor sent', async () => {
    const before = (await rowsFor('southern-cross-motors')).length;
    expect((await post(SCM, { ...preApproval(), website: 'http://spam.example' }, { key: newKey() })).status).toBe(201);
    expect((await rowsFor('southern-cross-motors')).length).toBe(before);
  });

  it('a post from another origin is a 403 problem (README "Holding under abuse")', async () => {
    await problemOf(await post(SCM, preApproval(), { key: newKey(), origin: 'http://evil.example' }), 403);
  });

  it('§2 a site that takes no finance requests online answers 404', async () => {
    flags.set('lone-star-jeep', { financeRoutes: [], personalisedFinance: false });
    expect((await problemOf(await post(JEEP, { kind: 'enquiry', ...shopper, postcode: '78701' }), 404)).detail).toBe('This site takes no finance requests online.');
  });

  it('§5 the US site takes a ZIP code; a finance enquiry there is stored', async () => {
    expect((await problemOf(await post(JEEP, { kind: 'enquiry', ...shopper }, { key: newKey() }), 400)).errors).toEqual({ postcode: 'Invalid ZIP code. Please enter a 5-digit number.' });
    expect((await post(JEEP, { kind: 'enquiry', ...shopper, postcode: '78701' }, { key: newKey() })).status).toBe(201);
  });

  describe('§2, §6: riverside-kia gates finance (accounts on, gateFinance)', () => {
    const application = (change: Record<string, unknown> = {}) => ({ kind: 'application', ...shopper, postcode: '4064', amount: '42000', ...lenderAnswers, car_id: kiaCar, ...change });

    it('signed out: a 401 problem whose signIn brings the shopper back to the form; nothing stored', async () => {
      const before = (await rowsFor('riverside-kia')).length;
      const referer = `http://${KIA}/apply-for-finance?car_id=${kiaCar}`;
      const refused = await problemOf(await post(KIA, application(), { key: newKey(), referer }), 401);
      expect(refused.detail).toBe('Please sign in to apply for finance: this dealer asks for an account first.');
      expect(refused.signIn).toBe(`/sign-in?${new URLSearchParams({ type: 'finance', redirect: `/apply-for-finance?car_id=${kiaCar}#finance-form` }).toString()}`);
      expect((await rowsFor('riverside-kia')).length).toBe(before);
    });

    it('signed in: 201, the application stored (Finance application)', async () => {
      const { code } = await issueSignInCode(database.db, 'riverside-kia', 'fran@example.com');
      const verified = await verifySignInCode(database.db, 'riverside-kia', 'fran@example.com', code);
      if (!verified.ok) throw new Error(verified.reason);
      const response = await post(KIA, application(), { key: newKey(), session: verified.session.token });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await rowsFor('riverside-kia')).find((row) => row.id === id)).toMatchObject({ subcategory: 'Finance application', carId: kiaCar });
    });

    it('with the gate off, the same application needs no account', async () => {
      flags.set('riverside-kia', { gateFinance: false });
      expect((await post(KIA, application(), { key: newKey() })).status).toBe(201);
    });
  });
});
