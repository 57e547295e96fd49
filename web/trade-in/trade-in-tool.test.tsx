// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadFormMessages, valuationErrorMessages, valuationMarket } from '@dealer/leads';
import { listEnquiries, trackingEventsTable } from '@dealer/leads/server';
import type { SiteConfig } from '@dealer/tenants';
import { demoSite } from '@/server/content/demo-site';
import { openWebTestDatabase } from '@/server/db/test-database';
import { tradeInLabels } from './labels';
import { TRADE_IN_STORAGE_KEY } from './storage';
import { TradeInTool } from './TradeInTool';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The trade-in tool (§2, §3 "Valuation lead", §5, §7, §8, §9) in a browser document, its requests
 * answered by the real routes (the trade-in API, postcodes, enquiries, the §7 valuation save) on a
 * real in-memory PGlite database with the embedded valuation provider; AutoGrab's adapter pointed
 * at a closed port stands for a provider that is down. Only the process singletons are replaced:
 * the database and the site settings (riverside-kia with the tool on; the captcha, whose widget is
 * its own component's business, off).
 */
vi.stubEnv('LEAD_WORKER', 'off');
vi.stubEnv('RATE_LIMITS', 'off');
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
const flags = new Map<string, Partial<SiteConfig['features']>>();
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, { autograb: true, captcha: false, ...flags.get(slug) }) }));

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let routes: { pattern: RegExp; method: string; handler: Route; params: (match: RegExpMatchArray) => Record<string, string> }[] = [];

beforeAll(async () => {
  database = await openWebTestDatabase('trade_in_tool');
  const route = async (module: Promise<Record<string, unknown>>, method: string) => (await module)[method] as Route;
  routes = [
    { pattern: /^\/api\/trade-in\/lookups$/, method: 'POST', handler: await route(import('@/app/api/trade-in/lookups/route'), 'POST'), params: () => ({}) },
    { pattern: /^\/api\/trade-in\/([^/]+)\/answers$/, method: 'PUT', handler: await route(import('@/app/api/trade-in/[id]/answers/route'), 'PUT'), params: (m) => ({ id: decodeURIComponent(m[1]!) }) },
    { pattern: /^\/api\/trade-in\/([^/]+)\/accept$/, method: 'POST', handler: await route(import('@/app/api/trade-in/[id]/accept/route'), 'POST'), params: (m) => ({ id: decodeURIComponent(m[1]!) }) },
    { pattern: /^\/api\/postcodes\/([^/]+)$/, method: 'GET', handler: await route(import('@/app/api/postcodes/[postcode]/route'), 'GET'), params: (m) => ({ postcode: decodeURIComponent(m[1]!) }) },
    { pattern: /^\/api\/enquiries$/, method: 'POST', handler: await route(import('@/app/api/enquiries/route'), 'POST'), params: () => ({}) },
    { pattern: /^\/api\/miscellaneous$/, method: 'POST', handler: await route(import('@/app/api/miscellaneous/route'), 'POST'), params: () => ({}) },
  ];
}, 120_000);
afterAll(async () => {
  await database.close();
  vi.unstubAllEnvs();
});

const SITE = 'riverside-kia';
let requests: { method: string; path: string; body: unknown; key: string | null }[] = [];
/** The browser's fetch, answered by the route on the site's own host, as from its own page. */
const realFetch = globalThis.fetch;
function serve(site = SITE) {
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    // The server's own calls out (the valuation provider's adapter) are not the page's.
    if (/^https?:/.test(path)) return realFetch(path, init);
    const method = init.method ?? 'GET';
    requests.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, key: new Headers(init.headers).get('idempotency-key') });
    const found = routes.map((route) => ({ route, match: path.match(route.pattern) })).find(({ route, match }) => match && route.method === method);
    if (!found) return new Response('Not found', { status: 404 });
    const host = `${site}.localhost:3000`;
    const headers = new Headers(init.headers);
    headers.set('host', host);
    headers.set('origin', `http://${host}`);
    return found.route.handler(new Request(`http://${host}${path}`, { method, headers, body: init.body }), { params: Promise.resolve(found.route.params(found.match!)) });
  }));
}

