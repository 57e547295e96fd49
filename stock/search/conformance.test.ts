import { conformanceCases, generateSearchRecords } from '@dealer/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlgoliaSearch } from './algolia/search';
import { syncToAlgolia } from './algolia/sync';
import { createEmbeddedSearch } from './port';
import { ReferenceSearch, type ReferenceFacetResult, type ReferenceHitsResult } from './reference/reference';
import { isFacetSearchResponse, type SearchPort, type SearchResult } from './types';

/**
 * Every backend must answer the conformance table exactly as the brute-force reference does. The
 * embedded engine always runs; a real Algolia index runs too when ALGOLIA_APP_ID and
 * ALGOLIA_ADMIN_KEY are set (a throwaway index is created, filled, compared and deleted).
 */

const records = generateSearchRecords(1_500, 42);
const cases = conformanceCases(records);
const reference = new ReferenceSearch(records);

function comparable(result: SearchResult | ReferenceHitsResult | ReferenceFacetResult, facetOrder: 'exact' | 'as-map') {
  if ('facetHits' in result) return { facetHits: result.facetHits.map(({ value, count }) => ({ value, count })) };
  const facets = result.facets && Object.fromEntries(Object.entries(result.facets).map(([name, values]) => [name, facetOrder === 'exact' ? Object.entries(values) : values]));
  return {
    hits: result.hits.map((hit) => hit.objectID),
    nbHits: result.nbHits,
    nbPages: result.nbPages,
    page: result.page,
    hitsPerPage: result.hitsPerPage,
    facets,
    facets_stats: result.facets_stats,
  };
}

function conformance(name: string, port: () => SearchPort, facetOrder: 'exact' | 'as-map') {
  describe(name, () => {
    it('has a table of at least 50 queries', () => expect(cases.length).toBeGreaterThanOrEqual(50));
    it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
      const { results } = await port().search(testCase.requests);
      const expected = reference.search(testCase.requests);
      expect(results.map((result) => comparable(result, facetOrder))).toEqual(expected.map((result) => comparable(result, facetOrder)));
      for (const result of results) {
        if (isFacetSearchResponse(result)) expect(result.exhaustiveFacetsCount).toBe(true);
        else expect(result).toMatchObject({ exhaustiveNbHits: true, processingTimeMS: expect.any(Number), params: expect.any(String) });
      }
    });
  });
}

const embedded = createEmbeddedSearch(records);
conformance('conformance: embedded engine = reference', () => embedded, 'exact');

it('the table is not trivial: most queries match something and some match nothing', () => {
  const counts = cases.map((testCase) => {
    const result = reference.search(testCase.requests)[0]!;
    return 'facetHits' in result ? result.facetHits.length : result.nbHits;
  });
  expect(counts.filter((count) => count > 0).length).toBeGreaterThan(cases.length * 0.85);
  expect(counts.filter((count) => count === 0).length).toBeGreaterThanOrEqual(2);
});

const appId = process.env.ALGOLIA_APP_ID;
const adminKey = process.env.ALGOLIA_ADMIN_KEY;
describe.runIf(Boolean(appId && adminKey))('conformance: Algolia = reference (ALGOLIA_APP_ID set)', () => {
  const indexName = `Car_conformance_${Date.now()}`;
  let algolia: SearchPort;
  beforeAll(async () => {
    await syncToAlgolia({ appId: appId!, adminKey: adminKey!, records, indexName });
    algolia = createAlgoliaSearch({ appId: appId!, searchKey: adminKey!, indexName });
  }, 300_000);
  afterAll(async () => {
    const { algoliasearch } = await import('algoliasearch');
    const client = algoliasearch(appId!, adminKey!);
    await client.setSettings({ indexName, indexSettings: { replicas: [] } });
    for (const suffix of ['', '_created_at_desc', '_price_desc', '_price_asc']) await client.deleteIndex({ indexName: `${indexName}${suffix}` });
  }, 120_000);
  conformance('Algolia', () => algolia, 'as-map');
});
