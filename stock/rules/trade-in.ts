import type { Car } from '../car/car';
import { isSold } from './visibility';

/** §4: the trade-in button needs a price over $200. */
const TRADE_IN_MIN_PRICE = 200;
/** §5/§9: no online estimate for vehicles over 7 years old or over 100,000 km. */
const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
const ONLINE_ESTIMATE_MAX_KM = 100_000;

/**
 * §4: trade-in button only if in_stock, not sold, not reserved, price over 200 and the valuation
 * tool is enabled. SiteConfig has no flag named for the valuation tool, so the caller passes it
 * (e.g. `site.features.autograb`).
 */
export function showTradeInButton(
  car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>,
  { valuationToolEnabled }: { valuationToolEnabled: boolean },
): boolean {
  return valuationToolEnabled && car.status === 'in_stock' && !isSold(car) && !car.reserved && car.price > TRADE_IN_MIN_PRICE;
}

export type OnlineEstimate = { eligible: true } | { eligible: false; reason: 'tooOld' | 'tooManyKm' };

/** §5/§9: a shopper's vehicle gets an online trade-in estimate unless over 7 years old or over 100,000 km. */
export function onlineEstimateEligibility(vehicle: { year: number; km: number }, { now }: { now: Date }): OnlineEstimate {
  if (now.getUTCFullYear() - vehicle.year > ONLINE_ESTIMATE_MAX_AGE_YEARS) return { eligible: false, reason: 'tooOld' };
  if (vehicle.km > ONLINE_ESTIMATE_MAX_KM) return { eligible: false, reason: 'tooManyKm' };
  return { eligible: true };
}
