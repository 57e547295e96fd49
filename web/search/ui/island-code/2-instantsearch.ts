// Stage 2 of the search island's code (load-in-stages.ts): InstantSearch's core, as react-instantsearch-core imports it.
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch.js';

export const stage = InstantSearch;
export const next = () => import('./3-instantsearch-next');
