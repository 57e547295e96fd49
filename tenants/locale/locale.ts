import type { Locale } from '../config/site-config';
import { formatterFor, type LocaleFormatter, type LocaleRules } from './formatter';
import { messagesEnAU, messagesEnNZ, messagesEnUS } from './messages';

export type { LocaleFormatter } from './formatter';

/**
 * The locale layer (§1): units, colour/color spelling, currency and dates. Every shopper-facing
 * string passes through `t()` or one of the formatters here, so a US site reads "Color" and
 * "miles" without a single `if (locale === ...)` elsewhere.
 */

const rules: Record<Locale, LocaleRules> = {
  'en-AU': {
    currency: 'AUD',
    distanceUnit: 'km',
    messages: messagesEnAU,
    regions: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
  },
  'en-NZ': {
    currency: 'NZD',
    distanceUnit: 'km',
    messages: { ...messagesEnAU, ...messagesEnNZ },
    regions: ['Auckland', 'Bay of Plenty', 'Canterbury', 'Otago', 'Waikato', 'Wellington'],
  },
  'en-US': {
    currency: 'USD',
    distanceUnit: 'mi',
    messages: { ...messagesEnAU, ...messagesEnUS },
    regions: ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'],
  },
};

const formatters = new Map<Locale, LocaleFormatter>();

/**
 * The formatter of a locale, made once per process: its Intl formatters cost about a millisecond
 * to build, and every page and route of a site asks for one (README "Page speed").
 */
export function createLocale(locale: Locale): LocaleFormatter {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = Object.freeze(formatterFor(locale, rules[locale]))));
  return formatter;
}
