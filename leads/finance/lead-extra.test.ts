import { describe, expect, it } from 'vitest';
import type { FinanceApplication } from '../contract/finance-application';
import { FINANCE_EXTRA_KEYS, financeAdf, financeFromLeadExtra, financeLeadExtra, monthsText } from './lead-extra';

const shopper = { name: 'Jamie', last_name: 'Smith', postcode: '4064', phone: '0412 345 678', email: 'jamie@example.com', opt_in: true };
const application: FinanceApplication = {
  kind: 'application', ...shopper, loan: { amount: 45_000, deposit: 5000, termMonths: 60 },
  applicant: {
    employmentStatus: 'self-employed', employer: 'Smith Plumbing', employmentMonths: 27, income: 90_000, incomeFrequency: 'year', expensesMonthly: 2500,
    residentialStatus: 'mortgage', addressMonths: 60, licenceType: 'full', consent: true,
  },
};

describe('a finance request as its lead\'s extra values (README "Lead delivery")', () => {
  it('flat finance_* strings, read back as the same facts, the same every time (a replay is the same lead)', () => {
    const extra = financeLeadExtra(application);
    expect(extra).toEqual({
      finance_kind: 'application', finance_amount: '45000', finance_deposit: '5000', finance_term_months: '60', finance_employment_status: 'self-employed',
      finance_employer: 'Smith Plumbing', finance_employment_months: '27', finance_income: '90000', finance_income_frequency: 'year', finance_expenses_monthly: '2500',
      finance_residential_status: 'mortgage', finance_address_months: '60', finance_licence_type: 'full', finance_consent: 'yes',
    });
    expect(Object.keys(extra).every((key) => FINANCE_EXTRA_KEYS.has(key))).toBe(true);
    expect(financeFromLeadExtra(extra)).toMatchObject({ kind: 'application', amount: '45000', employer: 'Smith Plumbing', licenceNumber: undefined });
  });

  it('an enquiry keeps only its loan; without an amount it takes the car\'s price, rounded', () => {
    const enquiry: FinanceApplication = { kind: 'enquiry', ...shopper, loan: {} };
    expect(financeLeadExtra(enquiry, { carPrice: 28_990.4 })).toEqual({ finance_kind: 'enquiry', finance_amount: '28990' });
    expect(financeLeadExtra(enquiry, { carPrice: 0 })).toEqual({ finance_kind: 'enquiry' });
  });

  it('another lead is no finance request', () => {
    expect(financeFromLeadExtra({ Rego: 'ABC123' })).toBeNull();
    expect(financeFromLeadExtra({ finance_kind: 'mortgage' })).toBeNull();
    expect(financeFromLeadExtra(null)).toBeNull();
  });

  it('ADF <finance>: a deposit over the amount never makes a negative balance', () => {
    expect(financeAdf({ kind: 'enquiry', amount: '1000', deposit: '1500' }, 'AUD')?.balance).toEqual({ type: 'finance', value: 0 });
    expect(financeAdf({ kind: 'enquiry' }, 'AUD')).toBeNull();
  });

  it.each([['0', '0 months'], ['1', '1 month'], ['12', '1 year'], ['27', '2 years 3 months'], ['', undefined], [undefined, undefined]])('monthsText(%j) is %j', (value, text) => {
    expect(monthsText(value)).toBe(text);
  });
});
