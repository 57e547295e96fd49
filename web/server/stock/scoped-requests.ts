import { mandatoryFilters, parseFilters, SearchInputError, sortKeyOfIndex, type SearchRequest } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';

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
    const sortKey = sortKeyOfIndex(request.indexName);
    if (!sortKey) throw new SearchInputError(`Unknown index "${request.indexName}".`);
    const mandatory = mandatoryFilters(site, { now, sort: sortKey });
    const own = typeof params.filters === 'string' ? params.filters.trim() : '';
    if (params.filters !== undefined && typeof params.filters !== 'string') throw new SearchInputError('filters must be a string.');
    if (own) parseFilters(own); // throws SearchInputError with the position of the problem
    params.filters = own ? `(${mandatory}) AND (${own})` : mandatory;
    return { ...request, params };
  });
}
