import { describe, expect, it } from 'vitest';
import { byWeeklyBand, weeklyBandLowerBound } from './weekly-price-order';

describe('§4 single-select weekly price range: bands in money order', () => {
  it.each([
    ['Under $100', 0],
    ['$100 - $150', 100],
    ['$400 - $500', 400],
    ['$1,000+', 1000],
    ['Other', Number.MAX_SAFE_INTEGER],
  ])('%s starts at %d', (label, bound) => {
    expect(weeklyBandLowerBound(label)).toBe(bound);
  });

  it('sorts the demo bands', () => {
    const names = ['$150 - $200', 'Under $100', '$400 - $500', '$100 - $150'];
    expect(names.map((name) => ({ name })).sort(byWeeklyBand).map((item) => item.name)).toEqual(['Under $100', '$100 - $150', '$150 - $200', '$400 - $500']);
  });
});
