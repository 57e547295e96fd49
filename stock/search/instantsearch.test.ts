import { DEALER_STOCK_NOW, generateSearchRecords, instantSearchRequests, siteFilters, type ShopperState } from '@dealer/demo';
import algoliasearchHelper from 'algoliasearch-helper';
import { describe, expect, it } from 'vitest';
import { primaryIndexName } from './indices';
import { createEmbeddedSearch } from './port';
import type { SearchRecord } from './record';
import type { SearchResponse } from './types';

/**
 * Disjunctive faceting with Algolia's semantics comes from answering each request on its own:
 * InstantSearch sends the hits request with every refinement, plus one request per refined
 * disjunctive facet without that facet's own refinement, whose counts show what else the shopper
 * could add. These tests check the answers against counts computed by hand over the records.
 */

const records = generateSearchRecords(2_000, 7);
const port = createEmbeddedSearch(records);
const cutoff = Math.floor(DEALER_STOCK_NOW.getTime() / 1000) - 3 * 86_400;
const scope = ['metro-mazda', 'metro-ford', 'metro-hyundai', 'metro-used', 'riverside-kia'];

const visible = (car: SearchRecord) =>
  scope.includes(car.dealership_slug) &&
  (car.status === 'in_stock' || car.status === 'coming_soon' || (car.sold_date_timestamp ?? 0) > cutoff) &&
  (!car.sold || (car.sold_date_timestamp ?? 0) > cutoff) &&
  car.show_on_dealer_website;
const makeIn = (car: SearchRecord) => car.make === 'Kia' || car.make === 'Mazda';
const bodyIn = (car: SearchRecord) => car.body === 'suv' || car.body === 'ute';
const priceIn = (car: SearchRecord) => car.price >= 20_000 && car.price <= 60_000;

function countBy(cars: SearchRecord[], attribute: 'make' | 'body'): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const car of cars) {
    const value = car[attribute];
    if (value) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

const state: ShopperState = {
  indexName: primaryIndexName,
  filters: siteFilters(scope, cutoff),
  facets: ['body', 'make', 'price', 'year'],
  refinements: { make: ['Kia', 'Mazda'], body: ['suv', 'ute'] },
  ranges: { price: { min: 20_000, max: 60_000 } },
  maxValuesPerFacet: 100,
};

describe('InstantSearch disjunctive faceting (Algolia semantics)', () => {
  it('builds the helper request set: the hits request plus one per refined facet', () => {
    const requests = instantSearchRequests(state);
    expect(requests).toHaveLength(4);
    expect(requests[0]!.params).toMatchObject({ facets: ['body', 'make', 'price', 'year'], facetFilters: [['make:Kia', 'make:Mazda'], ['body:suv', 'body:ute']], numericFilters: ['price>=20000', 'price<=60000'] });
    expect(requests.slice(1).map((request) => request.params!.facets)).toEqual([['body'], ['make'], ['price']]);
    expect(requests[2]!.params).toMatchObject({ hitsPerPage: 0, facetFilters: [['body:suv', 'body:ute']], numericFilters: ['price>=20000', 'price<=60000'] });
  });

  it('answers each request as Algolia would: hits with every refinement, each facet without its own', async () => {
    const [main, bodyRequest, makeRequest, priceRequest] = (await port.search(instantSearchRequests(state))).results as SearchResponse[];
    const shown = records.filter(visible);
    const all = shown.filter((car) => makeIn(car) && bodyIn(car) && priceIn(car));
    expect(main!.nbHits).toBe(all.length);
    expect(main!.nbHits).toBeGreaterThan(0);
    expect(main!.hits.every((hit) => ['Kia', 'Mazda'].includes(hit.make as string) && ['suv', 'ute'].includes(hit.body as string))).toBe(true);
    // The main request's own counts only show refined values; the disjunctive requests show all.
    expect(Object.keys(main!.facets!.make!).sort()).toEqual(['Kia', 'Mazda']);
    expect(makeRequest!.facets!.make).toEqual(countBy(shown.filter((car) => bodyIn(car) && priceIn(car)), 'make'));
    expect(Object.keys(makeRequest!.facets!.make!).length).toBeGreaterThan(2);
    expect(bodyRequest!.facets!.body).toEqual(countBy(shown.filter((car) => makeIn(car) && priceIn(car)), 'body'));
    expect(makeRequest!.hits).toEqual([]);
    const prices = shown.filter((car) => makeIn(car) && bodyIn(car)).map((car) => car.price);
    expect(priceRequest!.facets_stats!.price).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
      sum: prices.reduce((sum, price) => sum + price, 0),
      avg: prices.reduce((sum, price) => sum + price, 0) / prices.length,
    });
  });

  it('drives the real algoliasearch-helper (InstantSearch core) as a custom search client', async () => {
    const client = { search: (requests: Parameters<typeof port.search>[0]) => port.search(requests) };
    const helper = algoliasearchHelper(client as never, primaryIndexName, {
      disjunctiveFacets: ['make', 'body', 'price'],
      filters: siteFilters(scope, cutoff),
      hitsPerPage: 21,
      maxValuesPerFacet: 100,
    })
      .addDisjunctiveFacetRefinement('make', 'Kia')
      .addDisjunctiveFacetRefinement('make', 'Mazda')
      .addDisjunctiveFacetRefinement('body', 'suv')
      .addDisjunctiveFacetRefinement('body', 'ute')
      .addNumericRefinement('price', '>=', 20_000)
      .addNumericRefinement('price', '<=', 60_000);
    const { content } = await helper.searchOnce({});
    const shown = records.filter(visible);
    expect(content.nbHits).toBe(shown.filter((car) => makeIn(car) && bodyIn(car) && priceIn(car)).length);
    // A plain facet's values are a list (the helper's type also covers hierarchical facets).
    const makeValues = content.getFacetValues('make', { sortBy: ['name:asc'] }) as Array<{ name: string; count: number; isRefined: boolean }>;
    const makes = Object.fromEntries(makeValues.map((value) => [value.name, value.count]));
    expect(makes).toEqual(countBy(shown.filter((car) => bodyIn(car) && priceIn(car)), 'make'));
    const refined = makeValues.filter((value) => value.isRefined).map((value) => value.name);
    expect(refined).toEqual(['Kia', 'Mazda']);
    const sffv = await helper.searchForFacetValues('make', 'ma', 10);
    expect(sffv.facetHits.map((hit: { value: string }) => hit.value)).toEqual(['Mazda']);
  });
});
