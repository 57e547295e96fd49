'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import { useRefinementList } from 'react-instantsearch';
import { FacetSection } from './FacetSection';
import { usePressedFirst } from './pressed-first';
import styles from './Facet.module.css';

interface Props {
  attribute: string;
  title: string;
  locale: LocaleFormatter;
  limit?: number;
  showMoreLimit?: number;
  searchable?: boolean;
  format?: (value: string) => string;
  /** The order of the values (InstantSearch's default puts refined ones first, then by count). Keep its identity stable. */
  sortBy?: (a: { name: string }, b: { name: string }) => number;
  /** §4 single-select (weekly price range on some sites): radios, with an 'any' choice to clear. */
  single?: { anyLabel: string };
}

/** A checkbox facet (§4: toggles refined/unrefined; any change resets the page). Hidden when it has no values. */
export function RefinementFacet({ attribute, title, locale, limit = 8, showMoreLimit = 40, searchable = false, format = (v) => v, single, sortBy }: Props) {
  // The connector rejects a show-more limit that is not above the limit: then there is no "show more".
  const showMore = showMoreLimit > limit;
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore, searchForItems } = useRefinementList({
    attribute,
    limit,
    showMore,
    ...(showMore ? { showMoreLimit } : {}),
    ...(sortBy ? { sortBy } : {}),
  });
  const { checked, press } = usePressedFirst(items, refine);
  if (items.length === 0) return null;
  // Single-select: choosing a value replaces the refined one(s); 'any' clears them.
  const choose = (value: string | null) => {
    const off = items.filter((item) => checked(item) && item.value !== value).map((item) => item.value);
    const chosen = items.find((item) => item.value === value);
    press(...off, ...(chosen && !checked(chosen) ? [chosen.value] : []));
  };
  const inputId = `facet-search-${attribute}`;
  return (
    <FacetSection title={title}>
      {searchable ? (
        <div className={styles.searchField}>
          <label htmlFor={inputId} className="sr-only">{title}</label>
          <input id={inputId} className={styles.input} type="search" placeholder={title} onChange={(event) => searchForItems(event.currentTarget.value)} maxLength={50} />
        </div>
      ) : null}
      <ul className={styles.list}>
        {single ? (
          <li>
            <label className={styles.option}>
              <input type="radio" name={`facet-${attribute}`} value="" checked={!items.some(checked)} onChange={() => choose(null)} />
              <span className={styles.optionLabel}>{single.anyLabel}</span>
            </label>
          </li>
        ) : null}
        {items.map((item) => (
          <li key={item.value}>
            <label className={styles.option}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={single ? `facet-${attribute}` : undefined}
                value={item.value}
                checked={checked(item)}
                onChange={() => (single ? choose(item.value) : press(item.value))}
              />
              <span className={styles.optionLabel}>{format(item.label)}</span>
              <span className={styles.count}>{locale.formatNumber(item.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore ? (
        <button type="button" className={styles.more} onClick={toggleShowMore}>
          {isShowingMore ? locale.t('search.showLess') : locale.t('search.showMore')}
        </button>
      ) : null}
    </FacetSection>
  );
}
