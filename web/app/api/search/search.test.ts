import { seedDemoStock } from '@dealer/demo';
import { indices, type SearchResponse } from '@dealer/stock';
import { openWebTestDatabase } from '@/server/db/test-database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StockService } from '@/server/stock/service';
import { demoSite } from '@/server/content/demo-site';

/**
 * POST /api/search over the real stock service (embedded engine, result cache, site scoping) on an
 * in-memory database seeded with two demo sites' stock. Only the process singletons are replaced:
 * the service and the database are this test's, and site settings come from the code registry.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;

vi.mock('@/server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('@/server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));
// The rate limiters' database (the route's limit is in memory, but they open together): this test's, never .data's.
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));

const { POST } = await import('./route');
const { createStockService } = await import('@/server/stock/service');

beforeAll(async () => {
  database = await openWebTestDatabase('search_route');
  await seedDemoStock(database.db, { now: new Date(), sites: ['riverside-kia', 'lone-star-jeep'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' } });
});
afterAll(() => database.close());

const post = (host: string, body: unknown) =>
  POST(new Request('http://localhost/api/search', {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }));

/** A refusal's RFC 9457 problem details (README "Routes and errors"), after its status and Content-Type. */
async function problemOf(response: Response, status: number): Promise<{ detail: string; errors?: Record<string, string> }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as { detail: string; errors?: Record<string, string> };
  expect(body).toMatchObject({ type: 'about:blank', title: expect.any(String), status, detail: expect.any(String) });
  return body;
}

