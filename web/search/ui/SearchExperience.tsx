'use client';

import { clientFormatter, type ClientLocale, type SiteConfig } from '@dealer/tenants';
import type { Promo } from '@dealer/schemas';
import { primaryIndexName, type FixedRefinements, type SearchRouteState } from '@dealer/stock';
import type { UiState } from 'instantsearch.js';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { Configure } from 'react-instantsearch';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import type { BrowserSearchBackend } from '../../server/stock/search-backend';
import { CARD_SEARCH } from '../card-search';
import { createSearchClient } from '../search-client';
import { facetLayout } from '../visible-facets';
import { CurrentRefinements } from './CurrentRefinements';
import { searchUrl } from '../search-url';
import { routeToUiState } from '../ui-state';
import { Results } from './Results';
import { SearchAfterPaint } from './SearchAfterPaint';
import { SearchToolbar } from './SearchToolbar';
import { UrlSync } from './UrlSync';
import { VirtualRefinements } from './VirtualRefinements';
import { WidgetBatchEnd, WidgetBatchStart } from './WidgetBatch';
import { searchIslandHandedOver } from './search-hand-over';
import { InitialResultsAsData } from './initial-results-as-data';
import { SearchLayout } from './SearchLayout';
import styles from './SearchExperience.module.css';

export interface SearchExperienceProps {
  site: SiteConfig;
  /** The site's locale with the messages this tree reads (client-messages.ts), not the catalogue. */
  locale: ClientLocale;
  heading: string;
  /** The route's own path (e.g. /search/used-cars) and the refinements it fixes. */
  path: string;
  /** The state the URL's query string asks for (parsed on the server, so SSR and hydration agree). */
  initialRoute: SearchRouteState;
  fixed: FixedRefinements;
  /** Extra filters the page always applies (e.g. /special-offers), on top of the server's mandatory ones. */
  filters?: string;
  hitsPerPage: number;
  /** §4 promo cards for this site (placed in the grid inside their window). */
  promos: Promo[];
  /** Where the browser searches: /api/search, or Algolia with a per-site secured key. */
  backend: BrowserSearchBackend;
  /** The server's clock, so rules such as the 8-day new tag agree between server and browser. */
  now: number;
}

/** One InstantSearch instance per page (two cause hydration errors and duplicate state). */
export function SearchExperience({ site, locale: localeData, heading, path, initialRoute, fixed, filters, hitsPerPage, now, promos, backend }: SearchExperienceProps) {
  const searchClient = useMemo(() => createSearchClient(site, backend), [site, backend]);
  const locale = useMemo(() => clientFormatter(localeData), [localeData]);

  const layout = useMemo(() => facetLayout(site), [site]);
  const initialUiState = useMemo(() => routeToUiState(initialRoute, fixed), [initialRoute, fixed]);

  // Opening the phone's filter panel redraws the panel, not the results beside it (INP; SearchLayout).
  const main = useMemo(
    () => (
      <div className={styles.main}>
        <SearchToolbar locale={locale} searchBox={layout.groupPanel.length === 0} />
        <CurrentRefinements site={site} locale={locale} initialRoute={initialRoute} fixed={fixed} />
        <Results site={site} locale={locale} now={now} path={path} fixed={fixed} promos={promos} />
      </div>
    ),
    [site, locale, layout, initialRoute, fixed, now, path, promos],
  );

  // The URL follows the search state (pushState: each change is a history entry, back undoes it).
  const onStateChange = useCallback(
    ({ uiState, setUiState }: { uiState: UiState; setUiState: (state: UiState) => void }) => {
      setUiState(uiState);
      const url = searchUrl(uiState, path, fixed);
      if (url !== window.location.pathname + window.location.search) window.history.pushState(null, '', url);
    },
    [path, fixed],
  );

  return (
    <InitialResultsAsData>
      <InstantSearchNext
        searchClient={searchClient as never}
        indexName={primaryIndexName}
        initialUiState={initialUiState}
        onStateChange={onStateChange}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <WidgetBatchStart />
        <SearchAfterPaint />
        <Configure hitsPerPage={hitsPerPage} {...CARD_SEARCH} {...(filters ? { filters } : {})} />
        <UrlSync fixed={fixed} />
        <VirtualRefinements facets={layout.hidden} />
        <SearchLayout heading={heading} site={site} locale={locale} layout={layout}>
          {main}
        </SearchLayout>
        <WidgetBatchEnd />
        <HandedOver />
      </InstantSearchNext>
    </InitialResultsAsData>
  );
}

/** Rendered last: in the commit that drew the island, what the shopper did to the server's HTML moves over (search-hand-over.ts). */
function HandedOver() {
  useLayoutEffect(() => searchIslandHandedOver(), []);
  return null;
}
