'use client';

import type { EditList } from '../registry/edit-attribute';
import { useOptimisticKeys } from '../registry/optimistic-order-live';
import { orderByKeys } from '../registry/optimistic-keys';
import { HeroCarouselClient, type HeroCarouselLabels, type HeroCarouselSlide } from './HeroCarouselClient';

/**
 * Preview only, loaded only there (PreviewHeroCarousel.tsx): the hero with its slides in the order
 * Presentation holds while an editor drags them.
 */
export function OptimisticHeroCarousel({ list, slides, labels }: { list: EditList; slides: HeroCarouselSlide[]; labels: HeroCarouselLabels }) {
  const keys = useOptimisticKeys(list.documentId, list.arrayPath, slides);
  return <HeroCarouselClient slides={orderByKeys(slides, keys)} labels={labels} />;
}
