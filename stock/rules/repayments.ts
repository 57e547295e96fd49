import type { SiteConfig } from '@dealer/tenants';

/**
 * Repayment maths (§5 "payments rounded to whole dollars", §9 finance constants). Pure numbers;
 * the locale layer formats them as money.
 */

/** §9: Taurus assumes a 10% deposit. */
const TAURUS_DEPOSIT_SHARE = 0.1;
const MONTHS_PER_YEAR = 12;
const WEEKS_PER_YEAR = 52;
/** §9 sample disclaimer: a 60 month term. */
export const DEFAULT_TERM_MONTHS = 60;

export interface LoanTerms {
  /** Amount borrowed, after any deposit. */
  principal: number;
  /** Annual interest rate in percent, e.g. 10 for 10%. */
  annualRatePercent: number;
  termMonths: number;
  /** Final (balloon) payment left owing at the end of the term; Angle's example is $0. */
  balloon?: number;
}

export interface Repayments {
  weekly: number;
  monthly: number;
}

/** The exact (unrounded) monthly repayment of a standard amortised loan with an optional balloon. */
function exactMonthly({ principal, annualRatePercent, termMonths, balloon = 0 }: LoanTerms): number {
  if (!(termMonths > 0) || principal < 0 || balloon < 0 || annualRatePercent < 0) {
    throw new RangeError('loan terms need a positive term and non-negative principal, balloon and rate');
  }
  const rate = annualRatePercent / 100 / MONTHS_PER_YEAR;
  if (rate === 0) return (principal - balloon) / termMonths;
  const discount = (1 + rate) ** -termMonths;
  return ((principal - balloon * discount) * rate) / (1 - discount);
}

/** §5/§9: weekly and monthly repayments in whole dollars; weekly is the monthly repayment × 12 / 52. */
export function repayments(terms: LoanTerms): Repayments {
  const monthly = exactMonthly(terms);
  return { weekly: Math.round((monthly * MONTHS_PER_YEAR) / WEEKS_PER_YEAR), monthly: Math.round(monthly) };
}

/** §9: the site calculator's estimate at its interest rate (default 10, 8.5 on one dealer group). */
export function calculatorRepayments(
  site: Pick<SiteConfig, 'calculator_interest_rate'>,
  { price, deposit = 0, balloon = 0, termMonths = DEFAULT_TERM_MONTHS }: { price: number; deposit?: number; balloon?: number; termMonths?: number },
): Repayments {
  return repayments({ principal: Math.max(price - deposit, 0), annualRatePercent: site.calculator_interest_rate, termMonths, balloon });
}

/** §9: Taurus assumes a 10% deposit, in whole dollars. */
export function taurusDeposit(price: number): number {
  return Math.round(price * TAURUS_DEPOSIT_SHARE);
}

/** §9: Taurus total payable = 10% of price + monthly payment × term months, in whole dollars. */
export function taurusTotalPayable({ price, monthlyPayment, termMonths }: { price: number; monthlyPayment: number; termMonths: number }): number {
  return Math.round(price * TAURUS_DEPOSIT_SHARE + monthlyPayment * termMonths);
}
