'use client';

import { lazy, Suspense, useEffect } from 'react';
import type { SearchExperienceProps } from './SearchExperience';
import { holdSearchIslandClicks, whenSearchWanted } from './search-hand-over';

const loadExperience = () => import('./SearchExperience').then((module) => ({ default: module.SearchExperience }));

/**
 * The server draws the whole search island at once; the browser loads and hydrates it only when
 * wanted (search-hand-over.ts). Until then React keeps the island's server HTML as it is (a
 * Suspense boundary waiting on its code), so InstantSearch's script is neither evaluated nor run
 * while the page loads.
 */
const LazySearchExperience = lazy(() => (typeof window === 'undefined' ? loadExperience() : whenSearchWanted().then(loadExperience)));

export function DeferredSearchExperience(props: SearchExperienceProps) {
  useEffect(() => holdSearchIslandClicks(), []);
  return (
    <Suspense fallback={null}>
      <LazySearchExperience {...props} />
    </Suspense>
  );
}
