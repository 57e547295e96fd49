'use client';

import type { CardCar } from '@dealer/blocks/ui/car-card/card-model';
import type { Promo } from '@dealer/schemas';
import { primaryIndexName } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useMemo } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { NoResults, ResultGrid } from '../results/ResultGrid';
import { resultGridItems } from '../results/grid-items';

const noCarTypes: readonly string[] = [];

/**
 * The cards of the current search (§4: promo and ad cards in their slots): on the server from
 * InstantSearch's first search, in the browser from the same results sent with the page
 * (initial-results-as-data.tsx), then from each new search. A hits widget, so the server's render
 * waits for the results as every widget's does; it leaves the hits unescaped (no card shows a
 * highlight), which also leaves the search's parameters as they are.
 */
export function LiveResultGrid({ site, locale, now, promos }: { site: SiteConfig; locale: LocaleFormatter; now: number; promos: Promo[] }) {
  const { items: hits, results } = useHits<CardCar>({ escapeHTML: false });
  const { uiState, status } = useInstantSearch();
  // By value: InstantSearch hands over a new uiState on each of its renders (one follows the
  // hand-over at once), and a new list here would place and draw every card again.
  const carTypesKey = (uiState[primaryIndexName]?.refinementList?.car_type ?? noCarTypes).join('\n');
  const refinedCarTypes = useMemo(() => (carTypesKey ? carTypesKey.split('\n') : noCarTypes), [carTypesKey]);
  const page = results?.page ?? 0;
  const items = useMemo(() => resultGridItems(hits, { site, promos, now, page, refinedCarTypes }), [hits, site, promos, now, page, refinedCarTypes]);
  if (!hits.length && status === 'idle') return <NoResults locale={locale} />;
  return <ResultGrid items={items} site={site} locale={locale} />;
}
