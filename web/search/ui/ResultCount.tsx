'use client';

import { displayHitCount } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useInstantSearch, useStats } from 'react-instantsearch';
import { COUNT_FACET } from '../first-search';
import { ResultCountText } from '../results/ResultCountText';

/**
 * '{count} vehicles found', with §9's rule for counts over 1999 (stock count, else the car_type
 * facet sum). Until the shopper changes the search it shows the server's count (`first`).
 */
export function ResultCount({ site, locale, first }: { site: SiteConfig; locale: LocaleFormatter; first?: React.ReactNode }) {
  const { nbHits } = useStats();
  const { results } = useInstantSearch();
  if (first !== undefined) return first;
  const facetCounts = Object.values((results?.getFacetValues?.(COUNT_FACET, {}) as { count: number }[] | undefined) ?? []).map((value) => value.count);
  return <ResultCountText count={displayHitCount(nbHits, site, facetCounts)} locale={locale} />;
}
