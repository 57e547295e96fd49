import { isPromoLive, promoRotation, promoSuits, type Promo } from '@dealer/schemas';

/** §4: promo cards go at card positions 8 and 17 (1-based, among the cards of a page). */
export const PROMO_POSITIONS = [8, 17] as const;
/** §4: one dealer has a custom ad card at position 9. */
export const AD_CARD_POSITION = 9;

export type GridItem<T> = { kind: 'car'; car: T } | { kind: 'promo'; promo: Promo } | { kind: 'ad' };

// The pure window, display and rotation rules live in @dealer/schemas so blocks share them.
export { isPromoLive, promoSuits };

export interface PlacementOptions {
  now: Date;
  /** 0-based page: promos rotate through the slots page by page. */
  page: number;
  refinedCarTypes: readonly string[];
  shuffle?: boolean;
  adCard?: boolean;
}

/**
 * §4 promo placement: live, suitable promos in rotation order (by position, then optionally
 * shuffled), one per slot at positions 8 and 17, continuing on the next page; the custom ad card at
 * position 9 where a site has one. A slot past the end of the cars stays empty.
 */
export function placePromos<T>(cars: readonly T[], promos: readonly Promo[], options: PlacementOptions): GridItem<T>[] {
  const rotation = promoRotation(promos, { now: options.now, carTypes: options.refinedCarTypes, shuffle: options.shuffle });

  const items: GridItem<T>[] = cars.map((car) => ({ kind: 'car', car }));
  const inserts: { at: number; item: GridItem<T> }[] = [];
  PROMO_POSITIONS.forEach((position, slot) => {
    if (rotation.length === 0) return;
    const promo = rotation[(options.page * PROMO_POSITIONS.length + slot) % rotation.length]!;
    inserts.push({ at: position, item: { kind: 'promo', promo } });
  });
  if (options.adCard) inserts.push({ at: AD_CARD_POSITION, item: { kind: 'ad' } });
  for (const { at, item } of inserts.sort((a, b) => a.at - b.at)) {
    if (at - 1 <= items.length) items.splice(at - 1, 0, item);
  }
  return items;
}
