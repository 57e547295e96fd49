import type { SiteConfig } from '@dealer/tenants';

/** §9: hit counts above this are not trusted (the engine estimates them). */
const MAX_TRUSTED_HIT_COUNT = 1999;

/**
 * §9: a hit count over 1999 is replaced by the configured stock count, or else the sum of the
 * facet counts (e.g. of car_type); with neither, the engine's count stands.
 */
export function displayHitCount(
  nbHits: number,
  site: Pick<SiteConfig, 'stock_count'>,
  facetCounts: readonly number[] = [],
): number {
  if (nbHits <= MAX_TRUSTED_HIT_COUNT) return nbHits;
  if (site.stock_count > 0) return site.stock_count;
  const facetTotal = facetCounts.reduce((total, count) => total + count, 0);
  return facetTotal > 0 ? facetTotal : nbHits;
}
