import type { Promo } from '@dealer/schemas';

/** §4: promo cards go at card positions 8 and 17 (1-based, among the cards of a page). */
export const PROMO_POSITIONS = [8, 17] as const;
/** §4: one dealer has a custom ad card at position 9. */
export const AD_CARD_POSITION = 9;

export type GridItem<T> = { kind: 'car'; car: T } | { kind: 'promo'; promo: Promo } | { kind: 'ad' };

/** §4: a promo shows only between its start and expiry. */
export function isPromoLive(promo: Pick<Promo, 'start' | 'expiry'>, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(promo.start) <= time && time < Date.parse(promo.expiry);
}

/**
 * §3 display/strictDisplay: a promo for some car types shows when the search is about them. Strict:
 * only when the search is limited to car types that are all in its list. Otherwise: when the search
 * is not limited, or shares a car type with it. An empty list suits every search.
 */
export function promoSuits(promo: Pick<Promo, 'display' | 'strictDisplay'>, refinedCarTypes: readonly string[]): boolean {
  if (promo.display.length === 0) return true;
  if (promo.strictDisplay) return refinedCarTypes.length > 0 && refinedCarTypes.every((type) => promo.display.includes(type as never));
  return refinedCarTypes.length === 0 || refinedCarTypes.some((type) => promo.display.includes(type as never));
}

/** A small seeded shuffle (the same order for everyone on a given day, so pages agree). */
function seededShuffle<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed >>> 0 || 1;
  for (let i = result.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

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
  let rotation = promos
    .filter((promo) => isPromoLive(promo, options.now) && promoSuits(promo, options.refinedCarTypes))
    .sort((a, b) => a.position - b.position || a._id.localeCompare(b._id));
  if (options.shuffle) rotation = seededShuffle(rotation, Math.floor(options.now.getTime() / 86_400_000));

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
