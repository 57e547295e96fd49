import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { isValidElement, type ReactNode } from 'react';
import { seedDemoStock } from '@dealer/demo';
import { orderedCarIds, reservedCarIds, startOrder } from '@dealer/leads/server';
import { openWebTestDatabase } from '../server/db/test-database';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '../server/content/demo-site';
import { guardRequest } from '../server/http/request-guard.mts';
import { navigationStandIn, pageOutcome } from '../server/page-outcome';
import type { StockService } from '../server/stock/service';

/**
 * README "Holding under abuse": an id in an address that is not an id (36 dashes, 36 hex digits
 * without their dashes, 37 characters, percent-encoded bytes) is answered as an unknown one, never
 * with a 5xx. Every dynamic route and page of the app is walked with such values, as the visitor,
 * the dealer (admin secret) and a Studio user would send them, over a real PGlite database with
 * demo stock. The walk is read from the file system: a route or page with a dynamic segment, or a
 * page or route that reads its query, fails the first test until it has a case here.
 *
 * What reaches a handler is what Next gives it: each segment percent-decoded. A value the front door
 * refuses (`%00` decodes to a NUL, `%ZZ` does not decode: `guardRequest`) never reaches one; the
 * walk checks that refusal (400) instead.
 */
const ADMIN = 'malformed-ids-admin-secret-0123456789';
vi.stubEnv('STOCK_ADMIN_SECRET', ADMIN);
vi.stubEnv('LEAD_WORKER', 'off');
vi.stubEnv('RATE_LIMITS', 'off');

let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
vi.mock('../server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('../server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('../server/db/database', () => ({ database: async () => ({ db: database.db }) }));
// The valuation tool (features.autograb) is on, so a trade-in id reaches its route.
vi.mock('../server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, { autograb: true }) }));
// The content store answers that nothing has that slug (the walk is about the slug, not the store).
vi.mock('../server/content/client', () => ({ contentClient: () => ({ fetch: async () => null }), siteContentClient: () => ({ fetch: async () => null }) }));
// On the server the deferred search island is SearchExperience itself, reached through a require
// that Next drops from the browser's bundle (DeferredSearchExperience.tsx); vitest's require cannot
// load TSX, so the island it resolves to stands in for it here.
vi.mock('../search/ui/DeferredSearchExperience', async () => ({ DeferredSearchExperience: (await import('../search/ui/SearchExperience')).SearchExperience }));
vi.mock('../server/leads/delivery-worker', () => ({ wakeDeliveryWorker: () => undefined }));
vi.mock('../server/studio-auth', () => ({
  studioUser: async (request: Request) => (request.headers.get('authorization') === 'Bearer studio' ? { user: { id: 'p-studio', name: 'Studio' } } : { refused: 401 }),
}));
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, unstable_cache: (load: () => Promise<unknown>) => load }));
vi.mock('next/navigation', () => navigationStandIn());
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers({ host: HOST }),
}));

const { createStockService } = await import('../server/stock/service');

/** southern-cross-motors sells online and takes reservations, signed out (no accounts, §6). */
const SCM = 'southern-cross-motors';
const HOST = `${SCM}.localhost:3000`;
let carSlug = '';
let draftOrderId = '';

