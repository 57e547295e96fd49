import { describe, expect, it } from 'vitest';
import { SearchInputError, type FacetSearchResponse, type SearchRequest, type SearchResponse } from '../types';
import { ReferenceSearch } from '../reference/reference';
import { SearchEngine } from './engine';

type Row = Record<string, unknown> & { objectID: string };

let rank = 1_000;
function row(objectID: string, fields: Record<string, unknown>): Row {
  return { objectID, id: objectID, custom_rank: rank--, ...fields };
}

const cars: Row[] = [
  row('kia-1', { make: 'Kia', model: 'Sportage', badge: 'GT-Line', body: 'SUV', colour: 'Snow White Pearl', price: 45_000, km: 10, year: 2024, seats: 5, sold: false, status: 'in_stock', categories: ['New'], stocknum: 'AB12345', created_at_timestamp: 100 }),
  row('kia-2', { make: 'Kia', model: 'Sorento', badge: 'Sport', body: 'SUV', colour: 'Black', price: 55_000, km: 20_000, year: 2022, seats: 7, sold: false, status: 'in_stock', categories: ['Used', '7 Seater'], stocknum: 'AB99999', created_at_timestamp: 300 }),
  row('kia-3', { make: 'Kia', model: 'Cerato', badge: 'S', body: 'Sedan', colour: 'White', price: 25_000, km: 60_000, year: 2019, seats: 5, sold: true, status: 'sold', sold_date_timestamp: 1_000, categories: ['Used'], created_at_timestamp: 200 }),
  row('toy-1', { make: 'Toyota', model: 'RAV4', badge: 'GXL', body: 'SUV', colour: 'White', price: 48_000, km: 5, year: 2024, seats: 5, sold: false, status: 'in_stock', categories: ['New', 'Hybrid'], created_at_timestamp: 400 }),
  row('toy-2', { make: 'Toyota', model: 'LandCruiser', badge: 'Sahara', series: '300 Series', body: 'SUV', colour: 'Grey', price: 140_000, km: 15_000, year: 2023, seats: 7, sold: false, status: 'coming_soon', categories: ['Used'], created_at_timestamp: 500 }),
  row('maz-1', { make: 'Mazda', model: 'CX-5', badge: 'Touring', body: 'SUV', colour: 'Soul Red Crystal', price: 38_000, km: 30_000, year: 2021, seats: 5, sold: false, status: 'in_stock', categories: ['Used'], created_at_timestamp: 600 }),
  row('maz-2', { make: 'Mazda', model: 'RAV 4 clone', badge: 'Odd', body: 'Hatch', colour: 'Blue', price: 0, km: 90_000, year: 2015, seats: 5, sold: false, status: 'in_stock', categories: [], created_at_timestamp: 700 }),
  row('mer-1', { make: 'Mercedes-Benz', model: 'C-Class', badge: 'C300', body: 'Sedan', colour: 'Black', km: 40_000, year: 2020, seats: 5, sold: false, status: 'in_stock', categories: ['Used'], created_at_timestamp: 800 }),
];

const engine = new SearchEngine(cars);
const search = (params: Record<string, unknown>, indexName = 'Car_production') =>
  engine.search([{ indexName, params }]).results[0] as SearchResponse;
const ids = (params: Record<string, unknown>, indexName?: string) => search({ hitsPerPage: 100, ...params }, indexName).hits.map((hit) => hit.objectID);

