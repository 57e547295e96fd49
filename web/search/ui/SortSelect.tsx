'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import { useMemo } from 'react';
import { useSortBy } from 'react-instantsearch';
import { indices, sortKeys } from '@dealer/stock';
import styles from './SearchToolbar.module.css';

/** §9 sort options: most relevant, latest, highest price, lowest price (replica indices). */
export function SortSelect({ locale }: { locale: LocaleFormatter }) {
  const items = useMemo(() => sortKeys.map((key) => ({ value: indices[key], label: locale.t(`search.sort.${key}`) })), [locale]);
  const { currentRefinement, refine } = useSortBy({ items });
  return (
    <div>
      <label htmlFor="stock-sort" className={styles.label}>{locale.t('search.sortLabel')}</label>
      <div className={styles.selectWrap}>
        <select id="stock-sort" className={`${styles.control} ${styles.select}`} value={currentRefinement} onChange={(event) => refine(event.currentTarget.value)}>
          {items.map((item) => <option key={item.value} value={item.value}>{item.label}</option>)}
        </select>
        <span className={styles.indicator} aria-hidden="true">
          <svg viewBox="0 0 24 24"><path d="m6 9 6 6 6-6" /></svg>
        </span>
      </div>
    </div>
  );
}
