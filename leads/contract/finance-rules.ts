import type { MessageKey } from '@dealer/tenants';
import type { EnquiryOption } from './enquiry-rules';
import { postcodeMarket, type PostcodeMarket } from './postcode';

/**
 * The finance pages' plain rules (§2 /finance-enquiry, /apply-for-finance, /finance-pre-approval,
 * /personalised/finance; §6 gating): which page takes which request, the application's choices and
 * bounds, and the messages' keys, with no zod, so a client island (and the car card) can use them
 * without shipping the schema library. The schema that the browser form and POST
 * /api/finance-applications both parse with is in finance-application.ts.
 */

/** The enquiry type every finance request is stored under, as the finance page's enquiry form uses it. */
export const FINANCE_CATEGORY = 'Finance';

/** What a finance request is: an enquiry, an application, or a request for pre-approval. */
export const FINANCE_KINDS = ['enquiry', 'application', 'pre-approval'] as const;
export type FinanceKind = (typeof FINANCE_KINDS)[number];

/** The §2 page of each kind (a site serves those its `features.financeRoutes` names). */
export const FINANCE_KIND_ROUTES = {
  enquiry: 'finance-enquiry',
  application: 'apply-for-finance',
  'pre-approval': 'finance-pre-approval',
} as const satisfies Record<FinanceKind, string>;
export type FinanceRouteName = (typeof FINANCE_KIND_ROUTES)[FinanceKind];

/** The subcategory a stored request carries: what the dealer's email and the Studio's Leads tool call it. */
export const FINANCE_SUBCATEGORIES = {
  enquiry: 'Finance enquiry',
  application: 'Finance application',
  'pre-approval': 'Finance pre-approval',
} as const satisfies Record<FinanceKind, string>;

/** The kind of a finance request by its stored subcategory, or null for any other lead. */
export function financeKindOf(lead: { category?: string | null; subcategory?: string | null }): FinanceKind | null {
  if (lead.category !== FINANCE_CATEGORY) return null;
  return FINANCE_KINDS.find((kind) => FINANCE_SUBCATEGORIES[kind] === lead.subcategory) ?? null;
}

/** Whether a kind asks what a lender needs (employment, income, expenses, residency, licence, consent). */
export const asksLenderQuestions = (kind: FinanceKind): boolean => kind !== 'enquiry';

