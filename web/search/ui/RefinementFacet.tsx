'use client';

import type { LocaleFormatter } from '@dealer/tenants';
import { useRefinementList } from 'react-instantsearch';
import { FacetSection } from './FacetSection';
import styles from './Facet.module.css';

interface Props {
  attribute: string;
  title: string;
  locale: LocaleFormatter;
  limit?: number;
  showMoreLimit?: number;
  searchable?: boolean;
  format?: (value: string) => string;
}

/** A checkbox facet (§4: toggles refined/unrefined; any change resets the page). Hidden when it has no values. */
export function RefinementFacet({ attribute, title, locale, limit = 8, showMoreLimit = 40, searchable = false, format = (v) => v }: Props) {
  // The connector rejects a show-more limit that is not above the limit: then there is no "show more".
  const showMore = showMoreLimit > limit;
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore, searchForItems } = useRefinementList({
    attribute,
    limit,
    showMore,
    ...(showMore ? { showMoreLimit } : {}),
  });
  if (items.length === 0) return null;
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
        {items.map((item) => (
          <li key={item.value}>
            <label className={styles.option}>
              <input type="checkbox" value={item.value} checked={item.isRefined} onChange={() => refine(item.value)} />
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
