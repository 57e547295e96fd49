import { mandatoryFilters, parseFilters, SearchInputError, type SearchRequest, type StockSort } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';

/** Which §9 sort an index name stands for (the visibility rules differ for lowest price on some sites). */
const sortOfIndex: Record<string, StockSort> = {
  Car_production: 'relevance',
  Car_production_created_at_desc: 'latest',
  Car_production_price_desc: 'price_desc',
  Car_production_price_asc: 'price_asc',
};

/** The sold-window cutoff moves by the minute, so equal searches within a minute share a cache entry. */
export function searchClock(now = Date.now()): Date {
  return new Date(Math.floor(now / 60_000) * 60_000);
}

/**
 * Adds the site's mandatory filters (its dealerships, the §7 sold window, its §9 visibility rules)
 * to every request. The shopper's own `filters` must parse on their own before they are wrapped in
 * parentheses and ANDed, so no input can close the parenthesis and widen the scope.
 */
export function scopeRequests(site: SiteConfig, requests: readonly SearchRequest[], now: Date): SearchRequest[] {
  return requests.map((request) => {
    const params = { ...(request.params ?? {}) };
    const sort = sortOfIndex[request.indexName];
    if (!sort) throw new SearchInputError(`Unknown index "${request.indexName}".`);
    const mandatory = mandatoryFilters(site, { now, sort });
    const own = typeof params.filters === 'string' ? params.filters.trim() : '';
    if (params.filters !== undefined && typeof params.filters !== 'string') throw new SearchInputError('filters must be a string.');
    if (own) parseFilters(own); // throws SearchInputError with the position of the problem
    params.filters = own ? `(${mandatory}) AND (${own})` : mandatory;
    return { ...request, params };
  });
}
