import type { Locale } from '../config/site-config';
import { messagesEnAU, messagesEnNZ, messagesEnUS, type MessageKey, type Messages } from './messages';

/**
 * The locale layer (§1): units, colour/color spelling, currency and dates. Every shopper-facing
 * string passes through `t()` or one of the formatters here, so a US site reads "Color" and
 * "miles" without a single `if (locale === ...)` elsewhere.
 */

interface LocaleRules {
  currency: string;
  distanceUnit: 'km' | 'mi';
  messages: Messages;
  /** Regions a shopper chooses in forms; states for AU and US, regions for NZ. */
  regions: readonly string[];
}

const KM_PER_MILE = 1.609344;

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

export interface LocaleFormatter {
  locale: Locale;
  currency: string;
  distanceUnit: 'km' | 'mi';
  regions: readonly string[];
  t(key: MessageKey, values?: Record<string, string | number>): string;
  /** Whole-currency price, e.g. $54,990. */
  formatPrice(amount: number): string;
  /** A distance stored in kilometres, shown in the site's unit: 12,345 km or 7,671 mi. */
  formatDistance(km: number): string;
  /** A calendar date as written, e.g. a blog post's or a handover's day (read in UTC, so never moved a day). */
  formatDate(date: Date | string | number): string;
  /** The day an instant (an order placed, a hold's end) falls on in `timeZone`: the dealer's calendar. */
  formatDateIn(instant: Date | string | number, timeZone: string): string;
  formatNumber(value: number): string;
  /** A 24-hour "HH:MM" wall-clock time in the locale's style: 8:30 am, 5:30 pm. */
  formatTime(hhmm: string): string;
  /** A §3 weekday number (0 Sunday to 6 Saturday) as the locale's day name. */
  formatWeekday(weekday: number): string;
}

const formatters = new Map<Locale, LocaleFormatter>();

/**
 * The formatter of a locale, made once per process: its Intl formatters cost about a millisecond
 * to build, and every page and route of a site asks for one (README "Page speed").
 */
export function createLocale(locale: Locale): LocaleFormatter {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = Object.freeze(buildLocale(locale))));
  return formatter;
}

function buildLocale(locale: Locale): LocaleFormatter {
  const rule = rules[locale];
  const price = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: rule.currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const datesIn = new Map<string, Intl.DateTimeFormat>();
  const dateIn = (timeZone: string) => {
    let format = datesIn.get(timeZone);
    if (!format) datesIn.set(timeZone, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone })));
    return format;
  };
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });

  return {
    locale,
    currency: rule.currency,
    distanceUnit: rule.distanceUnit,
    regions: rule.regions,
    t(key, values) {
      const template = rule.messages[key];
      if (!values) return template;
      return template.replace(/\{(\w+)\}/g, (match, name: string) =>
        name in values ? String(values[name]) : match,
      );
    },
    formatPrice: (amount) => price.format(amount),
    formatDistance: (km) =>
      `${number.format(rule.distanceUnit === 'mi' ? km / KM_PER_MILE : km)} ${rule.messages['distance.unit']}`,
    formatDate: (value) => date.format(new Date(value)),
    formatDateIn: (value, timeZone) => dateIn(timeZone).format(new Date(value)),
    formatNumber: (value) => number.format(value),
    formatTime: (hhmm) => {
      const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
      return time.format(Date.UTC(2024, 0, 1, hours, minutes));
    },
    // 7 January 2024 was a Sunday: day 0 of §3's week.
    formatWeekday: (day) => weekday.format(Date.UTC(2024, 0, 7 + day)),
  };
}
