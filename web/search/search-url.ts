import type { UiState } from 'instantsearch.js';
import { toSearchParams, type FixedRefinements } from '@dealer/stock';
import { pathFor, uiStateToRoute } from './ui-state';

/** The readable URL (path and query) of a search state on a route with fixed refinements. */
export function searchUrl(uiState: UiState, path: string, fixed: FixedRefinements): string {
  const route = uiStateToRoute(uiState);
  const target = pathFor(route, path, fixed);
  const query = toSearchParams(route, target.fixed).toString();
  return `${target.path}${query ? `?${query}` : ''}`;
}
