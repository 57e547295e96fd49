'use client';

import type { CardCar } from '@dealer/blocks/ui/car-card/card-model';
import type { Promo } from '@dealer/schemas';
import { primaryIndexName } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useMemo } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { NoResults, ResultGrid } from '../results/ResultGrid';
import { resultGridItems } from '../results/grid-items';

const noCarTypes: readonly string[] = [];

/**
 * The cards of the current search, drawn in the browser once the shopper has changed the search
 * (Results loads this module only then). It reads the hits InstantSearch already has rather than
 * mounting a hits widget, since a widget added after the start would send one more search.
 */
export function LiveResultGrid({ site, locale, now, promos }: { site: SiteConfig; locale: LocaleFormatter; now: number; promos: Promo[] }) {
  const { results, uiState, status } = useInstantSearch();
  const refinedCarTypes = uiState[primaryIndexName]?.refinementList?.car_type ?? noCarTypes;
  const hits = results?.hits as CardCar[] | undefined;
  const page = results?.page ?? 0;
  const items = useMemo(() => resultGridItems(hits ?? [], { site, promos, now, page, refinedCarTypes }), [hits, site, promos, now, page, refinedCarTypes]);
  if (!hits?.length && status === 'idle') return <NoResults locale={locale} />;
  return <ResultGrid items={items} site={site} locale={locale} />;
}
