'use client';

import type { RefinementFacet } from '@dealer/stock';
import { useRefinementList } from 'react-instantsearch';

/**
 * A facet with no UI. InstantSearch builds its search parameters only from mounted widgets, so a
 * refinement in the initial UI state (or a history entry) whose facet has no widget is dropped
 * before the search is sent (instantsearch.js index widget: getWidgetsSearchParameters). One of
 * these per such facet keeps every §3 facet of the address applied, on the server render and after
 * hydration. Its chip (CurrentRefinements) is how the shopper removes it.
 */
function VirtualRefinementList({ attribute }: { attribute: RefinementFacet }) {
  useRefinementList({ attribute, limit: 1 });
  return null;
}

/** One leaf per facet: during server rendering a widget hook registers and then suspends its component. */
export function VirtualRefinements({ facets }: { facets: readonly RefinementFacet[] }) {
  return facets.map((attribute) => <VirtualRefinementList key={attribute} attribute={attribute} />);
}
