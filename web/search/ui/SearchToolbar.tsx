'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import styles from './SearchToolbar.module.css';

/**
 * The text box and the sort. One widget hook per component: during server rendering a widget
 * hook registers and then suspends its component, so a second hook in the same component would
 * never register and the server would ignore it (e.g. render unsorted results for ?sortBy=).
 */
export function SearchToolbar({ locale, searchBox = true }: { locale: LocaleFormatter; searchBox?: boolean }) {
  return (
    <div className={styles.toolbar}>
      {/* On a site with the group side panel, the panel's keyword box is the page's one search box. */}
      {searchBox ? <SearchBox locale={locale} /> : null}
      <SortSelect locale={locale} />
    </div>
  );
}
