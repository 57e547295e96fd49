import { describe, expect, it } from 'vitest';
import { signInBackPath, signInReturnPath, signInType } from './sign-in-types';

describe('§2 /sign-in query: type, redirect and back', () => {
  it.each([
    ['watchlist', 'watchlist'],
    ['trade-in', 'trade-in'],
    ['checkout', 'checkout'],
    ['finance', 'finance'],
    ['account', 'account'],
    [undefined, 'account'],
    ['admin', 'account'],
  ])('§2 type %s → %s', (value, expected) => {
    expect(signInType(value)).toBe(expected);
  });

  it.each([
    ['/cars/2026-kia-ev3-rk-00038', '/cars/2026-kia-ev3-rk-00038'],
    ['/search?make=Kia#results', '/search?make=Kia#results'],
    [undefined, '/account'],
    ['', '/account'],
    ['https://evil.example/', '/account'],
    ['//evil.example/', '/account'],
    ['/\\evil.example/', '/account'],
    ['javascript:alert(1)', '/account'],
    // Never back to sign-in itself: that page would only send the shopper on again.
    ['/sign-in?type=watchlist&redirect=%2Fcars%2Fx', '/account'],
    ['/sign-in', '/account'],
    ['/sign-in-help', '/sign-in-help'],
  ])('redirect %s → %s', (value, expected) => {
    expect(signInReturnPath(value)).toBe(expected);
  });

  it.each([
    ['/cars/2026-kia-ev3-rk-00038', '/cars/2026-kia-ev3-rk-00038'],
    [undefined, null],
    ['', null],
    ['https://evil.example/', null],
    ['//evil.example/', null],
  ])('back %s → %s', (value, expected) => {
    expect(signInBackPath(value)).toBe(expected);
  });
});
