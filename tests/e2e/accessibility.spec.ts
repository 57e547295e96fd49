// Every route kind of every demo site under axe with the WCAG 2.2 AA tags (fixtures.ts
// `expectAccessible`: no serious or critical violation). ONE table: each row is a route kind, and
// says on which sites it exists (from the site's flags, tenants/sites/*.ts, and its seed content,
// tenants/sites/<site>/content.ndjson). One page load and one axe run per row and site; the sites
// run in parallel, so the suite's two workers share them.
import type { Page } from '@playwright/test';
import { bodySearchPath, modelSearchPath } from '@dealer/stock';
import { findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { expect, expectAccessible, test } from './fixtures';
import { siteFetch } from './site-fetch';
import { demoSites, siteUrl } from './stack';

// The four sites' tests share the suite's two workers.
test.describe.configure({ mode: 'parallel' });


type Slug = (typeof demoSites)[number];

interface Car {
  id: string;
  slug: string;
  make: string;
  model: string;
  body: string | null;
}

/** What a row's address may depend on: the site's config and a car it lists. */
interface RowContext {
  slug: Slug;
  config: SiteConfig;
  /** A car this site lists, through its own search (the site's mandatory filters apply); undefined when none matches. */
  car(filters: string): Promise<Car | undefined>;
  /** Up to two such cars. */
  cars(filters: string): Promise<Car[]>;
}

interface RouteKind {
  kind: string;
  /** The address on this site, or null where the site has no such route. */
  path(site: RowContext): string | null | Promise<string | null>;
  /** Expected status of the document; 200 unless said. */
  status?: number;
  /** What to wait for before axe runs, for content the browser draws after load (saved cars, search hits). */
  ready?(page: Page): Promise<void>;
  /** Cars put in this browser's favourites or compare list before the page loads (§3 locally stored). */
  stored?(site: RowContext): Promise<Record<string, string[]>>;
}

/** Seed content that differs per site (tenants/sites/<site>/content.ndjson): a page of its own and a blog post. */
const content: Record<Slug, { ownPage: string; post: string }> = {
  'riverside-kia': { ownPage: '/pages/service-benefits', post: 'kia-ev9-long-term-review' },
  'southern-cross-motors': { ownPage: '/fleet', post: 'buying-a-used-car-checklist' },
  'harbour-city-toyota': { ownPage: '/pages/pre-owned-benefits', post: 'rav4-hybrid-review' },
  'lone-star-jeep': { ownPage: '/brands/jeep', post: 'wrangler-rubicon-trail-test' },
};

const AVAILABLE = 'status:in_stock AND sold:false';
const RESERVABLE = `${AVAILABLE} AND reserved:false AND price>5000`;
const valuationTool = (config: SiteConfig) => config.features.autograb || config.features.redbook;
const accounts = (config: SiteConfig) => config.features.authentication;
const cardsShown = async (page: Page) => {
  await expect(page.getByTestId('car-card').first()).toBeVisible();
};
const carPath = async (site: RowContext, filters: string, suffix = '') => {
  const car = await site.car(filters);
  return car ? `/cars/${car.slug}${suffix}` : null;
};

/** THE TABLE: route kinds × sites. */
const routeKinds: RouteKind[] = [
  { kind: 'home', path: () => '/' },
  { kind: 'CMS page', path: () => '/about-us' },
  { kind: 'CMS page of its own', path: ({ slug }) => content[slug].ownPage },
  { kind: 'CMS page with a form (test drive)', path: () => '/book-test-drive' },
  { kind: 'legal page', path: () => '/terms-and-conditions' },
  { kind: 'blog list', path: () => '/blog' },
  { kind: 'blog post', path: ({ slug }) => `/blog/${content[slug].post}` },
  { kind: 'models', path: () => '/models' },
  { kind: 'models of a body', path: () => '/models?body=suv' },
  { kind: 'special offers', path: () => '/special-offers' },
  { kind: '7 seater cars', path: () => '/7-seater-cars' },

  // Search and its variants (§2).
  { kind: 'search', path: () => '/search', ready: cardsShown },
  { kind: 'search by car type', path: ({ config }) => (config.stockVisibility.carTypes.includes('new') ? '/search/new-cars' : '/search/used-cars'), ready: cardsShown },
  {
    kind: 'search by make and model',
    path: async (site) => {
      const car = await site.car(AVAILABLE);
      return car ? modelSearchPath(car.make, car.model) : null;
    },
    ready: cardsShown,
  },
  {
    kind: 'search by body',
    path: async (site) => {
      const car = await site.car(AVAILABLE);
      return car?.body ? bodySearchPath(car.body) : null;
    },
    ready: cardsShown,
  },
  // The empty state: nothing matches.
  { kind: 'search with no results', path: () => '/search?query=zzqxjv' },
  { kind: 'search, page 2, filtered from the address', path: () => '/search?page=2&refinementList%5Bcar_type%5D%5B0%5D=used' },

  // The car.
  { kind: 'vehicle page', path: (site) => carPath(site, AVAILABLE) },
  // §4 sold inside the window (SOLD banner, Find Me Something Similar); sites listing in_stock only have none.
  { kind: 'vehicle page, sold', path: (site) => carPath(site, 'status:sold') },
  // §2 checkout (or buy-online): a signed-out shopper on a gated site lands on sign-in.
  { kind: 'checkout', path: (site) => carPath(site, RESERVABLE, `/${site.config.features.checkoutPath}`) },
  {
    kind: 'checkout journey (used cars)',
    path: async (site) => {
      if (!site.config.features.buyOnline) return null;
      const car = await site.car(`${RESERVABLE} AND car_type:used`);
      return car ? `/checkout-journey?car_id=${encodeURIComponent(car.slug)}` : null;
    },
  },

  // Saved cars (§3 locally stored), filled so the page draws its cars, not only its empty state.
  {
    kind: 'compare (two cars)',
    path: () => '/compare',
    stored: async (site) => ({ 'dealer.compare': (await twoCars(site)).map((car) => car.id) }),
    ready: async (page) => {
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    kind: 'favourites (one car)',
    path: () => '/favourites',
    stored: async (site) => ({ 'dealer.favourites': (await twoCars(site)).slice(0, 1).map((car) => car.id) }),
    ready: cardsShown,
  },
  { kind: 'success', path: () => '/success' },

  // Finance: the CMS finance page and the §2 finance routes the site names.
  { kind: 'finance', path: () => '/finance' },
  ...(['finance-enquiry', 'apply-for-finance', 'finance-pre-approval'] as const).map(
    (route): RouteKind => ({ kind: `/${route}`, path: ({ config }) => (config.features.financeRoutes.includes(route) ? `/${route}` : null) }),
  ),
  {
    kind: 'personalised finance',
    path: async (site) => {
      if (!site.config.features.personalisedFinance) return null;
      const car = await site.car(AVAILABLE);
      return car ? `/personalised/finance?car_id=${encodeURIComponent(car.id)}` : null;
    },
  },

  // Trade-in (§2), where the valuation tool is on; never gated.
  { kind: 'trade-in', path: ({ config }) => (valuationTool(config) ? '/trade-in' : null) },
  { kind: 'sell my car', path: ({ config }) => (valuationTool(config) ? '/sell-my-car' : null) },
  {
    kind: 'trade-in for a car',
    path: async (site) => {
      if (!valuationTool(site.config)) return null;
      const car = await site.car(AVAILABLE);
      return car ? `/cars/trade-in?car_id=${encodeURIComponent(car.id)}` : null;
    },
  },

  // Accounts (§6: off by default).
  { kind: 'sign-in', path: ({ config }) => (accounts(config) ? '/sign-in?type=watchlist&redirect=%2F&back=%2F' : null) },

  { kind: 'not found', path: () => '/no-such-page', status: 404 },

  // Locations (§2): the contact page and one location's own page (locations.spec.ts visits every one).
  { kind: 'contact us', path: () => '/contact-us' },
  {
    kind: 'a location\'s contact page',
    path: ({ config }) => `/contact-us/${config.locations[0]!.slug}`,
  },
  // Parts and the directory (§2, §7), where the site has them.
  { kind: 'parts search', path: ({ config }) => (config.features.partsSearch ? '/parts/search' : null) },
  { kind: 'directory search', path: ({ config }) => (config.features.directorySearch ? '/directory' : null) },
];

/** Two cars the site lists, for the saved-car pages. */
const twoCars = (site: RowContext) => site.cars(AVAILABLE);

/** Cars found once per worker, site and filter: each lookup is a search request, not a page. */
const carCache = new Map<string, Promise<Car[]>>();
function carFinder(page: Page, slug: Slug) {
  return (filters: string) => {
    const key = `${slug} ${filters}`;
    let found = carCache.get(key);
    if (!found) {
      found = siteFetch(page, slug, '/api/search', { json: { requests: [{ indexName: 'Car_production', params: { filters, hitsPerPage: 2 } }] } }).then((answer) => {
        expect(answer.status, `search ${filters}`).toBe(200);
        const hits = (JSON.parse(answer.body) as { results: { hits: (Car & { objectID: string })[] }[] }).results[0]!.hits;
        return hits.map((hit) => ({ id: hit.objectID, slug: hit.slug, make: hit.make, model: hit.model, body: hit.body ?? null }));
      });
      carCache.set(key, found);
      found.catch(() => carCache.delete(key));
    }
    return found;
  };
}

// One test per site walks its rows in one page: a fresh browser context per row (a cold cache, the
// same scripts and styles fetched again) cost more than the axe runs. Each row is a step, and a
// failing row is reported without stopping the rest.
test.use({ allowedConsoleErrors: [/status of 404/] }); // the 'not found' row's document
for (const slug of demoSites) {
  const config = resolveSiteConfig(findSiteDefinition(slug)!).config;
  test(`${slug}: every route kind under axe, WCAG 2.2 AA`, async ({ page }) => {
    test.setTimeout(routeKinds.length * 20_000);
    const cars = carFinder(page, slug);
    const site: RowContext = { slug, config, cars, car: async (filters) => (await cars(filters))[0] };
    let checked = 0;
    for (const route of routeKinds) {
      const path = await route.path(site);
      if (path === null) continue;
      checked += 1;
      await test.step(`${route.kind}: ${path}`, async () => {
        // The saved-car pages draw what the browser keeps (§3 locally stored): set for that row only,
        // since the compare tray they bring sits over the foot of every other page.
        const stored = route.stored ? await route.stored(site) : {};
        await page.evaluate((entries) => {
          for (const key of ['dealer.compare', 'dealer.favourites']) window.localStorage.removeItem(key);
          for (const [key, ids] of Object.entries(entries)) window.localStorage.setItem(key, JSON.stringify(ids));
        }, stored).catch(() => undefined); // before the first page there is no origin to keep them in
        const response = await page.goto(`${siteUrl(slug)}${path}`);
        expect.soft(response?.status(), path).toBe(route.status ?? 200);
        await expect.soft(page.getByRole('heading', { level: 1 }).first(), `${path} has a heading`).toBeAttached();
        await route.ready?.(page);
        await expectAccessible(page, { soft: true, label: path });
      });
    }
    expect(checked).toBeGreaterThan(15);
  });
}
