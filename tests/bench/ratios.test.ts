import { describe, expect, it } from 'vitest';
import { meets, median, multipleOf, multipleText, percentOf, percentText, rangeText, verdict } from './ratios';

describe('bench figures as ratios to a floor measured in the same run (README "Page speed")', () => {
  it.each([
    { values: [3], expected: 3 },
    { values: [5, 1, 3], expected: 3 },
    { values: [4, 1, 3, 2], expected: 2.5 },
    { values: [], expected: Number.NaN },
  ])('takes the median of $values', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });

  it('does not reorder the figures it is given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it.each([
    { values: [1120.4, 1517, 1300], expected: '1,120-1,517' },
    { values: [1300.2, 1299.8], expected: '1,300' },
    { values: [], expected: '-' },
  ])('prints the range of $values as $expected', ({ values, expected }) => {
    expect(rangeText(values)).toBe(expected);
  });

  it.each([
    { value: 566, floor: 171.5, text: '3.30x' },
    { value: 150, floor: 100, text: '1.50x' },
    { value: 40, floor: 0, text: 'n/a' },
    { value: Number.NaN, floor: 100, text: 'n/a' },
  ])('prints $value against a floor of $floor as $text', ({ value, floor, text }) => {
    expect(multipleText(multipleOf(value, floor))).toBe(text);
  });

  it.each([
    { value: 105, floor: 2_642, text: '4.0%' },
    { value: 660.5, floor: 2_642, text: '25.0%' },
    { value: 21, floor: 0, text: 'n/a' },
  ])('prints $value req/s against a floor of $floor req/s as $text', ({ value, floor, text }) => {
    expect(percentText(percentOf(value, floor))).toBe(text);
  });

  it.each([
    { value: 1.5, goal: { at: 'most', bound: 1.5 } as const, met: true },
    { value: 1.51, goal: { at: 'most', bound: 1.5 } as const, met: false },
    { value: 25, goal: { at: 'least', bound: 25 } as const, met: true },
    { value: 24.9, goal: { at: 'least', bound: 25 } as const, met: false },
    { value: Number.NaN, goal: { at: 'most', bound: 1.5 } as const, met: false },
    { value: Number.NaN, goal: { at: 'least', bound: 5 } as const, met: false },
  ])('$value against at $goal.at $goal.bound is met: $met', ({ value, goal, met }) => {
    expect(meets(value, goal)).toBe(met);
  });

  it.each([
    { met: true, text: 'met' },
    { met: false, text: 'NOT MET' },
    { met: undefined, text: '-' },
  ])('says $text for $met', ({ met, text }) => {
    expect(verdict(met)).toBe(text);
  });
});
