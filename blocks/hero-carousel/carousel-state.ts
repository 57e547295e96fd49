/** Pure carousel navigation (§2: previous, next, dots; §4: previous/next disabled at the ends). */
export interface CarouselState {
  index: number;
  count: number;
}

export function carouselControls({ index, count }: CarouselState) {
  return { canGoPrevious: index > 0, canGoNext: index < count - 1 };
}

export function goTo({ count }: CarouselState, target: number): number {
  return Math.min(Math.max(target, 0), Math.max(count - 1, 0));
}
