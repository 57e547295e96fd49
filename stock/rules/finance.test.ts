import { describe, expect, it } from 'vitest';
import type { CarInput } from '../car/car';
import { financeDisplay, type FinanceHiddenReason, type FinanceProvider } from './finance';
import { makeCar, makeSite, NOW } from './testing';

// NOW is in 2024, so "newer than the current year minus 12" means 2013 or later.
const rates = { interestRate: 9.99, comparisonRate: 10.5 };
const lender = { ...rates, paymentWeek: 150, paymentMonth: 650 };
const excludedDealerships = ['excluded-a', 'excluded-b', 'excluded-c', 'excluded-d', 'excluded-e'];

function decide(provider: FinanceProvider, overrides: Partial<CarInput> = {}, lenderOverrides: Record<string, unknown> = {}) {
  const car = makeCar({ year: 2020, price: 25000, finance_lenders: { [provider]: { ...lender, ...lenderOverrides } }, ...overrides });
  return financeDisplay(car, makeSite({ finance_provider: provider }), { now: NOW, excludedDealerships });
}

const reasonOf = (result: ReturnType<typeof decide>): FinanceHiddenReason | 'shown' => (result.show ? 'shown' : result.reason);

describe('finance display, every provider (§5)', () => {
  it.each([
    ['taurus', 'shown'],
    ['360_finance', 'shown'],
    ['ausloans', 'shown'],
    ['manual', 'shown'],
    ['angle', 'shown'],
    ['powertorque', 'shown'],
    ['nissan_finance', 'shown'],
  ] as const)('§5 %s: shown when all its rules hold', (provider, expected) => {
    expect(reasonOf(decide(provider))).toBe(expected);
  });

  it('§5 the lender shown is the site provider’s', () => {
    const result = decide('angle');
    expect(result).toMatchObject({ show: true, provider: 'angle', lender: { paymentWeek: 150 } });
  });
});

describe('finance display, rules every provider shares (§5)', () => {
  const providers = ['taurus', '360_finance', 'ausloans', 'manual', 'angle', 'powertorque', 'nissan_finance'] as const;
  it.each(providers)('§5 %s: hidden without an interest rate', (provider) => {
    expect(reasonOf(decide(provider, {}, { interestRate: null }))).toBe('noRates');
  });
  it.each(providers)('§5 %s: hidden without a comparison rate', (provider) => {
    expect(reasonOf(decide(provider, {}, { comparisonRate: undefined }))).toBe('noRates');
  });
  it.each(providers)('§5 %s: hidden for make Suzuki', (provider) => {
    expect(reasonOf(decide(provider, { make: 'Suzuki' }))).toBe('suzuki');
  });
  it.each(providers)('§5 %s: hidden for one of the five excluded dealer sites', (provider) => {
    expect(reasonOf(decide(provider, { dealership_slug: 'excluded-c' }))).toBe('excludedDealership');
  });
  it.each(providers)('§5 %s: hidden when the car has no figures from that lender', (provider) => {
    const car = makeCar({ finance_lenders: {} });
    expect(reasonOf(financeDisplay(car, makeSite({ finance_provider: provider }), { now: NOW, excludedDealerships }))).toBe('noLender');
  });

  it('§5 a 0% interest rate exists (a promotional rate is still a rate)', () => {
    expect(reasonOf(decide('360_finance', {}, { interestRate: 0 }))).toBe('shown');
  });

  it('§5 the excluded list also matches the site itself', () => {
    const car = makeCar({ finance_lenders: { manual: lender } });
    const result = financeDisplay(car, makeSite({ finance_provider: 'manual' }), { now: NOW, excludedDealerships: ['riverside-kia'] });
    expect(reasonOf(result)).toBe('excludedDealership');
  });
});

describe('finance display, provider rules (§5)', () => {
  it.each([
    ['§5 Taurus: year 2013 is newer than 2024 minus 12', 'taurus', { year: 2013 }, {}, 'shown'],
    ['§5 Taurus: year 2012 is not newer than 2024 minus 12', 'taurus', { year: 2012 }, {}, 'tooOld'],
    ['§5 Taurus: price 500 is not over 500', 'taurus', { price: 500 }, {}, 'priceTooLow'],
    ['§5 Taurus: price 501 is over 500', 'taurus', { price: 501 }, {}, 'shown'],
    ['§5 Taurus: sold is not available', 'taurus', { status: 'sold' }, {}, 'notAvailable'],
    ['§5 Taurus: coming_soon is available', 'taurus', { status: 'coming_soon' }, {}, 'shown'],
    ['§5 Taurus: no weekly payment needed', 'taurus', {}, { paymentWeek: null }, 'shown'],
    ['§5 360 Finance: status others is not available', '360_finance', { status: 'others' }, {}, 'notAvailable'],
    ['§5 360 Finance: no price or payment rule', '360_finance', { price: 0 }, { paymentWeek: null }, 'shown'],
    ['§5 AusLoans: flagged sold is not available', 'ausloans', { sold: true }, {}, 'notAvailable'],
    ['§5 AusLoans: an old car is fine', 'ausloans', { year: 2001 }, {}, 'shown'],
    ['§5 Manual: price 500 is not over 500', 'manual', { price: 500 }, {}, 'priceTooLow'],
    ['§5 Manual: needs a weekly payment', 'manual', {}, { paymentWeek: null }, 'noWeeklyPayment'],
    ['§5 Manual: not available', 'manual', { status: 'sold' }, {}, 'notAvailable'],
    ['§5 Angle: needs a weekly payment', 'angle', {}, { paymentWeek: 0 }, 'noWeeklyPayment'],
    ['§5 Angle: price 500 is not over 500', 'angle', { price: 500 }, {}, 'priceTooLow'],
    ['§5 Powertorque: needs a weekly payment', 'powertorque', {}, { paymentWeek: undefined }, 'noWeeklyPayment'],
    ['§5 Powertorque: not available', 'powertorque', { status: 'others' }, {}, 'notAvailable'],
    ['§5 Nissan Finance: needs a monthly payment', 'nissan_finance', {}, { paymentMonth: null }, 'noMonthlyPayment'],
    ['§5 Nissan Finance: a weekly payment alone is not enough', 'nissan_finance', {}, { paymentMonth: 0, paymentWeek: 150 }, 'noMonthlyPayment'],
    ['§5 Nissan Finance: price 500 is not over 500', 'nissan_finance', { price: 500 }, {}, 'priceTooLow'],
    ['§5 Nissan Finance: no weekly payment needed', 'nissan_finance', {}, { paymentWeek: null }, 'shown'],
  ] as const)('%s', (_name, provider, overrides, lenderOverrides, expected) => {
    expect(reasonOf(decide(provider, overrides, lenderOverrides))).toBe(expected);
  });
});