describe('embedded engine: filters', () => {
  it('matches facet values ignoring case, inside lists too', () => {
    expect(ids({ filters: 'make:kia' })).toEqual(['kia-1', 'kia-2', 'kia-3']);
    expect(ids({ filters: 'make:"Mercedes-Benz"' })).toEqual(['mer-1']);
    expect(ids({ filters: 'categories:"7 Seater"' })).toEqual(['kia-2']);
    expect(ids({ filters: 'make:Holden' })).toEqual([]);
  });

  it('compares numbers and booleans; a missing value never satisfies a comparison', () => {
    expect(ids({ filters: 'price > 50000' })).toEqual(['kia-2', 'toy-2']);
    expect(ids({ filters: 'price:38000 TO 48000' })).toEqual(['kia-1', 'toy-1', 'maz-1']);
    expect(ids({ filters: 'price != 0' })).toEqual(['kia-1', 'kia-2', 'kia-3', 'toy-1', 'toy-2', 'maz-1']);
    expect(ids({ filters: 'NOT price > 0' })).toEqual(['maz-2', 'mer-1']);
    expect(ids({ filters: 'year:2024' })).toEqual(['kia-1', 'toy-1']);
    expect(ids({ filters: 'year = 2024' })).toEqual(['kia-1', 'toy-1']);
    expect(ids({ filters: 'sold:true' })).toEqual(['kia-3']);
    expect(ids({ filters: 'sold=1' })).toEqual(['kia-3']);
    expect(ids({ filters: 'sold > 0' })).toEqual(['kia-3']);
    expect(ids({ filters: 'sold_date_timestamp > 0' })).toEqual(['kia-3']);
  });

  it('combines with AND, OR, NOT and parentheses, as in the §7 visibility filter', () => {
    expect(ids({ filters: '(status:in_stock OR status:coming_soon OR sold_date_timestamp > 500) AND NOT make:Mazda' })).toEqual(['kia-1', 'kia-2', 'kia-3', 'toy-1', 'toy-2', 'mer-1']);
    expect(ids({ filters: '(status:in_stock OR status:coming_soon OR sold_date_timestamp > 1000) AND NOT make:Mazda' })).toEqual(['kia-1', 'kia-2', 'toy-1', 'toy-2', 'mer-1']);
    expect(ids({ filters: '(status:in_stock OR status:coming_soon OR sold_date_timestamp > 999) AND body:Sedan' })).toEqual(['kia-3', 'mer-1']);
    expect(ids({ filters: 'NOT (make:Kia OR make:Toyota)' })).toEqual(['maz-1', 'maz-2', 'mer-1']);
  });

  it('applies facetFilters (nested OR, negation) and numericFilters together with filters', () => {
    expect(ids({ facetFilters: [['make:Kia', 'make:Mazda'], 'body:SUV'] })).toEqual(['kia-1', 'kia-2', 'maz-1']);
    expect(ids({ facetFilters: ['-make:Kia', '-make:Toyota'] })).toEqual(['maz-1', 'maz-2', 'mer-1']);
    expect(ids({ facetFilters: 'make:Toyota', numericFilters: ['price>=100000'] })).toEqual(['toy-2']);
    expect(ids({ numericFilters: [['year<2016', 'year>2023']] })).toEqual(['kia-1', 'toy-1', 'maz-2']);
    expect(ids({ filters: 'body:SUV', facetFilters: [['make:Mazda']], numericFilters: 'km:0 TO 50000' })).toEqual(['maz-1']);
  });

  it('rejects unknown attributes and numeric comparisons on text, naming the field', () => {
    expect(() => search({ filters: 'colour_code:1' })).toThrow(/requests\[0\]\.params\.filters: unknown attribute 'colour_code'/);
    expect(() => search({ filters: 'make > 5' })).toThrow(/'make' is text/);
    expect(() => search({ facetFilters: ['nope:1'] })).toThrow(/facetFilters: unknown attribute 'nope'/);
    expect(() => search({ numericFilters: ['price >> 5'] })).toThrow(SearchInputError);
  });
});

