import type { FinanceApplication } from '../contract/finance-application';
import {
  EMPLOYMENT_STATUSES, FINANCE_KINDS, FINANCE_SUBCATEGORIES, INCOME_FREQUENCIES, LICENCE_TYPES, RESIDENTIAL_STATUSES, financeKindOf,
  type FinanceKind,
} from '../contract/finance-rules';

/**
 * A finance request as its stored lead carries it (README "Lead delivery"): flat `finance_*`
 * strings in the enquiry's `extra`, so the lead is whole on its own (the dealer's ADF, the CRM
 * webhook and the Studio's Leads tool read the lead), each one line where extra values are listed.
 * The dealer's ADF puts the loan in the vehicle's `<finance>` (method, amounts, balance) and the
 * applicant's answers, which ADF has no element for, in the customer's comments.
 */
export interface FinanceLeadFacts {
  kind: FinanceKind;
  /** Whole currency units, as digits. */
  amount?: string;
  deposit?: string;
  termMonths?: string;
  employmentStatus?: string;
  employer?: string;
  employmentMonths?: string;
  income?: string;
  incomeFrequency?: string;
  expensesMonthly?: string;
  residentialStatus?: string;
  addressMonths?: string;
  licenceType?: string;
  licenceNumber?: string;
  /** 'yes' when the applicant ticked the consent (the lead's own time records when). */
  consent?: string;
}

const KEYS = {
  kind: 'finance_kind', amount: 'finance_amount', deposit: 'finance_deposit', termMonths: 'finance_term_months',
  employmentStatus: 'finance_employment_status', employer: 'finance_employer', employmentMonths: 'finance_employment_months',
  income: 'finance_income', incomeFrequency: 'finance_income_frequency', expensesMonthly: 'finance_expenses_monthly',
  residentialStatus: 'finance_residential_status', addressMonths: 'finance_address_months',
  licenceType: 'finance_licence_type', licenceNumber: 'finance_licence_number', consent: 'finance_consent',
} as const satisfies Record<keyof FinanceLeadFacts, `finance_${string}`>;

/** Every key of `extra` a finance request uses. */
export const FINANCE_EXTRA_KEYS: ReadonlySet<string> = new Set(Object.values(KEYS));

/**
 * The request's loan and answers as the lead's extra values (`amount` the request's, or the car's
 * price when it gave none). The same request always gives the same values, so a replayed submit is
 * recognised as the lead already stored (README "Holding under abuse").
 */
export function financeLeadExtra(application: FinanceApplication, { carPrice }: { carPrice?: number | null } = {}): Record<string, string> {
  const { loan, applicant } = application;
  const amount = loan.amount ?? (carPrice && carPrice > 0 ? Math.round(carPrice) : undefined);
  const facts: FinanceLeadFacts = {
    kind: application.kind,
    amount: amount === undefined ? undefined : String(amount),
    deposit: loan.deposit === undefined ? undefined : String(loan.deposit),
    termMonths: loan.termMonths === undefined ? undefined : String(loan.termMonths),
    ...(applicant
      ? {
          employmentStatus: applicant.employmentStatus,
          employer: applicant.employer,
          employmentMonths: applicant.employmentMonths === undefined ? undefined : String(applicant.employmentMonths),
          income: String(applicant.income),
          incomeFrequency: applicant.incomeFrequency,
          expensesMonthly: String(applicant.expensesMonthly),
          residentialStatus: applicant.residentialStatus,
          addressMonths: String(applicant.addressMonths),
          licenceType: applicant.licenceType,
          licenceNumber: applicant.licenceNumber,
          consent: applicant.consent ? 'yes' : undefined,
        }
      : {}),
  };
  const extra: Record<string, string> = {};
  for (const [name, key] of Object.entries(KEYS) as [keyof FinanceLeadFacts, string][]) {
    const value = facts[name];
    if (value !== undefined && value !== '') extra[key] = value;
  }
  return extra;
}

