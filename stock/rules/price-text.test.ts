import { createLocale } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import type { PriceDisplay } from './price-display';
import { priceText } from './price-text';

const locale = createLocale('en-AU');

describe('§4 price display order: a price in words', () => {
  it.each<[string, PriceDisplay, string | null, string | null]>([
    ['a price with its price type', { kind: 'price', amount: 54990, reduced: false, wasPrice: null }, 'drive away', '$54,990 drive away'],
    ['a price without one', { kind: 'price', amount: 54990, reduced: true, wasPrice: 56990 }, null, '$54,990'],
    ['a subscription', { kind: 'subscription', amount: 799 }, 'drive away', locale.t('price.perMonthSubscription', { amount: '$799' })],
    ['PREORDER', { kind: 'preorder' }, null, locale.t('price.preorder')],
    ["the site's no-price text (default 'Enquire for price.')", { kind: 'noPrice', text: 'Enquire for price.' }, null, 'Enquire for price.'],
    ['hidden (price 0 on some sites)', { kind: 'hidden' }, null, null],
  ])('%s', (_case, price, priceType, expected) => {
    expect(priceText(price, locale, priceType)).toBe(expected);
  });
});
