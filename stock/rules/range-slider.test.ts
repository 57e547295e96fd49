import { describe, expect, it } from 'vitest';
import { clampToRange, moveRangeThumb, PRICE_SLIDER_DEFAULTS, rangeBounds, rangeStep, refineRange, snapRangeValue } from './range-slider';

describe('range slider (§5)', () => {
  it.each([
    ['§5 price snaps to the nearest multiple of 1000 (down)', 'price', 32490, 32000],
    ['§5 price snaps to the nearest multiple of 1000 (up)', 'price', 32500, 33000],
    ['§5 km snaps to multiples of 1000', 'km', 45678, 46000],
    ['§5 year is not rounded', 'year', 2019, 2019],
    ['§5 other attributes are not rounded', 'seats', 7, 7],
  ])('%s', (_name, attribute, value, expected) => {
    expect(snapRangeValue(attribute, value)).toBe(expected);
  });

  it.each([
    ['§5 default range 0 to 100000 without facet stats', undefined, { min: 0, max: 100000 }],
    ['§5 default range 0 to 100000 with null stats', null, { min: 0, max: 100000 }],
    ['§5 the facet min/max when known', { min: 4321, max: 98765 }, { min: 4321, max: 98765 }],
    ['§5 a missing end takes the default', { max: 60000 }, { min: 0, max: 60000 }],
  ])('%s', (_name, stats, expected) => {
    expect(rangeBounds(stats)).toEqual(expected);
  });

  it.each([
    ['§5 step is one hundredth of the default range 0 to 100000', { min: 0, max: 100000 }, 1000],
    ['§5 step for years 2000 to 2024', { min: 2000, max: 2024 }, 0.24],
    ['§5 step for 5000 to 250000', { min: 5000, max: 250000 }, 2450],
  ])('%s', (_name, bounds, expected) => {
    expect(rangeStep(bounds)).toBeCloseTo(expected, 10);
  });

  it.each([
    ['§5 clamped to the facet min', -5, 0],
    ['§5 clamped to the facet max', 100001, 100000],
    ['§5 inside the range unchanged', 5000, 5000],
  ])('%s', (_name, value, expected) => {
    expect(clampToRange(value, { min: 0, max: 100000 })).toBe(expected);
  });

  const priceBounds = { min: 0, max: 100000 };
  it.each([
    ['§5 moving the min thumb snaps price to 1000', 'price', { min: 0, max: 50000 }, 'min', 12345, priceBounds, { min: 12000, max: 50000 }],
    ['§5 the min thumb cannot exceed the max', 'price', { min: 0, max: 50000 }, 'min', 70000, priceBounds, { min: 50000, max: 50000 }],
    ['§5 the max thumb cannot go below the min', 'price', { min: 30000, max: 50000 }, 'max', 10000, priceBounds, { min: 30000, max: 30000 }],
    ['§5 the max thumb is clamped to the facet max', 'km', { min: 0, max: 50000 }, 'max', 150000, priceBounds, { min: 0, max: 100000 }],
    ['§5 year thumbs are not rounded', 'year', { min: 2000, max: 2024 }, 'min', 2017, { min: 2000, max: 2024 }, { min: 2017, max: 2024 }],
  ] as const)('%s', (_name, attribute, current, thumb, value, bounds, expected) => {
    expect(moveRangeThumb(attribute, current, thumb, value, bounds)).toEqual(expected);
  });
});

describe('range refinement errors (§8)', () => {
  const bounds = { min: 4321, max: 98765 };
  it.each([
    ["§8 'Cannot refine below the range minimum'", { min: 4000 }, { ok: false, error: 'Cannot refine below the range minimum' }],
    ["§8 'Cannot refine above the range maximum'", { max: 99000 }, { ok: false, error: 'Cannot refine above the range maximum' }],
    ['§5 a refinement in range is snapped, then clamped to the facet bounds', { min: 4400, max: 98765 }, { ok: true, range: { min: 4321, max: 98765 } }],
    ['§5 price ends snap to 1000', { min: 12345, max: 54321 }, { ok: true, range: { min: 12000, max: 54000 } }],
    ['§5 open ends take the facet bounds', {}, { ok: true, range: { min: 4321, max: 98765 } }],
    ['§5 a min above the max is held at the max', { min: 60000, max: 50000 }, { ok: true, range: { min: 50000, max: 50000 } }],
  ])('%s', (_name, requested, expected) => {
    expect(refineRange('price', requested, bounds)).toEqual(expected);
  });
});

describe('slider defaults (§9)', () => {
  it('§9 slider defaults min 5000, max 250000, step 500', () => {
    expect(PRICE_SLIDER_DEFAULTS).toEqual({ min: 5000, max: 250000, step: 500 });
  });
});
