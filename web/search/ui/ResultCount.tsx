'use client';

import { displayHitCount } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useInstantSearch, useStats } from 'react-instantsearch';
import styles from './Results.module.css';

/** '{count} vehicles found', with §9's rule for counts over 1999 (stock count, else the car_type facet sum). */
export function ResultCount({ site, locale }: { site: SiteConfig; locale: LocaleFormatter }) {
  const { nbHits } = useStats();
  const { results } = useInstantSearch();
  const facetCounts = Object.values((results?.getFacetValues?.('car_type', {}) as { count: number }[] | undefined) ?? []).map((value) => value.count);
  const count = displayHitCount(nbHits, site, facetCounts);
  return (
    <p data-testid="result-count" className={styles.count} role="status" aria-live="polite">
      {count === 1 ? locale.t('search.countOne') : locale.t('search.count', { count: locale.formatNumber(count) })}
    </p>
  );
}