beforeAll(async () => {
  database = await openWebTestDatabase('malformed_ids');
  await seedDemoStock(database.db, { now: new Date(), sites: [SCM] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' }, reservedCarIds: async () => new Set([...(await reservedCarIds(database.db)), ...(await orderedCarIds(database.db))]) });
  const scm = resolveSiteConfig(findSiteDefinition(SCM)!).config;
  const [car] = (await service.searchOne(scm, { filters: 'status:in_stock AND car_type:used AND reserved:false AND price>5000', hitsPerPage: 1 })).hits as unknown as { objectID: string; slug: string }[];
  carSlug = car!.slug;
  draftOrderId = (await startOrder(database.db, SCM, car!.objectID, null)).id;
}, 120_000);
afterAll(async () => {
  await database?.close();
  vi.unstubAllEnvs();
});

/** Values in the address where an id (or a slug) belongs, as a client may type them. */
const MALFORMED = [
  '-'.repeat(36),
  'a'.repeat(36),
  '0'.repeat(36),
  '0123456789abcdef0123456789abcdef----',
  '00000000-0000-4000-8000-0000000000000',
  'x'.repeat(37),
  '%00',
  '%E2%80%AE',
  '%ZZ',
  `00000000-0000-4000-8000-%E2%80%AE${'0'.repeat(11)}`,
];

/** What Next hands the handler for a raw segment (percent-decoded), or the front door's refusal when the address never gets that far. */
function reaching(raw: string): { value: string } | { refused: number } {
  const refused = guardRequest('GET', `/x/${raw}?q=${raw}`);
  return refused ? { refused: refused.status } : { value: decodeURIComponent(raw) };
}

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;
interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** Bearer token: the stock admin secret (dealer), or 'studio' (a Studio user of the site). */
  token?: string;
}

/** A handler's status for one request; a thrown error is what Next answers with: a 500. */
async function status<P>(handler: Handler<P>, params: P, options: RequestOptions = {}): Promise<number> {
  const method = options.method ?? 'POST';
  const request = new Request(`http://${HOST}/walk`, {
    method,
    headers: {
      host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', 'x-forwarded-for': '10.66.0.1',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(options.body ?? {}) }),
  });
  try {
    return (await handler(request, { params: Promise.resolve(params) })).status;
  } catch (error) {
    console.error(error instanceof Error ? error.message.split('\n')[0] : error);
    return 500;
  }
}

type PageProps = { params: Promise<Record<string, unknown>>; searchParams: Promise<Record<string, string>> };
/** A page module: each page types its own params, which the walk gives as the page expects them. */
interface PageModule {
  default: (props: never) => ReactNode | Promise<ReactNode> | void;
  generateMetadata?: (props: never) => Promise<unknown>;
}
type Page = (props: PageProps) => ReactNode | Promise<ReactNode> | void;

/**
 * A server component's element called down to what renderToString can draw: a page that returns
 * an async component (`<SitePage>`, `<SearchPage>`, `<CheckoutPage>`) is rendered as Next would,
 * awaiting it, so its notFound() and redirect() are seen.
 */
async function awaitServerComponents(node: ReactNode | Promise<ReactNode> | void): Promise<ReactNode> {
  let current: ReactNode = (await node) ?? null;
  while (isValidElement(current) && typeof current.type === 'function' && current.type.constructor.name === 'AsyncFunction') {
    current = await (current.type as (props: unknown) => Promise<ReactNode>)(current.props);
  }
  return current;
}

/** A page's status (its metadata rendered too): 404 the site's not-found, 307 a redirect, 200 drawn, 500 thrown. */
async function pageStatus(module: PageModule, params: Record<string, unknown>, query: Record<string, string> = {}): Promise<number> {
  const props = () => ({ params: Promise.resolve(params), searchParams: Promise.resolve(query) });
  try {
    const metadata = await pageOutcome(async () => {
      await (module.generateMetadata as ((props: PageProps) => Promise<unknown>) | undefined)?.(props());
      return null;
    });
    if (!('html' in metadata)) return 'notFound' in metadata ? 404 : 307;
    const outcome = await pageOutcome(async () => awaitServerComponents((module.default as Page)(props())));
    return 'notFound' in outcome ? 404 : 'redirect' in outcome ? 307 : 200;
  } catch (error) {
    console.error(error instanceof Error ? error.message.split('\n')[0] : error);
    return 500;
  }
}

const idParam = (value: string) => ({ id: value });
const odometer = { odometer_km: 42_000 };
const inspection = { odometer_km: 42_100, fuel: 'half', keys_and_accessories: true, encumbrance_cents: 0 };
const buyer = { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', address: '1 George St, Parramatta NSW', postcode: '2150' };

/** One dynamic part of a route: the status each malformed value gets, and the status expected. */
interface Walk {
  expected: number;
  visit: (value: string) => Promise<number>;
}
interface Case {
  /** One walk per dynamic segment of the path (but `[site]`, which the proxy takes from the Host, never the address). */
  params: Record<string, Walk>;
  /** For a route or page that reads its query: a walk per query parameter holding an id, or why none does. */
  query?: Record<string, Walk> | { noId: string };
}

/** The id names the resource: anything that is not one is the same 404 as an unknown one. */
const notFound = (visit: Walk['visit']): Walk => ({ expected: 404, visit });

const CASES: Record<string, Case> = {
  'api/cars/[slug]/buyers-guide.pdf/route.ts': {
    params: { slug: notFound(async (slug) => status((await import('./api/cars/[slug]/buyers-guide.pdf/route')).GET, { slug }, { method: 'GET' })) },
  },
  'api/cars/[slug]/history-report.pdf/route.ts': {
    params: { slug: notFound(async (slug) => status((await import('./api/cars/[slug]/history-report.pdf/route')).GET, { slug }, { method: 'GET' })) },
  },
  'api/cars/[slug]/pdf/route.ts': {
    params: { slug: notFound(async (slug) => status((await import('./api/cars/[slug]/pdf/route')).GET, { slug }, { method: 'GET' })) },
  },
  'api/orders/[id]/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/orders/[id]/route')).GET, idParam(id), { method: 'GET' })) },
  },
  'api/orders/[id]/place/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/orders/[id]/place/route')).POST, idParam(id))) },
  },
  'api/orders/[id]/return-notice/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/orders/[id]/return-notice/route')).POST, idParam(id), { body: { appointment: '2030-01-02' } })) },
  },
  'api/orders/[id]/steps/[step]/route.ts': {
    params: {
      id: notFound(async (id) => status((await import('./api/orders/[id]/steps/[step]/route')).PUT, { id, step: 'buyer' }, { method: 'PUT', body: buyer })),
      step: notFound(async (step) => status((await import('./api/orders/[id]/steps/[step]/route')).PUT, { id: draftOrderId, step }, { method: 'PUT', body: buyer })),
    },
  },
  'api/orders/[id]/delivered/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/orders/[id]/delivered/route')).POST, idParam(id), { token: ADMIN, body: odometer })) },
  },
  'api/orders/[id]/return-inspection/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/orders/[id]/return-inspection/route')).POST, idParam(id), { token: ADMIN, body: inspection })) },
  },
  'api/reservations/[id]/confirm/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/reservations/[id]/confirm/route')).POST, idParam(id))) },
  },
  'api/trade-in/[id]/answers/route.ts': {
    params: {
      id: notFound(async (id) =>
        status((await import('./api/trade-in/[id]/answers/route')).PUT, idParam(id), {
          method: 'PUT', body: { adjustmentAnswers: { odometerKm: 12000, condition: 'good', accidentDamage: 'no', financeOwing: 'no', serviceHistory: 'full', keys: '2+' } },
        })),
    },
  },
  'api/trade-in/[id]/accept/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/trade-in/[id]/accept/route')).POST, idParam(id), { body: { name: 'Sam', last_name: 'Buyer', postcode: '2150', phone: '0412 345 678', email: 'sam@example.com' } })) },
  },
  // A postcode, not an id: anything that is not one of the site's shape is the §5 rule's 400.
  'api/postcodes/[postcode]/route.ts': {
    params: { postcode: { expected: 400, visit: async (postcode) => status((await import('./api/postcodes/[postcode]/route')).GET, { postcode }, { method: 'GET' }) } },
  },
  'api/studio/deliveries/[deliveryId]/resend/route.ts': {
    params: { deliveryId: notFound(async (deliveryId) => status((await import('./api/studio/deliveries/[deliveryId]/resend/route')).POST, { deliveryId }, { token: 'studio' })) },
  },
  'api/studio/orders/[id]/delivered/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/studio/orders/[id]/delivered/route')).POST, idParam(id), { token: 'studio', body: odometer })) },
  },
  'api/studio/orders/[id]/return-inspection/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/studio/orders/[id]/return-inspection/route')).POST, idParam(id), { token: 'studio', body: inspection })) },
  },
  'api/studio/reservations/[id]/capture/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/studio/reservations/[id]/capture/route')).POST, idParam(id), { token: 'studio' })) },
  },
  'api/studio/reservations/[id]/release/route.ts': {
    params: { id: notFound(async (id) => status((await import('./api/studio/reservations/[id]/release/route')).POST, idParam(id), { token: 'studio' })) },
  },
  'api/studio/leads/route.ts': { params: {}, query: { noId: 'state (one of LEAD_STATES) and limit (a whole number), both checked before the database' } },
  'api/draft-mode/disable/route.ts': { params: {}, query: { noId: 'redirect: a path kept to this site (same-site-path.ts)' } },
  'car-images/[body]/[file]/route.ts': {
    params: {
      body: notFound(async (body) => status((await import('./car-images/[body]/[file]/route')).GET, { body, file: 'white.png' }, { method: 'GET' })),
      file: notFound(async (file) => status((await import('./car-images/[body]/[file]/route')).GET, { body: 'suv', file }, { method: 'GET' })),
    },
    query: { noId: 'w: a width, clamped' },
  },
  'cms-images/[...path]/route.ts': {
    params: { path: notFound(async (path) => status((await import('./cms-images/[...path]/route')).GET, { path: [path] }, { method: 'GET' })) },
  },
  'platform/[...path]/page.tsx': {
    params: { path: notFound(async (path) => pageStatus(await import('./platform/[...path]/page'), { path: [path] })) },
  },
  'sites/[site]/[...path]/page.tsx': {
    params: { path: notFound(async (path) => pageStatus(await import('./sites/[site]/[...path]/page'), { site: SCM, path: [path] })) },
  },
  'sites/[site]/blog/[slug]/page.tsx': {
    params: { slug: notFound(async (slug) => pageStatus(await import('./sites/[site]/blog/[slug]/page'), { site: SCM, slug })) },
  },
  'sites/[site]/cars/[slug]/page.tsx': {
    params: { slug: notFound(async (slug) => pageStatus(await import('./sites/[site]/cars/[slug]/page'), { site: SCM, slug })) },
  },
  'sites/[site]/cars/[slug]/checkout/page.tsx': {
    params: { slug: notFound(async (slug) => pageStatus(await import('./sites/[site]/cars/[slug]/checkout/page'), { site: SCM, slug })) },
  },
  'sites/[site]/cars/[slug]/buy-online/page.tsx': {
    params: { slug: notFound(async (slug) => pageStatus(await import('./sites/[site]/cars/[slug]/buy-online/page'), { site: SCM, slug })) },
  },
  'sites/[site]/orders/[id]/page.tsx': {
    params: { id: notFound(async (id) => pageStatus(await import('./sites/[site]/orders/[id]/page'), { site: SCM, id })) },
  },
  'sites/[site]/search/[[...segments]]/page.tsx': {
    params: { segments: notFound(async (segment) => pageStatus(await import('./sites/[site]/search/[[...segments]]/page'), { site: SCM, segments: [segment] })) },
    query: { noId: 'search state (refinements, sort, page, query) for the search index, never a database id' },
  },
  'sites/[site]/checkout-journey/page.tsx': {
    params: {},
    query: {
      // An order that is not one is no order to resume: the journey starts afresh (200), as for an unknown id.
      order: { expected: 200, visit: async (id) => pageStatus(await import('./sites/[site]/checkout-journey/page'), { site: SCM }, { car_id: carSlug, order: id }) },
    },
  },
  'sites/[site]/7-seater-cars/page.tsx': { params: {}, query: { noId: 'search state for the search index' } },
  'sites/[site]/special-offers/page.tsx': { params: {}, query: { noId: 'search state for the search index' } },
  'sites/[site]/models/page.tsx': { params: {}, query: { noId: 'body: a body type among the site\'s facet values' } },
  'sites/[site]/parts/search/page.tsx': {
    params: {},
    // The dealership search (§2/§7): a value that is not one of the site's dealership slugs is the site's 404.
    query: { dealership: notFound(async (slug) => pageStatus(await import('./sites/[site]/parts/search/page'), { site: 'riverside-kia' }, { dealership: slug })) },
  },
  'sites/[site]/parts/images/[file]/route.ts': {
    params: { file: notFound(async (file) => status((await import('./sites/[site]/parts/images/[file]/route')).GET, { file }, { method: 'GET' })) },
  },
  // §2 /contact-us/{location slug}: anything that is not one of the site's visible locations is its 404.
  'sites/[site]/contact-us/[location]/page.tsx': {
    params: { location: notFound(async (location) => pageStatus(await import('./sites/[site]/contact-us/[location]/page'), { site: SCM, location })) },
  },
  'sites/[site]/directory/page.tsx': { params: {}, query: { noId: 'search state (query, make, model, body, page) for the directory index' } },
  'sites/[site]/success/page.tsx': {
    params: {},
    // A car id that is not one names no car: the general thanks (200), as for an unknown car.
    query: { car_id: { expected: 200, visit: async (id) => pageStatus(await import('./sites/[site]/success/page'), { site: SCM }, { category: 'Vehicle Enquiry', car_id: id }) } },
  },
  'sites/[site]/sign-in/page.tsx': { params: {}, query: { noId: 'type (an enum), redirect and back (paths kept to this site, sign-in-types.ts)' } },
};

