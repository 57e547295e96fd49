import type { Promo } from './promo';

/**
 * The pure §4 promo rules, shared by the search results grid (web/search/promo-placement.ts) and
 * the promo nodes block (blocks/promo-nodes): the date window, display/strictDisplay, and the
 * rotation order (by position, then optionally a shuffle that is the same for a whole day).
 */

/** §4: a promo shows only between its start (inclusive) and expiry (exclusive). */
export function isPromoLive(promo: Pick<Promo, 'start' | 'expiry'>, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(promo.start) <= time && time < Date.parse(promo.expiry);
}

/**
 * §3 display/strictDisplay: a promo for some car types shows when the search (or the placement) is
 * about them. Strict: only when limited to car types that are all in its list. Otherwise: when not
 * limited, or sharing a car type with it. An empty list suits everything.
 */
export function promoSuits(promo: Pick<Promo, 'display' | 'strictDisplay'>, carTypes: readonly string[]): boolean {
  const display: readonly string[] = promo.display;
  if (display.length === 0) return true;
  if (promo.strictDisplay) return carTypes.length > 0 && carTypes.every((type) => display.includes(type));
  return carTypes.length === 0 || carTypes.some((type) => display.includes(type));
}

/** A small seeded shuffle: the same input and seed always give the same order. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed >>> 0 || 1;
  for (let i = result.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

export interface RotationOptions {
  now: Date;
  /** The car types the search or placement is about (empty: not limited). */
  carTypes: readonly string[];
  /** Site flag features.shufflePromos. */
  shuffle?: boolean;
}

/**
 * §4 rotation: the live promos that suit the car types, ordered by position (then id, so ties are
 * stable), then optionally shuffled with the day as seed: the same order for every request of a
 * day, so server and browser render alike and pages agree.
 */
export function promoRotation<P extends Pick<Promo, '_id' | 'start' | 'expiry' | 'position' | 'display' | 'strictDisplay'>>(
  promos: readonly P[],
  { now, carTypes, shuffle = false }: RotationOptions,
): P[] {
  const rotation = promos
    .filter((promo) => isPromoLive(promo, now) && promoSuits(promo, carTypes))
    .sort((a, b) => a.position - b.position || a._id.localeCompare(b._id));
  return shuffle ? seededShuffle(rotation, Math.floor(now.getTime() / 86_400_000)) : rotation;
}
