'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import { useInstantSearch, usePagination } from 'react-instantsearch';
import { primaryIndexName, type FixedRefinements } from '@dealer/stock';
import { PagerNav } from '../results/PagerNav';
import { searchUrl } from '../search-url';

/** Page links either side of the current page. */
const PAGER_PADDING = 2;

/**
 * The pagination widget: it keeps the page of the search state (InstantSearch drops the URL's page
 * without one) and draws the pager as links; Results follows a click on one by searching in place.
 */
export function Pager({ locale, path, fixed }: { locale: LocaleFormatter; path: string; fixed: FixedRefinements }) {
  const { pages, currentRefinement, nbPages } = usePagination({ padding: PAGER_PADDING });
  const { uiState } = useInstantSearch();
  const href = (page: number) => searchUrl({ ...uiState, [primaryIndexName]: { ...uiState[primaryIndexName], page: page + 1 } }, path, fixed);
  return <PagerNav locale={locale} pages={pages} current={currentRefinement} nbPages={nbPages} href={href} />;
}
