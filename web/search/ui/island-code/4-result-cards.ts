// Stage 4 of the search island's code (load-in-stages.ts): the result cards (card, promo card, the
// §4 promo placement), which the island draws from InstantSearch's results when it is drawn.
export { LiveResultGrid as stage } from '../LiveResultGrid';
/** The last stage: the island itself (our widgets and views) and what only it imports. */
export const next = () => import('../SearchExperience');
