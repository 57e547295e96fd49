import { describe, expect, it } from 'vitest';
import { inspectReturn, returnNoticeAllowed, type ReturnInspection } from './return-rules';

const delivered = new Date('2026-11-01T09:00:00Z');
const at = (days: number, hours = 0) => new Date(delivered.getTime() + (days * 24 + hours) * 3_600_000);

describe('§4/§9 used-car return: notice within 14 days of delivery', () => {
  it.each([
    ['on the delivery day', at(0), true],
    ['on day 13', at(13), true],
    ['at exactly 14 days', at(14), true],
    ['an hour after 14 days', at(14, 1), false],
    ['on day 30', at(30), false],
  ])('%s', (_case, now, allowed) => {
    expect(returnNoticeAllowed(delivered, now).ok).toBe(allowed);
  });

  it.each([
    // Delivered 09:00 UTC on 1 Nov: the period ends 09:00 UTC on 15 Nov, which is 04:00 in Texas and 19:00 in Brisbane.
    ['UTC', '2026-11-15'],
    ['America/Chicago', '2026-11-15'],
    ['Australia/Brisbane', '2026-11-15'],
    ['Pacific/Auckland', '2026-11-15'],
  ])('a late notice names the last day on the dealer\'s calendar (%s)', (zone, day) => {
    expect(returnNoticeAllowed(delivered, at(20), zone)).toEqual({ ok: false, reason: `The 14-day return period ended on ${day}.` });
  });

  it('an instant late in the UTC day is the next day in Auckland, the same day in Texas', () => {
    const evening = new Date('2026-11-01T20:00:00Z');
    const late = new Date('2026-11-30T00:00:00Z');
    expect(returnNoticeAllowed(evening, late, 'Pacific/Auckland')).toMatchObject({ reason: 'The 14-day return period ended on 2026-11-16.' });
    expect(returnNoticeAllowed(evening, late, 'America/Chicago')).toMatchObject({ reason: 'The 14-day return period ended on 2026-11-15.' });
  });

  it('before delivery there is no return period yet', () => {
    expect(returnNoticeAllowed(null, at(1))).toEqual({ ok: false, reason: expect.stringMatching(/not been delivered/) });
  });
});

describe('§5 return terms: at most 500 km since delivery, at least a quarter tank, keys and accessories, encumbrance deducted', () => {
  const good: ReturnInspection = { deliveryOdometerKm: 42_000, returnOdometerKm: 42_500, fuel: 'quarter', keysAndAccessories: true, encumbranceCents: 0 };
  it.each([
    ['exactly 500 km and a quarter tank', good, { accepted: true, refundCents: 3_000_000, deductedCents: 0 }],
    ['501 km', { ...good, returnOdometerKm: 42_501 }, { accepted: false, reasons: ['The car has done 501 km since delivery; the return allows 500 km.'] }],
    ['below a quarter tank', { ...good, fuel: 'below-quarter' as const }, { accepted: false, reasons: ['The car must come back with at least a quarter tank of fuel.'] }],
    ['a key missing', { ...good, keysAndAccessories: false }, { accepted: false, reasons: ['All keys and accessories must come back with the car.'] }],
    ['an odometer that went backwards', { ...good, returnOdometerKm: 41_000 }, { accepted: false, reasons: ['The odometer reads less than at delivery: check the reading.'] }],
    ['$4,500 owing on the car', { ...good, encumbranceCents: 450_000 }, { accepted: true, refundCents: 2_550_000, deductedCents: 450_000 }],
    ['every term unmet at once', { ...good, returnOdometerKm: 43_000, fuel: 'empty' as const, keysAndAccessories: false }, { accepted: false, reasons: expect.arrayContaining([expect.stringMatching(/1000 km/), expect.stringMatching(/quarter tank/), expect.stringMatching(/keys/)]) }],
  ])('%s', (_case, inspection, result) => {
    expect(inspectReturn(inspection, 3_000_000)).toEqual(result);
  });
});
