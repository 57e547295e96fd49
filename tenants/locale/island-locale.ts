import type { Locale } from '../config/site-config';
import type { LocaleFormatter } from './locale';
import type { MessageKey } from './messages';

/**
 * What a client island needs of the locale layer, chosen on the server: a few message templates and
 * the money format. The island then formats without the whole message catalogue in the browser
 * (README "Page speed": the catalogue is kilobytes of JavaScript on every page that has an island).
 */
export interface IslandLocale<K extends MessageKey = MessageKey> {
  locale: Locale;
  currency: string;
  messages: Pick<Record<MessageKey, string>, K>;
}

/** On the server: the templates of `keys` ({name} placeholders kept) for an island. */
export function islandLocale<K extends MessageKey>(locale: LocaleFormatter, keys: readonly K[]): IslandLocale<K> {
  return { locale: locale.locale, currency: locale.currency, messages: Object.fromEntries(keys.map((key) => [key, locale.t(key)])) as Pick<Record<MessageKey, string>, K> };
}

export interface IslandFormatter<K extends MessageKey> {
  t(key: K, values?: Record<string, string | number>): string;
  formatPrice(amount: number): string;
}

/** In the island: t() and formatPrice() as the server's LocaleFormatter gives them. */
export function islandFormatter<K extends MessageKey>({ locale, currency, messages }: IslandLocale<K>): IslandFormatter<K> {
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });
  return {
    t: (key, values) => {
      const template = messages[key];
      return values ? template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match)) : template;
    },
    formatPrice: (amount) => price.format(amount),
  };
}
