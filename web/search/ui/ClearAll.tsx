'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import { useHydrated } from '@dealer/blocks/ui/use-hydrated';
import { useClearRefinements } from 'react-instantsearch';
import styles from './FacetSidebar.module.css';

/**
 * 'Clear all filters' (facets and ranges; the typed query stays). Rendered only after hydration:
 * the connector reports canRefine from the server's state but not on the client's first render,
 * which would be a hydration mismatch.
 */
export function ClearAll({ locale }: { locale: LocaleFormatter }) {
  const hydrated = useHydrated();
  const { canRefine, refine } = useClearRefinements();
  if (!hydrated || !canRefine) return null;
  return (
    <button type="button" className={`${styles.button} ${styles.clear}`} onClick={refine}>
      {locale.t('search.clearAll')}
    </button>
  );
}
