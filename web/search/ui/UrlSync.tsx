'use client';

import { useEffect } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { parseSearchParams, type FixedRefinements } from '@dealer/stock';
import { routeToUiState } from '../ui-state';

/**
 * Back and forward: the browser's history entry becomes the search state again. (Forward changes
 * are written by SearchExperience's onStateChange; Next's own URL updates are never read back,
 * because the App Router re-applies a stale URL when pushes come quickly and that would undo the
 * shopper's latest change.)
 */
export function UrlSync({ fixed }: { fixed: FixedRefinements }) {
  const { setUiState } = useInstantSearch();
  useEffect(() => {
    const onPopState = () => setUiState(routeToUiState(parseSearchParams(new URLSearchParams(window.location.search)), fixed));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [setUiState, fixed]);
  return null;
}
