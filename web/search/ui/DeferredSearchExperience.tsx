'use client';

import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { SearchExperienceProps } from './SearchExperience';
import { restoreInitialResults } from './initial-results-as-data';
import { loadSearchIslandInStages } from './island-code/load-in-stages';
import { holdSearchIslandEvents, SEARCH_ISLAND_ATTRIBUTE, whenSearchWanted } from './search-hand-over';
import styles from './SearchExperience.module.css';
// The styles of what the server draws in the island, in the page's own CSS: the browser imports the
// island's code late (in stages), and the CSS chunker (next.config, `cssChunking`) gives a late
// import's CSS to that chunk (README "Each page carries its own CSS").
import './CurrentRefinements.module.css';
import './Facet.module.css';
import './FacetSidebar.module.css';
import './Results.module.css';
import './SearchToolbar.module.css';
import '@dealer/blocks/ui/car-card/CarCard.module.css';
import '@dealer/blocks/ui/car-card/CarCardActions.module.css';
import '@dealer/blocks/ui/PromoCard.module.css';

type Experience = ComponentType<SearchExperienceProps>;

// In stages, each evaluated in its own task (island-code/load-in-stages.ts).
const loadExperience = (): Promise<Experience> => loadSearchIslandInStages();

/** Once loaded, a later search page of this visit draws the island at once. */
let loaded: Experience | undefined;

// The server draws the island in the page's first HTML. (A lazy component in a Suspense boundary
// would not do: React streams a boundary this large after an empty fallback, for a script to reveal.)
// Next compiles `typeof window` to a constant, so the browser's bundle drops this require.
const onServer: Experience | undefined =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./SearchExperience') as typeof import('./SearchExperience')).SearchExperience
    : undefined;

/** A visit that arrives here from another page has no server HTML to keep: the island loads at once. */
const LazyExperience = lazy(() => loadExperience().then((component) => ({ default: (loaded = component) })));

/**
 * The search island (README "Page speed", deferred search). The server draws it whole; the browser
 * keeps that HTML as it is while the page loads, and loads, draws and hands over to the island
 * only when it is wanted (search-hand-over.ts): InstantSearch's script is neither evaluated nor
 * hydrated while the page loads. Until then React hydrates only the island's outer element, whose
 * content it is told to leave alone; then the island is drawn in its place in one commit, the same
 * markup with the same first results (InstantSearch's server results are in the page).
 */
export function DeferredSearchExperience(props: SearchExperienceProps) {
  // Server HTML to keep: the island's element is on the page while this first renders (hydration).
  const [mode, setMode] = useState<'keep' | 'lazy' | Experience>(() =>
    onServer ?? loaded ?? (document.querySelector(`[${SEARCH_ISLAND_ATTRIBUTE}]`) ? 'keep' : 'lazy'),
  );
  useEffect(() => {
    if (mode !== 'keep') return;
    holdSearchIslandEvents();
    let mounted = true;
    void whenSearchWanted()
      .then(loadExperience)
      .then((component) => {
        loaded = component;
        // InstantSearch's server results were sent as data (initial-results-as-data.tsx): read when drawn.
        restoreInitialResults();
        // Drawn in slices between frames; the swap itself is one commit.
        if (mounted) startTransition(() => setMode(() => component));
      });
    return () => void (mounted = false);
  }, [mode]);

  if (mode === 'keep') {
    return <div className={styles.page} {...{ [SEARCH_ISLAND_ATTRIBUTE]: '' }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  if (mode === 'lazy') {
    return (
      <Suspense fallback={null}>
        <LazyExperience {...props} />
      </Suspense>
    );
  }
  const Island = mode;
  return <Island {...props} />;
}
