import type { LocaleFormatter } from '@dealer/tenants';
import styles from '../ui/Results.module.css';

export interface PagerNavProps {
  locale: LocaleFormatter;
  /** 0-based pages to link (InstantSearch's pagination), the current one and how many there are. */
  pages: readonly number[];
  current: number;
  nbPages: number;
  href: (page: number) => string;
}

/** The attribute that tells the results island which page a pager link asks for (it searches instead of loading the address). */
export const PAGE_ATTRIBUTE = 'data-page';

/**
 * Pagination as real links (they work without JavaScript and can be opened in a new tab). No hooks
 * and no handlers: the results island follows a click on any of its links (PAGE_ATTRIBUTE) by
 * searching in place.
 */
export function PagerNav({ locale, pages, current, nbPages, href }: PagerNavProps) {
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, text: string, isCurrent = false) => (
    <a key={`${label}-${page}`} href={href(page)} aria-label={label} aria-current={isCurrent ? 'page' : undefined} className={styles.pageLink} {...{ [PAGE_ATTRIBUTE]: page }}>
      {text}
    </a>
  );
  return (
    <nav aria-label={locale.t('search.pagination')} className={styles.pager}>
      {current > 0 ? link(current - 1, locale.t('search.previousPage'), '‹') : null}
      {pages.map((page) => link(page, locale.t('search.page', { page: page + 1 }), String(page + 1), page === current))}
      {current < nbPages - 1 ? link(current + 1, locale.t('search.nextPage'), '›') : null}
      <p className="sr-only">{locale.t('search.page', { page: current + 1 })}</p>
    </nav>
  );
}
