import type { CardCar } from '@dealer/blocks/ui/car-card/card-model';
import type { Promo } from '@dealer/schemas';
import { displayHitCount, primaryIndexName, type FixedRefinements, type SearchResponse, type SearchRouteState } from '@dealer/stock';
import { createLocale, type SiteConfig } from '@dealer/tenants';
import type { ReactNode } from 'react';
import { COUNT_FACET } from '../first-search';
import { pagerPages } from '../pager-pages';
import { searchUrl } from '../search-url';
import { routeToUiState } from '../ui-state';
import { resultGridItems } from './grid-items';
import { PagerNav } from './PagerNav';
import { ResultCountText } from './ResultCountText';
import { NoResults, ResultGrid } from './ResultGrid';

/** The first page of results as server HTML, in the three places the results island puts them. */
export interface FirstResultsView {
  count: ReactNode;
  grid: ReactNode;
  pager: ReactNode;
}

export interface FirstResultsContext {
  site: SiteConfig;
  route: SearchRouteState;
  fixed: FixedRefinements;
  path: string;
  promos: readonly Promo[];
  /** The request's clock (ms), handed to the island too. */
  now: number;
}

/**
 * The answers to firstSearch drawn as the island would draw them (§4: count with §9's rule, cards
 * with promo and ad cards, pager, empty state), with the same views and links.
 */
export function firstResultsView(main: SearchResponse, countFacet: SearchResponse | undefined, { site, route, fixed, path, promos, now }: FirstResultsContext): FirstResultsView {
  const locale = createLocale(site.locale);
  const index = routeToUiState(route, fixed)[primaryIndexName] ?? {};
  const facetCounts = Object.values((countFacet ?? main).facets?.[COUNT_FACET] ?? {});
  const items = resultGridItems(main.hits as unknown as CardCar[], { site, promos, now, page: main.page, refinedCarTypes: index.refinementList?.[COUNT_FACET] ?? [] });
  const href = (page: number) => searchUrl({ [primaryIndexName]: { ...index, page: page + 1 } }, path, fixed);
  return {
    count: <ResultCountText count={displayHitCount(main.nbHits, site, facetCounts)} locale={locale} />,
    grid: main.hits.length === 0 ? <NoResults locale={locale} /> : <ResultGrid items={items} site={site} locale={locale} />,
    pager: <PagerNav locale={locale} pages={pagerPages(main.page, main.nbPages)} current={main.page} nbPages={main.nbPages} href={href} />,
  };
}