describe('embedded engine: text', () => {
  it('matches every word, the last also as a prefix', () => {
    expect(ids({ query: 'kia' })).toEqual(['kia-1', 'kia-2', 'kia-3']);
    expect(ids({ query: 'spor' })).toEqual(['kia-1', 'kia-2']); // Sportage; Sorento's badge Sport
    expect(ids({ query: 'kia spor' })).toEqual(['kia-1', 'kia-2']);
    expect(ids({ query: 'spor kia' })).toEqual(['kia-2']); // only a whole word before the last: badge "Sport"
    expect(ids({ query: 'kia toyota' })).toEqual([]);
  });

  it('allows 1 typo from 4 letters and 2 from 8, a transposition being one', () => {
    expect(ids({ query: 'sportgae' })).toEqual(['kia-1']); // transposition
    expect(ids({ query: 'toyta' })).toEqual(['toy-1', 'toy-2']); // 5 letters, 1 typo
    expect(ids({ query: 'tyta' })).toEqual([]); // 4 letters, 2 typos
    expect(ids({ query: 'kai' })).toEqual([]); // 3 letters: no typo
    expect(ids({ query: 'landcrusier' })).toEqual(['toy-2']);
    expect(ids({ query: 'lamdcrusierr' })).toEqual([]); // 3 typos
    expect(ids({ query: 'sahar' })).toEqual(['toy-2']); // prefix
    expect(ids({ query: 'shara' })).toEqual(['toy-2']); // prefix with one typo
  });

  it('never spends typos on numbers or identifiers', () => {
    expect(ids({ query: '2023' })).toEqual(['toy-2']);
    expect(ids({ query: '2025' })).toEqual([]);
    expect(ids({ query: 'ab12346' })).toEqual([]);
    expect(ids({ query: 'ab123' })).toEqual(['kia-1']);
    expect(ids({ query: 'ab' })).toEqual(['kia-1', 'kia-2']);
  });

  it('matches split and joined words both ways', () => {
    expect(ids({ query: 'rav 4' })).toEqual(['toy-1', 'maz-2']);
    expect(ids({ query: 'rav4' })).toEqual(['toy-1', 'maz-2']);
    expect(ids({ query: 'cx5' })).toEqual(['maz-1']);
    expect(ids({ query: 'cx-5' })).toEqual(['maz-1']);
    expect(ids({ query: 'cx 5' })).toEqual(['maz-1']);
    expect(ids({ query: 'gtline' })).toEqual(['kia-1']);
    // 'c300' reaches '300 Series' as a prefix with one typo: a match, ranked after the exact one.
    expect(ids({ query: 'c 300' })).toEqual(['mer-1', 'toy-2']);
  });

  it('ranks fewer typos first, then custom_rank', () => {
    const local = new SearchEngine([
      row('typo', { make: 'Holden', model: 'Commodre', custom_rank: 10 }),
      row('exact-low', { make: 'Holden', model: 'Commodore', custom_rank: 1 }),
      row('exact-high', { make: 'Holden', model: 'Commodore', custom_rank: 5 }),
    ]);
    const result = local.search([{ indexName: 'Car_production', params: { query: 'commodore' } }]).results[0] as SearchResponse;
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['exact-high', 'exact-low', 'typo']);
  });

  it('highlights matched words: prefixes partly, typos wholly, with the requested tags', () => {
    const [hit] = search({ query: 'snow whi', attributesToHighlight: ['colour', 'make'], highlightPreTag: '[', highlightPostTag: ']' }).hits;
    expect(hit!._highlightResult).toEqual({
      colour: { value: '[Snow] [Whi]te Pearl', matchLevel: 'full', matchedWords: ['snow', 'whi'], fullyHighlighted: false },
      make: { value: 'Kia', matchLevel: 'none', matchedWords: [] },
    });
    const typo = search({ query: 'sportgae' }).hits[0]!._highlightResult!;
    expect(typo.model).toEqual({ value: '<em>Sportage</em>', matchLevel: 'full', matchedWords: ['sportgae'], fullyHighlighted: true });
    const joined = search({ query: 'cx5' }).hits[0]!._highlightResult!;
    expect(joined.model).toMatchObject({ value: '<em>CX</em>-<em>5</em>', matchLevel: 'full' });
    const split = search({ query: 'rav 4', filters: 'make:Toyota' }).hits[0]!._highlightResult!;
    expect(split.model).toMatchObject({ value: '<em>RAV4</em>', matchedWords: ['rav', '4'] });
    const none = search({ filters: 'objectID:kia-1' }).hits[0]!._highlightResult!;
    expect(none.model).toEqual({ value: 'Sportage', matchLevel: 'none', matchedWords: [] });
  });
});

