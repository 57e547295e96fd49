import type { SiteConfig } from '@dealer/tenants';
import type { Car, FinanceLender } from '../car/car';
import { isAvailable } from './visibility';

/**
 * Whether a car shows a finance estimate (§5 finance display rules), for the site's provider
 * (§9 providers). The answer says why not, so a missing strip can be explained from logs.
 */

export type FinanceProvider = SiteConfig['finance_provider'];

/** §5: Taurus, Manual, Angle, Powertorque and Nissan Finance need a price over $500. */
const MIN_FINANCED_PRICE = 500;
/** §5: Taurus needs a year newer than the current year minus 12. */
const TAURUS_MAX_AGE_YEARS = 12;

export type FinanceHiddenReason =
  | 'noLender'
  | 'noRates'
  | 'suzuki'
  | 'excludedDealership'
  | 'tooOld'
  | 'priceTooLow'
  | 'notAvailable'
  | 'noWeeklyPayment'
  | 'noMonthlyPayment';

export type FinanceDisplay =
  | { show: true; provider: FinanceProvider; lender: FinanceLender }
  | { show: false; reason: FinanceHiddenReason };

export type FinanceCar = Pick<Car, 'make' | 'year' | 'price' | 'status' | 'sold' | 'dealership_slug' | 'finance_lenders'>;

export interface FinanceOptions {
  now: Date;
  /** §5: the dealer sites that never show finance (five in the spec); matched against the car's dealership and the site. */
  excludedDealerships: readonly string[];
}

const present = (value: number | null | undefined): value is number => value !== null && value !== undefined;
const positive = (value: number | null | undefined) => present(value) && value > 0;

type ProviderRule = (car: FinanceCar, lender: FinanceLender, now: Date) => FinanceHiddenReason | null;

const available: ProviderRule = (car) => (isAvailable(car) ? null : 'notAvailable');
const priceOver500: ProviderRule = (car) => (car.price > MIN_FINANCED_PRICE ? null : 'priceTooLow');
const weeklyPayment: ProviderRule = (_car, lender) => (positive(lender.paymentWeek) ? null : 'noWeeklyPayment');
const monthlyPayment: ProviderRule = (_car, lender) => (positive(lender.paymentMonth) ? null : 'noMonthlyPayment');
const newerThan12Years: ProviderRule = (car, _lender, now) =>
  car.year > now.getUTCFullYear() - TAURUS_MAX_AGE_YEARS ? null : 'tooOld';

/** §5 provider rules, checked in order (Taurus's "comparison rate" is already required of every provider). */
const providerRules: Record<FinanceProvider, ProviderRule[]> = {
  taurus: [newerThan12Years, priceOver500, available],
  '360_finance': [available],
  ausloans: [available],
  manual: [priceOver500, available, weeklyPayment],
  angle: [priceOver500, available, weeklyPayment],
  powertorque: [priceOver500, available, weeklyPayment],
  nissan_finance: [priceOver500, available, monthlyPayment],
};

/** §5 finance display rules: lender rates exist, not Suzuki, not an excluded dealer site, then the provider's own rules. */
export function financeDisplay(
  car: FinanceCar,
  site: Pick<SiteConfig, 'slug' | 'finance_provider'>,
  { now, excludedDealerships }: FinanceOptions,
): FinanceDisplay {
  const provider = site.finance_provider;
  const lender = car.finance_lenders[provider];
  if (!lender) return { show: false, reason: 'noLender' };
  if (!present(lender.interestRate) || !present(lender.comparisonRate)) return { show: false, reason: 'noRates' };
  if (car.make.trim().toLowerCase() === 'suzuki') return { show: false, reason: 'suzuki' };
  if (excludedDealerships.includes(car.dealership_slug) || excludedDealerships.includes(site.slug)) {
    return { show: false, reason: 'excludedDealership' };
  }
  for (const rule of providerRules[provider]) {
    const reason = rule(car, lender, now);
    if (reason) return { show: false, reason };
  }
  return { show: true, provider, lender };
}
