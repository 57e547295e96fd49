import type { SiteConfig } from '@dealer/tenants';
import type { Car } from '../car/car';

/**
 * What a car's price area shows (§4 price display order, was-price, hidden zero price, rego
 * expiry, below-market indicator). Rules return data; the locale layer formats money and dates.
 */

/** §4: prices at or below this are not real prices (placeholders such as $1). */
const MIN_SHOWN_PRICE = 10;
/** §4: below market when the price is more than $499 under the average market price. */
const BELOW_MARKET_MARGIN = 499;

export type PriceDisplay =
  | { kind: 'subscription'; amount: number }
  | { kind: 'price'; amount: number; reduced: boolean; wasPrice: number | null }
  | { kind: 'preorder' }
  | { kind: 'hidden' }
  | { kind: 'noPrice'; text: string };

export type PriceCar = Pick<Car, 'price' | 'offer_price' | 'before_price' | 'subscription_price' | 'preorder'>;
export type PriceSite = { features: Pick<SiteConfig['features'], 'offers_subscription' | 'hidePriceWhenZero'> } & {
  copy: Pick<SiteConfig['copy'], 'noPriceText'>;
};

/** §4: the reduced (offer) price when it is a real price, else the car price. */
export function currentPrice(car: Pick<Car, 'price' | 'offer_price'>): number {
  return car.offer_price !== null && car.offer_price > MIN_SHOWN_PRICE ? car.offer_price : car.price;
}

/** §4 price display order: subscription, reduced or normal price, PREORDER, hidden zero (cards, some sites), no-price text. */
export function priceDisplay(car: PriceCar, site: PriceSite, { surface = 'card' }: { surface?: 'card' | 'detail' } = {}): PriceDisplay {
  if (site.features.offers_subscription && car.subscription_price !== null && car.subscription_price > 0) {
    return { kind: 'subscription', amount: car.subscription_price };
  }
  const amount = currentPrice(car);
  if (amount > MIN_SHOWN_PRICE) {
    const wasPrice = car.before_price !== null && car.before_price > amount ? car.before_price : null;
    return { kind: 'price', amount, reduced: amount !== car.price, wasPrice };
  }
  if (car.preorder) return { kind: 'preorder' };
  if (surface === 'card' && site.features.hidePriceWhenZero && car.price === 0) return { kind: 'hidden' };
  return { kind: 'noPrice', text: site.copy.noPriceText };
}

/**
 * Reads a feed date: `YYYY-MM-DD`, the Australian `DD/MM/YYYY` (both midnight UTC) or an ISO
 * timestamp; null when it is not a real date.
 */
export function parseFeedDate(text: string): Date | null {
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const [year, month, day] = au ? [au[3], au[2], au[1]].map(Number) : iso ? [iso[1], iso[2], iso[3]].map(Number) : [];
  if (year !== undefined && month !== undefined && day !== undefined) {
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
  }
  const parsed = new Date(text);
  return /^\d{4}-\d{2}-\d{2}T/.test(text.trim()) && !Number.isNaN(parsed.getTime()) ? parsed : null;
}

/** §4: the rego expiry date to show as 'Expires on {date}', only when it is after now; else null. */
export function regoExpiry(car: Pick<Car, 'rego_expiry'>, { now }: { now: Date }): Date | null {
  const expiry = car.rego_expiry ? parseFeedDate(car.rego_expiry) : null;
  return expiry !== null && expiry.getTime() > now.getTime() ? expiry : null;
}

export interface BelowMarket {
  /** The average the price was compared with: the state's, else the national one. */
  marketPrice: number;
  basis: 'state' | 'national';
  /** marketPrice minus the car's current price, over $499. */
  difference: number;
}

/** §4: below-market indicator when the price is more than $499 under the state (else national) average market price. */
export function belowMarket(car: Pick<Car, 'price' | 'offer_price' | 'autograb_data'>): BelowMarket | null {
  const state = car.autograb_data?.state_average_market_price;
  const national = car.autograb_data?.average_market_price;
  const [marketPrice, basis] = state ? [state, 'state' as const] : national ? [national, 'national' as const] : [null, null];
  const price = currentPrice(car);
  if (marketPrice === null || price <= MIN_SHOWN_PRICE) return null;
  const difference = marketPrice - price;
  return difference > BELOW_MARKET_MARGIN ? { marketPrice, basis, difference } : null;
}
