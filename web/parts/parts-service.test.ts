import { isSearchInputError, partsIndexName, type SearchResponse } from '@dealer/stock';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { createPartsService, demoParts } from './parts-service';
import { parsePartsSearchState, partsSearchRequests } from './parts-search-state';

const site = (slug: string) => resolveSiteConfig(siteDefinitions.find((s) => s.slug === slug)!).config;
const kia = site('riverside-kia');
const toyota = site('harbour-city-toyota');
// The real embedded engine over the demo feeds of every site that sells parts.
const service = createPartsService({ backend: { kind: 'embedded' }, parts: demoParts });

async function searchState(config: typeof kia, params: Record<string, string | string[]>, dealershipId: string | null = null) {
  const { results } = await service.search(config, partsSearchRequests(parsePartsSearchState(params), dealershipId));
  return { hits: results[0] as SearchResponse, categories: results[1] as SearchResponse };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isSearchInputError(error)) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('§2 /parts/search on the real embedded engine', () => {
  it('§2 the demo feeds: parts for the two sites that sell them, none for the others', () => {
    const parts = demoParts();
    const ids = new Set(parts.map((part) => part.dealership_id));
    expect(ids).toEqual(new Set(['d-rk-1', 'd-hct-1']));
    expect(parts.every((part) => part.price > 0 && part.image.startsWith('/parts/images/'))).toBe(true);
  });

  it('§9 finds a part by query, 21 a page', async () => {
    const { hits } = await searchState(kia, { query: 'floor mats sportage' });
    expect(hits.nbHits).toBeGreaterThan(0);
    expect(hits.hitsPerPage).toBe(21);
    expect(hits.hits.map((hit) => hit.name)).toContain('Kia Sportage All-Weather Floor Mats');
    expect(hits.hits.every((hit) => String(hit.name).includes('Sportage'))).toBe(true);
  });

  it('§2 category facet: only that category, and every category still counted', async () => {
    const { hits, categories } = await searchState(kia, { category: 'Towing' });
    expect(hits.nbHits).toBeGreaterThan(0);
    expect(hits.hits.every((hit) => hit.category === 'Towing')).toBe(true);
    expect(Object.keys(categories.facets!.category!).length).toBe(8);
  });

  it.each([
    ['a category whose name has an ampersand', { category: 'Floor Mats & Liners' }, (hit: Record<string, unknown>) => hit.category === 'Floor Mats & Liners'],
    ['a price range', { price_min: '100', price_max: '250' }, (hit: Record<string, unknown>) => Number(hit.price) >= 100 && Number(hit.price) <= 250],
    ['a minimum only', { price_min: '1000' }, (hit: Record<string, unknown>) => Number(hit.price) >= 1000],
  ])('§2 price and category: %s', async (_name, params, holds) => {
    const { hits } = await searchState(kia, params);
    expect(hits.nbHits).toBeGreaterThan(0);
    expect(hits.hits.every(holds)).toBe(true);
  });

  it('§7 dealership search: filtered by dealership_id, with categories and price', async () => {
    const { hits } = await searchState(kia, { category: 'Lighting', price_max: '700' }, 'd-rk-1');
    expect(hits.nbHits).toBeGreaterThan(0);
    expect(hits.hits.every((hit) => hit.dealership_id === 'd-rk-1' && hit.category === 'Lighting' && Number(hit.price) <= 700)).toBe(true);
  });
});

describe('§7 per-site isolation: another site’s parts are never found', () => {
  it('a site finds only its own dealerships’ parts', async () => {
    const { hits } = await searchState(kia, { query: 'toyota' });
    expect(hits.nbHits).toBe(0);
    const own = await searchState(toyota, { query: 'toyota hilux' });
    expect(own.hits.nbHits).toBeGreaterThan(0);
    expect(own.hits.hits.every((hit) => hit.dealership_id === 'd-hct-1')).toBe(true);
  });

  it('another site’s dealership_id finds nothing', async () => {
    const { hits } = await searchState(kia, {}, 'd-hct-1');
    expect(hits.nbHits).toBe(0);
  });

  it.each([
    ['a parenthesis that tries to escape the scope', 'category:Towing) OR (dealership_id:d-hct-1'],
    ['a dangling operator', 'category:Towing OR'],
  ])('refuses %s as bad input', async (_name, filters) => {
    expect(await refusal(service.search(kia, [{ indexName: partsIndexName, params: { filters } }]))).toBeTruthy();
  });
});

describe('parts search caps: the same as car search', () => {
  it.each([
    ['a car index', [{ indexName: 'Car_production', params: {} }], /Unknown parts index/],
    ['an unknown index', [{ indexName: 'Part_other', params: {} }], /Unknown parts index/],
    ['hitsPerPage over 1000', [{ indexName: partsIndexName, params: { hitsPerPage: 1001 } }], /hitsPerPage/],
    ['a query over 512 characters', [{ indexName: partsIndexName, params: { query: 'a'.repeat(513) } }], /query/],
    ['maxValuesPerFacet over 1000', [{ indexName: partsIndexName, params: { facets: ['category'], maxValuesPerFacet: 1001 } }], /maxValuesPerFacet/],
    ['an attribute the parts index does not know', [{ indexName: partsIndexName, params: { filters: 'make:Kia' } }], /make/],
    ['51 requests', Array.from({ length: 51 }, () => ({ indexName: partsIndexName, params: {} })), /requests/],
  ])('refuses %s', async (_name, requests, message) => {
    expect(await refusal(service.search(kia, requests))).toMatch(message);
  });
});
