import type { ClientLocale, LocaleFormatter } from './formatter';
import { messagesEnAU, type MessageKey } from './messages';

/** Messages every formatter needs whatever the prefixes (formatDistance's unit). */
const ALWAYS: readonly MessageKey[] = ['distance.unit'];
const allKeys = Object.keys(messagesEnAU) as MessageKey[];

/**
 * On the server: the site's locale for a client tree that formats much (the search page's controls
 * and cards), with only the messages whose keys start with one of `prefixes`. Sending these instead
 * of importing the catalogue keeps every locale's messages (80 KB) out of the page's JavaScript
 * (README "Page speed").
 */
export function clientLocale(locale: LocaleFormatter, prefixes: readonly string[]): ClientLocale {
  const keys = allKeys.filter((key) => ALWAYS.includes(key) || prefixes.some((prefix) => key.startsWith(prefix)));
  return {
    locale: locale.locale,
    currency: locale.currency,
    distanceUnit: locale.distanceUnit,
    regions: locale.regions,
    messages: Object.fromEntries(keys.map((key) => [key, locale.t(key)])),
  };
}
