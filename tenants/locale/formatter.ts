import type { Locale } from '../config/site-config';
import type { MessageKey, Messages } from './messages';
import { plainPrice, plainWholeNumber } from './plain-numbers';

/**
 * The formatting half of the locale layer (§1), apart from the message catalogue: a client island
 * builds its formatter from the rules and the few messages the server sends it, so the browser
 * never loads every locale's catalogue (README "Page speed").
 */
export interface LocaleRules {
  currency: string;
  distanceUnit: 'km' | 'mi';
  /** The catalogue, or on a client the part of it the server sent. */
  messages: Partial<Messages>;
  /** Regions a shopper chooses in forms; states for AU and US, regions for NZ. */
  regions: readonly string[];
}

const KM_PER_MILE = 1.609344;

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

/**
 * One Intl formatter, built on first use. Building them costs the browser's main thread (under
 * mobile throttling the first DateTimeFormat about 10 ms, on top of Intl's own start), and a client
 * tree uses few of the five: the search page only prices and distances (README "Page speed").
 */
function onFirstUse<T>(build: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= build());
}

export function formatterFor(locale: Locale, rule: LocaleRules): LocaleFormatter {
  const price = onFirstUse(() => new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: rule.currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }));
  const number = onFirstUse(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  const date = onFirstUse(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
  const datesIn = new Map<string, Intl.DateTimeFormat>();
  const dateIn = (timeZone: string) => {
    let format = datesIn.get(timeZone);
    if (!format) datesIn.set(timeZone, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone })));
    return format;
  };
  const time = onFirstUse(() => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }));
  const weekday = onFirstUse(() => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));

  return {
    locale,
    currency: rule.currency,
    distanceUnit: rule.distanceUnit,
    regions: rule.regions,
    t(key, values) {
      const template = rule.messages[key] as string;
      if (!values) return template;
      return template.replace(/\{(\w+)\}/g, (match, name: string) =>
        name in values ? String(values[name]) : match,
      );
    },
    // Written without Intl where its output is plain digits (plain-numbers.ts): no number data to load.
    formatPrice: (amount) => plainPrice(locale, rule.currency, amount) ?? price().format(amount),
    formatDistance: (km) => {
      const distance = rule.distanceUnit === 'mi' ? km / KM_PER_MILE : km;
      return `${plainWholeNumber(locale, distance) ?? number().format(distance)} ${rule.messages['distance.unit']}`;
    },
    formatDate: (value) => date().format(new Date(value)),
    formatDateIn: (value, timeZone) => dateIn(timeZone).format(new Date(value)),
    formatNumber: (value) => plainWholeNumber(locale, value) ?? number().format(value),
    formatTime: (hhmm) => {
      const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
      return time().format(Date.UTC(2024, 0, 1, hours, minutes));
    },
    // 7 January 2024 was a Sunday: day 0 of §3's week.
    formatWeekday: (day) => weekday().format(Date.UTC(2024, 0, 7 + day)),
  };
}

/** What a client tree gets of its site's locale (`clientLocale` on the server): the rules and some messages. */
export interface ClientLocale extends LocaleRules {
  locale: Locale;
}

/** In the browser: the formatter of what `clientLocale` sent; it holds no catalogue of its own. */
export const clientFormatter = ({ locale, ...rules }: ClientLocale): LocaleFormatter => formatterFor(locale, rules);