describe('embedded engine: sorting and paging', () => {
  it('sorts replicas by their attribute, records without it last', () => {
    expect(ids({}, 'Car_production_price_asc')).toEqual(['maz-2', 'kia-3', 'maz-1', 'kia-1', 'toy-1', 'kia-2', 'toy-2', 'mer-1']);
    expect(ids({}, 'Car_production_price_desc')).toEqual(['toy-2', 'kia-2', 'toy-1', 'kia-1', 'maz-1', 'kia-3', 'maz-2', 'mer-1']);
    expect(ids({}, 'Car_production_created_at_desc')).toEqual(['mer-1', 'maz-2', 'maz-1', 'toy-2', 'toy-1', 'kia-2', 'kia-3', 'kia-1']);
    expect(ids({})).toEqual(['kia-1', 'kia-2', 'kia-3', 'toy-1', 'toy-2', 'maz-1', 'maz-2', 'mer-1']);
  });

  it('orders by typos only among equal sort values on replicas', () => {
    const local = new SearchEngine([
      row('a', { model: 'Corolla', price: 10, custom_rank: 3 }),
      row('b', { model: 'Corola', price: 10, custom_rank: 9 }),
      row('c', { model: 'Corola', price: 5, custom_rank: 1 }),
    ]);
    const result = local.search([{ indexName: 'Car_production_price_desc', params: { query: 'corolla' } }]).results[0] as SearchResponse;
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['a', 'b', 'c']);
  });

  it('pages like Algolia: nbPages, pages past the end, hitsPerPage 0, offset/length', () => {
    expect(search({ hitsPerPage: 3, page: 1 })).toMatchObject({ nbHits: 8, nbPages: 3, page: 1, hitsPerPage: 3 });
    expect(search({ hitsPerPage: 3, page: 2 }).hits.map((hit) => hit.objectID)).toEqual(['maz-2', 'mer-1']);
    expect(search({ hitsPerPage: 3, page: 9 }).hits).toEqual([]);
    expect(search({ hitsPerPage: 0 })).toMatchObject({ hits: [], nbHits: 8, nbPages: 0 });
    const windowed = search({ offset: 2, length: 3 });
    expect(windowed).toMatchObject({ offset: 2, length: 3 });
    expect(windowed.hits.map((hit) => hit.objectID)).toEqual(['kia-3', 'toy-1', 'toy-2']);
    expect(search({}).hitsPerPage).toBe(20);
  });

  it('reaches only the first 1000 hits (paginationLimitedTo)', () => {
    const many = new SearchEngine(Array.from({ length: 1_200 }, (_, i) => row(`r${String(i).padStart(4, '0')}`, { make: 'Kia', custom_rank: 0 })));
    const result = (params: Record<string, unknown>) => many.search([{ indexName: 'Car_production', params }]).results[0] as SearchResponse;
    expect(result({ hitsPerPage: 21 })).toMatchObject({ nbHits: 1_200, nbPages: 48 });
    expect(result({ hitsPerPage: 21, page: 47 }).hits).toHaveLength(13);
    expect(result({ hitsPerPage: 1000 }).hits).toHaveLength(1000);
    expect(result({ hitsPerPage: 1000, page: 1 }).hits).toHaveLength(0);
    expect(result({ offset: 995, length: 10 }).hits.map((hit) => hit.objectID)).toEqual(['r0995', 'r0996', 'r0997', 'r0998', 'r0999']);
  });

  it('retrieves the requested attributes, objectID always', () => {
    const [hit] = search({ filters: 'objectID:kia-1', attributesToRetrieve: ['make', 'price'], attributesToHighlight: [] }).hits;
    expect(hit).toEqual({ make: 'Kia', price: 45_000, objectID: 'kia-1' });
    const [all] = search({ filters: 'objectID:kia-1', attributesToRetrieve: ['*', '-colour', '-stocknum'] }).hits;
    expect(all).not.toHaveProperty('colour');
    expect(all).toMatchObject({ make: 'Kia', model: 'Sportage', objectID: 'kia-1' });
  });
});

describe('embedded engine: facets', () => {
  it('counts facet values by count then value, cut to maxValuesPerFacet, with stats for numbers', () => {
    const result = search({ facets: ['make', 'body', 'price', 'categories'], maxValuesPerFacet: 2, hitsPerPage: 0 });
    expect(Object.entries(result.facets!.make!)).toEqual([['Kia', 3], ['Mazda', 2]]);
    expect(Object.entries(result.facets!.categories!)).toEqual([['Used', 5], ['New', 2]]);
    expect(result.facets_stats).toEqual({ price: { min: 0, max: 140_000, avg: 351_000 / 7, sum: 351_000 } });
    const ties = search({ facets: ['colour'], maxValuesPerFacet: 3, hitsPerPage: 0 });
    expect(Object.entries(ties.facets!.colour!)).toEqual([['Black', 2], ['White', 2], ['Blue', 1]]);
  });

  it("expands '*' to every facet and omits facets with no values", () => {
    const result = search({ facets: ['*'], filters: 'make:Nope', hitsPerPage: 0 });
    expect(result).toMatchObject({ nbHits: 0, facets: {} });
    expect(result.facets_stats).toBeUndefined();
    const all = search({ facets: '*', hitsPerPage: 0 });
    expect(Object.keys(all.facets!)).toEqual(expect.arrayContaining(['make', 'model', 'body', 'year', 'km', 'seats']));
    expect(() => search({ facets: ['stocknum'] })).toThrow(/unknown facet 'stocknum'/);
  });

  it('searches facet values (make and model lists) under the request filters and query', () => {
    const request = (params: Record<string, unknown>, facet = 'make', facetQuery?: string): FacetSearchResponse =>
      engine.search([{ indexName: 'Car_production', type: 'facet', facet, facetQuery, params }]).results[0] as FacetSearchResponse;
    expect(request({}, 'make', 'm').facetHits).toEqual([
      { value: 'Mazda', highlighted: '<em>M</em>azda', count: 2 },
      { value: 'Mercedes-Benz', highlighted: '<em>M</em>ercedes-Benz', count: 1 },
    ]);
    expect(request({ facetQuery: 'benz' }).facetHits).toEqual([{ value: 'Mercedes-Benz', highlighted: 'Mercedes-<em>Benz</em>', count: 1 }]);
    const byParams = engine.search([{ indexName: 'Car_production', type: 'facet', params: { facetName: 'model', facetQuery: 'c', filters: 'body:Sedan' } }]);
    expect((byParams.results[0] as FacetSearchResponse).facetHits).toEqual([
      { value: 'C-Class', highlighted: '<em>C</em>-<em>C</em>lass', count: 1 },
      { value: 'Cerato', highlighted: '<em>C</em>erato', count: 1 },
    ]);
    expect(request({ query: 'suv', maxFacetHits: 1 }, 'model').facetHits).toEqual([{ value: 'CX-5', highlighted: 'CX-5', count: 1 }]);
    expect(request({}, 'make')).toMatchObject({ exhaustiveFacetsCount: true, processingTimeMS: expect.any(Number) });
    expect(() => request({}, 'price')).toThrow(/'price' is not a searchable text facet/);
  });
});

