'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { FacetSection } from './FacetSection';
import { usePressedFirst } from './pressed-first';
import styles from './Facet.module.css';
import { makeRows } from './make-list';
import { MakeLogo } from '@dealer/blocks/ui/make-logo/MakeLogo';

/** The make list with logos (§2, §9): popular makes first, 'Show all makes', an 'All Makes' divider at 20. */
export function MakeFacet({ title, locale, single }: { title: string; locale: LocaleFormatter; single: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const { items, refine } = useRefinementList({ attribute: 'make', limit: 200, operator: 'or' });
  const { checked, press } = usePressedFirst(items, refine);
  if (items.length === 0) return null;
  const rows = makeRows(items, expanded);
  const choose = (value: string, isRefined: boolean) => {
    // Single-select sites (§4): choosing a make replaces the previous one.
    const off = single && !isRefined ? items.filter((item) => checked(item) && item.value !== value).map((item) => item.value) : [];
    press(...off, value);
  };
  return (
    <FacetSection title={title}>
      <ul className={styles.list}>
        {rows.map((row, index) =>
          row.kind === 'divider' ? (
            <li key={`divider-${index}`} className={styles.divider} aria-hidden="true">
              {locale.t('search.allMakes')}
            </li>
          ) : (
            <li key={row.item.value}>
              <label className={styles.option}>
                <input type={single ? 'radio' : 'checkbox'} name={single ? 'make' : undefined} value={row.item.value} checked={checked(row.item)} onChange={() => choose(row.item.value, checked(row.item))} />
                <MakeLogo make={row.item.label} />
                <span className={styles.optionLabel}>{row.item.label}</span>
                <span className={styles.count}>{locale.formatNumber(row.item.count)}</span>
              </label>
            </li>
          ),
        )}
      </ul>
      {items.length > rows.filter((row) => row.kind === 'make').length || expanded ? (
        <button type="button" className={styles.more} onClick={() => setExpanded((value) => !value)}>
          {expanded ? locale.t('search.showLess') : locale.t('search.showAllMakes')}
        </button>
      ) : null}
    </FacetSection>
  );
}
