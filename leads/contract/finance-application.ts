import { z } from 'zod';
import { zodWithoutEvalInBrowser } from '@dealer/stock';
import { createLeadFormSchema, type LeadFormMessages } from './lead-form';
import {
  EMPLOYMENT_STATUSES, FINANCE_KINDS, FINANCE_LIMITS, INCOME_FREQUENCIES, LICENCE_TYPES, LOAN_TERMS_MONTHS, PERIODS_PER_YEAR, RESIDENTIAL_STATUSES,
  asksLenderQuestions, hasEmployer, normaliseLicenceNumber, wholeNumber,
  type EmploymentStatus, type FinanceFormRules, type FinanceKind, type FinanceMessages, type IncomeFrequency, type LicenceType, type ResidentialStatus,
} from './finance-rules';

zodWithoutEvalInBrowser(); // the finance form validates with this schema in the browser

/**
 * A finance request (§2 /finance-enquiry, /apply-for-finance, /finance-pre-approval and the form of
 * /personalised/finance) as one zod schema that the browser form and POST /api/finance-applications
 * both parse with. Input: what the form holds (strings, '' for empty, booleans for the boxes), so
 * every problem is listed at once (§5 'Please fix the following errors:'); output: the request,
 * typed. An enquiry is the §3 lead fields with the loan it is about; an application and a
 * pre-approval also ask what a lender needs (employment, income, expenses, residency, licence) and
 * the applicant's consent. No credit check is run on any of them: each is a lead the dealer
 * follows up (README "Lead delivery").
 */

export type FinanceApplicationMessages = LeadFormMessages & FinanceMessages;

const CAR_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A text field as the form holds it: a number an API client sends reads as its digits, a missing one as ''. */
const text = (max: number, message: string) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: message }).trim().max(max, message)).prefault('');

export function createFinanceApplicationSchema(rules: FinanceFormRules, messages: FinanceApplicationMessages) {
  const dealerships = new Set(rules.dealerships.map((option) => option.value));
  const lead = createLeadFormSchema(rules.market, messages).shape;
  return z
    .object({
      kind: text(20, messages.kind),
      ...lead,
      dealership_slug: text(100, messages.dealership),
      car_id: text(100, messages.car),
      car_type: text(10, messages.car),
      amount: text(20, messages.amount),
      deposit: text(20, messages.deposit),
      term_months: text(3, messages.term),
      employment_status: text(20, messages.employmentStatus),
      employer: text(FINANCE_LIMITS.employerMaxLength, messages.employer),
      employment_years: text(5, messages.years),
      employment_months: text(5, messages.months),
      income: text(20, messages.income),
      income_frequency: text(20, messages.incomeFrequency),
      expenses: text(20, messages.expenses),
      residential_status: text(20, messages.residentialStatus),
      address_years: text(5, messages.years),
      address_months: text(5, messages.months),
      licence_type: text(20, messages.licenceType),
      licence_number: text(40, messages.licenceNumber),
      message: text(FINANCE_LIMITS.messageMaxLength, messages.message),
      /** The applicant's consent: required on an application or a pre-approval. */
      consent: z.boolean({ error: messages.consent }).default(false),
    })
    .superRefine((values, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      const kind = FINANCE_KINDS.find((known) => known === values.kind);
      if (!kind || !rules.kinds.includes(kind)) issue('kind', messages.kind);

      // §5: the preferred dealership select is required when there are several dealerships.
      if (values.dealership_slug ? !dealerships.has(values.dealership_slug) : dealerships.size > 1) issue('dealership_slug', messages.dealership);
      if (values.car_id && !CAR_ID.test(values.car_id)) issue('car_id', messages.car);
      if (values.car_type && !['new', 'demo', 'used'].includes(values.car_type)) issue('car_type', messages.car);

      const lender = kind ? asksLenderQuestions(kind) : false;
      // The price or budget: what the loan is for; an enquiry may leave it to the call.
      const typed = wholeNumber(values.amount);
      const amount = typed !== null && typed >= 1 && typed <= FINANCE_LIMITS.amountMax ? typed : null;
      if ((values.amount || lender) && amount === null) issue('amount', messages.amount);
      if (values.deposit) {
        // No more than the price (or the largest price, while the price is wrong or missing).
        const deposit = wholeNumber(values.deposit);
        if (deposit === null || deposit > (amount ?? FINANCE_LIMITS.amountMax)) issue('deposit', messages.deposit);
      }
      if (values.term_months && !LOAN_TERMS_MONTHS.some((months) => String(months) === values.term_months)) issue('term_months', messages.term);

      if (!lender) return;
      const oneOf = (field: keyof typeof values, choices: readonly string[], message: string) => {
        if (!choices.includes(String(values[field]))) issue(field, message);
      };
      const duration = (yearsField: 'employment_years' | 'address_years', monthsField: 'employment_months' | 'address_months') => {
        const years = wholeNumber(values[yearsField]);
        if (years === null || years > FINANCE_LIMITS.yearsMax) issue(yearsField, messages.years);
        const months = values[monthsField] === '' ? 0 : wholeNumber(values[monthsField]);
        if (months === null || months > FINANCE_LIMITS.monthsMax) issue(monthsField, messages.months);
      };
      oneOf('employment_status', EMPLOYMENT_STATUSES, messages.employmentStatus);
      if (hasEmployer(values.employment_status)) {
        if (!values.employer) issue('employer', messages.employer);
        duration('employment_years', 'employment_months');
      }
      oneOf('income_frequency', INCOME_FREQUENCIES, messages.incomeFrequency);
      const income = wholeNumber(values.income);
      const periods = PERIODS_PER_YEAR[values.income_frequency as IncomeFrequency] ?? 1;
      if (income === null || income * periods > FINANCE_LIMITS.incomeMaxPerYear) issue('income', messages.income);
      const expenses = wholeNumber(values.expenses);
      if (expenses === null || expenses > FINANCE_LIMITS.expensesMaxPerMonth) issue('expenses', messages.expenses);
      oneOf('residential_status', RESIDENTIAL_STATUSES, messages.residentialStatus);
      duration('address_years', 'address_months');
      oneOf('licence_type', LICENCE_TYPES, messages.licenceType);
      if (values.licence_number) {
        const number = normaliseLicenceNumber(values.licence_number);
        if (!new RegExp(`^[A-Z0-9]{1,${FINANCE_LIMITS.licenceNumberMaxLength}}$`).test(number)) issue('licence_number', messages.licenceNumber);
      }
      if (values.consent !== true) issue('consent', messages.consent);
    })
    .transform((values): FinanceApplication => {
      const kind = values.kind as FinanceKind;
      const number = (value: string) => wholeNumber(value) ?? undefined;
      const months = (years: string, rest: string) => (wholeNumber(years) ?? 0) * 12 + (wholeNumber(rest) ?? 0);
      const employed = hasEmployer(values.employment_status);
      return {
        kind,
        name: values.name,
        last_name: values.last_name,
        postcode: values.postcode,
        phone: values.phone,
        email: values.email,
        opt_in: values.opt_in,
        dealership_slug: values.dealership_slug || (rules.dealerships.length === 1 ? rules.dealerships[0]!.value : undefined),
        car_id: values.car_id || undefined,
        car_type: (values.car_type || undefined) as FinanceApplication['car_type'],
        message: values.message || undefined,
        loan: { amount: number(values.amount), deposit: number(values.deposit), termMonths: number(values.term_months) },
        applicant: asksLenderQuestions(kind)
          ? {
              employmentStatus: values.employment_status as EmploymentStatus,
              employer: employed ? values.employer : undefined,
              employmentMonths: employed ? months(values.employment_years, values.employment_months) : undefined,
              income: wholeNumber(values.income)!,
              incomeFrequency: values.income_frequency as IncomeFrequency,
              expensesMonthly: wholeNumber(values.expenses)!,
              residentialStatus: values.residential_status as ResidentialStatus,
              addressMonths: months(values.address_years, values.address_months),
              licenceType: values.licence_type as LicenceType,
              licenceNumber: values.licence_number ? normaliseLicenceNumber(values.licence_number) : undefined,
              consent: true,
            }
          : undefined,
      };
    });
}

