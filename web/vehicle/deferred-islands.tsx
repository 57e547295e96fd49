'use client';

import { hydrateWhenVisible } from '@dealer/blocks/ui/hydrate-when-visible';
import { ScrollCarousel } from '@dealer/blocks/ui/ScrollCarousel';
import { Expandable } from './Expandable';
import { RepaymentCalculator } from './RepaymentCalculator';
import { ToyotaCertified } from './ToyotaCertified';
import { WatchlistButton } from './WatchlistButton';

/**
 * The vehicle page's islands a shopper must reach before using them, hydrated when they scroll into
 * view or on the shopper's first interaction (README "Page speed", "The vehicle page"). Until then
 * each is the server's HTML: the calculator shows its first estimate, a show-more toggle its short
 * version, the watchlist toggle its state. The gallery and the actions hydrate with the page.
 * On the server each is imported as it is; in the browser only through `import()` (`typeof window`
 * written out in each, as `hydrateOnInteraction` asks, so that Turbopack drops the static import).
 */
export const CalculatorIsland = hydrateWhenVisible({
  server: typeof window === 'undefined' ? RepaymentCalculator : undefined,
  browser: () => import('./RepaymentCalculator').then((module) => module.RepaymentCalculator),
});

export const ExpandableIsland = hydrateWhenVisible({
  server: typeof window === 'undefined' ? Expandable : undefined,
  browser: () => import('./Expandable').then((module) => module.Expandable),
});

export const WatchlistIsland = hydrateWhenVisible({
  server: typeof window === 'undefined' ? WatchlistButton : undefined,
  browser: () => import('./WatchlistButton').then((module) => module.WatchlistButton),
});

export const ToyotaCertifiedIsland = hydrateWhenVisible({
  server: typeof window === 'undefined' ? ToyotaCertified : undefined,
  browser: () => import('./ToyotaCertified').then((module) => module.ToyotaCertified),
});

export const SimilarCarsCarousel = hydrateWhenVisible({
  server: typeof window === 'undefined' ? ScrollCarousel : undefined,
  browser: () => import('@dealer/blocks/ui/ScrollCarousel').then((module) => module.ScrollCarousel),
});
