'use client';

import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { FacetLayout } from '../visible-facets';
import { FacetSidebar } from './FacetSidebar';
import { SEARCH_ISLAND_ATTRIBUTE } from './search-hand-over';
import styles from './SearchExperience.module.css';

interface Props {
  heading: string;
  site: SiteConfig;
  locale: LocaleFormatter;
  layout: FacetLayout;
  /** The toolbar, chips and results beside the filters (kept as they are when the panel opens). */
  children: ReactNode;
}

/**
 * The search page's frame: heading, the phone's Filters button, the filters and the results.
 * The panel's open state lives here, not in SearchExperience, so opening it re-renders this frame
 * and the panel's own, not InstantSearch and its widgets (README "Page speed", INP).
 */
export function SearchLayout({ heading, site, locale, layout, children }: Props) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  // Closing the small-screen filter panel hands focus back to the button that opened it.
  const closeSidebar = useCallback(() => {
    setSidebarOpen(false);
    filtersButton.current?.focus();
  }, []);
  return (
    <div className={styles.page} {...{ [SEARCH_ISLAND_ATTRIBUTE]: '' }}>
      <h1 className={styles.heading}>{heading}</h1>
      <div className={styles.filtersBar}>
        <button ref={filtersButton} type="button" className={styles.filtersButton} onClick={() => setSidebarOpen(true)} aria-controls="search-filters" aria-expanded={sidebarOpen}>
          {locale.t('search.filters')}
        </button>
      </div>
      <div className={styles.layout}>
        <FacetSidebar id="search-filters" open={sidebarOpen} onClose={closeSidebar} site={site} locale={locale} layout={layout} />
        {children}
      </div>
    </div>
  );
}
