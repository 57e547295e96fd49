import { describe, expect, it } from 'vitest';
import { carTitle } from './car-title';

describe('a car\'s title', () => {
  it.each([
    [{ year: 2024, make: 'Kia', model: 'Sportage', badge: 'GT-Line' }, '2024 Kia Sportage GT-Line'],
    [{ year: 2019, make: 'Toyota', model: 'HiLux', badge: null }, '2019 Toyota HiLux'],
    [{ year: 2019, make: 'Toyota', model: 'HiLux', badge: '' }, '2019 Toyota HiLux'],
  ])('%o is "%s"', (car, title) => {
    expect(carTitle(car as Parameters<typeof carTitle>[0])).toBe(title);
  });
});