let root: Root | undefined;
let host: HTMLElement;
beforeEach(() => {
  flags.clear();
  window.localStorage.clear();
});
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.stubEnv('LEAD_WORKER', 'off');
  vi.stubEnv('RATE_LIMITS', 'off');
});

async function render(site = SITE) {
  const loaded = demoSite(site, { autograb: true, captcha: false, ...flags.get(site) })!;
  const { config, locale } = loaded;
  const market = valuationMarket(config);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <TradeInTool
        labels={tradeInLabels(locale.t, market)}
        valuationMessages={valuationErrorMessages(locale.t)}
        leadMessages={leadFormMessages(locale.t)}
        market={market}
        defaultState="QLD"
        locale={locale.locale}
        timeZone="Australia/Brisbane"
        saveValuation={config.features.saveValuation}
        enquiryDefaults={{ location: 'riverside-kia-sales', dealership: 'riverside-kia' }}
      />,
    ),
  );
}

const settle = () => act(async () => {
  await new Promise((done) => setTimeout(done, 30));
});
const byLabel = <T extends HTMLElement = HTMLInputElement>(label: string): T => {
  const found = [...host.querySelectorAll('label')].find((element) => element.textContent!.replace('*', '').trim() === label);
  if (!found) throw new Error(`no label "${label}"`);
  return (found.htmlFor ? document.getElementById(found.htmlFor) : found.querySelector('input')) as T;
};
async function type(label: string, value: string) {
  const control = byLabel<HTMLInputElement | HTMLSelectElement>(label);
  await act(async () => {
    const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
/** Picks a choice of a question (a radio in its fieldset, by the question's legend). */
async function choose(question: string, choice: string) {
  const fieldset = [...host.querySelectorAll('fieldset')].find((element) => element.querySelector('legend')!.textContent!.replace('*', '').trim() === question)!;
  const label = [...fieldset.querySelectorAll('label')].find((element) => element.textContent!.trim() === choice)!;
  await act(async () => label.querySelector('input')!.click());
}
async function press(name: string) {
  const button = [...host.querySelectorAll('button')].find((element) => element.textContent!.trim() === name);
  if (!button) throw new Error(`no button "${name}" on step ${host.querySelector('[data-step]')?.getAttribute('data-step')}`);
  await act(async () => button.click());
  await settle();
}
const step = () => host.querySelector('[data-testid="trade-in-tool"]')!.getAttribute('data-step');
async function stepIs(expected: string) {
  await vi.waitFor(() => expect(step()).toBe(expected), { timeout: 5_000 });
  await settle();
}
const heading = () => host.querySelector('h2')!;
const status = () => host.querySelector('[role="status"]')!.textContent;
const alertText = () => [...host.querySelectorAll('[role="alert"]')].map((element) => element.textContent).join(' ');

async function answerQuestions(odometer = '12,000') {
  await type('Odometer (km)', odometer);
  await choose('Overall condition', 'Good');
  await choose('Has it had accident damage?', 'No');
  await choose('Is there finance owing on it?', 'Yes');
  await choose('Service history', 'Full');
  await choose('How many keys do you have?', 'Two or more');
}
async function fillContact() {
  await type('First name', 'Jamie');
  await type('Last name', 'Smith');
  await type('Postcode', '4064');
  await type('Mobile', '0412 345 678');
  await type('Email', 'jamie@example.com');
}

describe('the trade-in tool', () => {
  it('§7: plate and state → the car → the answers → the offer → accepted with the §3 lead form (§9 event 18); each step takes focus and is announced', async () => {
    serve();
    await render();
    expect(heading().textContent).toBe('Find your car');
    expect(status()).toBe('Step 1 of 4: Your car');
    expect(byLabel<HTMLSelectElement>('State').value).toBe('QLD');
    await type('Registration (rego)', 'abc 123');
    await press('Find my car');
    await stepIs('questions');
    expect(heading().textContent).toBe('About your 2024 Ford Mustang GT');
    expect(document.activeElement).toBe(heading());
    expect(status()).toBe('Step 2 of 4: About your car');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/trade-in/lookups', body: { rego: 'ABC123', regoState: 'QLD' } });

    await answerQuestions();
    await press('Get my offer');
    await stepIs('offer');
    expect(heading().textContent).toBe('Your instant offer');
    expect(document.activeElement).toBe(heading());
    expect(status()).toBe('Step 3 of 4: Your offer');
    const price = host.querySelector('[data-testid="trade-in-price"]')!.textContent!;
    expect(price).toMatch(/^We will pay \$[\d,]+ for your 2024 Ford Mustang GT$/);
    expect(host.textContent).toContain('from the model');
    expect(host.textContent).toMatch(/Valid for 7 days, until \d{1,2} \w{3} \d{4}\./);
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({ adjustmentAnswers: { odometerKm: 12000, condition: 'good', accidentDamage: 'no', financeOwing: 'yes', serviceHistory: 'full', keys: '2+' } });

    await press('Accept this offer');
    await stepIs('contact');
    expect(heading().textContent).toBe('Your details');
    expect(status()).toBe('Step 4 of 4: Your details');
    await fillContact();
    await press('Accept offer');
    await stepIs('done');
    expect(heading().textContent).toBe('Offer accepted');
    expect(document.activeElement).toBe(heading());
    expect(host.textContent).toContain(`Thank you, Jamie. You have accepted ${price.replace(/^We will pay (\S+) .*$/, '$1')} for your 2024 Ford Mustang GT.`);

    const [lead] = await listEnquiries(database.db, SITE);
    expect(lead).toMatchObject({ category: 'Trade-In', subcategory: '3. Offer Accepted', name: 'Jamie', extra: { last_name: 'Smith', postcode: '4064', trade_in_rego: 'ABC123', trade_in_make: 'Ford' } });
    const events = (await database.db.select().from(trackingEventsTable)).filter((event) => event.data.enquiry_id === lead!.id);
    expect(events.map((event) => event.eventId)).toEqual([18]);
    // One Idempotency-Key per lookup and per fill of the lead form.
    expect(requests.filter((request) => request.method === 'POST' && request.path.startsWith('/api/trade-in/')).map((request) => request.key)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    // §3 locally stored: the valuation, now with its confirmation.
    expect(JSON.parse(window.localStorage.getItem(TRADE_IN_STORAGE_KEY)!)).toMatchObject({ done: { kind: 'accepted', name: 'Jamie' } });
  });

  it('§5: a malformed plate gets its message beside the field and in the list; nothing is asked of the API', async () => {
    serve();
    await render();
    await type('Registration (rego)', 'AB$%12');
    await press('Find my car');
    expect(step()).toBe('vehicle');
    const rego = byLabel('Registration (rego)');
    expect(rego.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rego.getAttribute('aria-describedby')!)!.textContent).toBe('Please enter your rego: letters and numbers only');
    expect(alertText()).toContain('Please fix the following errors:');
    expect(requests.filter((request) => request.path.startsWith('/api/trade-in'))).toEqual([]);
  });

  it('§5: every unanswered question is listed at once', async () => {
    serve();
    await render();
    await type('Registration (rego)', 'ABC123');
    await press('Find my car');
    await stepIs('questions');
    await press('Get my offer');
    expect([...host.querySelectorAll('[role="alert"] li')].map((item) => item.textContent)).toEqual([
      'Please enter the odometer reading in km, a whole number from 0 to 999,999',
      'Please choose the condition of your car',
      'Please tell us whether your car has accident damage',
      'Please tell us whether there is finance owing on your car',
      'Please choose how much service history your car has',
      'Please tell us how many keys you have',
    ]);
  });

  it('§5/§9: a car over 7 years gets no online estimate, and the shopper can ask the dealer to value it (a trade-in enquiry)', async () => {
    serve();
    await render();
    await type('Registration (rego)', 'TRADE1');
    await press('Find my car');
    await stepIs('questions');
    expect(heading().textContent).toBe('About your 2011 Subaru Forester 2.5i Premium');
    await answerQuestions();
    await press('Get my offer');
    await stepIs('offer');
    expect(heading().textContent).toBe('We will value your car in person');
    expect(host.querySelector('[data-testid="trade-in-price"]')).toBeNull();
    await press('Ask us to value it');
    await stepIs('contact');
    await fillContact();
    await press('Send my details');
    await stepIs('done');
    expect(host.textContent).toContain('Thank you, Jamie. We have your details and will call you to arrange a time to value your car in person.');
    const [lead] = await listEnquiries(database.db, SITE);
    expect(lead).toMatchObject({ category: 'Trade-In', subcategory: 'Trade-in enquiry', extra: { trade_in_no_online_estimate: 'over-7-years' } });
  });

  it('the provider down: the shopper is told and sends the enquiry instead, which is stored as a trade-in lead', async () => {
    vi.stubEnv('AUTOGRAB_API_KEY', 'test-key');
    vi.stubEnv('AUTOGRAB_API_BASE', 'http://127.0.0.1:9'); // nothing listens: the provider is down
    serve();
    await render();
    await type('Registration (rego)', 'ABC123');
    await press('Find my car');
    await vi.waitFor(() => expect(alertText()).toContain('Our valuation service is not answering just now.'));
    await press('Ask us to value it in person');
    await stepIs('contact');
    expect(status()).toBe('Step 2 of 2: Your details');
    await fillContact();
    await press('Send my details');
    await stepIs('done');
    const [lead] = await listEnquiries(database.db, SITE);
    expect(lead).toMatchObject({ category: 'Trade-In', subcategory: 'Trade-in enquiry', name: 'Jamie Smith', extra: { Rego: 'ABC123' } });
    expect(lead!.message).toBe('Please value my trade-in in person: ABC123 QLD.\nPostcode: 4064');
  });

  it('§8: a request that fails without an answer shows "An unexpected error occured"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await render();
    await type('Registration (rego)', 'ABC123');
    await press('Find my car');
    await vi.waitFor(() => expect(alertText()).toContain('An unexpected error occured'));
    expect(step()).toBe('vehicle');
  });

  it('§3 locally stored: a reload resumes at the offer; Back returns to the answers as given, and to the plate', async () => {
    serve();
    await render();
    await type('Registration (rego)', 'ABC123');
    await press('Find my car');
    await stepIs('questions');
    await answerQuestions();
    await press('Get my offer');
    await stepIs('offer');
    await act(async () => root!.unmount());
    document.body.innerHTML = '';
    await render();
    await stepIs('offer');
    expect(heading().textContent).toBe('Your instant offer');
    await press('Back');
    await stepIs('questions');
    expect(byLabel('Odometer (km)').value).toBe('12,000');
    await press('Back');
    await stepIs('vehicle');
    expect(byLabel('Registration (rego)').value).toBe('ABC123');
  });

  it('§7: on a site that saves valuations, the offer is sent to POST /api/miscellaneous with column_name valuation', async () => {
    flags.set(SITE, { saveValuation: true });
    const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    serve();
    await render();
    await type('Registration (rego)', 'ABC123');
    await press('Find my car');
    await stepIs('questions');
    await answerQuestions();
    await press('Get my offer');
    await stepIs('offer');
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Valuation data saved'));
    const saved = requests.find((request) => request.path === '/api/miscellaneous')!;
    expect(saved.body).toMatchObject({ column_name: 'valuation', id: expect.any(String), offer: { kind: 'offer' }, vehicle: { make: 'Ford' } });
    logged.mockRestore();
  });

  it('§8: a save the server refuses is logged "Failed to save valuation data", and the shopper sees nothing of it', async () => {
    flags.set(SITE, { saveValuation: true });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve();
    const { saveValuationData } = await import('./save-valuation');
    const vehicle = { make: 'Ford', model: 'Mustang', badge: 'GT', year: 2024, body: 'coupe', fuel: 'Petrol', transmission: 'Automatic' };
    expect(await saveValuationData({ id: crypto.randomUUID(), vehicle })).toBe(false);
    expect(warned).toHaveBeenCalledWith('Failed to save valuation data', '404');
    warned.mockRestore();
  });
});
