import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { isProblemDetails } from '@dealer/leads';
import { reservedCarIds } from '@dealer/leads/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openWebTestDatabase } from '../../server/db/test-database';
import { demoSite } from '../../server/content/demo-site';
import type { StockService } from '../../server/stock/service';

/**
 * README "Routes and errors": every refusal of every route under web/app/api is RFC 9457 problem
 * details. The routes are found on disk, so a route added tomorrow is checked without editing this
 * file. Each is sent what it must refuse: every method from a host that is no dealer site, and every
 * POST a body that is not JSON and a JSON body of the wrong shape, from the site's own page, on a
 * site with every feature on. Each answer must be a 4xx with `Content-Type: application/problem+json`,
 * `type`, `title`, `status` equal to the HTTP status, a `detail` sentence, and field messages (if any)
 * as `errors: {field: message}`.
 */
vi.stubEnv('RATE_LIMITS', 'off');
vi.stubEnv('LEAD_WORKER', 'off');
vi.stubEnv('STOCK_ADMIN_SECRET', 'problem-details-stock-secret-0123456789');
vi.stubEnv('REVALIDATE_SECRET', 'problem-details-revalidate-secret-0123456789');

let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;

vi.mock('../../server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('../../server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('../../server/db/database', () => ({ database: async () => ({ db: database.db }) }));
// Every feature a route may be gated on is on, so the wrong body, not the flag, is what is refused.
vi.mock('../../server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, { authentication: true, buyOnline: true, autograb: true }) }));
// The preview route's content client needs a read token that a clean checkout has not made yet; a
// preview link without the Studio's secret is refused before the client is asked anything.
vi.mock('../../server/content/client', () => {
  const client = { fetch: async () => null, config: () => ({ token: 'no-token-needed' }), withConfig() { return this; } };
  return { contentClient: () => client, siteContentClient: () => client };
});
vi.mock('next/cache', () => ({ revalidateTag: () => undefined, revalidatePath: () => undefined, unstable_cache: (load: () => Promise<unknown>) => load }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }), cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }) }));

const API = path.dirname(fileURLToPath(import.meta.url));
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type RouteHandler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Every route file under web/app/api, as its URL path (`/api/orders/[id]/place`). */
const routeFiles = (readdirSync(API, { recursive: true }) as string[]).filter((file) => file.endsWith(`${path.sep}route.ts`) || file === 'route.ts').sort();

/** A value for each dynamic segment: ids that are well-formed and belong to nothing. */
const PARAMS: Record<string, string> = { id: '0b6c7e9e-3f1a-4c55-9d1e-2b8f6a4c0d11', deliveryId: '0b6c7e9e-3f1a-4c55-9d1e-2b8f6a4c0d12', slug: 'no-such-car', step: 'buyer' };
const paramsOf = (file: string) =>
  Object.fromEntries([...file.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name!, PARAMS[name!] ?? 'x']));

/** Routes that refuse nobody, and why: they are left out of the no-site check only. */
const NEVER_REFUSES: Record<string, string> = {
  'GET /api/draft-mode/disable': 'leaving preview is always allowed: it clears the cookie and redirects back',
};

const SITE = 'riverside-kia.localhost:3000';
const fromSitePage = { host: SITE, origin: `http://${SITE}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

async function expectProblem(answer: Response, label: string) {
  expect(answer.status, `${label}: a refusal`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: the client's fault, never a 5xx`).toBeLessThan(500);
  expect(answer.headers.get('content-type'), label).toMatch(/^application\/problem\+json/);
  const body: unknown = await answer.json();
  expect(isProblemDetails(body), `${label}: ${JSON.stringify(body)}`).toBe(true);
  const problem = body as { status: number; detail: string; errors?: unknown };
  expect(problem.status, label).toBe(answer.status);
  expect(problem.detail.trim(), label).not.toBe('');
  if (problem.errors !== undefined) {
    expect(Object.values(problem.errors as object).every((message) => typeof message === 'string' && message !== ''), label).toBe(true);
  }
}

beforeAll(async () => {
  database = await openWebTestDatabase('problem_details');
  const { createStockService } = await import('../../server/stock/service');
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' }, reservedCarIds: () => reservedCarIds(database.db) });
}, 120_000);
afterAll(async () => {
  await database?.close();
  vi.unstubAllEnvs();
});

describe('README "Routes and errors": every refusal of every API route is RFC 9457 problem details', () => {
  it('finds the routes on disk', () => expect(routeFiles.length).toBeGreaterThan(30));

  it.each(routeFiles)('%s is written with siteRoute (or studioRoute), or says in one line why not', (file) => {
    const source = readFileSync(path.join(API, file), 'utf8');
    expect(/\b(siteRoute|studioRoute|watchlistRoute)\b/.test(source) || /^\/\/ Not siteRoute: .+/m.test(source)).toBe(true);
  });

  describe.each(routeFiles)('%s', (file) => {
    const url = `/api/${path.dirname(file).split(path.sep).join('/')}`;
    const load = async () => (await import(/* @vite-ignore */ path.join(API, file))) as Partial<Record<(typeof METHODS)[number], RouteHandler>>;
    const call = async (handler: RouteHandler, init: RequestInit & { headers: Record<string, string> }) =>
      handler(new Request(`http://${init.headers.host}${url}`, init), { params: Promise.resolve(paramsOf(file)) });

    it('refuses every method from a host that is no dealer site', async () => {
      const route = await load();
      const methods = METHODS.filter((method) => typeof route[method] === 'function');
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) {
        if (NEVER_REFUSES[`${method} ${url}`]) continue;
        const headers = { host: 'nowhere.invalid', origin: 'http://nowhere.invalid', 'content-type': 'application/json' };
        await expectProblem(await call(route[method]!, { method, headers, ...(method === 'GET' ? {} : { body: '{}' }) }), `${method} ${url} on no site`);
      }
    });

    it.each([
      ['a body that is not JSON', 'this is not JSON'],
      ['a JSON body of the wrong shape', JSON.stringify({ unexpected: [1, 2, 3], car_id: { nested: true } })],
    ])('refuses %s sent to POST with problem details', async (_name, body) => {
      const route = await load();
      if (!route.POST) return;
      await expectProblem(await call(route.POST, { method: 'POST', headers: fromSitePage, body }), `POST ${url}`);
    });
  });
});
