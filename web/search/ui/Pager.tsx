'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import type { ReactNode } from 'react';
import { useInstantSearch, usePagination } from 'react-instantsearch';
import { primaryIndexName, type FixedRefinements } from '@dealer/stock';
import { PAGER_PADDING } from '../pager-pages';
import { PagerNav } from '../results/PagerNav';
import { searchUrl } from '../search-url';

/**
 * The pagination widget: it keeps the page of the search state (InstantSearch drops the URL's page
 * without one), and draws the pager once the shopper has changed the search; until then the
 * server's pager (`first`) stays. Results follows clicks on either.
 */
export function Pager({ locale, path, fixed, first }: { locale: LocaleFormatter; path: string; fixed: FixedRefinements; first?: ReactNode }) {
  const { pages, currentRefinement, nbPages } = usePagination({ padding: PAGER_PADDING });
  const { uiState } = useInstantSearch();
  if (first !== undefined) return first;
  const href = (page: number) => searchUrl({ ...uiState, [primaryIndexName]: { ...uiState[primaryIndexName], page: page + 1 } }, path, fixed);
  return <PagerNav locale={locale} pages={pages} current={currentRefinement} nbPages={nbPages} href={href} />;
}
