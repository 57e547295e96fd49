import { describe, expect, it } from 'vitest';
import { displayHitCount } from './hit-count';
import { makeSite } from './testing';

describe('hit count (§9)', () => {
  it.each([
    ['§9 1999 is shown as it is', 1999, 2500, [1200, 900], 1999],
    ['§9 over 1999: the configured stock count', 2000, 2500, [1200, 900], 2500],
    ['§9 over 1999 without a stock count: the sum of facet counts', 2000, 0, [1200, 900, 50], 2150],
    ['§9 over 1999 with neither: the engine count', 2345, 0, [], 2345],
    ['§9 a small count ignores the stock count', 21, 2500, [], 21],
  ])('%s', (_name, nbHits, stock_count, facetCounts, expected) => {
    expect(displayHitCount(nbHits, makeSite({ stock_count }), facetCounts)).toBe(expected);
  });
});
