import { describe, expect, it } from 'vitest';
import { makeCar } from './testing';
import { isToyotaCertified } from './toyota-certified';

describe('Toyota Certified badge (§9)', () => {
  it.each([
    ['§9 make Toyota, certified true, not sold', { make: 'Toyota', certified: true }, true],
    ['§9 make is matched without regard to case', { make: 'TOYOTA', certified: true }, true],
    ['§9 not certified', { make: 'Toyota', certified: false }, false],
    ['§9 another make', { make: 'Kia', certified: true }, false],
    ['§9 sold (flag)', { make: 'Toyota', certified: true, sold: true }, false],
    ['§9 sold (status)', { make: 'Toyota', certified: true, status: 'sold' }, false],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(isToyotaCertified(makeCar(overrides))).toBe(expected);
  });
});
