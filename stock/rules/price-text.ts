import type { LocaleFormatter } from '@dealer/tenants';
import type { PriceDisplay } from './price-display';

/**
 * A price as the shopper reads it (§4 price display order), in the site's words: the amount with
 * its price type ("$54,990 drive away"), the subscription per month, PREORDER, or the no-price text
 * ("Enquire for price."); null when the site hides it. The one place a PriceDisplay becomes text:
 * the account page, Reserve Online, the car PDF and the car card all say a price the same way.
 */
export function priceText(price: PriceDisplay, locale: Pick<LocaleFormatter, 'formatPrice' | 't'>, priceType?: string | null): string | null {
  switch (price.kind) {
    case 'price':
      return priceType ? `${locale.formatPrice(price.amount)} ${priceType}` : locale.formatPrice(price.amount);
    case 'subscription':
      return locale.t('price.perMonthSubscription', { amount: locale.formatPrice(price.amount) });
    case 'preorder':
      return locale.t('price.preorder');
    case 'noPrice':
      return price.text;
    case 'hidden':
      return null;
  }
}
