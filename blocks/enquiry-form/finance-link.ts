import type { EnquiryFormRules } from '@dealer/leads';

/** What a finance link (§2) tells the form it lands on. */
export interface FinanceLinkValues {
  /** The dealership chosen for the shopper, when it is one of this site's. */
  dealership_slug?: string;
  car_id?: string;
  car_type?: 'new' | 'demo' | 'used';
  /** Whole dollars, as the link carries them. */
  vehiclePriceBudget?: string;
}

const CAR_ID = /^[A-Za-z0-9_-]{1,100}$/;
const BUDGET = /^\d{1,9}$/;

/**
 * §2: "Finance links carry preferredDealership, vehiclePriceBudget, car_id, car_type and end with
 * anchor #finance-form": the values the form takes from such a link's query. Anything malformed, or
 * a dealership of another site, is left out rather than trusted (the server checks the car again).
 */
export function financeLinkValues(search: string, rules: Pick<EnquiryFormRules, 'dealerships'>): FinanceLinkValues {
  const query = new URLSearchParams(search);
  const values: FinanceLinkValues = {};
  const dealership = query.get('preferredDealership');
  if (dealership && rules.dealerships.some((option) => option.value === dealership)) values.dealership_slug = dealership;
  const carId = query.get('car_id');
  if (carId && CAR_ID.test(carId)) values.car_id = carId;
  const carType = query.get('car_type');
  if (carType === 'new' || carType === 'demo' || carType === 'used') values.car_type = carType;
  const budget = query.get('vehiclePriceBudget')?.replace(/\.\d+$/, '');
  if (budget && BUDGET.test(budget)) values.vehiclePriceBudget = budget;
  return values;
}