/** What the applicant says a lender needs to know (an application or a pre-approval). */
export interface FinanceApplicant {
  employmentStatus: EmploymentStatus;
  employer?: string;
  /** Time in the job, in months (years × 12 + months). */
  employmentMonths?: number;
  /** Income before tax, in whole currency units per `incomeFrequency`. */
  income: number;
  incomeFrequency: IncomeFrequency;
  expensesMonthly: number;
  residentialStatus: ResidentialStatus;
  /** Time at the current address, in months. */
  addressMonths: number;
  licenceType: LicenceType;
  licenceNumber?: string;
  /** The consent the form asks for: always true on an accepted request. */
  consent: true;
}

/** A finance request as the API takes it. */
export interface FinanceApplication {
  kind: FinanceKind;
  name: string;
  last_name: string;
  postcode: string;
  phone: string;
  email: string;
  opt_in: boolean;
  dealership_slug?: string;
  car_id?: string;
  car_type?: 'new' | 'demo' | 'used';
  message?: string;
  /** Whole currency units: the vehicle price or budget, the deposit, and the term in months. */
  loan: { amount?: number; deposit?: number; termMonths?: number };
  /** Only on an application or a pre-approval. */
  applicant?: FinanceApplicant;
}

export type FinanceApplicationSchema = ReturnType<typeof createFinanceApplicationSchema>;

/** The boxes; every other field is text as the form holds it. */
type FinanceBoxes = 'consent' | 'opt_in';
type FinanceTextField = Exclude<keyof z.input<FinanceApplicationSchema>, FinanceBoxes>;
/** What the form holds and sends: every field a string ('' when empty), the two boxes booleans. */
export type FinanceApplicationInput = { [Field in FinanceTextField]: string } & { [Box in FinanceBoxes]: boolean };

/** The form's empty values: what a fill starts from before the link's values and the shopper's. */
export function emptyFinanceApplication(kind: FinanceKind): FinanceApplicationInput {
  return {
    kind, name: '', last_name: '', postcode: '', phone: '', email: '', opt_in: true, dealership_slug: '', car_id: '', car_type: '', amount: '', deposit: '', term_months: '',
    employment_status: '', employer: '', employment_years: '', employment_months: '', income: '', income_frequency: '', expenses: '', residential_status: '',
    address_years: '', address_months: '', licence_type: '', licence_number: '', message: '', consent: false,
  };
}
