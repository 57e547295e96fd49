// Stage 3 of the search island's code (load-in-stages.ts): InstantSearch's React bindings for Next.
export { InstantSearchNext as stage } from 'react-instantsearch-nextjs';
/** The last stage: the island itself (our widgets and views) and what only it imports. */
export const next = () => import('../SearchExperience');
