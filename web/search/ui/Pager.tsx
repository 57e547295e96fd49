'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import { useInstantSearch, usePagination } from 'react-instantsearch';
import { primaryIndexName, type FixedRefinements } from '@dealer/stock';
import { searchUrl } from '../search-url';
import styles from './Results.module.css';

/** Pagination as real links (they work without JavaScript and can be opened in a new tab). */
export function Pager({ locale, path, fixed }: { locale: LocaleFormatter; path: string; fixed: FixedRefinements }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination({ padding: 2 });
  const { uiState } = useInstantSearch();
  const createURL = (page: number) => searchUrl({ ...uiState, [primaryIndexName]: { ...uiState[primaryIndexName], page: page + 1 } }, path, fixed);
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, text: string, current = false) => (
    <a
      key={`${label}-${page}`}
      href={createURL(page)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        refine(page);
        window.scrollTo({ top: 0 });
      }}
      className={styles.pageLink}
    >
      {text}
    </a>
  );
  return (
    <nav aria-label={locale.t('search.pagination')} className={styles.pager}>
      {!isFirstPage ? link(currentRefinement - 1, locale.t('search.previousPage'), '‹') : null}
      {pages.map((page) => link(page, locale.t('search.page', { page: page + 1 }), String(page + 1), page === currentRefinement))}
      {!isLastPage ? link(currentRefinement + 1, locale.t('search.nextPage'), '›') : null}
      <p className="sr-only">{locale.t('search.page', { page: currentRefinement + 1 })}</p>
    </nav>
  );
}
