// Stage 1 of the search island's code (load-in-stages.ts): the search helper InstantSearch is built on.
import algoliasearchHelper from 'algoliasearch-helper';

export const stage = algoliasearchHelper;
/** Imported from here, so the next stage's chunks leave out what this one already brought. */
export const next = () => import('./2-instantsearch');
