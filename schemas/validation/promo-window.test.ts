import { describe, expect, it } from 'vitest';
import { promoWindow } from './promo-window';

const check = (start: string | undefined, expiry: string | undefined) => promoWindow(expiry, { document: { _type: 'promo', start, expiry } });

describe('promo windows: start before expiry (§3 Promo node, §4)', () => {
  it.each([
    ['the §4 example window 1 Jan to 1 Feb 2025 (+10:00)', '2025-01-01T00:00:00+10:00', '2025-02-01T00:00:00+10:00'],
    ['a one-minute window', '2025-01-01T00:00:00+10:00', '2025-01-01T00:01:00+10:00'],
    ['the same instant in other offsets, expiry later', '2025-01-01T00:00:00+10:00', '2024-12-31T15:00:00Z'],
    ['a missing start (required reports it)', undefined, '2025-02-01T00:00:00+10:00'],
  ])('accepts %s', (_name, start, expiry) => {
    expect(check(start, expiry)).toBe(true);
  });

  it.each([
    ['expiry before start', '2025-02-01T00:00:00+10:00', '2025-01-01T00:00:00+10:00'],
    ['expiry equal to start', '2025-01-01T00:00:00+10:00', '2025-01-01T00:00:00+10:00'],
    ['equal instants in different offsets', '2025-01-01T00:00:00+10:00', '2024-12-31T14:00:00Z'],
  ])('rejects %s', (_name, start, expiry) => {
    expect(check(start, expiry)).toBe(
      `The expiry must be after the start (start ${start}, expiry ${expiry}): the promo would never be shown. Set the expiry to a later date, or move the start earlier.`,
    );
  });
});
