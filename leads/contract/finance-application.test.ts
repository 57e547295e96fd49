import { createLocale } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { enquiryFieldErrors } from './enquiry';
import { createFinanceApplicationSchema, emptyFinanceApplication, type FinanceApplicationInput } from './finance-application';
import {
  FINANCE_FIELD_ORDER, carFinancePath, financeFormRulesFor, financeKindOf, financeKindsFor, financeMessages, personalisedFinanceKind, usesPersonalisedFinance, wholeNumber,
  type FinanceFormRules,
} from './finance-rules';
import { leadFormMessages } from './lead-form';

const au = createLocale('en-AU');
const us = createLocale('en-US');
const messages = { ...leadFormMessages(au.t), ...financeMessages(au.t) };
const usMessages = { ...leadFormMessages(us.t), ...financeMessages(us.t) };

/** One dealership, every kind taken (a site with all three pages). */
const oneDealer: FinanceFormRules = { market: 'AU', kinds: ['enquiry', 'application', 'pre-approval'], dealerships: [{ value: 'riverside-kia', label: 'Riverside Kia' }] };
const threeDealers: FinanceFormRules = {
  ...oneDealer,
  dealerships: [
    { value: 'southern-cross-parramatta', label: 'Southern Cross Parramatta' },
    { value: 'southern-cross-dandenong', label: 'Southern Cross Dandenong' },
    { value: 'southern-cross-caravans', label: 'Southern Cross Caravans' },
  ],
};

const applicant = { name: 'Jamie', last_name: 'Smith', postcode: '4064', phone: '0412 345 678', email: 'jamie@example.com' };
const enquiry: FinanceApplicationInput = { ...emptyFinanceApplication('enquiry'), ...applicant };
const application: FinanceApplicationInput = {
  ...emptyFinanceApplication('application'), ...applicant,
  amount: '45,000', deposit: '5000', term_months: '60',
  employment_status: 'full-time', employer: 'Acme Pty Ltd', employment_years: '3', employment_months: '2',
  income: '1,500', income_frequency: 'week', expenses: '2000', residential_status: 'renting', address_years: '1', address_months: '6',
  licence_type: 'full', licence_number: '123 456-789', consent: true,
};

const errorsOf = (rules: FinanceFormRules, input: unknown, locale = messages) => {
  const result = createFinanceApplicationSchema(rules, locale).safeParse(input);
  return result.success ? {} : enquiryFieldErrors(result.error);
};