const APP = resolve(import.meta.dirname);

/** Every route handler and page file of the app, as a path relative to web/app with `/`. */
function routeFiles(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /^(route|page)\.tsx?$/.test(entry.name) ? [relative(APP, path).split(sep).join('/')] : [];
  });
}

/** The dynamic segments of a route file's path, by name (`[id]` → id, `[...path]` → path), but the site's. */
const dynamicSegments = (file: string) =>
  file
    .split('/')
    .slice(0, -1)
    .filter((segment, index) => segment.startsWith('[') && !(index === 1 && segment === '[site]'))
    .map((segment) => segment.replace(/^\[+(\.\.\.)?/, '').replace(/\]+$/, ''));

const readsQuery = (file: string) => /\bsearchParams\b/.test(readFileSync(join(APP, file), 'utf8'));

describe('malformed ids in addresses (README "Holding under abuse")', () => {
  it('every dynamic route and page, and every one that reads its query, has a case here', () => {
    const files = routeFiles().filter((file) => dynamicSegments(file).length > 0 || readsQuery(file));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const known = CASES[file];
      expect(known, `${file} has no case in malformed-ids.test.ts`).toBeDefined();
      expect(Object.keys(known!.params).sort(), `${file}: one walk per dynamic segment`).toEqual(dynamicSegments(file).sort());
      if (readsQuery(file)) expect(known!.query, `${file} reads its query: name its id parameters, or say why none is one`).toBeDefined();
    }
    // A case for a route that is gone is a walk of nothing.
    expect(Object.keys(CASES).filter((file) => !files.includes(file))).toEqual([]);
  });

  const walks = Object.entries(CASES).flatMap(([file, known]) => [
    ...Object.entries(known.params).map(([name, walk]) => [`${file} [${name}]`, walk] as const),
    ...(known.query && !('noId' in known.query) ? Object.entries(known.query).map(([name, walk]) => [`${file} ?${name}=`, walk as Walk] as const) : []),
  ]);

  it.each(walks)('%s: never a 5xx; the expected answer for every malformed value', async (_where, walk) => {
    const answers: Record<string, number> = {};
    for (const raw of MALFORMED) {
      const reached = reaching(raw);
      answers[raw] = 'refused' in reached ? reached.refused : await walk.visit(reached.value);
    }
    const expected = Object.fromEntries(MALFORMED.map((raw) => {
      const reached = reaching(raw);
      return [raw, 'refused' in reached ? 400 : walk.expected];
    }));
    expect(answers).toEqual(expected);
  });
});
