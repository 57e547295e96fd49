/**
 * How server rendering reaches the search engine without an HTTP round trip to itself: the
 * server's stock service registers its search function on this process-global slot, and the
 * browser search client (rendered on the server by InstantSearchNext) calls it there. In the
 * browser the slot is empty and the client posts to /api/search instead.
 */
import type { SearchRequestBody, SearchResultsBody } from './search-protocol';

type ServerSearch = (site: string, body: SearchRequestBody) => Promise<SearchResultsBody>;

const SLOT = Symbol.for('dealer.serverSearch');
type Slot = { [SLOT]?: ServerSearch };

export function registerServerSearch(search: ServerSearch): void {
  (globalThis as Slot)[SLOT] = search;
}

export function serverSearch(): ServerSearch | undefined {
  return typeof window === 'undefined' ? (globalThis as Slot)[SLOT] : undefined;
}
