import { describe, expect, it } from 'vitest';
import type { Order } from './sales-api';
import {
  carLabel,
  formatDateTime,
  formatDay,
  handoverText,
  orderStatusText,
  parseDollarsToCents,
  parseOdometerKm,
  paymentText,
  reservationStatusText,
  siteCalendar,
} from './sales-format';

const brisbane = { locale: 'en-AU', timeZone: 'Australia/Brisbane' };

describe('parseDollarsToCents', () => {
  it.each([
    ['12,345.60', 1_234_560],
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['500', 50_000],
    ['$500', 50_000],
    ['$ 1,000', 100_000],
    ['5.5', 550],
    ['5.05', 505],
    ['5.', 500],
    ['234,567.89', 23_456_789],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['-5', /negative/],
    ['$-5', /negative/],
    ['abc', /dollars/],
    ['1.234', /two digits/],
    ['4,2000', /dollars/],
    ['1e3', /dollars/],
    ['12 345', /dollars/],
    ['9'.repeat(20), /too large/],
    ['1,000,000.01', /at most \$1,000,000/],
  ])('refuses %j', (text, message) => {
    const parsed = parseDollarsToCents(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe('parseOdometerKm', () => {
  it.each([
    ['42000', 42_000],
    ['42,000', 42_000],
    [' 42000 km', 42_000],
    ['0', 0],
    ['2,000,000', 2_000_000],
  ])('reads %j as %i km', (text, km) => {
    expect(parseOdometerKm(text)).toEqual({ ok: true, value: km });
  });

  it.each([
    ['4.5', /whole kilometres/],
    ['42,000.0', /whole kilometres/],
    ['', /Enter the odometer/],
    ['-1', /negative/],
    ['abc', /whole km/],
    ['4,2000', /whole km/],
    ['2,000,001', /at most 2,000,000/],
  ])('refuses %j', (text, message) => {
    const parsed = parseOdometerKm(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe('status words', () => {
  it.each([
    ['pending', 'Payment in progress'],
    ['held', 'Deposit held until 24 Nov 2026, 3:00 pm'],
    ['captured', 'Deposit taken'],
    ['released', 'Released: nothing charged'],
    ['failed', 'Payment refused'],
  ] as const)('a %s reservation reads %j', (status, words) => {
    // 05:00 UTC is 3 pm in Brisbane (no daylight saving).
    expect(reservationStatusText({ status, holdExpiresAt: '2026-11-24T05:00:00.000Z' }, brisbane).replace(/\u202f/g, ' ')).toBe(words);
  });

  it('a held reservation without an expiry still reads as held', () => {
    expect(reservationStatusText({ status: 'held', holdExpiresAt: null }, brisbane)).toBe('Deposit held');
  });

  it.each([
    ['placed', 'Placed: waiting for handover'],
    ['delivered', 'Delivered'],
    ['return-requested', 'Return requested'],
    ['returned', 'Returned'],
  ] as const)('a %s order reads %j', (status, words) => {
    expect(orderStatusText({ status })).toBe(words);
  });

  it('names a car no longer listed by its id', () => {
    expect(carLabel({ carId: 'c-42', carTitle: null })).toBe('car c-42 (no longer listed)');
    expect(carLabel({ carId: 'c-42', carTitle: '2021 Kia Sportage S' })).toBe('2021 Kia Sportage S');
  });

  it.each([
    [null, 'Not arranged yet'],
    [{ kind: 'pickup', date: '2026-12-01' }, 'Pickup on Tue, 1 Dec 2026'],
    [{ kind: 'delivery', date: '2026-12-01', address: '12 High St, Milton' }, 'Delivery on Tue, 1 Dec 2026 to 12 High St, Milton'],
  ] as [Order['handover'], string][])('handover %j reads %j', (handover, words) => {
    expect(handoverText(handover, brisbane)).toBe(words);
  });

  it('payment in words', () => {
    expect(paymentText('pay-in-full')).toBe('Paying in full');
    expect(paymentText('finance')).toBe('Finance');
    expect(paymentText(null)).toBe('Not chosen yet');
  });
});

describe('dates on the dealer calendar', () => {
  it('a day stays that day whatever the zone', () => {
    expect(formatDay('2026-12-01', { locale: 'en-US' })).toBe('Tue, Dec 1, 2026');
    expect(formatDay('not a day', brisbane)).toBe('not a day');
  });

  it('a moment is shown on the site state clock', () => {
    const texas = siteCalendar('lone-star-jeep');
    expect(texas).toEqual({ locale: 'en-US', timeZone: 'America/Chicago' });
    expect(formatDateTime('2026-11-24T05:00:00.000Z', texas).replace(/\u202f/g, ' ')).toBe('Nov 23, 2026, 11:00 PM');
    expect(siteCalendar('riverside-kia')).toEqual(brisbane);
  });
});
