/*
 * Whole numbers and whole-currency prices written without Intl, for the locales and currencies
 * whose Intl output is this plain form: a comma every three digits, the narrow "$" before. The
 * browser's first Intl number format costs its main thread about 15 ms (60 ms under Lighthouse's
 * mobile throttling) to load number data, and the search island's first render formats counts and
 * prices (README "Page speed", search TBT). Anything else (another locale or currency, a negative
 * number, -0, a number too large to write digit by digit) is left to Intl: the callers fall back.
 * plain-numbers.test.ts checks every case here against Intl itself.
 */

/** Locales whose whole numbers Intl writes as 1,234,567 (checked in the test against Intl). */
const commaGroupedLocales: ReadonlySet<string> = new Set(['en-AU', 'en-NZ', 'en-US']);
/** Currencies whose narrow symbol is "$" in those locales. */
const dollarCurrencies: ReadonlySet<string> = new Set(['AUD', 'NZD', 'USD']);

/** Above this, a double's integer part may not be written exactly by String(): Intl writes those. */
const LARGEST_PLAIN = 1e15;

const commaGrouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `value` rounded half up and grouped by commas, or undefined when Intl must write it. */
export function plainWholeNumber(locale: string, value: number): string | undefined {
  if (!commaGroupedLocales.has(locale)) return undefined;
  if (!(value >= 0 && value < LARGEST_PLAIN) || Object.is(value, -0)) return undefined;
  // Intl rounds half away from zero; for a non-negative number, so does Math.round.
  return commaGrouped(Math.round(value));
}

/** `amount` as a whole-currency price ($54,990), or undefined when Intl must write it. */
export function plainPrice(locale: string, currency: string, amount: number): string | undefined {
  if (!dollarCurrencies.has(currency)) return undefined;
  const digits = plainWholeNumber(locale, amount);
  return digits === undefined ? undefined : `$${digits}`;
}
