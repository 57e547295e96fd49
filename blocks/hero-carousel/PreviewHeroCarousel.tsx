'use client';

import type { EditList } from '../registry/edit-attribute';
import { useLoadedAfterHydration } from '../registry/OptimisticOrder';
import { HeroCarouselClient, type HeroCarouselLabels, type HeroCarouselSlide } from './HeroCarouselClient';
import type { OptimisticHeroCarousel as Live } from './OptimisticHeroCarousel';

let OptimisticHeroCarousel: typeof Live | undefined;
const loadLive = () => import('./OptimisticHeroCarousel').then((module) => void (OptimisticHeroCarousel = module.OptimisticHeroCarousel));

/**
 * Preview only: the hero whose slides follow the order an editor drags them into. The ordering
 * part is fetched after hydration, so shoppers never download Sanity's visual-editing code (see
 * registry/OptimisticOrder.tsx).
 */
export function PreviewHeroCarousel({ list, slides, labels }: { list: EditList; slides: HeroCarouselSlide[]; labels: HeroCarouselLabels }) {
  const loaded = useLoadedAfterHydration(loadLive);
  if (loaded && OptimisticHeroCarousel) return <OptimisticHeroCarousel list={list} slides={slides} labels={labels} />;
  return <HeroCarouselClient slides={slides} labels={labels} />;
}
