import { indexNames, indices, type SearchResponse } from '@dealer/stock';
import type { Database } from '@dealer/db';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { algoliasearch } from 'algoliasearch';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSearchBackend } from './search-backend';
import { createStockService, type StockService } from './service';

/**
 * The stock service's Algolia branch, end to end through the real `algoliasearch` client, against an
 * in-process fake of Algolia's multi-query endpoint (`POST /1/indexes/*\/queries`) that records what
 * it is sent. ALGOLIA_INDEX is not the default, so a logical name mapped twice (or not at all) shows.
 */
interface RecordedQuery {
  indexName: string;
  query?: string;
  filters?: string;
  type?: string;
}
const received: Array<{ method: string; path: string; appId: string | undefined; requests: RecordedQuery[] }> = [];
let server: Server;
let service: StockService;

const site = resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === 'riverside-kia')!).config;

/** Algolia's answer to one query: one hit that names the physical index it came from. */
const answer = (query: RecordedQuery) => ({
  hits: [{ objectID: `hit-from-${query.indexName}`, make: 'Kia' }],
  nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true,
  query: query.query ?? '', params: '', index: query.indexName,
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const { requests = [] } = JSON.parse(body || '{}') as { requests?: RecordedQuery[] };
      received.push({ method: request.method ?? '', path: request.url?.split('?')[0] ?? '', appId: request.headers['x-algolia-application-id'] as string | undefined, requests });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ results: requests.map(answer) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const env = { ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_SEARCH_KEY: 'search-key', ALGOLIA_INDEX: 'Dealer_staging' } as unknown as NodeJS.ProcessEnv;
  const backend = readSearchBackend(env);
  service = await createStockService({
    // Never touched here: Algolia answers the searches, and the database is read only on reindex.
    db: {} as Database,
    backend,
    algoliaClient: algoliasearch('TESTAPP', 'search-key', { hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }] }),
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

describe('stock service on Algolia with ALGOLIA_INDEX=Dealer_staging (README "Against real Sanity, Algolia and PostgreSQL": logical names become physical once, in the adapter)', () => {
  it.each([
    [indices.relevant, 'Dealer_staging'],
    [indices.latest, 'Dealer_staging_created_at_desc'],
    [indices['price-desc'], 'Dealer_staging_price_desc'],
    [indices['price-asc'], 'Dealer_staging_price_asc'],
  ])('a search of %s is sent to %s, scoped to the site, and its hits come back', async (logical, physical) => {
    const { results } = await service.search(site, [{ indexName: logical, params: { query: `kia ${logical}` } }]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/1/indexes/*/queries', appId: 'TESTAPP' });
    expect(received[0]!.requests.map((query) => query.indexName)).toEqual([physical]);
    expect(received[0]!.requests[0]!.filters).toContain('dealership_slug:riverside-kia');
    expect((results[0] as SearchResponse).hits.map((hit) => hit.objectID)).toEqual([`hit-from-${physical}`]);
  });

  it('sends InstantSearch’s multi-query as one request, in order, every index physical', async () => {
    const { results } = await service.search(site, indexNames.map((indexName) => ({ indexName, params: { query: 'multi', hitsPerPage: 0 } })));
    expect(received.map((call) => call.requests.map((query) => query.indexName))).toEqual([
      ['Dealer_staging', 'Dealer_staging_created_at_desc', 'Dealer_staging_price_desc', 'Dealer_staging_price_asc'],
    ]);
    expect(results.map((result) => (result as SearchResponse).index)).toEqual(received[0]!.requests.map((query) => query.indexName));
  });

  it('searchOne asks the primary index, by its physical name', async () => {
    const result = await service.searchOne(site, { hitsPerPage: 0, facets: ['make'] });
    expect(received[0]!.requests.map((query) => query.indexName)).toEqual(['Dealer_staging']);
    expect(result.index).toBe('Dealer_staging');
  });
});