describe('embedded engine: input and responses', () => {
  it('answers in the Algolia shape', () => {
    const result = search({ query: 'kia', hitsPerPage: 1, facets: ['make'] });
    expect(result).toEqual({
      hits: [expect.objectContaining({ objectID: 'kia-1', _highlightResult: expect.any(Object) })],
      nbHits: 3,
      nbPages: 3,
      page: 0,
      hitsPerPage: 1,
      facets: { make: { Kia: 3 } },
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true, typo: true },
      processingTimeMS: expect.any(Number),
      query: 'kia',
      params: 'query=kia&hitsPerPage=1&facets=%5B%22make%22%5D',
      index: 'Car_production',
    });
  });

  it.each<[string, unknown, RegExp]>([
    ['an unknown index', [{ indexName: 'Car_staging', params: {} }], /unknown index 'Car_staging'/],
    ['hitsPerPage over 1000', [{ indexName: 'Car_production', params: { hitsPerPage: 1001 } }], /hitsPerPage: must be an integer from 0 to 1000/],
    ['a negative page', [{ indexName: 'Car_production', params: { page: -1 } }], /page: must be an integer from 0/],
    ['a fractional page', [{ indexName: 'Car_production', params: { page: 1.5 } }], /page: must be an integer/],
    ['params that are not an object', [{ indexName: 'Car_production', params: 'query=kia' }], /params: must be an object/],
    ['a request that is not an object', ['Car_production'], /requests\[0\]: must be an object/],
    ['requests that are not a list', { indexName: 'Car_production' }, /requests: must be a list/],
    ['a query that is not text', [{ indexName: 'Car_production', params: { query: 5 } }], /query: must be a string/],
    ['malformed filters', [{ indexName: 'Car_production', params: { filters: '(make:Kia' } }], /filters: expected '\)'/],
    ['a malformed facetFilters list', [{ indexName: 'Car_production', params: { facetFilters: [[['make:Kia']]] } }], /facetFilters: must be a string or a list/],
    ['an unknown request type', [{ indexName: 'Car_production', type: 'browse' }], /type: must be 'default' or 'facet'/],
    ['a facet search without a facet', [{ indexName: 'Car_production', type: 'facet' }], /a facet search needs the facet name/],
  ])('rejects %s with a SearchInputError', (_name, requests, message) => {
    expect(() => engine.search(requests)).toThrow(SearchInputError);
    expect(() => engine.search(requests)).toThrow(message);
  });

  it('ignores parameters it does not use, as Algolia does', () => {
    const requests: SearchRequest[] = [{ indexName: 'Car_production', params: { analytics: false, clickAnalytics: true, tagFilters: '', userToken: 'x' } }];
    expect((engine.search(requests).results[0] as SearchResponse).nbHits).toBe(8);
  });
});