describe('a finance request: the §3 lead fields with the loan, and what a lender needs on an application', () => {
  it('a finance enquiry needs only the §3 lead fields; the only dealership is picked (§5)', () => {
    const parsed = createFinanceApplicationSchema(oneDealer, messages).parse(enquiry);
    expect(parsed).toEqual({
      kind: 'enquiry', ...applicant, opt_in: true, dealership_slug: 'riverside-kia', car_id: undefined, car_type: undefined, message: undefined,
      loan: { amount: undefined, deposit: undefined, termMonths: undefined }, applicant: undefined,
    });
  });

  it('an application: whole numbers read as typed, times in months, the licence number as printed on no licence', () => {
    const parsed = createFinanceApplicationSchema(oneDealer, messages).parse(application);
    expect(parsed.loan).toEqual({ amount: 45_000, deposit: 5000, termMonths: 60 });
    expect(parsed.applicant).toEqual({
      employmentStatus: 'full-time', employer: 'Acme Pty Ltd', employmentMonths: 38, income: 1500, incomeFrequency: 'week', expensesMonthly: 2000,
      residentialStatus: 'renting', addressMonths: 18, licenceType: 'full', licenceNumber: '123456789', consent: true,
    });
  });

  it('a pre-approval asks the same as an application; retired or not working, no employer or time in a job is asked', () => {
    const retired = { ...application, kind: 'pre-approval', employment_status: 'retired', employer: '', employment_years: '', employment_months: '', income: '0' };
    const parsed = createFinanceApplicationSchema(oneDealer, messages).parse(retired);
    expect(parsed.kind).toBe('pre-approval');
    expect(parsed.applicant).toMatchObject({ employmentStatus: 'retired', employer: undefined, employmentMonths: undefined, income: 0 });
  });

  it.each([
    ['§5: a postcode of letters', { postcode: 'abcd' }, 'postcode', 'Invalid postcode. Please enter a 4-digit number.'],
    ['§5: a postcode of 3 digits', { postcode: '406' }, 'postcode', 'Invalid postcode. Please enter a 4-digit number.'],
    ['§3: no last name', { last_name: '' }, 'last_name', 'Please enter your last name'],
    ['§3: a mobile of letters', { phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    ['§3: an email without @', { email: 'jamie.example.com' }, 'email', 'Please enter a valid email address'],
    ['a negative income', { income: '-1' }, 'income', 'Please enter your income before tax in whole dollars, from 0 to 10,000,000 a year'],
    ['an absurd income: 200,001 a week is over 10,000,000 a year', { income: '200001' }, 'income', 'Please enter your income before tax in whole dollars, from 0 to 10,000,000 a year'],
    ['an income with cents', { income: '1500.50' }, 'income', 'Please enter your income before tax in whole dollars, from 0 to 10,000,000 a year'],
    ['no income', { income: '' }, 'income', 'Please enter your income before tax in whole dollars, from 0 to 10,000,000 a year'],
    ['an unknown pay frequency', { income_frequency: 'hourly' }, 'income_frequency', 'Please choose how often you are paid'],
    ['expenses over 1,000,000 a month', { expenses: '1000001' }, 'expenses', 'Please enter your living expenses per month in whole dollars, from 0 to 1,000,000'],
    ['a price of 0', { amount: '0' }, 'amount', 'Please enter the vehicle price or your budget in whole dollars, up to 2,000,000'],
    ['a price over 2,000,000', { amount: '2000001' }, 'amount', 'Please enter the vehicle price or your budget in whole dollars, up to 2,000,000'],
    ['no price on an application', { amount: '' }, 'amount', 'Please enter the vehicle price or your budget in whole dollars, up to 2,000,000'],
    ['a deposit over the price', { deposit: '45001' }, 'deposit', 'Please enter a deposit in whole dollars, no more than the price'],
    ['a term not offered', { term_months: '61' }, 'term_months', 'Please choose a loan term'],
    ['an unknown employment status', { employment_status: 'astronaut' }, 'employment_status', 'Please choose your employment status'],
    ['employed without an employer', { employer: '   ' }, 'employer', 'Please enter your employer or business name'],
    ['61 years in one job', { employment_years: '61' }, 'employment_years', 'Please enter whole years, from 0 to 60'],
    ['12 months at an address', { address_months: '12' }, 'address_months', 'Please enter whole months, from 0 to 11'],
    ['no time at the address', { address_years: '' }, 'address_years', 'Please enter whole years, from 0 to 60'],
    ['an unknown living situation', { residential_status: 'castle' }, 'residential_status', 'Please choose your living situation'],
    ['no licence type', { licence_type: '' }, 'licence_type', 'Please choose your licence type'],
    ['a licence number with symbols', { licence_number: '12#45' }, 'licence_number', 'Please enter your licence number: letters and digits only, up to 20'],
    ['a licence number of 21', { licence_number: 'A'.repeat(21) }, 'licence_number', 'Please enter your licence number: letters and digits only, up to 20'],
    ['no consent', { consent: false }, 'consent', 'Please confirm your details and agree to be contacted about finance'],
    ['a car id with a quote', { car_id: 'car"1' }, 'car_id', 'This car is not listed on this site.'],
    ['a kind this schema does not know', { kind: 'mortgage' }, 'kind', 'This site does not take this kind of finance request.'],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 'message', 'This is too long'],
  ])('an application with %s is refused with its field\'s message', (_case, change, field, message) => {
    const errors = errorsOf(oneDealer, { ...application, ...change });
    expect(errors).toEqual({ [field]: message });
  });

  it('§5: every problem of an empty application is listed at once, in the form\'s order', () => {
    const errors = errorsOf(oneDealer, { kind: 'application' });
    expect(Object.keys(errors)).toEqual(['name', 'last_name', 'postcode', 'phone', 'email', 'amount', 'employment_status', 'income_frequency', 'income', 'expenses', 'residential_status', 'address_years', 'licence_type', 'consent']);
    const ordered = FINANCE_FIELD_ORDER.filter((field) => field in errors);
    expect(ordered).toHaveLength(Object.keys(errors).length);
  });

  it('an enquiry asks nothing a lender needs, and ignores those fields\' blanks', () => {
    expect(errorsOf(oneDealer, { ...enquiry, amount: '', consent: false })).toEqual({});
    expect(errorsOf(oneDealer, { ...enquiry, amount: 'lots' })).toEqual({ amount: 'Please enter the vehicle price or your budget in whole dollars, up to 2,000,000' });
  });

  it('§5: with several dealerships the preferred dealership is required and must be one of the site\'s', () => {
    expect(errorsOf(threeDealers, enquiry)).toEqual({ dealership_slug: 'Please choose a dealership' });
    expect(errorsOf(threeDealers, { ...enquiry, dealership_slug: 'riverside-kia' })).toEqual({ dealership_slug: 'Please choose a dealership' });
    expect(errorsOf(threeDealers, { ...enquiry, dealership_slug: 'southern-cross-dandenong' })).toEqual({});
  });

  it('a kind the site does not take is refused (a site with only the finance enquiry)', () => {
    expect(errorsOf({ ...oneDealer, kinds: ['enquiry'] }, application)).toEqual({ kind: 'This site does not take this kind of finance request.' });
  });

  it('§5: a US site takes a 5-digit ZIP code and says "license"', () => {
    const rules: FinanceFormRules = { ...oneDealer, market: 'US' };
    expect(errorsOf(rules, { ...application, postcode: '78701' }, usMessages)).toEqual({});
    expect(errorsOf(rules, { ...application, postcode: '7870', licence_type: '' }, usMessages)).toEqual({
      postcode: 'Invalid ZIP code. Please enter a 5-digit number.', licence_type: 'Please choose your license type',
    });
  });

  it('an API client\'s numbers read as the form\'s strings; an object where text belongs is a 400, not a throw', () => {
    expect(createFinanceApplicationSchema(oneDealer, messages).parse({ ...application, amount: 45000, income: 1500 }).loan.amount).toBe(45_000);
    expect(errorsOf(oneDealer, { ...application, employer: { name: 'Acme' } })).toHaveProperty('employer');
  });
});

describe('§2 which finance pages a site has, and the personalised page\'s rule', () => {
  it.each([
    ['no pages', { financeRoutes: [], personalisedFinance: false }, []],
    ['the enquiry', { financeRoutes: ['finance-enquiry'], personalisedFinance: false }, ['enquiry']],
    ['pre-approval and the enquiry', { financeRoutes: ['finance-pre-approval', 'finance-enquiry'], personalisedFinance: true }, ['enquiry', 'pre-approval']],
    ['only the regional flag: the personalised page takes a finance enquiry', { financeRoutes: [], personalisedFinance: true }, ['enquiry']],
  ] as const)('%s', (_case, features, kinds) => {
    expect(financeKindsFor(features)).toEqual(kinds);
  });

  it('the personalised page\'s form is the site\'s first page\'s kind', () => {
    expect(personalisedFinanceKind({ financeRoutes: ['finance-pre-approval', 'finance-enquiry'], personalisedFinance: true })).toBe('pre-approval');
    expect(personalisedFinanceKind({ financeRoutes: [], personalisedFinance: true })).toBe('enquiry');
  });

  it.each([
    ['a car with a valuation code, the regional flag on', true, true, [], '/personalised/finance'],
    ['a car with a valuation code, the flag off', true, false, [], '/finance'],
    ['a car without one, the flag on', false, true, [], '/finance'],
    ['a car without one, on a site with the finance enquiry', false, true, ['finance-pre-approval', 'finance-enquiry'], '/finance-enquiry'],
    ['a car with one, on a site with the finance enquiry and the flag', true, true, ['finance-enquiry'], '/personalised/finance'],
  ] as const)('§2 a car\'s finance link: %s opens %s', (_case, hasNvic, flag, financeRoutes, path) => {
    const site = { features: { personalisedFinance: flag, financeRoutes } };
    expect(usesPersonalisedFinance({ has_nvic: hasNvic }, site)).toBe(path === '/personalised/finance');
    expect(carFinancePath({ has_nvic: hasNvic }, site)).toBe(path);
  });

  it('a site\'s form rules: its market, kinds and dealerships', () => {
    const rules = financeFormRulesFor({ locale: 'en-US', features: { financeRoutes: ['finance-enquiry'], personalisedFinance: false }, dealerships: [{ slug: 'lone-star-jeep', name: 'Lone Star Jeep' }] });
    expect(rules).toEqual({ market: 'US', kinds: ['enquiry'], dealerships: [{ value: 'lone-star-jeep', label: 'Lone Star Jeep' }] });
  });

  it('a stored lead\'s kind comes from its category and subcategory', () => {
    expect(financeKindOf({ category: 'Finance', subcategory: 'Finance pre-approval' })).toBe('pre-approval');
    expect(financeKindOf({ category: 'Finance', subcategory: null })).toBeNull();
    expect(financeKindOf({ category: 'Sales', subcategory: 'Finance application' })).toBeNull();
  });

  it.each([
    ['45,000', 45_000], [' 1200 ', 1200], ['$30000', 30_000], ['0', 0], ['', null], ['-5', null], ['1.5', null], ['1e6', null], [12, 12], [1.5, null],
  ] as const)('wholeNumber(%j) is %j', (value, expected) => {
    expect(wholeNumber(value)).toBe(expected);
  });
});
