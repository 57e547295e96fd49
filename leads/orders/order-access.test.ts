import { describe, expect, it } from 'vitest';
import { orderAccess } from './order-access';

describe('who may open an order (README \"Accounts, the watchlist, reservations and buying online\")', () => {
  it.each([
    ['started signed out, anyone with the link', null, null, 'open'],
    ['started signed out, a signed-in shopper with the link', null, 'shopper-b', 'open'],
    ['started signed in, its shopper', 'shopper-a', 'shopper-a', 'open'],
    ['started signed in, nobody signed in', 'shopper-a', null, 'sign-in'],
    ['started signed in, another shopper', 'shopper-a', 'shopper-b', 'not-yours'],
  ] as const)('%s: %s', (_case, owner, visitor, expected) => {
    expect(orderAccess({ shopperId: owner }, visitor)).toBe(expected);
  });
});
