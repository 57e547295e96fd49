import { describe, expect, it } from 'vitest';
import { caravanDimensions, feetToMetres, featureList, isSpecValueShown, specList, visibleSpecs } from './specs';

describe('hidden specs (§5)', () => {
  it.each([
    ['§5 null is hidden', null, false],
    ['§5 undefined is hidden', undefined, false],
    ['§5 empty is hidden', '', false],
    ['§5 blank is hidden', '  ', false],
    ["§5 the text 'null' is hidden", 'null', false],
    ["§5 the text 'NULL' is hidden", ' NULL ', false],
    ['§5 a value is shown', 'Automatic', true],
    ['§5 the number 0 is a value', 0, true],
    ['§5 a word containing null is shown', 'nullarbor', true],
    ['a number that is not finite is hidden', Number.NaN, false],
  ])('%s', (_name, value, expected) => {
    expect(isSpecValueShown(value)).toBe(expected);
  });

  it('§5 visibleSpecs keeps order and drops hidden values', () => {
    expect(visibleSpecs([
      { label: 'Seats', value: 5 },
      { label: 'Torque', value: 'null' },
      { label: 'Drive', value: 'AWD' },
      { label: 'Doors', value: null },
    ])).toEqual([
      { label: 'Seats', value: 5 },
      { label: 'Drive', value: 'AWD' },
    ]);
  });
});

describe('collapsed lists (§4, §9)', () => {
  const features = Array.from({ length: 10 }, (_, index) => `Feature ${index + 1}`);
  it.each([
    ['§9 feature list limit 8 collapsed', features, false, 8, true],
    ['§4 Show All expands to every feature', features, true, 10, true],
    ['§9 8 features need no toggle', features.slice(0, 8), false, 8, false],
    ['§5 empty and null equipment is not a feature', [...features.slice(0, 7), '', 'null'], false, 7, false],
  ])('%s', (_name, items, expanded, count, hasMore) => {
    const list = featureList(items, { expanded });
    expect(list.items).toHaveLength(count);
    expect(list.hasMore).toBe(hasMore);
  });

  const specs = ['Body', 'Seats', 'Doors', 'Drive', 'Fuel', 'Colour'].map((label) => ({ label, value: label.toLowerCase() }));
  it.each([
    ['§9 key specs top 4', specs, false, ['Body', 'Seats', 'Doors', 'Drive'], true],
    ['§4 Show More shows every spec', specs, true, ['Body', 'Seats', 'Doors', 'Drive', 'Fuel', 'Colour'], true],
    ['§5 hidden specs do not take a key spec place', [{ label: 'Torque', value: 'null' }, ...specs], false, ['Body', 'Seats', 'Doors', 'Drive'], true],
    ['§9 4 specs need no toggle', specs.slice(0, 4), false, ['Body', 'Seats', 'Doors', 'Drive'], false],
  ])('%s', (_name, items, expanded, labels, hasMore) => {
    const list = specList(items, { expanded });
    expect(list.items.map((spec) => spec.label)).toEqual(labels);
    expect(list.hasMore).toBe(hasMore);
  });
});

describe('caravan dimensions (§9)', () => {
  it.each([
    ['§9 1 foot is 0.3048 m', 1, 0.3048],
    ['§9 20 feet is 6.096 m', 20, 6.096],
    ['§9 7.5 feet is 2.286 m', 7.5, 2.286],
  ])('%s', (_name, feet, metres) => {
    expect(feetToMetres(feet)).toBeCloseTo(metres, 10);
  });

  it('§9 body width and length in feet become metres; unknown stays null', () => {
    const dims = caravanDimensions({ body_width: 7.5, body_length: null });
    expect(dims.width).toBeCloseTo(2.286, 10);
    expect(dims.length).toBeNull();
    expect(caravanDimensions(null)).toEqual({ width: null, length: null });
  });
});
