import { seedDemoStock } from '@dealer/demo';
import { issueSignInCode, verifySignInCode } from '@dealer/leads/server';
import { comparisonRateWarning, findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSite } from '../server/content/demo-site';
import { openWebTestDatabase } from '../server/db/test-database';
import { navigationStandIn, pageOutcome } from '../server/page-outcome';
import type { StockService } from '../server/stock/service';

/**
 * The §2 finance pages rendered on the server over the real database and stock search: which site
 * serves which page (404 elsewhere), the §2 finance link's values in the form, the car summary, the
 * §6 sign-in detour on riverside-kia (which gates finance), and /personalised/finance under its §2
 * rule (southern-cross-motors has the regional flag; its used cars have a valuation code).
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
let sessionToken: string | null = null;
const flags = new Map<string, Partial<SiteConfig['features']>>();

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'dealer_session' && sessionToken ? { name, value: sessionToken } : undefined) }),
}));
vi.mock('next/navigation', () => navigationStandIn());
vi.mock('../server/stock/service', async (importActual) => ({ ...(await importActual<typeof import('../server/stock/service')>()), stockService: async () => service }));
vi.mock('../server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('../server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, flags.get(slug)) }));

const pages = {
  'finance-enquiry': (await import('../app/sites/[site]/finance-enquiry/page')).default,
  'apply-for-finance': (await import('../app/sites/[site]/apply-for-finance/page')).default,
  'finance-pre-approval': (await import('../app/sites/[site]/finance-pre-approval/page')).default,
  'personalised/finance': (await import('../app/sites/[site]/personalised/finance/page')).default,
};
const { createStockService } = await import('../server/stock/service');
const { loadFinancePage } = await import('./finance-page');

type Hit = { id: string; slug: string; year: number; make: string; model: string; price: number; has_nvic: boolean; finance: boolean };
let scmCar: Hit;
let scmFinancedCar: Hit | undefined;
let kiaNewCar: Hit;

beforeAll(async () => {
  database = await openWebTestDatabase('finance_pages');
  await seedDemoStock(database.db, { now: new Date(), sites: ['southern-cross-motors', 'riverside-kia'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' } });
  const hits = async (site: string, filters: string) => {
    const { config } = resolveSiteConfig(findSiteDefinition(site)!);
    return (await service.searchOne(config, { filters, hitsPerPage: 40 })).hits.map((hit) => {
      const car = hit as unknown as { objectID: string; slug: string; year: number; make: string; model: string; price: number; has_nvic: boolean; finance_lenders?: Record<string, { comparisonRate?: number }> };
      const finance = Object.values(car.finance_lenders ?? {}).some((lender) => typeof lender?.comparisonRate === 'number');
      return { id: car.objectID, slug: car.slug, year: car.year, make: car.make, model: car.model, price: car.price, has_nvic: car.has_nvic, finance };
    });
  };
  const used = await hits('southern-cross-motors', 'status:in_stock AND sold:false AND price>5000');
  scmCar = used[0]!;
  scmFinancedCar = used.find((car) => car.finance);
  kiaNewCar = (await hits('riverside-kia', 'status:in_stock AND car_type:new AND price>5000'))[0]!;
}, 180_000); // two sites' stock, on a busy machine
afterAll(() => database.close());
beforeEach(() => {
  flags.clear();
  sessionToken = null;
});

const render = (page: keyof typeof pages, site: string, query: Record<string, string> = {}) =>
  pageOutcome(() => pages[page]({ params: Promise.resolve({ site }), searchParams: Promise.resolve(query) }));
const html = async (page: keyof typeof pages, site: string, query: Record<string, string> = {}) => {
  const result = await render(page, site, query);
  if (!('html' in result)) throw new Error(`not a page: ${JSON.stringify(result)}`);
  return result.html.replace(/<!-- -->/g, '');
};

describe('§2 the finance pages are on the sites that have them, and 404 elsewhere', () => {
  it.each([
    ['finance-enquiry', 'harbour-city-toyota'], ['finance-enquiry', 'lone-star-jeep'], ['finance-enquiry', 'southern-cross-motors'],
    ['finance-pre-approval', 'southern-cross-motors'], ['apply-for-finance', 'riverside-kia'],
  ] as const)('/%s on %s: the form at #finance-form and the plain no-credit-check sentence', async (page, site) => {
    if (site === 'riverside-kia') flags.set(site, { gateFinance: false });
    const body = await html(page, site);
    expect(body).toContain('id="finance-form"');
    expect(body).toContain('Sending this form does not run a credit check and does not approve a loan.');
    expect(body).toMatch(/<label[^>]*for="finance-name"[^>]*>First name/);
  });

  it.each([
    ['apply-for-finance', 'lone-star-jeep'], ['finance-pre-approval', 'lone-star-jeep'], ['apply-for-finance', 'harbour-city-toyota'],
    ['finance-enquiry', 'riverside-kia'], ['finance-pre-approval', 'riverside-kia'], ['apply-for-finance', 'southern-cross-motors'],
    ['personalised/finance', 'riverside-kia'], ['personalised/finance', 'lone-star-jeep'], ['finance-enquiry', 'no-such-site'],
  ] as const)('/%s on %s is a 404', async (page, site) => {
    expect(await render(page, site, { car_id: 'x' })).toEqual({ notFound: true });
  });

  it('a finance enquiry asks the §3 lead fields and the loan, not what a lender needs; a pre-approval asks it in fieldsets with the privacy wording and consent', async () => {
    const enquiry = await html('finance-enquiry', 'southern-cross-motors');
    expect(enquiry).toContain('<h1 id="finance-heading"');
    expect(enquiry).toContain('Finance enquiry');
    expect(enquiry).not.toContain('Employment status');
    expect(enquiry).toContain('Send finance enquiry');
    const preApproval = await html('finance-pre-approval', 'southern-cross-motors');
    for (const legend of ['Your details', 'The loan', 'Employment', 'Income and expenses', 'Where you live', 'Driver licence', 'Privacy and consent']) {
      expect(preApproval).toMatch(new RegExp(`<legend[^>]*>${legend}</legend>`));
    }
    expect(preApproval).toContain('I agree to Southern Cross Motors using them to contact me about finance');
    expect(preApproval).toMatch(/<a href="\/privacy-policy">Read our privacy policy<\/a>/);
    expect(preApproval).toMatch(/<input id="finance-consent" type="checkbox" required=""[^>]*aria-describedby="finance-privacy"/);
    expect(preApproval).toContain('Send pre-approval request');
    // Several dealerships: the select, required (§5).
    expect(preApproval).toMatch(/<select name="dealership_slug" id="finance-dealership-slug"[^>]*required/);
  });

  it('the US site says ZIP code and limits it to 5 digits (§5)', async () => {
    const body = await html('finance-enquiry', 'lone-star-jeep');
    expect(body).toMatch(/for="finance-postcode"[^>]*>ZIP code/);
    expect(body).toMatch(/id="finance-postcode"[^>]*maxLength="5"|maxLength="5"[^>]*id="finance-postcode"/i);
  });
});

describe('§2 finance links: preferredDealership, vehiclePriceBudget, car_id, car_type fill the form', () => {
  it('this site\'s car: its summary (title, price, a link to it), the budget as the amount, the dealership chosen', async () => {
    const query = { preferredDealership: 'southern-cross-dandenong', vehiclePriceBudget: '31990', car_id: scmCar.id, car_type: 'new' };
    const body = await html('finance-pre-approval', 'southern-cross-motors', query);
    expect(body).toContain('data-testid="finance-car"');
    expect(body).toContain(`${scmCar.year} ${scmCar.make} ${scmCar.model}`);
    expect(body).toContain(`href="/cars/${scmCar.slug}"`);
    expect(body).toMatch(/data-testid="finance-car-price">\$[\d,]+/);
    // The form starts from these (react-hook-form sets them once the island hydrates); the car's own type, not the link's.
    const loaded = await loadFinancePage('southern-cross-motors', 'finance-pre-approval', query);
    expect(loaded.initial).toEqual({ car_id: scmCar.id, car_type: 'used', amount: '31990', dealership_slug: 'southern-cross-dandenong' });
    expect(loaded.kind).toBe('pre-approval');
  });

  it('without a budget the car\'s own price is the amount; another site\'s car or an odd value is left out, never a 404', async () => {
    const own = await loadFinancePage('southern-cross-motors', 'finance-enquiry', { car_id: scmCar.id });
    expect(own.initial).toMatchObject({ car_id: scmCar.id, amount: String(Math.round(scmCar.price)) });
    const query = { car_id: kiaNewCar.id, vehiclePriceBudget: 'lots', preferredDealership: 'riverside-kia' };
    expect((await loadFinancePage('southern-cross-motors', 'finance-enquiry', query)).initial).toEqual({});
    expect(await html('finance-enquiry', 'southern-cross-motors', query)).not.toContain('data-testid="finance-car"');
  });
});

describe('§2, §6: riverside-kia gates finance', () => {
  it('signed out: sign in first, back to this form with the link\'s values, with a back link to the car', async () => {
    const outcome = await render('apply-for-finance', 'riverside-kia', { car_id: kiaNewCar.id, vehiclePriceBudget: '42000', utm_source: 'x' });
    const redirect = `/apply-for-finance?${new URLSearchParams({ vehiclePriceBudget: '42000', car_id: kiaNewCar.id }).toString()}#finance-form`;
    expect(outcome).toEqual({ redirect: `/sign-in?${new URLSearchParams({ type: 'finance', redirect, back: `/cars/${kiaNewCar.slug}` }).toString()}` });
  });

  it('signed in: the application', async () => {
    const { code } = await issueSignInCode(database.db, 'riverside-kia', 'fran@example.com');
    const verified = await verifySignInCode(database.db, 'riverside-kia', 'fran@example.com', code);
    if (!verified.ok) throw new Error(verified.reason);
    sessionToken = verified.session.token;
    const body = await html('apply-for-finance', 'riverside-kia', { car_id: kiaNewCar.id });
    expect(body).toContain('Apply for finance');
    expect(body).toContain('Send application');
  });
});

describe('§2 /personalised/finance?car_id=: a car with a valuation code, on a site with the regional flag', () => {
  it('southern-cross-motors\' used car: its own finance page, and the pre-approval form (the site\'s first finance page)', async () => {
    expect(scmCar.has_nvic).toBe(true);
    const body = await html('personalised/finance', 'southern-cross-motors', { car_id: scmCar.id });
    expect(body).toContain(`Finance for the ${scmCar.year} ${scmCar.make} ${scmCar.model}`);
    expect(body).toContain('Send pre-approval request');
    expect(body).toContain('id="finance-form"');
  });

  it('§5, NCC s164: a repayment is shown only with its comparison rate, as prominent, and the warning', async () => {
    expect(scmFinancedCar, 'a southern-cross-motors car with a lender\'s rates').toBeDefined();
    const body = await html('personalised/finance', 'southern-cross-motors', { car_id: scmFinancedCar!.id });
    const figures = /<p class="[^"]*figures[^"]*">(.*?)<\/p>/.exec(body)?.[1] ?? '';
    const spans = [...figures.matchAll(/<span class="([^"]*)">([^<]*)<\/span>/g)];
    expect(spans.map(([, , text]) => text)).toEqual([expect.stringMatching(/per (week|month)$/), expect.stringMatching(/interest rate$/), expect.stringMatching(/comparison rate$/)]);
    expect(new Set(spans.map(([, style]) => style)).size).toBe(1);
    expect(body).toContain(comparisonRateWarning.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  it('a car without a valuation code, or no car at all, goes to the site\'s finance page with the same link; an unknown car is a 404', async () => {
    flags.set('riverside-kia', { personalisedFinance: true, gateFinance: false });
    expect(kiaNewCar.has_nvic).toBe(false);
    expect(await render('personalised/finance', 'riverside-kia', { car_id: kiaNewCar.id, vehiclePriceBudget: '42000' })).toEqual({
      redirect: `/finance?${new URLSearchParams({ vehiclePriceBudget: '42000', car_id: kiaNewCar.id }).toString()}#finance-form`,
    });
    expect(await render('personalised/finance', 'southern-cross-motors', {})).toEqual({ redirect: '/finance#finance-form' });
    expect(await render('personalised/finance', 'southern-cross-motors', { car_id: kiaNewCar.id })).toEqual({ notFound: true });
  });
});