export const EMPLOYMENT_STATUSES = ['full-time', 'part-time', 'casual', 'self-employed', 'contractor', 'retired', 'not-working'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
/** Statuses with an employer (or business) to name and a time in the job. */
export const hasEmployer = (status: string): boolean => status !== '' && status !== 'retired' && status !== 'not-working';

export const INCOME_FREQUENCIES = ['week', 'fortnight', 'month', 'year'] as const;
export type IncomeFrequency = (typeof INCOME_FREQUENCIES)[number];
export const PERIODS_PER_YEAR = { week: 52, fortnight: 26, month: 12, year: 1 } as const satisfies Record<IncomeFrequency, number>;

export const RESIDENTIAL_STATUSES = ['own', 'mortgage', 'renting', 'boarding', 'with-parents', 'other'] as const;
export type ResidentialStatus = (typeof RESIDENTIAL_STATUSES)[number];

export const LICENCE_TYPES = ['full', 'provisional', 'learner', 'overseas', 'none'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

/** The loan terms offered, in months (§9's 60-month term among them). */
export const LOAN_TERMS_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;

/**
 * The bounds of what an application may say, in whole currency units: a price or budget up to two
 * million (a motorhome or a truck, not a fleet), an income up to ten million a year, living expenses
 * up to a million a month, and 60 years in one job or at one address.
 */
export const FINANCE_LIMITS = {
  amountMax: 2_000_000,
  incomeMaxPerYear: 10_000_000,
  expensesMaxPerMonth: 1_000_000,
  yearsMax: 60,
  monthsMax: 11,
  employerMaxLength: 100,
  licenceNumberMaxLength: 20,
  messageMaxLength: 2000,
} as const;

/**
 * The request's fields in the order the form shows them: the order of the 'Please fix the
 * following errors:' list (§5). The §3 lead fields and the dealership first, then the loan, what a
 * lender needs, the message and the consent; last what the page sets rather than the shopper.
 */
export const FINANCE_FIELD_ORDER = [
  'name', 'last_name', 'postcode', 'phone', 'email', 'dealership_slug',
  'amount', 'deposit', 'term_months',
  'employment_status', 'employer', 'employment_years', 'employment_months', 'income', 'income_frequency', 'expenses',
  'residential_status', 'address_years', 'address_months', 'licence_type', 'licence_number',
  'message', 'consent', 'car_id', 'car_type', 'kind',
] as const;
export type FinanceField = (typeof FINANCE_FIELD_ORDER)[number];

/** The locale's key of each finance message (the §3 lead fields take the lead form's, leads/contract/lead-form.ts). */
export const financeMessageKeys = {
  kind: 'financeApp.error.kind',
  amount: 'financeApp.error.amount',
  deposit: 'financeApp.error.deposit',
  term: 'financeApp.error.term',
  dealership: 'enquiry.error.dealership',
  employmentStatus: 'financeApp.error.employmentStatus',
  employer: 'financeApp.error.employer',
  years: 'financeApp.error.years',
  months: 'financeApp.error.months',
  income: 'financeApp.error.income',
  incomeFrequency: 'financeApp.error.incomeFrequency',
  expenses: 'financeApp.error.expenses',
  residentialStatus: 'financeApp.error.residentialStatus',
  licenceType: 'financeApp.error.licenceType',
  licenceNumber: 'financeApp.error.licenceNumber',
  consent: 'financeApp.error.consent',
  car: 'financeApp.error.carNotListed',
  message: 'financeApp.error.message',
} as const satisfies Record<string, MessageKey>;
export type FinanceMessages = Record<keyof typeof financeMessageKeys, string>;

export function financeMessages(t: (key: MessageKey) => string): FinanceMessages {
  return Object.fromEntries(Object.entries(financeMessageKeys).map(([name, key]) => [name, t(key)])) as FinanceMessages;
}

/** What a site's finance features are, as its config states them (§2). */
export interface FinanceFeatures {
  financeRoutes: readonly FinanceRouteName[];
  personalisedFinance: boolean;
}

/** The kind a site's route takes. */
export const kindOfRoute = (route: FinanceRouteName): FinanceKind => FINANCE_KINDS.find((kind) => FINANCE_KIND_ROUTES[kind] === route)!;

/**
 * The form on /personalised/finance: the site's first finance page's kind (an application where the
 * site takes them), else a finance enquiry, so the personalised page always has a form.
 */
export function personalisedFinanceKind(features: FinanceFeatures): FinanceKind {
  const first = features.financeRoutes[0];
  return first ? kindOfRoute(first) : 'enquiry';
}

/** The kinds of request a site takes: its pages' kinds, and the personalised page's when the regional flag is on. */
export function financeKindsFor(features: FinanceFeatures): FinanceKind[] {
  const kinds = new Set<FinanceKind>(features.financeRoutes.map(kindOfRoute));
  if (features.personalisedFinance) kinds.add(personalisedFinanceKind(features));
  return FINANCE_KINDS.filter((kind) => kinds.has(kind));
}

/** Whether a site takes finance requests online at all (POST /api/finance-applications is its 404 otherwise). */
export const takesFinanceRequests = (features: FinanceFeatures): boolean => financeKindsFor(features).length > 0;

/**
 * §2: "/personalised/finance (car_id query) is used when the car has a valuation-code flag and a
 * regional flag is on": the car's `has_nvic` and the site's `features.personalisedFinance`.
 */
export function usesPersonalisedFinance(car: { has_nvic?: boolean | null }, site: { features: Pick<FinanceFeatures, 'personalisedFinance'> }): boolean {
  return site.features.personalisedFinance && car.has_nvic === true;
}

/**
 * The page a car's finance link opens (§2 "/finance (default); /finance-enquiry ... on some
 * sites"): /personalised/finance under its rule, else the site's finance enquiry where it has
 * one, else /finance.
 */
export function carFinancePath(car: { has_nvic?: boolean | null }, site: { features: FinanceFeatures }): '/personalised/finance' | '/finance-enquiry' | '/finance' {
  if (usesPersonalisedFinance(car, site)) return '/personalised/finance';
  return site.features.financeRoutes.includes('finance-enquiry') ? '/finance-enquiry' : '/finance';
}

/** What decides a site's finance form: plain data that crosses from the server to the island. */
export interface FinanceFormRules {
  market: PostcodeMarket;
  /** The kinds this site takes (financeKindsFor). */
  kinds: FinanceKind[];
  /** The site's dealerships; the select is shown, and required, when there is more than one. */
  dealerships: EnquiryOption[];
}

export function financeFormRulesFor(site: {
  locale: 'en-AU' | 'en-NZ' | 'en-US';
  features: FinanceFeatures;
  dealerships: readonly { slug: string; name: string }[];
}): FinanceFormRules {
  return {
    market: postcodeMarket(site),
    kinds: financeKindsFor(site.features),
    dealerships: site.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name })),
  };
}

/** A whole number as a form holds it ("45,000", " 1200 "), or null for anything else; '' is null too. */
export function wholeNumber(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[\s,]/g, '').replace(/^\$/, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

/** A licence number as licensing authorities print it: letters and digits, upper case, without spaces or hyphens. */
export const normaliseLicenceNumber = (value: string): string => value.toUpperCase().replace(/[\s-]/g, '');
