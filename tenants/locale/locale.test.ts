import { describe, expect, it } from 'vitest';
import { formatterFor, type LocaleFormatter } from './formatter';
import { createLocale } from './locale';

describe('locale layer (§1)', () => {
  it.each([
    ['en-AU', 'Colour', '12,345 km', '$54,990'],
    ['en-NZ', 'Colour', '12,345 km', '$54,990'],
    ['en-US', 'Color', '7,671 mi', '$54,990'],
  ] as const)('%s: spelling, distance unit and currency', (locale, colour, distance, price) => {
    const l = createLocale(locale);
    expect(l.t('colour')).toBe(colour);
    expect(l.formatDistance(12345)).toBe(distance);
    expect(l.formatPrice(54990)).toBe(price);
  });

  it.each([
    ['en-AU', 'AUD', 'km'],
    ['en-NZ', 'NZD', 'km'],
    ['en-US', 'USD', 'mi'],
  ] as const)('%s uses %s and %s', (locale, currency, unit) => {
    const l = createLocale(locale);
    expect(l.currency).toBe(currency);
    expect(l.distanceUnit).toBe(unit);
  });

  it.each([
    ['en-AU', '1 Feb 2025'],
    ['en-US', 'Feb 1, 2025'],
  ] as const)('%s formats dates its own way', (locale, expected) => {
    expect(createLocale(locale).formatDate('2025-02-01T00:00:00Z')).toBe(expected);
  });

  it.each([
    // 02:00 UTC on 1 Feb is still 31 Jan in Texas, already 1 Feb in Brisbane and Auckland.
    ['en-US', 'America/Chicago', 'Jan 31, 2025'],
    ['en-AU', 'Australia/Brisbane', '1 Feb 2025'],
    ['en-NZ', 'Pacific/Auckland', '1 Feb 2025'],
    ['en-AU', 'UTC', '1 Feb 2025'],
  ] as const)('%s in %s: an instant is written as the day it is on the dealer\'s calendar', (locale, zone, expected) => {
    expect(createLocale(locale).formatDateIn('2025-02-01T02:00:00Z', zone)).toBe(expected);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const l = createLocale('en-AU');
    expect(l.t('footer.copyright', { year: 2026, name: 'Riverside Kia' })).toBe('© 2026 Riverside Kia. All rights reserved.');
    expect(l.t('carousel.goTo', {})).toBe('Go to slide {index}');
  });

  it('US states and AU states', () => {
    expect(createLocale('en-US').regions).toContain('TX');
    expect(createLocale('en-AU').regions).toContain('QLD');
  });
});

describe('createLocale is made once per locale (README "Page speed")', () => {
  it.each(['en-AU', 'en-NZ', 'en-US'] as const)('%s: the same frozen formatter on every call', (locale) => {
    const first = createLocale(locale);
    expect(createLocale(locale)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.locale).toBe(locale);
  });
});

describe('the formatter builds each Intl formatter on first use (README "Page speed")', () => {
  type Use = (l: LocaleFormatter) => unknown;
  it.each([
    // Plain digits are written without Intl (plain-numbers.ts); what only Intl writes builds it once.
    ['formatPrice', 0, 0, (l: LocaleFormatter) => l.formatPrice(54990)],
    ['formatDistance', 0, 0, (l: LocaleFormatter) => l.formatDistance(12345)],
    ['formatPrice and formatNumber', 0, 0, (l: LocaleFormatter) => [l.formatPrice(1), l.formatNumber(2)]],
    ['formatPrice of a negative amount, twice', 1, 0, (l: LocaleFormatter) => [l.formatPrice(-1), l.formatPrice(-2)]],
    ['formatPrice and formatNumber of negatives', 2, 0, (l: LocaleFormatter) => [l.formatPrice(-1), l.formatNumber(-2)]],
    ['formatDate', 0, 1, (l: LocaleFormatter) => l.formatDate('2025-02-01T00:00:00Z')],
    ['formatWeekday twice', 0, 1, (l: LocaleFormatter) => [l.formatWeekday(1), l.formatWeekday(2)]],
  ] as [string, number, number, Use][])('%s builds %i NumberFormat and %i DateTimeFormat', (_name, numberFormats, dateFormats, callOn) => {
    const built = { number: 0, date: 0 };
    const { NumberFormat, DateTimeFormat } = Intl;
    const counting = <T extends object>(Real: T, key: keyof typeof built) =>
      new Proxy(Real, { construct: (target, args) => (built[key]++, Reflect.construct(target as never, args)) });
    Intl.NumberFormat = counting(NumberFormat, 'number');
    Intl.DateTimeFormat = counting(DateTimeFormat, 'date');
    try {
      const locale = formatterFor('en-AU', { currency: 'AUD', distanceUnit: 'km', messages: { 'distance.unit': 'km' }, regions: [] });
      expect(built).toEqual({ number: 0, date: 0 });
      callOn(locale);
      expect(built).toEqual({ number: numberFormats, date: dateFormats });
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
