/**
 * Spare room for appended documents. An incremental update writes into arrays that already have
 * room, so a typical change allocates nothing large (README "Stock coherence", "Cost"); when the
 * appended documents pass the room, the arrays grow by half, so growth is rare and amortized.
 */

/** Document slots to reserve for a full build of `size` records. */
export function initialCapacity(size: number): number {
  return size + (size >>> 3) + 1024;
}

/** The capacity after growing to hold `needed`: at least half as much again as `current`. */
export function grownCapacity(needed: number, current: number): number {
  return Math.max(needed, Math.ceil(current * 1.5), 64);
}

type Growable = Uint32Array | Int32Array | Float64Array | Uint16Array | Uint8Array;

/** `array` if it holds `needed` entries, else a copy of its first `used` entries in a larger array (the rest filled with `fill`). */
export function withRoom<T extends Growable>(array: T, needed: number, used: number, fill = 0): T {
  if (array.length >= needed) return array;
  const grown = new (array.constructor as new (length: number) => T)(grownCapacity(needed, array.length));
  grown.set(array.subarray(0, used));
  if (fill !== 0) grown.fill(fill, used);
  return grown;
}
