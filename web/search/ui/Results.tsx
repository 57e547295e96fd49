'use client';

import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import type { Promo } from '@dealer/schemas';
import type { FixedRefinements } from '@dealer/stock';
import { useInstantSearch } from 'react-instantsearch';
import { HitsGrid } from './HitsGrid';
import { Pager } from './Pager';
import { ResultCount } from './ResultCount';
import styles from './Results.module.css';

/**
 * The result area (§4 Search states: loading and error keep the last good hits, facets and counts;
 * InstantSearch keeps the previous results while a new search runs or fails, we only say so).
 * Widget hooks stay in the leaves (HitsGrid, ResultCount, Pager): see FacetSidebar.
 */
export function Results({ site, locale, now, path, fixed, promos }: { site: SiteConfig; locale: LocaleFormatter; now: number; path: string; fixed: FixedRefinements; promos: Promo[] }) {
  const { status, error } = useInstantSearch({ catchError: true });
  return (
    <div aria-busy={status === 'loading' || status === 'stalled'}>
      <div className={styles.statusBar}>
        <ResultCount site={site} locale={locale} />
        {status === 'stalled' ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} /> {locale.t('search.loading')}
          </div>
        ) : null}
      </div>
      {status === 'error' ? (
        <div role="alert" className={styles.error}>
          {locale.t('search.error')}
          {error?.message ? <span className="sr-only">{` (${error.message})`}</span> : null}
        </div>
      ) : null}
      <HitsGrid site={site} locale={locale} now={now} idle={status === 'idle'} promos={promos} />
      <Pager locale={locale} path={path} fixed={fixed} />
    </div>
  );
}
