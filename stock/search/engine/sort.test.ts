import { createRandom } from '@dealer/demo';
import { describe, expect, it } from 'vitest';
import { identity, sortByKey } from './sort';

function naive(docs: Uint32Array, key: Float64Array, tie: Uint32Array, direction: 'asc' | 'desc'): number[] {
  return Array.from(docs).sort((a, b) => (direction === 'asc' ? key[a]! - key[b]! : key[b]! - key[a]!) || tie[a]! - tie[b]!);
}

describe('sortByKey', () => {
  const rng = createRandom(9);
  const n = 2_000;
  const tie = identity(n).sort(() => rng.next() - 0.5);
  const ranks = new Uint32Array(n);
  tie.forEach((doc, rank) => (ranks[doc] = rank));
  const docs = identity(n).filter((doc) => doc % 3 !== 0);

  it.each([
    ['small integers (packed native sort)', (i: number) => i % 17],
    ['timestamps (packed)', () => 1_700_000_000 + rng.int(0, 3_000_000)],
    ['negative integers (packed)', () => rng.int(-500, 500)],
    ['fractions (comparator)', () => rng.next() * 100],
    ['a range too wide to pack (comparator)', () => rng.int(0, 1) * 2 ** 52],
  ])('orders %s like a comparator sort, ties by rank, both directions', (_name, value) => {
    const key = Float64Array.from({ length: n }, (_, i) => value(i));
    for (const direction of ['asc', 'desc'] as const) {
      expect(Array.from(sortByKey(docs, key, ranks, direction))).toEqual(naive(docs, key, ranks, direction));
    }
  });
});
