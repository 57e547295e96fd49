'use client';

import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import type { Promo } from '@dealer/schemas';
import type { FixedRefinements } from '@dealer/stock';
import type { MouseEvent } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { PAGE_ATTRIBUTE } from '../results/PagerNav';
import { LiveResultGrid } from './LiveResultGrid';
import { Pager } from './Pager';
import { ResultCount } from './ResultCount';
import { afterNextPaint } from './SearchAfterPaint';
import styles from './Results.module.css';

/**
 * The result area (§4 Search states: loading and error keep the last good hits, facets and counts;
 * InstantSearch keeps the previous results while a new search runs or fails, we only say so).
 * Count, cards and pager are drawn from InstantSearch's results: on the server from its first
 * search, in the browser from the same results (sent with the page) and then from each new search.
 * Widget hooks stay in the leaves (ResultCount, Pager): see FacetSidebar.
 */
export function Results({ site, locale, now, path, fixed, promos }: { site: SiteConfig; locale: LocaleFormatter; now: number; path: string; fixed: FixedRefinements; promos: Promo[] }) {
  const { status, error, setIndexUiState } = useInstantSearch({ catchError: true });

  // A pager link searches in place rather than loading its address (which it still is, for a new tab).
  // The click's frame paints the scroll to the top; InstantSearch hears of the page after that paint,
  // as it hears of a facet's press (pressed-first.ts): told at once, it re-renders every widget
  // before the frame (README "Page speed", INP).
  const followPagerLink = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const link = (event.target as Element).closest(`a[${PAGE_ATTRIBUTE}]`);
    if (!link) return;
    event.preventDefault();
    const page = Number(link.getAttribute(PAGE_ATTRIBUTE));
    window.scrollTo({ top: 0 });
    afterNextPaint(() => setIndexUiState((state) => ({ ...state, page: page + 1 })));
  };

  return (
    <div aria-busy={status === 'loading' || status === 'stalled'} onClick={followPagerLink}>
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
      <LiveResultGrid site={site} locale={locale} now={now} promos={promos} />
      <Pager locale={locale} path={path} fixed={fixed} />
    </div>
  );
}
