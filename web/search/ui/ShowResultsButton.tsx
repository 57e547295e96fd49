'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import { useStats } from 'react-instantsearch';
import styles from './FacetSidebar.module.css';

/** §2 'Show Me {count} {vehicle type}': closes the filter panel on small screens. */
export function ShowResultsButton({ locale, onClick }: { locale: LocaleFormatter; onClick: () => void }) {
  const { nbHits } = useStats();
  return (
    <button type="button" className={`${styles.button} ${styles.showResults}`} onClick={onClick}>
      {locale.t('search.showMe', { count: locale.formatNumber(nbHits), type: locale.t('search.vehicles') })}
    </button>
  );
}
