import { conformanceCases, generateSearchRecords } from '@dealer/demo';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlgoliaSearch } from './algolia/search';
import { syncToAlgolia } from './algolia/sync';
import { createEmbeddedSearch } from './port';
import { ReferenceSearch, type ReferenceFacetResult, type ReferenceHitsResult } from './reference/reference';
import { carSearchSchema, searchLimits } from './schema';
import { isFacetSearchResponse, SearchInputError, type SearchPort, type SearchRequest, type SearchResult } from './types';

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

/**
 * What one anonymous multi-query may cost (README.md "Limits" in this folder). Algolia's own caps
 * (hitsPerPage, length and maxValuesPerFacet at most 1000, facets among attributesForFaceting,
 * paginationLimitedTo 1000) hold on every backend, plus budgets for a whole multi-query (hits,
 * highlighted attributes, facets) and refusals of text that is not well-formed Unicode or params
 * nested past 8 levels. Every backend refuses alike, before any work: the engine, the reference and
 * the Algolia adapter (whose client must not be called).
 */
describe('conformance: search limits (stock/search README "Limits")', () => {
  const R = 'Car_production';
  const times = (count: number, params: Record<string, unknown>, extra: Partial<SearchRequest> = {}): SearchRequest[] =>
    Array.from({ length: count }, () => ({ indexName: R, params, ...extra }));
  const nested = (depth: number): unknown => {
    let value: unknown = 'x';
    for (let level = 0; level < depth; level++) value = [value];
    return value;
  };
  const allFacets = carSearchSchema.facets.length;
  // The search page's largest multi-query: every sidebar facet refined, so one request for the
  // hits with every facet and one per refined disjunctive facet (hitsPerPage 0), at the make
  // list's limit of 200 values.
  const sidebar = ['car_type', 'make', 'model', 'price', 'body', 'km', 'year', 'fuel', 'transmission', 'colour', 'seats', 'dealership_name', 'location_name'];
  const searchPage: SearchRequest[] = [
    { indexName: R, params: { hitsPerPage: 21, facets: sidebar, maxValuesPerFacet: 200, facetFilters: [['make:Kia']], highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' } },
    ...sidebar.map((facet): SearchRequest => ({ indexName: R, params: { hitsPerPage: 0, page: 0, facets: facet, maxValuesPerFacet: 200, analytics: false, clickAnalytics: false } })),
  ];

  const refused: Array<[string, unknown, RegExp]> = [
    ["the probe's 50 × {facets: ['*'], maxValuesPerFacet: 1000, hitsPerPage: 1000}", times(50, { facets: ['*'], maxValuesPerFacet: 1000, hitsPerPage: 1000 }), /^requests: 50000 hits in all; at most 1000 per multi-query \(the hitsPerPage or length of each request, summed\)$/],
    ['hitsPerPage over 1000', times(1, { hitsPerPage: 1001 }), /^requests\[0\]\.params\.hitsPerPage: must be an integer from 0 to 1000 \(got 1001\)$/],
    ['maxValuesPerFacet over 1000', times(1, { facets: ['make'], maxValuesPerFacet: 1001 }), /^requests\[0\]\.params\.maxValuesPerFacet: must be an integer from 0 to 1000 \(got 1001\)$/],
    ['length over 1000 after an offset', times(1, { offset: 0, length: 1001 }), /^requests\[0\]\.params\.length: must be an integer from 0 to 1000 \(got 1001\)$/],
    ['length over 1000 without an offset', times(1, { length: 5000 }), /^requests\[0\]\.params\.length: must be an integer from 0 to 1000 \(got 5000\)$/],
    ['maxFacetHits over 100', times(1, {}, { type: 'facet', facet: 'make', maxFacetHits: 101 }), /^requests\[0\]\.maxFacetHits: must be an integer from 1 to 100 \(got 101\)$/],
    ['a facet that is not a faceting attribute', times(1, { facets: ['stocknum'] }), /^requests\[0\]\.params\.facets: unknown facet 'stocknum'$/],
    ["'*' with an undeclared facet", times(1, { facets: ['*', 'secret'] }), /^requests\[0\]\.params\.facets: unknown facet 'secret'$/],
    ['more than 50 requests', times(51, { hitsPerPage: 0 }), /^requests: at most 50 requests at once$/],
    ['two pages of 600 hits', times(2, { hitsPerPage: 600 }), /^requests: 1200 hits in all; at most 1000 per multi-query/],
    ['offset/length windows over 1000 hits in all', [...times(1, { offset: 0, length: 1000 }), ...times(1, { offset: 999, length: 5 })], /^requests: 1001 hits in all/],
    [`four requests with facets ['*'] (${4 * allFacets} facets)`, times(4, { facets: ['*'], hitsPerPage: 0 }), new RegExp(`^requests: ${4 * allFacets} facets in all; at most 100 per multi-query \\(each name in facets, '\\*' as ${allFacets}, and each facet search, summed\\)$`)],
    ['facet lists and facet searches over 100 in all', [...times(3, { facets: '*', hitsPerPage: 0 }), ...times(100 - 3 * allFacets + 1, {}, { type: 'facet', facet: 'make' })], /^requests: 101 facets in all/],
    ["1000 hits with attributesToHighlight ['*']", times(1, { hitsPerPage: 1000, attributesToHighlight: ['*'] }), new RegExp(`^requests: ${1000 * Object.keys(carSearchSchema.attributes).length} highlighted attributes in all; at most 15000 per multi-query \\(hits × attributesToHighlight, '\\*' as ${Object.keys(carSearchSchema.attributes).length}, summed\\)$`)],
    ['a lone surrogate in the query', times(1, { query: 'kia\ud800' }), /^requests\[0\]\.params\.query: must be well-formed Unicode text \(a lone surrogate at character 3\)$/],
    ['a lone surrogate in highlightPreTag', times(1, { query: 'kia', highlightPreTag: '<em>\udc00' }), /^requests\[0\]\.params\.highlightPreTag: must be well-formed Unicode text \(a lone surrogate at character 4\)$/],
    ['a lone surrogate in highlightPostTag', times(1, { query: 'kia', highlightPostTag: '\ud800' }), /^requests\[0\]\.params\.highlightPostTag: must be well-formed Unicode text/],
    ['a lone surrogate in filters', times(1, { filters: 'make:"Kia\ud800"' }), /^requests\[0\]\.params\.filters: must be well-formed Unicode text/],
    ['a lone surrogate in facetFilters', times(1, { facetFilters: [['make:Kia', 'make:\ud800']] }), /^requests\[0\]\.params\.facetFilters\[0\]\[1\]: must be well-formed Unicode text/],
    ['a lone surrogate in numericFilters', times(1, { numericFilters: ['price>1\udc00'] }), /^requests\[0\]\.params\.numericFilters\[0\]: must be well-formed Unicode text/],
    ['a lone surrogate in an ignored param', times(1, { userToken: 'u\ud800' }), /^requests\[0\]\.params\.userToken: must be well-formed Unicode text/],
    ['a lone surrogate in facetQuery', times(1, {}, { type: 'facet', facet: 'make', facetQuery: '\ud800' }), /^requests\[0\]\.facetQuery: must be well-formed Unicode text \(a lone surrogate at character 0\)$/],
    ['a lone surrogate in params.facetQuery', times(1, { facetName: 'make', facetQuery: 'k\ud800' }, { type: 'facet' }), /^requests\[0\]\.params\.facetQuery: must be well-formed Unicode text/],
    ['a 3,000-deep array in an ignored param', times(1, { analytics: nested(3_000) }), /^requests\[0\]\.params\.analytics: nested more than 8 levels deep$/],
  ];

  const client = { search: vi.fn() };
  const backends: Array<[string, (requests: unknown) => unknown]> = [
    ['embedded engine', (requests) => embedded.engine.search(requests)],
    ['reference', (requests) => reference.search(requests)],
    ['Algolia adapter', (requests) => createAlgoliaSearch({ appId: 'app', searchKey: 'key', client }).search(requests as SearchRequest[])],
  ];

  describe.each(backends)('%s', (_backend, search) => {
    beforeEach(() => client.search.mockClear());
    it.each(refused)('refuses %s with a SearchInputError', async (_case, requests, message) => {
      const answer = Promise.resolve().then(() => search(requests));
      await expect(answer).rejects.toThrow(SearchInputError);
      await expect(answer).rejects.toThrow(message);
      expect(client.search).not.toHaveBeenCalled();
    });
  });

  const accepted: Array<[string, SearchRequest[]]> = [
    ["one request at every cap: facets ['*'] (the declared facets), 1000 values each, 1000 hits", times(1, { facets: ['*'], maxValuesPerFacet: 1000, hitsPerPage: 1000 })],
    ['pages past paginationLimitedTo, which cost nothing (empty, as Algolia answers them)', [...times(1, { hitsPerPage: 1000 }), ...times(1, { hitsPerPage: 1000, page: 1 }), ...times(1, { hitsPerPage: 20, page: 50 }), ...times(1, { offset: 5000, length: 1000 })]],
    ['an offset window cut at the 1000th hit', times(1, { offset: 990, length: 1000 })],
    ['50 pages of 20 hits (1000 in all)', times(50, { hitsPerPage: 20 })],
    ['100 facets in all', [...times(3, { facets: ['*'], hitsPerPage: 0 }), ...times(100 - 3 * allFacets, {}, { type: 'facet', facet: 'make' })]],
    ['the search page with every sidebar facet refined', searchPage],
    ['text with surrogate pairs', times(1, { query: 'kia 🚗', highlightPreTag: '🚗', highlightPostTag: '</🚗>' })],
    ['params nested to the limit', times(1, { analytics: nested(8) })],
  ];

  it.each(accepted)('answers %s as the reference does', async (_case, requests) => {
    const { results } = await embedded.search(requests);
    expect(results.map((result) => comparable(result, 'exact'))).toEqual(reference.search(requests).map((result) => comparable(result, 'exact')));
  });

  it('the pages past the limit are empty and the search page is far inside every budget', async () => {
    const { results } = await embedded.search(accepted[1]![1]);
    expect(results.map((result) => ('hits' in result ? result.hits.length : -1))).toEqual([Math.min(1000, records.length), 0, 0, 0]);
    const facetsAsked = searchPage.reduce((sum, request) => sum + [request.params?.facets ?? []].flat().length, 0);
    expect(facetsAsked * 3).toBeLessThan(100);
    expect(searchPage.length * 3).toBeLessThan(searchLimits.maxRequests);
  });
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
