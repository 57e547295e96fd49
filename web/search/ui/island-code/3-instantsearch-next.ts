// Stage 3 of the search island's code (load-in-stages.ts): InstantSearch's React bindings for Next.
export { InstantSearchNext as stage } from 'react-instantsearch-nextjs';
export const next = () => import('./4-result-cards');
