import type { SiteConfig } from '@dealer/tenants';
import { parseFilters } from '../search/filters';
import { partsIndexNames } from '../search/indices';
import { SearchInputError, type SearchRequest } from '../search/types';
import { partsMandatoryFilters } from './part-search';

/**
 * Adds the site's parts scope (its dealership ids, §7) to every parts request, as the cars' scope is
 * added to car requests: the shopper's own filters must parse on their own, then are wrapped in
 * parentheses and ANDed, so no input can widen the search to another site's parts. A request for
 * any other index (a car index included) is refused.
 */
export function scopePartsRequests(site: Pick<SiteConfig, 'dealership_id' | 'dealerships'>, requests: readonly SearchRequest[]): SearchRequest[] {
  const mandatory = partsMandatoryFilters(site);
  return requests.map((request) => {
    if (!(partsIndexNames as readonly string[]).includes(request.indexName)) {
      throw new SearchInputError(`Unknown parts index "${request.indexName}".`);
    }
    const params = { ...(request.params ?? {}) };
    if (params.filters !== undefined && typeof params.filters !== 'string') throw new SearchInputError('filters must be a string.');
    const own = typeof params.filters === 'string' ? params.filters.trim() : '';
    if (own) parseFilters(own);
    params.filters = own ? `(${mandatory}) AND (${own})` : mandatory;
    return { ...request, params };
  });
}
