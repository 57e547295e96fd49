import { describe, expect, it } from 'vitest';
import { makeCar, NOW } from './testing';
import { onlineEstimateEligibility, showTradeInButton } from './trade-in';

describe('trade-in button (§4)', () => {
  it.each([
    ['§4 in_stock, not sold, not reserved, price over 200, tool enabled', {}, true, true],
    ['§4 valuation tool disabled', {}, false, false],
    ['§4 coming_soon is not in_stock', { status: 'coming_soon' }, true, false],
    ['§4 status sold', { status: 'sold' }, true, false],
    ['§4 flagged sold though in_stock', { sold: true }, true, false],
    ['§4 reserved', { reserved: true }, true, false],
    ['§4 price of exactly 200 is not over 200', { price: 200 }, true, false],
    ['§4 price of 201 is over 200', { price: 201 }, true, true],
  ] as const)('%s', (_name, overrides, valuationToolEnabled, expected) => {
    expect(showTradeInButton(makeCar(overrides), { valuationToolEnabled })).toBe(expected);
  });
});

describe('online trade-in estimate (§5, §9)', () => {
  // NOW is in 2024.
  it.each([
    ['§9 7 years old (2017) and 100,000 km is still estimated', 2017, 100_000, { eligible: true }],
    ['§9 over 7 years old (2016) is excluded', 2016, 20_000, { eligible: false, reason: 'tooOld' }],
    ['§9 over 100,000 km (100,001) is excluded', 2020, 100_001, { eligible: false, reason: 'tooManyKm' }],
    ['§9 a new car with low km', 2024, 5, { eligible: true }],
  ] as const)('%s', (_name, year, km, expected) => {
    expect(onlineEstimateEligibility({ year, km }, { now: NOW })).toEqual(expected);
  });
});
