'use client';

import { displayHitCount } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useInstantSearch, useStats } from 'react-instantsearch';
import { COUNT_FACET } from '../card-search';
import { ResultCountText } from '../results/ResultCountText';

/** '{count} vehicles found', with §9's rule for counts over 1999 (stock count, else the car_type facet sum). */
export function ResultCount({ site, locale }: { site: SiteConfig; locale: LocaleFormatter }) {
  const { nbHits } = useStats();
  const { results } = useInstantSearch();
  const facetCounts = Object.values((results?.getFacetValues?.(COUNT_FACET, {}) as { count: number }[] | undefined) ?? []).map((value) => value.count);
  return <ResultCountText count={displayHitCount(nbHits, site, facetCounts)} locale={locale} />;
}
