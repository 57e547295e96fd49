import { SearchInputError } from '@dealer/stock';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { scopeRequests, searchClock } from './scoped-requests';

const site = (slug: string) => resolveSiteConfig(siteDefinitions.find((s) => s.slug === slug)!).config;
const now = new Date('2026-11-21T00:00:00Z');

describe('site scope on every search (§7 sold window, §9 visibility, one site never sees another)', () => {
  it('adds the mandatory filters and ANDs the shopper’s own in parentheses', () => {
    const [request] = scopeRequests(site('riverside-kia'), [{ indexName: 'Car_production', params: { filters: 'make:Kia OR make:Mazda' } }], now);
    const filters = String(request!.params!.filters);
    expect(filters).toMatch(/^\(dealership_slug:"?riverside-kia"?.*show_on_dealer_website:true\) AND \(make:Kia OR make:Mazda\)$/);
    expect(filters).toContain(`sold_date_timestamp > ${Math.floor(now.getTime() / 1000) - 3 * 86400}`);
  });

  it.each([
    ['a parenthesis that tries to escape the scope', 'make:Kia) OR (dealership_slug:lone-star-jeep'],
    ['an unbalanced parenthesis', '(make:Kia'],
    ['a dangling operator', 'make:Kia OR'],
  ])('rejects %s with a 400-class error', (_name, filters) => {
    expect(() => scopeRequests(site('riverside-kia'), [{ indexName: 'Car_production', params: { filters } }], now)).toThrow(SearchInputError);
  });

  it.each([['Car_other'], ['']])('rejects the unknown index %j', (indexName) => {
    expect(() => scopeRequests(site('riverside-kia'), [{ indexName, params: {} }], now)).toThrow(SearchInputError);
  });

  it('§9 price above 0 when sorting by lowest price, on the sites that ask for it', () => {
    const [asc] = scopeRequests(site('lone-star-jeep'), [{ indexName: 'Car_production_price_asc', params: {} }], now);
    const [relevant] = scopeRequests(site('lone-star-jeep'), [{ indexName: 'Car_production', params: {} }], now);
    expect(String(asc!.params!.filters)).toContain('price > 0');
    expect(String(relevant!.params!.filters)).not.toContain('price > 0');
  });

  it('the clock moves by the minute, so equal searches share a cache entry', () => {
    expect(searchClock(Date.parse('2026-11-21T10:00:59Z')).toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });
});
