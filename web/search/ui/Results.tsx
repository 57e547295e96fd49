'use client';

import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import type { Promo } from '@dealer/schemas';
import type { FixedRefinements } from '@dealer/stock';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { FirstResultsView } from '../results/first-results-view';
import { PAGE_ATTRIBUTE } from '../results/PagerNav';
import { Pager } from './Pager';
import { ResultCount } from './ResultCount';
import { afterNextPaint } from './SearchAfterPaint';
import styles from './Results.module.css';

/** The browser's card grid: its code (cards, card model, promo rules) loads only once the shopper changes the search. */
const loadLiveGrid = () => import('./LiveResultGrid');
const LiveResultGrid = lazy(() => loadLiveGrid().then((module) => ({ default: module.LiveResultGrid })));

/**
 * The result area (§4 Search states: loading and error keep the last good hits, facets and counts;
 * InstantSearch keeps the previous results while a new search runs or fails, we only say so).
 * The first page is the server's HTML (`first`: no card hydrates). Once a search starts in the
 * browser, the island draws count, cards and pager itself; while its code loads, the server's cards
 * stay, as §4 keeps the last good results. Widget hooks stay in the leaves (ResultCount, Pager): see FacetSidebar.
 */
export function Results({ site, locale, now, path, fixed, promos, first }: { site: SiteConfig; locale: LocaleFormatter; now: number; path: string; fixed: FixedRefinements; promos: Promo[]; first: FirstResultsView }) {
  const { status, error, setIndexUiState } = useInstantSearch({ catchError: true });
  // Without a server page (its search failed), the island draws from the start.
  const [live, setLive] = useState(first.grid === null);
  // The first search of the browser (a filter, the sort, a page, back or forward) hands the results to the island.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => void (status !== 'idle' && setLive(true)), [status]);

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
    afterNextPaint(() => {
      // The island takes the results over now: a quick answer can take the status to loading and
      // back to idle within one render, which the effect above would never see.
      setLive(true);
      setIndexUiState((state) => ({ ...state, page: page + 1 }));
    });
  };

  return (
    <div aria-busy={status === 'loading' || status === 'stalled'} onClick={followPagerLink}>
      <div className={styles.statusBar}>
        <ResultCount site={site} locale={locale} {...(live ? {} : { first: first.count })} />
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
      {live ? (
        <Suspense fallback={first.grid}>
          <LiveResultGrid site={site} locale={locale} now={now} promos={promos} />
        </Suspense>
      ) : (
        first.grid
      )}
      <Pager locale={locale} path={path} fixed={fixed} {...(live ? {} : { first: first.pager })} />
    </div>
  );
}
