import {
  EMPLOYMENT_STATUSES, INCOME_FREQUENCIES, LICENCE_TYPES, LOAN_TERMS_MONTHS, RESIDENTIAL_STATUSES,
  type EmploymentStatus, type FinanceKind, type IncomeFrequency, type LicenceType, type ResidentialStatus,
} from '@dealer/leads';
import type { CaptchaLabels } from '@dealer/blocks/ui/captcha/labels';
import type { LocaleFormatter, MessageKey } from '@dealer/tenants';

/** A select's option as the island shows it. */
export interface Choice<Value extends string = string> {
  value: Value;
  label: string;
}

/** Every string the finance form shows, through the site's locale on the server (the island gets no catalogue). */
export interface FinanceFormLabels {
  /** §5 captcha shown by default, where the site asks for it (`captchaLabels`). */
  captcha?: CaptchaLabels;
  errorList: string;
  failed: string;
  signIn: string;
  submit: string;
  submitting: string;
  sent: string;
  noCreditCheck: string;
  optional: string;
  choose: string;
  sections: { you: string; loan: string; employment: string; money: string; home: string; licence: string; consent: string };
  dealership: string;
  dealershipPlaceholder: string;
  amount: string;
  deposit: string;
  term: string;
  termPlaceholder: string;
  terms: Choice[];
  employmentStatus: string;
  employmentStatuses: Choice<EmploymentStatus>[];
  employer: string;
  employmentTime: string;
  addressTime: string;
  years: string;
  months: string;
  income: string;
  incomeFrequency: string;
  incomeFrequencies: Choice<IncomeFrequency>[];
  expenses: string;
  expensesHint: string;
  residentialStatus: string;
  residentialStatuses: Choice<ResidentialStatus>[];
  licenceType: string;
  licenceTypes: Choice<LicenceType>[];
  licenceNumber: string;
  message: string;
  privacy: string;
  privacyLink: string;
  consent: string;
  optIn: string;
}

const SUBMIT: Record<FinanceKind, MessageKey> = { enquiry: 'financeApp.submit.enquiry', application: 'financeApp.submit.application', 'pre-approval': 'financeApp.submit.preApproval' };

/** The form's strings for a kind of request on a site (its dealer's name goes into the consent). */
export function financeFormLabels(t: LocaleFormatter['t'], { kind, dealer }: { kind: FinanceKind; dealer: string }): FinanceFormLabels {
  const choices = <Value extends string>(values: readonly Value[], prefix: string): Choice<Value>[] =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as MessageKey) }));
  return {
    errorList: t('financeApp.errorList'),
    failed: t('financeApp.failed'),
    signIn: t('financeApp.signIn'),
    submit: t(SUBMIT[kind]),
    submitting: t('financeApp.submitting'),
    sent: t(kind === 'enquiry' ? 'financeApp.sent.enquiry' : 'financeApp.sent.application'),
    noCreditCheck: t('financeApp.noCreditCheck'),
    optional: t('financeApp.optional'),
    choose: t('financeApp.choose'),
    sections: {
      you: t('financeApp.formHeading'),
      loan: t('financeApp.section.loan'),
      employment: t('financeApp.section.employment'),
      money: t('financeApp.section.money'),
      home: t('financeApp.section.home'),
      licence: t('financeApp.section.licence'),
      consent: t('financeApp.section.consent'),
    },
    dealership: t('enquiry.dealership'),
    dealershipPlaceholder: t('enquiry.dealershipPlaceholder'),
    amount: t('financeApp.amount'),
    deposit: t('financeApp.deposit'),
    term: t('financeApp.term'),
    termPlaceholder: t('financeApp.termPlaceholder'),
    terms: LOAN_TERMS_MONTHS.map((months) => ({ value: String(months), label: t('finance.termMonths', { months }) })),
    employmentStatus: t('financeApp.employmentStatus'),
    employmentStatuses: choices(EMPLOYMENT_STATUSES, 'financeApp.employment'),
    employer: t('financeApp.employer'),
    employmentTime: t('financeApp.employmentTime'),
    addressTime: t('financeApp.addressTime'),
    years: t('financeApp.years'),
    months: t('financeApp.months'),
    income: t('financeApp.income'),
    incomeFrequency: t('financeApp.incomeFrequency'),
    incomeFrequencies: choices(INCOME_FREQUENCIES, 'financeApp.frequency'),
    expenses: t('financeApp.expenses'),
    expensesHint: t('financeApp.expensesHint'),
    residentialStatus: t('financeApp.residentialStatus'),
    residentialStatuses: choices(RESIDENTIAL_STATUSES, 'financeApp.residential'),
    licenceType: t('financeApp.licenceType'),
    licenceTypes: choices(LICENCE_TYPES, 'financeApp.licence'),
    licenceNumber: t('financeApp.licenceNumber'),
    message: t('financeApp.message'),
    privacy: t('financeApp.privacy'),
    privacyLink: t('financeApp.privacyLink'),
    consent: t('financeApp.consent', { dealer }),
    optIn: t('financeApp.optIn'),
  };
}
