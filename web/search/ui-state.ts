import type { UiState } from 'instantsearch.js';
import {
  emptySearchState, indices, primaryIndexName, rangeFacets, refinementFacets, sortKeyOfIndex,
  type FixedRefinements, type SearchRouteState,
} from '@dealer/stock';

/** InstantSearch's UI state <-> our route state (the URL). Pure, so it is unit-tested. */

export function uiStateToRoute(uiState: UiState): SearchRouteState {
  const index = uiState[primaryIndexName] ?? {};
  const state = emptySearchState();
  if (index.query) state.query = index.query;
  if (index.page && index.page > 1) state.page = index.page;
  const sort = index.sortBy ? sortKeyOfIndex(index.sortBy) : undefined;
  if (sort && sort !== 'relevant') state.sort = sort;
  for (const facet of refinementFacets) {
    const values = index.refinementList?.[facet] ?? index.menu?.[facet];
    const list = Array.isArray(values) ? values : values ? [values] : [];
    if (list.length) state.refinements[facet] = list;
  }
  for (const facet of rangeFacets) {
    const range = index.range?.[facet];
    if (!range) continue;
    const [min, max] = range.split(':');
    const parsed = { ...(min ? { min: Number(min) } : {}), ...(max ? { max: Number(max) } : {}) };
    if (parsed.min !== undefined || parsed.max !== undefined) state.ranges[facet] = parsed;
  }
  return state;
}

export function routeToUiState(route: SearchRouteState, fixed: FixedRefinements = {}): UiState {
  const refinementList: Record<string, string[]> = {};
  for (const facet of refinementFacets) {
    const values = [...new Set([...(fixed[facet] ?? []), ...(route.refinements[facet] ?? [])])];
    if (values.length) refinementList[facet] = values;
  }
  const range: Record<string, string> = {};
  for (const facet of rangeFacets) {
    const value = route.ranges[facet];
    if (value) range[facet] = `${value.min ?? ''}:${value.max ?? ''}`;
  }
  return {
    [primaryIndexName]: {
      ...(route.query ? { query: route.query } : {}),
      ...(route.page ? { page: route.page } : {}),
      ...(route.sort && route.sort !== 'relevant' ? { sortBy: indices[route.sort] } : {}),
      ...(Object.keys(refinementList).length ? { refinementList } : {}),
      ...(Object.keys(range).length ? { range } : {}),
    },
  };
}

/**
 * A route path keeps its meaning only while its fixed refinements stay selected: unticking "Kia"
 * on /search/kia moves the shopper to /search with the rest of their filters.
 */
export function pathFor(route: SearchRouteState, path: string, fixed: FixedRefinements): { path: string; fixed: FixedRefinements } {
  const kept = Object.entries(fixed).every(([facet, values]) =>
    (values ?? []).every((value) => route.refinements[facet as keyof FixedRefinements]?.includes(value)),
  );
  return kept ? { path, fixed } : { path: '/search', fixed: {} };
}
