/**
 * Sets of document numbers as bitsets: one bit per document in a Uint32Array. Filters evaluate to
 * bitsets and combine word by word (32 documents per operation); a bitset never changes once a
 * filter produced it, so results can be shared and cached.
 */

export type Bitset = Uint32Array;

export const wordsFor = (size: number) => (size + 31) >>> 5;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(wordsFor(size));
}

/** All documents 0..size-1 (the bits past `size` stay clear, so counts are right). */
export function fullBitset(size: number): Bitset {
  const bits = new Uint32Array(wordsFor(size));
  bits.fill(0xffffffff);
  const tail = size & 31;
  if (tail !== 0) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

export function setBit(bits: Bitset, doc: number): void {
  bits[doc >>> 5]! |= 1 << (doc & 31);
}

export function hasBit(bits: Bitset, doc: number): boolean {
  return (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

export function fromDocs(size: number, docs: ArrayLike<number>, from = 0, to = docs.length): Bitset {
  const bits = emptyBitset(size);
  for (let i = from; i < to; i++) {
    const doc = docs[i]!;
    bits[doc >>> 5]! |= 1 << (doc & 31);
  }
  return bits;
}

export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}

export function andInPlace(target: Bitset, b: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= b[i]!;
}

export function orInPlace(target: Bitset, b: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= b[i]!;
}

/** `universe` minus `a`. */
export function andNot(universe: Bitset, a: Bitset): Bitset {
  const out = new Uint32Array(universe.length);
  for (let i = 0; i < universe.length; i++) out[i] = universe[i]! & ~a[i]!;
  return out;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function count(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** The documents of a bitset in increasing order, written into `out` (returns how many). */
export function toDocs(bits: Bitset, out: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    const base = i << 5;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = base + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return n;
}

/**
 * The indices of the words of `bits` that hold a document, increasing: a request over one site's
 * cars (numbered together, Snapshot) then works over those few words instead of every word.
 */
export function activeWords(bits: Bitset): Uint32Array {
  let n = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) n++;
  const out = new Uint32Array(n);
  n = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) out[n++] = i;
  return out;
}

/** Documents of `bits` within the listed words (every other word is empty). */
export function countIn(bits: Bitset, words: Uint32Array, n: number): number {
  let total = 0;
  for (let k = 0; k < n; k++) {
    const word = bits[words[k]!]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** `toDocs` over the listed words only (increasing word indices give increasing documents). */
export function toDocsIn(bits: Bitset, words: Uint32Array, n: number, out: Uint32Array): number {
  let count = 0;
  for (let k = 0; k < n; k++) {
    const i = words[k]!;
    let word = bits[i]!;
    const base = i << 5;
    while (word !== 0) {
      const low = word & -word;
      out[count++] = base + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return count;
}
