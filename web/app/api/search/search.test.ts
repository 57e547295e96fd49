import { seedDemoStock } from '@dealer/demo';
import { indices, type SearchErrorBody, type SearchResponse } from '@dealer/stock';
import { openTestDatabase } from '@dealer/stock/testing';
import { createLocale, findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StockService } from '../../../server/stock/service';

/**
 * POST /api/search over the real stock service (embedded engine, result cache, site scoping) on an
 * in-memory database seeded with two demo sites' stock. Only the process singletons are replaced:
 * the service is this test's, and site settings come from the code registry.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let service: StockService;

vi.mock('../../../server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('../../../server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('../../../server/content/site', () => ({
  loadSite: async (slug: string) => {
    const definition = findSiteDefinition(slug);
    if (!definition) return undefined;
    const { config } = resolveSiteConfig(definition);
    return { config, locale: createLocale(config.locale) };
  },
}));

const { POST } = await import('./route');
const { createStockService } = await import('../../../server/stock/service');

beforeAll(async () => {
  database = await openTestDatabase('search_route');
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

  it.each([
    ['not JSON', '{"requests": [', /^Body must be JSON: \{"requests": \[\{"indexName": "Car_production"/],
    ['not an object', '[1]', /^Invalid search request\.$/],
    ['no requests', { requests: [] }, /^Invalid search request\.$/],
    ['an unknown index', { requests: [{ indexName: 'Car_other', params: {} }] }, /^Invalid search request\.$/],
    ['params as a query string', { requests: [{ indexName: indices.relevant, params: 'query=kia' }] }, /^Invalid search request\.$/],
    ['malformed filters', { requests: [{ indexName: indices.relevant, params: { filters: 'make:Kia) OR (dealership_slug:lone-star-jeep' } }] }, /./],
    ['an unknown attribute', { requests: [{ indexName: indices.relevant, params: { filters: 'secret:1' } }] }, /unknown attribute 'secret'/],
    ['hitsPerPage over 1000', { requests: [{ indexName: indices.relevant, params: { hitsPerPage: 5000 } }] }, /hitsPerPage: must be an integer from 0 to 1000/],
    ['a facet search on a numeric facet', { requests: [{ indexName: indices.relevant, type: 'facet', params: { facetName: 'price' } }] }, /not a searchable text facet/],
  ])('%s is a 400 with a message, never a 5xx', async (_case, body, message) => {
    const response = await post('riverside-kia.localhost:3000', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as SearchErrorBody;
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(message);
  });

  it('names the invalid field when the shape is wrong', async () => {
    const answer = (await (await post('riverside-kia.localhost:3000', { requests: [{ indexName: 'Car_other' }] })).json()) as SearchErrorBody;
    expect(answer.issues?.[0]).toMatch(/^requests\.0\.indexName: indexName must be one of Car_production/);
  });

  it.each([
    ['a body over 64 KB', 'riverside-kia.localhost:3000', JSON.stringify({ requests: [{ indexName: indices.relevant, params: { query: 'x'.repeat(70_000) } }] }), 413],
    ['a host that is no dealer site', 'localhost:3000', { requests: [{ indexName: indices.relevant }] }, 404],
  ])('%s: %s answers %i', async (_case, host, body, status) => {
    expect((await post(host, body)).status).toBe(status);
  });
});
