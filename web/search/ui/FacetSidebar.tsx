'use client';

import { bodyLabel } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useEffect, useMemo, useRef } from 'react';
import { MakeFacet } from './MakeFacet';
import { RangeFacet } from './RangeFacet';
import { RefinementFacet } from './RefinementFacet';
import { ClearAll } from './ClearAll';
import { GroupSearchPanel } from './GroupSearchPanel';
import type { FacetLayout } from '../visible-facets';
import { ShowResultsButton } from './ShowResultsButton';
import { afterNextPaint } from './SearchAfterPaint';
import styles from './FacetSidebar.module.css';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  site: SiteConfig;
  locale: LocaleFormatter;
  layout: FacetLayout;
}

/**
 * The collapsible facet sidebar (§2). On small screens it opens as a full-screen panel whose
 * 'Show Me {count} {vehicle type}' button returns to the results; opening it moves focus to its
 * close button and Escape closes it (the opener then takes focus back, see SearchExperience).
 *
 * Widget hooks live only in leaf components: during server rendering each widget hook registers
 * and then suspends its component, so a hook here would hide the facets below it from the
 * server's search (and the page would render without them).
 */
export function FacetSidebar({ id, open, onClose, site, locale, layout }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // Opening or closing the panel (a phone's Filters button) redraws its frame, not every facet (INP).
  const facets = useMemo(() => {
    const single = (facet: string) => (site.features.singleSelectFacets as string[]).includes(facet);
    return (
      <>
        {layout.groupPanel.length ? <GroupSearchPanel site={site} locale={locale} /> : null}
        <ClearAll locale={locale} />
        <div className={styles.facets}>
          <RefinementFacet attribute="car_type" title={locale.t('facet.car_type')} locale={locale} format={(value) => (['new', 'demo', 'used'].includes(value) ? locale.t(`carType.${value}` as 'carType.new') : value)} />
          <MakeFacet title={locale.t('facet.make')} locale={locale} single={single('make')} />
          <RefinementFacet attribute="model" title={locale.t('facet.model')} locale={locale} limit={10} showMoreLimit={30} searchable />
          <RangeFacet attribute="price" title={locale.t('facet.price')} locale={locale} format={(n) => locale.formatPrice(n)} />
          <RefinementFacet attribute="body" title={locale.t('facet.body')} locale={locale} format={bodyLabel} />
          <RangeFacet attribute="km" title={locale.t('facet.km')} locale={locale} format={(n) => locale.formatDistance(n)} />
          <RangeFacet attribute="year" title={locale.t('facet.year')} locale={locale} format={(n) => String(n)} />
          <RefinementFacet attribute="fuel" title={locale.t('facet.fuel')} locale={locale} />
          <RefinementFacet attribute="transmission" title={locale.t('facet.transmission')} locale={locale} />
          <RefinementFacet attribute="colour" title={locale.t('facet.colour')} locale={locale} />
          <RefinementFacet attribute="seats" title={locale.t('facet.seats')} locale={locale} />
          {layout.sidebar.includes('dealership_name') ? <RefinementFacet attribute="dealership_name" title={locale.t('facet.dealership_name')} locale={locale} limit={40} /> : null}
          {layout.sidebar.includes('location_name') ? <RefinementFacet attribute="location_name" title={locale.t('facet.location_name')} locale={locale} /> : null}
        </div>
      </>
    );
  }, [site, locale, layout]);
  // The close button takes the focus once the opened panel is painted: focusing it in the click's
  // own task laid the whole panel out before the frame (about 100 ms at 4x CPU; INP).
  useEffect(() => {
    if (open) afterNextPaint(() => closeButton.current?.focus({ preventScroll: true }));
  }, [open]);
  return (
    <aside
      id={id}
      aria-label={locale.t('search.filters')}
      className={`${styles.sidebar} ${open ? styles.open : ''}`}
      onKeyDown={(event) => open && event.key === 'Escape' && onClose()}
    >
      <div className={styles.header}>
        <h2 className={styles.heading}>{locale.t('search.filters')}</h2>
        <button ref={closeButton} type="button" className={`${styles.button} ${styles.close}`} aria-label={locale.t('search.closeFilters')} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fillRule="evenodd" clipRule="evenodd" d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z" />
          </svg>
        </button>
      </div>
      {facets}
      <ShowResultsButton locale={locale} onClick={onClose} />
    </aside>
  );
}
