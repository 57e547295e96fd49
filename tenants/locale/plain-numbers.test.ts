import { describe, expect, it } from 'vitest';
import { locales } from '../config/site-config';
import { plainPrice, plainWholeNumber } from './plain-numbers';

// Every value here is written exactly as Intl writes it, or left to Intl (README "Page speed").
const values = [0, 0.4, 0.5, 1, 2.5, 999, 999.5, 1000, 1234.4999, 12345, 26564.4, 54990, 999999.5, 1e6, 123456789012.5, 999999999999999];

describe('whole numbers and prices without Intl (§1 locale layer)', () => {
  it.each(locales)('%s: every whole number is written as Intl writes it', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    for (const value of values) expect(plainWholeNumber(locale, value), String(value)).toBe(intl.format(value));
  });

  it.each(locales.flatMap((locale) => ['AUD', 'NZD', 'USD'].map((currency) => [locale, currency] as const)))(
    '%s in %s: every price is written as Intl writes it',
    (locale, currency) => {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });
      for (const value of values) expect(plainPrice(locale, currency, value), String(value)).toBe(intl.format(value));
    },
  );

  it.each([
    ['a negative number', 'en-AU', -5],
    ['-0 (Intl writes "-0")', 'en-AU', -0],
    ['a number past 1e15', 'en-US', 1e21],
    ['not a number', 'en-US', Number.NaN],
    ['infinity', 'en-US', Number.POSITIVE_INFINITY],
    ['a locale not checked here', 'de-DE', 1234],
  ])('%s is left to Intl', (_, locale, value) => {
    expect(plainWholeNumber(locale, value)).toBeUndefined();
    expect(plainPrice(locale, 'AUD', value)).toBeUndefined();
  });

  it('a currency whose narrow symbol is not "$" is left to Intl', () => {
    expect(plainPrice('en-AU', 'EUR', 1234)).toBeUndefined();
    expect(plainPrice('en-AU', 'GBP', 1234)).toBeUndefined();
  });
});
