import { createLocale } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { POSTCODE_MESSAGE_KEYS, isPostcode, postcodeInput, postcodeMarket, postcodeProblem, type PostcodeMarket } from './postcode';

describe('§5 postcode: the market follows the site locale (§1)', () => {
  it.each([
    ['en-AU', 'AU'],
    ['en-NZ', 'NZ'],
    ['en-US', 'US'],
  ] as const)('%s → %s', (locale, market) => {
    expect(postcodeMarket({ locale })).toBe(market);
  });
});

describe('§5 postcode: required, exactly 4 digits in AU and NZ, a 5-digit ZIP code in the US', () => {
  it.each<[PostcodeMarket, string, boolean]>([
    ['AU', '2000', true],
    ['AU', '0800', true],
    ['AU', ' 3000 ', true],
    ['AU', '', false],
    ['AU', '   ', false],
    ['AU', '200', false],
    ['AU', '20000', false],
    ['AU', '2O00', false],
    ['AU', '2 000', false],
    ['AU', '-200', false],
    ['AU', '２０００', false],
    ['NZ', '6011', true],
    ['NZ', '0110', true],
    ['NZ', '601', false],
    ['NZ', '60111', false],
    ['US', '78701', true],
    ['US', '01001', true],
    ['US', '7870', false],
    ['US', '78701-1234', false],
    ['US', '787011', false],
    ['US', '', false],
  ])('%s %j valid: %s', (market, value, valid) => {
    expect(isPostcode(market, value)).toBe(valid);
    expect(postcodeProblem(market, value)).toBe(valid ? null : POSTCODE_MESSAGE_KEYS.format);
  });
});

describe('§5 postcode: the input is limited to the postcode length, with a numeric keypad', () => {
  it.each<[PostcodeMarket, number]>([
    ['AU', 4],
    ['NZ', 4],
    ['US', 5],
  ])('%s: maxLength %i', (market, length) => {
    expect(postcodeInput(market)).toEqual({ maxLength: length, inputMode: 'numeric', pattern: `\\d{${length}}`, autoComplete: 'postal-code' });
  });
});

describe('§5/§8 postcode messages, from the site locale', () => {
  it.each([
    ['en-AU', 'Postcode', 'Invalid postcode. Please enter a 4-digit number.', 'Invalid postcode'],
    ['en-NZ', 'Postcode', 'Invalid postcode. Please enter a 4-digit number.', 'Invalid postcode'],
    ['en-US', 'ZIP code', 'Invalid ZIP code. Please enter a 5-digit number.', 'Invalid ZIP code'],
  ] as const)('%s', (locale, label, format, unknown) => {
    const { t } = createLocale(locale);
    expect(t(POSTCODE_MESSAGE_KEYS.label)).toBe(label);
    expect(t(POSTCODE_MESSAGE_KEYS.format)).toBe(format);
    expect(t(POSTCODE_MESSAGE_KEYS.unknown)).toBe(unknown);
  });
});