/** The finance request a lead's extra values hold, or null when the lead is no finance request. */
export function financeFromLeadExtra(extra: Record<string, string | string[]> | null | undefined): FinanceLeadFacts | null {
  const read = (key: string) => {
    const value = extra?.[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const kind = FINANCE_KINDS.find((known) => known === read(KEYS.kind));
  if (!kind) return null;
  const facts: FinanceLeadFacts = { kind };
  for (const [name, key] of Object.entries(KEYS) as [keyof FinanceLeadFacts, string][]) {
    if (name !== 'kind') facts[name] = read(key);
  }
  return facts;
}

/** The ADF 1.0 `<finance>` of a vehicle: the method, the amounts (at least one: the DTD's `amount+`), the balance. */
export interface AdfFinance {
  method: 'cash' | 'finance' | 'lease';
  amounts: { type: 'downpayment' | 'monthly' | 'total'; limit: 'maximum' | 'minimum' | 'exact'; value: number }[];
  balance?: { type: 'finance' | 'residual'; value: number };
  currency: string;
}

const digits = (value: string | undefined): number | undefined => (value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The request's loan as ADF's `<finance>`: method finance, the price or budget as the `total` (a
 * maximum: what the shopper means to spend), the deposit as the `downpayment`, and the balance to
 * finance (total less deposit). Null when the request names no amount (a finance enquiry may not):
 * ADF's `<finance>` needs one.
 */
export function financeAdf(facts: FinanceLeadFacts, currency: string): AdfFinance | null {
  const total = digits(facts.amount);
  if (total === undefined) return null;
  const deposit = digits(facts.deposit);
  return {
    method: 'finance',
    amounts: [{ type: 'total', limit: 'maximum', value: total }, ...(deposit !== undefined ? [{ type: 'downpayment' as const, limit: 'exact' as const, value: deposit }] : [])],
    balance: { type: 'finance', value: Math.max(total - (deposit ?? 0), 0) },
    currency,
  };
}

const LABELS = {
  employment: { 'full-time': 'Full time', 'part-time': 'Part time', casual: 'Casual', 'self-employed': 'Self-employed', contractor: 'Contractor', retired: 'Retired', 'not-working': 'Not working' },
  frequency: { week: 'per week', fortnight: 'per fortnight', month: 'per month', year: 'per year' },
  residential: { own: 'Owns home outright', mortgage: 'Owns home with a mortgage', renting: 'Renting', boarding: 'Boarding', 'with-parents': 'Living with parents', other: 'Other' },
  licence: { full: 'Full', provisional: 'Provisional', learner: 'Learner', overseas: 'Overseas', none: 'None' },
} as const satisfies {
  employment: Record<(typeof EMPLOYMENT_STATUSES)[number], string>;
  frequency: Record<(typeof INCOME_FREQUENCIES)[number], string>;
  residential: Record<(typeof RESIDENTIAL_STATUSES)[number], string>;
  licence: Record<(typeof LICENCE_TYPES)[number], string>;
};
const label = (table: Record<string, string>, value: string | undefined) => (value === undefined ? undefined : (table[value] ?? value));

/** "3 years 2 months", "1 year", "5 months", "0 months". */
export function monthsText(value: string | undefined): string | undefined {
  const total = digits(value);
  if (total === undefined) return undefined;
  const years = Math.floor(total / 12);
  const months = total % 12;
  const parts = [years ? `${years} year${years === 1 ? '' : 's'}` : '', months || !years ? `${months} month${months === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}

/** The dealer's lines about a finance request (ADF customer comments and the readable copy), in English for the dealer's staff. */
export function financeCommentLines(facts: FinanceLeadFacts, currency: string): string[] {
  const money = (value: string | undefined) => (value === undefined ? undefined : `${currency} ${Number(value).toLocaleString('en')}`);
  const line = (name: string, value: string | undefined) => (value === undefined || value === '' ? [] : [`${name}: ${value}`]);
  const employed = facts.employer || facts.employmentMonths;
  return [
    `${FINANCE_SUBCATEGORIES[facts.kind]}: no credit check has been run and nothing approved; please contact the applicant.`,
    ...line('Vehicle price or budget', money(facts.amount)),
    ...line('Deposit or trade-in', money(facts.deposit)),
    ...line('Loan term', facts.termMonths ? `${facts.termMonths} months` : undefined),
    ...line('Employment', [label(LABELS.employment, facts.employmentStatus), employed ? facts.employer : undefined, employed ? monthsText(facts.employmentMonths) : undefined].filter(Boolean).join(', ') || undefined),
    ...line('Income before tax', facts.income === undefined ? undefined : `${money(facts.income)} ${label(LABELS.frequency, facts.incomeFrequency) ?? ''}`.trim()),
    ...line('Living expenses', facts.expensesMonthly === undefined ? undefined : `${money(facts.expensesMonthly)} per month`),
    ...line('Living situation', [label(LABELS.residential, facts.residentialStatus), facts.addressMonths ? `${monthsText(facts.addressMonths)} at this address` : ''].filter(Boolean).join(', ') || undefined),
    ...line('Licence', [label(LABELS.licence, facts.licenceType), facts.licenceNumber ? `number ${facts.licenceNumber}` : ''].filter(Boolean).join(', ') || undefined),
    ...line('Consent to be contacted about finance', facts.consent === 'yes' ? 'given on the form' : undefined),
  ];
}

/**
 * What the dealer's email is about (its subject after the dealership): a finance request says which
 * one ("Finance pre-approval: 2021 Kia Sportage"); any other lead its car, else its category.
 */
export function dealerEmailAbout(lead: { category?: string | null; subcategory?: string | null }, vehicle: string | undefined): string | undefined {
  const kind = financeKindOf(lead);
  if (kind) return [FINANCE_SUBCATEGORIES[kind], vehicle].filter(Boolean).join(': ');
  return vehicle ?? lead.category ?? undefined;
}
