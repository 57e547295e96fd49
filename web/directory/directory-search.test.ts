import { generateSiteFeed } from '@dealer/demo';
import { kiaModels, primaryIndexName, toSearchRecord, type SearchParams, type SearchResponse } from '@dealer/stock';
import { buildSearchLookups, createEmbeddedSearch } from '@dealer/stock/server';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { scopeRequests } from '@/server/stock/scoped-requests';
import { DIRECTORY_PAGE_SIZE } from './directory-index';
import { directoryHref, parseDirectorySearchState } from './directory-search-state';
import { searchDirectory } from './directory-search';

const NOW = new Date('2026-11-21T00:00:00Z');
const configs = siteDefinitions.map((definition) => resolveSiteConfig(definition).config);
const site = (slug: string) => configs.find((config) => config.slug === slug)!;
// The real embedded engine over two demo sites' stock; each site searches through its own scope.
const lookups = buildSearchLookups(configs);
const engine = createEmbeddedSearch(['riverside-kia', 'harbour-city-toyota'].flatMap((slug) => generateSiteFeed(slug, { now: NOW })).map((car) => toSearchRecord(car, lookups)));
const stockOf = (slug: string) => async (params: SearchParams) =>
  (await engine.search(scopeRequests(site(slug), [{ indexName: primaryIndexName, params }], NOW))).results[0] as SearchResponse;

const search = (slug: string, params: Record<string, string>) => searchDirectory(site(slug), parseDirectorySearchState(params), stockOf(slug));

describe('§2/§7 the manufacturer and model directory', () => {
  it('§3 the static Kia list plus the models in stock, §9 21 a page', async () => {
    const { hits, makes } = await search('riverside-kia', {});
    expect(hits.hitsPerPage).toBe(21);
    expect(hits.nbHits).toBe(kiaModels.length);
    expect(hits.hits.slice(0, 3).map((hit) => hit['model.name'])).toEqual(['Picanto', 'Cerato', 'K4']);
    expect(makes).toEqual(['Kia']);
    expect(hits.hits.every((hit) => hit.stock_count > 0)).toBe(true);
  });

  it('§3 a site without a static list shows its stock’s models only, never another site’s', async () => {
    const { hits, makes } = await search('harbour-city-toyota', {});
    expect(makes).toEqual(['Toyota']);
    expect(hits.nbHits).toBeGreaterThan(0);
    expect(hits.hits.every((hit) => hit['manufacturer.name'] === 'Toyota' && hit.stock_count > 0)).toBe(true);
  });

  it.each([
    ['a query', { query: 'sportage' }, ['Sportage']],
    ['a query with a typo', { query: 'sportge' }, ['Sportage']],
    ['make and model', { make: 'Kia', model: 'Carnival' }, ['Carnival']],
    ['a body', { body: 'ute' }, ['Tasman']],
    ['a body and a query', { body: 'suv', query: 'ev6' }, ['EV6', 'EV6 GT']],
    ['a make the site does not sell', { make: 'Toyota' }, []],
    ['an unknown body', { body: 'spaceship' }, []],
  ])('§7 finds by %s', async (_name, params, models) => {
    const { hits } = await search('riverside-kia', params);
    expect(hits.hits.map((hit) => hit['model.name']).sort()).toEqual(models.sort());
  });

  it('§7 pages by offset, 21 a page', async () => {
    const first = await search('harbour-city-toyota', {});
    const all = first.hits.nbHits;
    const last = Math.ceil(all / DIRECTORY_PAGE_SIZE);
    const page = await search('harbour-city-toyota', { page: String(last) });
    expect(page.hits.hits.length).toBe(all - (last - 1) * DIRECTORY_PAGE_SIZE || DIRECTORY_PAGE_SIZE);
  });

  it.each([
    ['a 10 KB make', { make: 'x'.repeat(10_240) }, { make: null }],
    ['a body with control characters', { body: 'suv\u0000' }, { body: null }],
    ['a query over 512 characters', { query: 'a'.repeat(513) }, { query: '' }],
    ['page 0 and a page past the 1000 reachable hits', { page: '0' }, { page: 1 }],
    ['page 1000', { page: '1000' }, { page: 1 }],
  ])('ignores %s in the address', (_name, params, expected) => {
    expect(parseDirectorySearchState(params)).toMatchObject(expected);
  });

  it('writes the state back as a readable address', () => {
    expect(directoryHref(parseDirectorySearchState({ query: 'ev', make: 'Kia', body: 'suv', page: '2' }))).toBe('/directory?query=ev&make=Kia&body=suv&page=2');
  });
});
