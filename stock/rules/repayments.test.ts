import { describe, expect, it } from 'vitest';
import { calculatorRepayments, repayments, taurusDeposit, taurusTotalPayable } from './repayments';
import { makeSite } from './testing';

describe('amortised repayments (§5, §9)', () => {
  it.each([
    ['§9 the 5 year $30,000 comparison loan at the default 10%', 30000, 10, 60, 0, { monthly: 637, weekly: 147 }],
    ['§9 the same loan at 8.5%', 30000, 8.5, 60, 0, { monthly: 615, weekly: 142 }],
    ['§9 the disclaimer’s lowest comparison rate 8.38%', 30000, 8.38, 60, 0, { monthly: 614, weekly: 142 }],
    ['§9 the disclaimer’s highest comparison rate 19.42%', 30000, 19.42, 60, 0, { monthly: 785, weekly: 181 }],
    ['§9 0% interest is principal over the term', 30000, 0, 60, 0, { monthly: 500, weekly: 115 }],
    ['§9 a $10,000 balloon lowers the repayment', 30000, 10, 60, 10000, { monthly: 508, weekly: 117 }],
  ])('%s', (_name, principal, annualRatePercent, termMonths, balloon, expected) => {
    expect(repayments({ principal, annualRatePercent, termMonths, balloon })).toEqual(expected);
  });

  it('§5 payments are whole dollars', () => {
    const { weekly, monthly } = repayments({ principal: 27777, annualRatePercent: 7.77, termMonths: 48 });
    expect(Number.isInteger(weekly) && Number.isInteger(monthly)).toBe(true);
  });

  it.each([
    ['a zero term', { principal: 1000, annualRatePercent: 10, termMonths: 0 }],
    ['a negative principal', { principal: -1, annualRatePercent: 10, termMonths: 60 }],
    ['a negative rate', { principal: 1000, annualRatePercent: -1, termMonths: 60 }],
  ])('rejects %s', (_name, terms) => {
    expect(() => repayments(terms)).toThrow(RangeError);
  });
});

describe('site calculator (§9)', () => {
  it('§9 default calculator interest 10', () => {
    const site = makeSite();
    expect(site.calculator_interest_rate).toBe(10);
    expect(calculatorRepayments(site, { price: 32000, deposit: 2000 })).toEqual({ monthly: 637, weekly: 147 });
  });

  it('§9 8.5 on one dealer group', () => {
    expect(calculatorRepayments(makeSite({ calculator_interest_rate: 8.5 }), { price: 30000 })).toEqual({ monthly: 615, weekly: 142 });
  });
});

describe('Taurus (§9)', () => {
  it('§9 Taurus assumes a 10% deposit', () => {
    expect(taurusDeposit(45000)).toBe(4500);
    expect(taurusDeposit(32995)).toBe(3300);
  });

  it('§9 total payable = 10% of price + monthly payment × term months', () => {
    // 10% of 45000 = 4500; 861 × 60 = 51660.
    expect(taurusTotalPayable({ price: 45000, monthlyPayment: 861, termMonths: 60 })).toBe(56160);
  });

  it('§9 the Taurus monthly payment on the remaining 90% at 10% over 60 months', () => {
    const { monthly } = repayments({ principal: 45000 - taurusDeposit(45000), annualRatePercent: 10, termMonths: 60 });
    expect(monthly).toBe(861);
    expect(taurusTotalPayable({ price: 45000, monthlyPayment: monthly, termMonths: 60 })).toBe(56160);
  });
});
