import { describe, expect, it } from 'vitest';
import { parsePartsSearchState, partsSearchHref, partsSearchRequests } from './parts-search-state';

describe('§4 the parts search keeps its own state in its own address', () => {
  it('reads and writes a full state', () => {
    const state = parsePartsSearchState({ query: 'mats', category: ['Towing', 'Lighting'], price_min: '100', price_max: '500', page: '2', dealership: 'riverside-kia' });
    expect(state).toEqual({ query: 'mats', categories: ['Towing', 'Lighting'], priceMin: 100, priceMax: 500, page: 2, dealership: 'riverside-kia' });
    expect(partsSearchHref(state)).toBe('/parts/search?query=mats&category=Towing&category=Lighting&price_min=100&price_max=500&dealership=riverside-kia&page=2');
    expect(parsePartsSearchState(Object.fromEntries(new URL(partsSearchHref(state), 'http://x').searchParams.entries()))).toMatchObject({ query: 'mats', page: 2 });
  });

  it.each([
    ['the cars’ parameters', { make: 'Kia', sortBy: 'price-asc', 'refinementList[make][0]': 'Kia' }, {}],
    ['an unknown category', { category: 'Rockets' }, { categories: [] }],
    ['a category of 10 KB', { category: 'x'.repeat(10_240) }, { categories: [] }],
    ['a query over the 512-character cap', { query: 'a'.repeat(513) }, { query: '' }],
    ['a query of 512 characters', { query: 'a'.repeat(512) }, { query: 'a'.repeat(512) }],
    ['a negative or text price', { price_min: '-5', price_max: 'cheap' }, { priceMin: null, priceMax: null }],
    ['a price over a million', { price_max: '1000001' }, { priceMax: null }],
    ['prices the wrong way round', { price_min: '500', price_max: '100' }, { priceMin: 100, priceMax: 500 }],
    ['page 0', { page: '0' }, { page: 1 }],
    ['a page past the 1000 reachable hits at 21 a page (48)', { page: '49' }, { page: 1 }],
    ['the last reachable page', { page: '48' }, { page: 48 }],
    ['an empty dealership', { dealership: ' ' }, { dealership: null }],
  ])('ignores %s', (_name, params, expected) => {
    expect(parsePartsSearchState(params)).toMatchObject({ query: '', categories: [], priceMin: null, priceMax: null, page: 1, dealership: null, ...expected });
  });

  it('keeps a dealership as given, bounded, for the page to check against the site’s (404 when not one)', () => {
    expect(parsePartsSearchState({ dealership: 'x'.repeat(10_240) }).dealership).toHaveLength(100);
  });

  it('§9 asks for 21 a page, and the category counts without the category refinement', () => {
    const [hits, counts] = partsSearchRequests(parsePartsSearchState({ category: 'Towing', page: '3' }), 'd-rk-1');
    expect(hits!.params).toMatchObject({ hitsPerPage: 21, page: 2, facetFilters: [['category:Towing']], filters: 'dealership_id:"d-rk-1"' });
    expect(counts!.params).toMatchObject({ hitsPerPage: 0, facets: ['category'] });
    expect(counts!.params).not.toHaveProperty('facetFilters');
  });
});