describe('POST /api/search (§2 search, one site never sees another)', () => {
  it.each([
    ['riverside-kia.localhost:3000', 'riverside-kia'],
    ['lone-star-jeep.localhost:3000', 'lone-star-jeep'],
  ])('a multi-query on %s answers every request in order with that site’s cars only', async (host, dealership) => {
    const response = await post(host, {
      requests: [
        { indexName: indices.relevant, params: { hitsPerPage: 50, facets: ['dealership_slug'] } },
        { indexName: indices['price-asc'], params: { hitsPerPage: 5 } },
        { indexName: indices.relevant, type: 'facet', params: { facetName: 'make', facetQuery: '' } },
      ],
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: [SearchResponse, SearchResponse, { facetHits: unknown[] }] };
    expect(results).toHaveLength(3);
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(new Set(results[0].hits.map((hit) => hit.dealership_slug))).toEqual(new Set([dealership]));
    expect(Object.keys(results[0].facets?.dealership_slug ?? {})).toEqual([dealership]);
    const prices = results[1].hits.map((hit) => hit.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(results[2].facetHits.length).toBeGreaterThan(0);
  });

  it('a shopper’s filters narrow the site’s stock but cannot widen it to another site', async () => {
    const response = await post('riverside-kia.localhost:3000', { requests: [{ indexName: indices.relevant, params: { filters: 'dealership_slug:lone-star-jeep' } }] });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: SearchResponse[] };
    expect(results[0]!.nbHits).toBe(0);
  });

  // A body or shape the protocol's schema refuses names its field in `errors`; a search the engine refuses says why in `detail`.
  it.each<[string, unknown, RegExp, Record<string, RegExp> | null]>([
    ['not JSON', '{"requests": [', /^Body must be JSON: \{"requests": \[\{"indexName": "Car_production"/, { form: /^Body must be JSON/ }],
    ['not an object', '[1]', /expected object/, { form: /expected object/ }],
    ['no requests', { requests: [] }, /^requests must not be empty$/, { requests: /^requests must not be empty$/ }],
    ['an unknown index', { requests: [{ indexName: 'Car_other', params: {} }] }, /^indexName must be one of Car_production/, { 'requests.0.indexName': /^indexName must be one of Car_production/ }],
    ['params as a query string', { requests: [{ indexName: indices.relevant, params: 'query=kia' }] }, /expected record/, { 'requests.0.params': /expected record/ }],
    ['malformed filters', { requests: [{ indexName: indices.relevant, params: { filters: 'make:Kia) OR (dealership_slug:lone-star-jeep' } }] }, /./, null],
    ['an unknown attribute', { requests: [{ indexName: indices.relevant, params: { filters: 'secret:1' } }] }, /unknown attribute 'secret'/, null],
    ['hitsPerPage over 1000', { requests: [{ indexName: indices.relevant, params: { hitsPerPage: 5000 } }] }, /hitsPerPage: must be an integer from 0 to 1000/, null],
    ['a facet search on a numeric facet', { requests: [{ indexName: indices.relevant, type: 'facet', params: { facetName: 'price' } }] }, /not a searchable text facet/, null],
  ])('%s is a 400 problem saying what is wrong, never a 5xx', async (_case, body, detail, errors) => {
    const answer = await problemOf(await post('riverside-kia.localhost:3000', body), 400);
    expect(answer.detail).toMatch(detail);
    if (errors) expect(answer.errors).toEqual(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, expect.stringMatching(message)])));
    else expect(answer.errors).toBeUndefined();
  });

  it('names the invalid field when the shape is wrong', async () => {
    const answer = await problemOf(await post('riverside-kia.localhost:3000', { requests: [{ indexName: 'Car_other' }] }), 400);
    expect(answer.errors?.['requests.0.indexName']).toMatch(/^indexName must be one of Car_production/);
  });

  it.each([
    ['a body over 64 KB', 'riverside-kia.localhost:3000', JSON.stringify({ requests: [{ indexName: indices.relevant, params: { query: 'x'.repeat(70_000) } }] }), 413],
    ['a host that is no dealer site', 'localhost:3000', { requests: [{ indexName: indices.relevant }] }, 404],
  ])('%s: %s answers a %i problem', async (_case, host, body, status) => {
    expect((await problemOf(await post(host, body), status)).detail).toBeTruthy();
  });
});

/** A value nested `depth` arrays deep. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};
const many = (count: number, params: Record<string, unknown>) => ({ requests: Array.from({ length: count }, () => ({ indexName: indices.relevant, params })) });
const one = (params: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ requests: [{ indexName: indices.relevant, params, ...extra }] });

describe('POST /api/search: what one anonymous multi-query may cost (README "Holding under abuse")', () => {
  it("the probe's 7.4 KB body (50 × facets '*', 1000 values, 1000 hits) is a 400 problem naming the hits budget, not 106 MB", async () => {
    const probe = many(50, { facets: ['*'], maxValuesPerFacet: 1000, hitsPerPage: 1000 });
    expect(JSON.stringify(probe).length).toBeLessThan(8 * 1024);
    expect(await problemOf(await post('riverside-kia.localhost:3000', probe), 400)).toEqual({
      type: 'about:blank', title: 'Bad Request', status: 400,
      detail: 'requests: 50000 hits in all; at most 1000 per multi-query (the hitsPerPage or length of each request, summed)',
    });
  });

  it.each([
    ['50 requests for every facet', many(50, { facets: ['*'], hitsPerPage: 0 }), /^requests: 1350 facets in all; at most 100 per multi-query \(each name in facets, '\*' as 27, and each facet search, summed\)$/],
    ['two pages of 600 hits', many(2, { hitsPerPage: 600 }), /^requests: 1200 hits in all; at most 1000 per multi-query/],
    ["1000 hits highlighting '*'", one({ hitsPerPage: 1000, attributesToHighlight: ['*'] }), /^requests: \d+ highlighted attributes in all; at most 15000 per multi-query/],
    ['maxValuesPerFacet over 1000', one({ facets: ['make'], maxValuesPerFacet: 1001 }), /^requests\[0\]\.params\.maxValuesPerFacet: must be an integer from 0 to 1000 \(got 1001\)$/],
    ['length over 1000', one({ offset: 0, length: 1001 }), /^requests\[0\]\.params\.length: must be an integer from 0 to 1000 \(got 1001\)$/],
    ['a facet that is no faceting attribute', one({ facets: ['vin'] }), /^requests\[0\]\.params\.facets: unknown facet 'vin'$/],
  ])('%s is a 400 problem with the budget in its detail', async (_case, body, message) => {
    const answer = await problemOf(await post('riverside-kia.localhost:3000', body), 400);
    expect(answer.detail).toMatch(message);
    expect(answer.errors).toBeUndefined();
  });

  // Crafted text is refused at the door (stock/text/storable-text.ts, through server/http/read-json-body.ts), the
  // body as a whole (`form`) with the field in its message; the rest by the protocol's schema, under the field's path.
  it.each([
    ['51 requests', many(51, { hitsPerPage: 0 }), 'requests', /^at most 50 requests$/],
    ['a lone surrogate in the query', one({ query: 'kia\ud800' }), 'form', /^requests\.0\.params\.query: must be well-formed Unicode text/],
    ['a lone surrogate in highlightPreTag', one({ query: 'kia', highlightPreTag: '\ud800' }), 'form', /^requests\.0\.params\.highlightPreTag: must be well-formed Unicode text/],
    ['a lone surrogate in highlightPostTag', one({ query: 'kia', highlightPostTag: '</em>\udc00' }), 'form', /^requests\.0\.params\.highlightPostTag: must be well-formed Unicode text/],
    ['a lone surrogate in filters', one({ filters: 'make:"\ud800"' }), 'form', /^requests\.0\.params\.filters: must be well-formed Unicode text/],
    ['a lone surrogate in facetFilters', one({ facetFilters: [['make:\ud800']] }), 'form', /^requests\.0\.params\.facetFilters\.0\.0: must be well-formed Unicode text/],
    ['a lone surrogate in a facet search', one({}, { type: 'facet', facet: 'make', facetQuery: '\ud800' }), 'form', /^requests\.0\.facetQuery: must be well-formed Unicode text/],
    ['a 3,000-deep array in an ignored param', one({ query: 'kia', analytics: nested(3_000) }), 'form', /^requests\.0\.params\.analytics(\.0)*: nested more than \d+ levels deep$/],
    ['a 30,000-deep array (64 KB of brackets)', `{"requests":[{"indexName":"${indices.relevant}","params":{"ruleContexts":${'['.repeat(30_000)}${']'.repeat(30_000)}}}]}`, 'form', /^requests\.0\.params\.ruleContexts(\.0)*: nested more than \d+ levels deep$/],
  ])('%s is a 400 problem naming the field, never a 500', async (_case, body, field, message) => {
    const answer = await problemOf(await post('riverside-kia.localhost:3000', body), 400);
    expect(answer.errors).toEqual({ [field]: expect.stringMatching(message) });
    expect(answer.detail).toBe(answer.errors![field]);
  });

  it('the search page with every sidebar facet refined, and pages past the 1000th hit, are answered', async () => {
    const sidebar = ['car_type', 'make', 'model', 'price', 'body', 'km', 'year', 'fuel', 'transmission', 'colour', 'seats', 'dealership_name', 'location_name'];
    const response = await post('riverside-kia.localhost:3000', {
      requests: [
        { indexName: indices.relevant, params: { hitsPerPage: 21, facets: sidebar, maxValuesPerFacet: 200, query: 'kia 🚗', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' } },
        ...sidebar.map((facet) => ({ indexName: indices.relevant, params: { hitsPerPage: 0, page: 0, facets: facet, maxValuesPerFacet: 200, analytics: false, clickAnalytics: false } })),
        { indexName: indices['price-asc'], params: { hitsPerPage: 1000, page: 3 } },
      ],
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: SearchResponse[] };
    expect(results).toHaveLength(sidebar.length + 2);
    expect(results.at(-1)!.hits).toEqual([]);
  });
});
