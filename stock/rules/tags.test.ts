import { describe, expect, it } from 'vitest';
import type { CarInput } from '../car/car';
import { cardTag, isNewArrival, powertrainTag } from './tags';
import { DAY_SECONDS, makeCar, makeSite, NOW, NOW_SECONDS } from './testing';

const site = makeSite(); // electricHybridTags on by default
const noPowertrainTags = makeSite({ features: { electricHybridTags: false } });
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_SECONDS * 1000).toISOString();
const now = { now: NOW };

// A used Kia, in stock, petrol, no tag, created 52 days before NOW: rule 8 (no tag).
const base: Partial<CarInput> = { make: 'Kia', status: 'in_stock', fuel: 'Petrol', created_at: '2024-10-01T00:00:00Z' };

/** The smallest change that makes each §4 rule apply on its own. */
const ruleTraits: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Partial<CarInput>> = {
  1: { sold: true, sold_date_timestamp: NOW_SECONDS - 1 * DAY_SECONDS },
  2: { fuel: 'Electric' },
  3: { reserved: true },
  4: { make: 'Toyota', certified: true },
  5: { tag: 'Test Drive Only' },
  6: { status: 'coming_soon' },
  7: { created_at: daysAgo(1) },
};

describe('card tag priority (§4)', () => {
  it('§4 rule 8: no tag', () => {
    expect(cardTag(makeCar(base), site, now)).toBeNull();
  });

  it.each([
    ["§4 rule 1: 'Just Sold' inside the 3-day window", { ...base, ...ruleTraits[1] }, { rule: 1, kind: 'sold', label: 'tag.justSold' }],
    ['§4 rule 1: Sold after the 3-day window', { ...base, status: 'sold', sold_date_timestamp: NOW_SECONDS - 4 * DAY_SECONDS }, { rule: 1, kind: 'sold', label: 'tag.sold' }],
    ['§4 rule 1: Sold for status sold without a date', { ...base, status: 'sold' }, { rule: 1, kind: 'sold', label: 'tag.sold' }],
    ['§4 rule 1: Sold when not available (status others)', { ...base, status: 'others' }, { rule: 1, kind: 'sold', label: 'tag.sold' }],
    ['§4 rule 2: Electric', { ...base, ...ruleTraits[2] }, { rule: 2, kind: 'electric', label: 'tag.electric' }],
    ['§4 rule 2: Hybrid from simple_fuel', { ...base, simple_fuel: 'Hybrid' }, { rule: 2, kind: 'hybrid', label: 'tag.hybrid' }],
    ['§4 rule 3: Reserved', { ...base, ...ruleTraits[3] }, { rule: 3, kind: 'reserved', label: 'tag.reserved' }],
    ['§4 rule 4: certified used Toyota image badge', { ...base, ...ruleTraits[4] }, { rule: 4, kind: 'toyotaCertified', label: 'tag.toyotaCertified' }],
    ['§4 rule 5: custom tag from the car', { ...base, ...ruleTraits[5] }, { rule: 5, kind: 'custom', text: 'Test Drive Only' }],
    ['§4 rule 6: COMING SOON', { ...base, ...ruleTraits[6] }, { rule: 6, kind: 'comingSoon', label: 'tag.comingSoon' }],
    ['§4 rule 7: new tag within 8 days', { ...base, ...ruleTraits[7] }, { rule: 7, kind: 'new', label: 'tag.newArrival' }],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(cardTag(makeCar(overrides), site, now)).toEqual(expected);
  });

  it('§4 rule 2 applies only when Electric/Hybrid tags are enabled', () => {
    expect(cardTag(makeCar({ ...base, fuel: 'Electric' }), noPowertrainTags, now)).toBeNull();
    expect(cardTag(makeCar({ ...base, fuel: 'Electric', reserved: true }), noPowertrainTags, now)?.rule).toBe(3);
  });

  const pairs = ([1, 2, 3, 4, 5, 6, 7] as const).flatMap((higher) =>
    ([1, 2, 3, 4, 5, 6, 7] as const).filter((lower) => lower > higher).map((lower) => [higher, lower] as const),
  );
  it('§4 every one of the 21 precedence pairs of rules 1 to 7 is tested', () => {
    expect(pairs).toHaveLength(21);
  });
  it.each(pairs)('§4 precedence: rule %i beats rule %i', (higher, lower) => {
    const car = makeCar({ ...base, ...ruleTraits[lower], ...ruleTraits[higher] });
    expect(cardTag(car, site, now)?.rule).toBe(higher);
  });
});

describe('rule 2 fuel reading (§4)', () => {
  it.each([
    ['Electric', null, 'electric'],
    ['Electric', 'EV', 'electric'],
    [null, 'BEV', 'electric'],
    ['Hybrid', null, 'hybrid'],
    ['Petrol - Electric', null, 'hybrid'],
    ['Petrol/Electric', 'Plug-in Hybrid', 'hybrid'],
    ['Unleaded Petrol', 'Petrol', null],
    ['Diesel', null, null],
    [null, null, null],
  ] as const)('§4 rule 2: fuel %s / simple_fuel %s reads %s', (fuel, simple_fuel, expected) => {
    expect(powertrainTag({ fuel, simple_fuel })).toBe(expected);
  });
});

describe('new tag window (§4 rule 7, §9)', () => {
  it.each([
    ['§9 created 1 day ago', daysAgo(1), true],
    ['§9 created 8 days minus 1 second ago', new Date(NOW.getTime() - (8 * DAY_SECONDS - 1) * 1000).toISOString(), true],
    ['§9 created exactly 8 days ago is outside the window', daysAgo(8), false],
    ['§9 created 9 days ago', daysAgo(9), false],
  ])('%s', (_name, created_at, expected) => {
    expect(isNewArrival({ created_at }, now)).toBe(expected);
  });
});
