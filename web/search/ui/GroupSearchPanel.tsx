'use client';

import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { byWeeklyBand } from '../weekly-price-order';
import { RefinementFacet } from './RefinementFacet';
import { SearchBox } from './SearchBox';
import styles from './FacetSidebar.module.css';

/** §2: the brand group's facet limits. */
export const GROUP_CITY_LIMIT = 20;
export const GROUP_DEALERSHIP_LIMIT = 40;

/**
 * §2: one brand group's side panel: the keyword box ('Keyword search eg. EV, SUV, Toyota'), the city
 * facet (limit 20) and the dealership facet (limit 40), plus the weekly price range, single-select
 * where the site says so (§4). Native inputs only, so it works by keyboard as it is. Each widget is
 * its own leaf component (see FacetSidebar).
 */
export function GroupSearchPanel({ site, locale }: { site: SiteConfig; locale: LocaleFormatter }) {
  const weeklySingle = site.features.singleSelectFacets.includes('weekly_price_range');
  return (
    <section aria-labelledby="group-search-panel" className={styles.groupPanel}>
      <h3 id="group-search-panel" className={styles.groupHeading}>{locale.t('search.groupPanel')}</h3>
      <SearchBox locale={locale} variant="keyword" />
      <RefinementFacet attribute="city" title={locale.t('facet.city')} locale={locale} limit={GROUP_CITY_LIMIT} showMoreLimit={GROUP_CITY_LIMIT} />
      <RefinementFacet attribute="dealership_name" title={locale.t('facet.dealership_name')} locale={locale} limit={GROUP_DEALERSHIP_LIMIT} showMoreLimit={GROUP_DEALERSHIP_LIMIT} />
      <RefinementFacet
        attribute="weekly_price_range"
        title={locale.t('facet.weekly_price_range')}
        locale={locale}
        limit={GROUP_CITY_LIMIT}
        showMoreLimit={GROUP_CITY_LIMIT}
        sortBy={byWeeklyBand}
        {...(weeklySingle ? { single: { anyLabel: locale.t('search.anyWeeklyPrice') } } : {})}
      />
    </section>
  );
}
