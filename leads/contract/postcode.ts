import { consumerLawMarket, type ConsumerLawMarket } from '@dealer/stock';
import type { MessageKey } from '@dealer/tenants';

/**
 * The §3 lead form's postcode field and its §5 rule, with no zod, so a client island can check it
 * without the schema library: required, digits only, exactly 4 in Australia and New Zealand and a
 * 5-digit ZIP code in the United States, the input limited to that many characters. The messages
 * are the site locale's (§5 'Invalid postcode. Please enter a 4-digit number.'); whether the
 * postcode exists is the server's lookup (`lookupPostcode` in `@dealer/leads/server`, §8
 * 'Invalid postcode').
 */

/** The country a site's postcodes belong to: its locale's (§1), as for consumer law. */
export type PostcodeMarket = ConsumerLawMarket;
export const postcodeMarket = (site: { locale: 'en-AU' | 'en-NZ' | 'en-US' }): PostcodeMarket => consumerLawMarket(site);

/** Digits in a postcode: §5 for AU and NZ, a US ZIP code (without the ZIP+4 suffix) for US. */
export const POSTCODE_DIGITS = { AU: 4, NZ: 4, US: 5 } as const satisfies Record<PostcodeMarket, number>;

/** The input's attributes: §5 "input limited to 4 characters" (5 for a ZIP code), a numeric keypad. */
export interface PostcodeInput {
  maxLength: number;
  inputMode: 'numeric';
  pattern: string;
  autoComplete: 'postal-code';
}

export function postcodeInput(market: PostcodeMarket): PostcodeInput {
  const digits = POSTCODE_DIGITS[market];
  return { maxLength: digits, inputMode: 'numeric', pattern: `\\d{${digits}}`, autoComplete: 'postal-code' };
}

/** The messages' keys in the locale catalogue: the field's label, a value of the wrong shape, a postcode the lookup does not know. */
export const POSTCODE_MESSAGE_KEYS = {
  label: 'postcode.label',
  format: 'postcode.error.format',
  unknown: 'postcode.error.unknown',
} as const satisfies Record<string, MessageKey>;

/** A postcode as typed, without the spaces around it. */
export const normalisePostcode = (value: string): string => value.trim();

/** §5: exactly the market's number of digits and nothing else; an empty value fails (the field is required). */
export function isPostcode(market: PostcodeMarket, value: string): boolean {
  return new RegExp(`^\\d{${POSTCODE_DIGITS[market]}}$`).test(normalisePostcode(value));
}

/** The key of the §5 message for `value`, or null when it has a postcode's shape. */
export function postcodeProblem(market: PostcodeMarket, value: string): typeof POSTCODE_MESSAGE_KEYS.format | null {
  return isPostcode(market, value) ? null : POSTCODE_MESSAGE_KEYS.format;
}