describe('embedded engine: updates', () => {
  it('upserts, removes and replaces records, rebuilding the index', () => {
    const local = new SearchEngine(cars.slice(0, 3));
    const total = () => (local.search([{ indexName: 'Car_production', params: { query: 'kia' } }]).results[0] as SearchResponse).nbHits;
    expect(total()).toBe(3);
    local.upsert([{ ...cars[0]!, make: 'Hyundai' }, row('kia-9', { make: 'Kia', model: 'Picanto' })]);
    expect(local.size).toBe(4);
    expect(local.get('kia-1')).toMatchObject({ make: 'Hyundai' });
    expect(total()).toBe(3);
    local.remove(['kia-2', 'nope']);
    expect(total()).toBe(2);
    local.replaceAll(cars);
    expect(total()).toBe(3);
  });

  it('keeps the old index when a replacement is invalid', () => {
    const local = new SearchEngine(cars);
    expect(() => local.replaceAll([cars[0]!, cars[0]!])).toThrow(/appears twice/);
    expect(() => local.upsert([{ make: 'Kia' } as unknown as Row])).toThrow(/objectID/);
    expect(local.size).toBe(cars.length);
    expect((local.search([{ indexName: 'Car_production', params: {} }]).results[0] as SearchResponse).nbHits).toBe(8);
  });
});

describe('embedded engine: facet counting strategies agree with the reference', () => {
  // 5,000 cars with mostly distinct km: the engine picks a different top-k strategy depending on how
  // many values a facet has and how many cars match; every one must give the reference's answer.
  const many = Array.from({ length: 5_000 }, (_, i) =>
    row(`m${String(i).padStart(5, '0')}`, { make: i % 7 === 0 ? 'Kia' : 'Mazda', km: i % 10 === 0 ? 1_000 : 10_000 + ((i * 7919) % 5_000), price: (i % 97) * 1_000, year: 2010 + (i % 13) }),
  );
  const big = new SearchEngine(many);
  const reference = new ReferenceSearch(many);
  it.each([
    ['all cars, many values (postings walk)', { facets: ['km', 'price'], maxValuesPerFacet: 20 }],
    ['few cars, many values (sorting the tied values)', { facets: ['km'], maxValuesPerFacet: 5, filters: 'year = 2011 AND price < 3000' }],
    ['some cars, many values (walking the values)', { facets: ['km', 'price', 'year'], maxValuesPerFacet: 30, filters: 'make:Kia' }],
    ['few values', { facets: ['make', 'year'], maxValuesPerFacet: 3 }],
  ])('%s', (_name, params) => {
    const request = [{ indexName: 'Car_production', params: { hitsPerPage: 0, ...params } }];
    const got = big.search(request).results[0] as SearchResponse;
    const want = reference.search(request)[0] as { facets: Record<string, Record<string, number>>; facets_stats: unknown };
    expect(Object.keys(got.facets!)).toEqual(Object.keys(want.facets));
    for (const facet of Object.keys(want.facets)) expect(Object.entries(got.facets![facet]!)).toEqual(Object.entries(want.facets[facet]!));
    expect(got.facets_stats).toEqual(want.facets_stats);
  });
});

describe('embedded engine: the time budget of one multi-query (stock/search README "Limits")', () => {
  const requests = (count: number) => Array.from({ length: count }, (_, at) => ({ indexName: 'Car_production', params: { query: 'kia', facets: ['make', 'body'], page: at } }));

  it('defaults to 500 ms, checked between requests, far above a search page (a few ms)', () => {
    expect(new SearchEngine(cars).timeBudgetMs).toBe(500);
    expect(engine.search(requests(14)).results).toHaveLength(14);
  });

  it.each([
    ['a spent budget stops before the second request', 0, 2, /^requests: over the 0 ms search time budget after 1 of 2 requests; send fewer or simpler requests$/],
    ['a spent budget stops a 50-request multi-query after its first request', 0, 50, /^requests: over the 0 ms search time budget after 1 of 50 requests/],
  ])('%s with a SearchInputError, never a partial answer', (_case, timeBudgetMs, count, message) => {
    const strict = new SearchEngine(cars, { timeBudgetMs });
    expect(() => strict.search(requests(count))).toThrow(SearchInputError);
    expect(() => strict.search(requests(count))).toThrow(message);
  });

  it('a single request always runs, whatever the budget, and the engine keeps answering after a refusal', () => {
    const strict = new SearchEngine(cars, { timeBudgetMs: 0 });
    expect(() => strict.search(requests(3))).toThrow(SearchInputError);
    expect((strict.search(requests(1)).results[0] as SearchResponse).nbHits).toBe(3);
    expect(strict.search(requests(1))).toEqual({ results: [expect.objectContaining({ facets: search({ query: 'kia', facets: ['make', 'body'] }).facets })] });
  });
});
