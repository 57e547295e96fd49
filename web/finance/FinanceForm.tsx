'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import {
  FINANCE_FIELD_ORDER, HONEYPOT_FIELD, asksLenderQuestions, emptyFinanceApplication, hasEmployer, problemFieldErrors, problemMessage, readProblem,
  type FinanceApplication, type FinanceApplicationInput, type FinanceApplicationMessages, type FinanceField, type FinanceFormRules, type FinanceKind,
} from '@dealer/leads';
import { useCaptcha } from '@dealer/blocks/ui/captcha/Captcha';
import { useHydrated } from '@dealer/blocks/ui/use-hydrated';
import forms from '@/components/form-controls.module.css';
import { FormErrorList, type FormErrorItem } from '@/lead-form/FormErrorList';
import { LEAD_FORM_FIELDS, LeadFormFields, leadFieldId, type LeadFormField, type LeadFormLabels } from '@/lead-form/LeadFormFields';
import type { NearestDealership } from '@/lead-form/postcode-lookup';
import type { FinanceFormLabels } from './finance-labels';
import { financeResolver } from './resolver';
import styles from './FinanceForm.module.css';

export const FINANCE_ENDPOINT = '/api/finance-applications';

export interface FinanceFormProps {
  kind: FinanceKind;
  rules: FinanceFormRules;
  /** The schema's messages (the same the API answers with), through the site's locale. */
  messages: FinanceApplicationMessages;
  labels: FinanceFormLabels;
  leadLabels: LeadFormLabels;
  /** What the page knows before the shopper types (§2 finance link: the car, its type, the price, the dealership). */
  initial: Partial<Pick<FinanceApplicationInput, 'car_id' | 'car_type' | 'amount' | 'dealership_slug'>>;
  /** The site's privacy policy (a legal page every site has). */
  privacyHref?: string;
  endpoint?: string;
}

/** Keeps the wire body in one place: what the form holds, plus the honeypot when a bot filled it. */
export function financeRequestBody(values: FinanceApplicationInput, honeypot: string): Record<string, unknown> {
  return { ...values, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) };
}

const ID = 'finance';
/** Every field's input id: the lead fields' own, `finance-{field}` for the rest. */
const fieldId = (field: FinanceField): string => ((LEAD_FORM_FIELDS as readonly string[]).includes(field) ? leadFieldId(ID, field as LeadFormField) : `${ID}-${field.replace(/_/g, '-')}`);

function newKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The §5 list: each field's message in the form's order, linked to its input. */
function errorItems(errors: FieldErrors<FinanceApplicationInput>): FormErrorItem[] {
  return FINANCE_FIELD_ORDER.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [{ id: fieldId(field), message }] : [];
  });
}

/**
 * The finance request form (§2 finance pages, #finance-form): the §3 lead fields (LeadFormFields,
 * whose postcode lookup preselects the nearest dealership, §3/§9), the loan, and on an application
 * or pre-approval what a lender needs in fieldsets (employment, income and expenses, where the
 * shopper lives, the licence), the privacy wording and the consent. Checked with the schema the
 * API parses with; every problem is listed at once (§5 'Please fix the following errors:') and
 * beside its field. It says plainly that nothing is checked or approved by sending it.
 */
export function FinanceForm({ kind, rules, messages, labels, leadLabels, initial, privacyHref = '/privacy-policy', endpoint = FINANCE_ENDPOINT }: FinanceFormProps) {
  const resolver = useMemo(() => financeResolver(rules, messages), [rules, messages]);
  const lender = asksLenderQuestions(kind);
  const severalDealerships = rules.dealerships.length > 1;
  const form = useForm<FinanceApplicationInput, unknown, FinanceApplication>({
    resolver,
    defaultValues: {
      ...emptyFinanceApplication(kind),
      dealership_slug: initial.dealership_slug ?? (rules.dealerships.length === 1 ? rules.dealerships[0]!.value : ''),
      ...Object.fromEntries(Object.entries(initial).filter((entry) => entry[1] !== undefined)),
    },
  });
  const { register, handleSubmit, setError, setValue, getValues, control, formState } = form;
  const { errors, isSubmitting, dirtyFields } = formState;
  // False in the server HTML: a click before hydration would submit natively (a GET with the shopper's details in the URL).
  const hydrated = useHydrated();
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ message: string; signIn: string | null } | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const employmentStatus = useWatch({ control, name: 'employment_status' });
  // §5 captcha: solved while the shopper fills the form, its answer sent with the request.
  const captcha = useCaptcha(labels.captcha);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  // §3, §9: the sales location nearest the postcode preselects the dealership, unless the shopper chose one.
  const preselect = (nearest: NearestDealership | null) => {
    if (!nearest || !severalDealerships || dirtyFields.dealership_slug) return;
    if (rules.dealerships.some((option) => option.value === nearest.dealershipSlug)) setValue('dealership_slug', nearest.dealershipSlug, { shouldValidate: formState.isSubmitted });
  };

  const send = async () => {
    setFailure(null);
    const answer = await captcha.answer();
    if (!answer) return;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ ...financeRequestBody(getValues(), honeypot.current?.value ?? ''), ...answer }),
      });
      if (response.ok) {
        setIdempotencyKey(newKey()); // another request is another fill
        setSent(true);
        return;
      }
      // A refusal is problem details (README "Routes and errors"): field messages beside their fields, else its detail.
      const problem = await readProblem(response);
      const fieldErrors = response.status === 400 ? problemFieldErrors(problem) : {};
      const known = Object.entries(fieldErrors).filter((entry): entry is [FinanceField, string] => (FINANCE_FIELD_ORDER as readonly string[]).includes(entry[0]));
      for (const [field, message] of known) setError(field, { type: 'server', message });
      captcha.refused(fieldErrors);
      if (known.length > 0 && known.length === Object.keys(fieldErrors).length) return;
      const signIn = response.status === 401 && typeof problem?.signIn === 'string' && /^\/(?![/\\])/.test(problem.signIn) ? problem.signIn : null;
      const other = Object.entries(fieldErrors).find(([field]) => !(FINANCE_FIELD_ORDER as readonly string[]).includes(field));
      setFailure({ message: other?.[1] ?? problemMessage(problem, labels.failed), signIn });
    } catch {
      setFailure({ message: labels.failed, signIn: null });
    }
  };

  if (sent) {
    return (
      <div ref={sentRef} className={styles.sent} role="status" tabIndex={-1} data-testid="finance-sent">
        <p>{labels.sent}</p>
      </div>
    );
  }

  const errorId = (field: FinanceField) => `${fieldId(field)}-error`;
  const describedBy = (field: FinanceField, hint?: string) => [errors[field]?.message ? errorId(field) : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const control$ = (field: FinanceField, registered: UseFormRegisterReturn, { required = false, hint }: { required?: boolean; hint?: string } = {}) => ({
    ...registered,
    id: fieldId(field),
    className: forms.control,
    required,
    disabled: isSubmitting,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  });
  const required = <span className={styles.required} aria-hidden="true">*</span>;
  const optional = <span className={styles.optional}> {labels.optional}</span>;
  const error = (field: FinanceField) => (errors[field]?.message ? <span id={errorId(field)} className={forms.errorText}>{errors[field]?.message}</span> : null);
  const field = (name: FinanceField, label: string, input: ReactNode, { isRequired = true, hint, wide = false }: { isRequired?: boolean; hint?: ReactNode; wide?: boolean } = {}) => (
    <div className={`${forms.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={fieldId(name)} className={forms.label}>{label}{isRequired ? <> {required}</> : optional}</label>
      {input}
      {hint}
      {error(name)}
    </div>
  );
  const select = (name: FinanceField, choices: readonly { value: string; label: string }[], placeholder: string) => (
    <select {...control$(name, register(name), { required: true })}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
    </select>
  );
  const money = (name: 'amount' | 'deposit' | 'income' | 'expenses', isRequired: boolean, hint?: string) => (
    <input {...control$(name, register(name), { required: isRequired, hint })} inputMode="numeric" autoComplete="off" />
  );
  /** Years and months, one group with its own legend (§ time in a job, at an address). */
  const duration = (legend: string, years: 'employment_years' | 'address_years', months: 'employment_months' | 'address_months') => (
    <fieldset className={`${styles.duration} ${styles.wide}`}>
      <legend className={forms.label}>{legend} {required}</legend>
      <div className={styles.pair}>
        {field(years, labels.years, <input {...control$(years, register(years), { required: true })} inputMode="numeric" maxLength={2} />)}
        {field(months, labels.months, <input {...control$(months, register(months))} inputMode="numeric" maxLength={2} />, { isRequired: false })}
      </div>
    </fieldset>
  );
  const expensesHint = `${fieldId('expenses')}-hint`;

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={handleSubmit(send)}>
        <FormErrorList title={labels.errorList} errors={errorItems(errors)} />
        {failure ? (
          <div role="alert" className={forms.alert}>
            <p>{failure.message}</p>
            {failure.signIn ? <p><a href={failure.signIn}>{labels.signIn}</a></p> : null}
          </div>
        ) : null}

        {/* Not shown to people (hidden removes it from sight, the tab order and assistive technology); bots fill it. */}
        <div hidden>
          <label>
            Website <input ref={honeypot} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{labels.sections.you}</legend>
          <LeadFormFields idPrefix={ID} market={rules.market} labels={leadLabels} onNearest={preselect} showOptIn={false} disabled={isSubmitting} />
          {severalDealerships ? <div className={styles.grid}>{field('dealership_slug', labels.dealership, select('dealership_slug', rules.dealerships, labels.dealershipPlaceholder))}</div> : null}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{labels.sections.loan}</legend>
          <div className={styles.grid}>
            {field('amount', labels.amount, money('amount', lender), { isRequired: lender })}
            {field('deposit', labels.deposit, money('deposit', false), { isRequired: false })}
            {field('term_months', labels.term, (
              <select {...control$('term_months', register('term_months'))}>
                <option value="">{labels.termPlaceholder}</option>
                {labels.terms.map((term) => <option key={term.value} value={term.value}>{term.label}</option>)}
              </select>
            ), { isRequired: false })}
          </div>
        </fieldset>

        {lender ? (
          <>
            <fieldset className={styles.section}>
              <legend className={styles.legend}>{labels.sections.employment}</legend>
              <div className={styles.grid}>
                {field('employment_status', labels.employmentStatus, select('employment_status', labels.employmentStatuses, labels.choose))}
                {hasEmployer(employmentStatus ?? '') ? (
                  <>
                    {field('employer', labels.employer, <input {...control$('employer', register('employer'), { required: true })} autoComplete="organization" />)}
                    {duration(labels.employmentTime, 'employment_years', 'employment_months')}
                  </>
                ) : null}
              </div>
            </fieldset>

            <fieldset className={styles.section}>
              <legend className={styles.legend}>{labels.sections.money}</legend>
              <div className={styles.grid}>
                {field('income', labels.income, money('income', true))}
                {field('income_frequency', labels.incomeFrequency, select('income_frequency', labels.incomeFrequencies, labels.choose))}
                {field('expenses', labels.expenses, money('expenses', true, expensesHint), { hint: <span id={expensesHint} className={forms.hint}>{labels.expensesHint}</span>, wide: true })}
              </div>
            </fieldset>

            <fieldset className={styles.section}>
              <legend className={styles.legend}>{labels.sections.home}</legend>
              <div className={styles.grid}>
                {field('residential_status', labels.residentialStatus, select('residential_status', labels.residentialStatuses, labels.choose), { wide: true })}
                {duration(labels.addressTime, 'address_years', 'address_months')}
              </div>
            </fieldset>

            <fieldset className={styles.section}>
              <legend className={styles.legend}>{labels.sections.licence}</legend>
              <div className={styles.grid}>
                {field('licence_type', labels.licenceType, select('licence_type', labels.licenceTypes, labels.choose))}
                {field('licence_number', labels.licenceNumber, <input {...control$('licence_number', register('licence_number'))} autoComplete="off" maxLength={40} />, { isRequired: false })}
              </div>
            </fieldset>
          </>
        ) : null}

        {field('message', labels.message, <textarea {...control$('message', register('message'))} className={`${forms.control} ${styles.textarea}`} rows={4} />, { isRequired: false })}

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{labels.sections.consent}</legend>
          <p id={`${ID}-privacy`} className={styles.privacy}>
            {labels.privacy} <a href={privacyHref}>{labels.privacyLink}</a>
          </p>
          {lender ? (
            <div className={forms.field}>
              <label className={styles.checkbox} htmlFor={fieldId('consent')}>
                <input
                  id={fieldId('consent')}
                  type="checkbox"
                  required
                  disabled={isSubmitting}
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={[`${ID}-privacy`, errors.consent ? errorId('consent') : null].filter(Boolean).join(' ')}
                  {...register('consent')}
                />
                <span>{labels.consent} {required}</span>
              </label>
              {error('consent')}
            </div>
          ) : null}
          <label className={styles.checkbox} htmlFor={leadFieldId(ID, 'opt_in')}>
            <input id={leadFieldId(ID, 'opt_in')} type="checkbox" disabled={isSubmitting} {...register('opt_in')} />
            <span>{labels.optIn}</span>
          </label>
        </fieldset>

        <p className={styles.notice}>{labels.noCreditCheck}</p>
        {captcha.widget}
        <div>
          <button type="submit" className={forms.primary} disabled={isSubmitting || !hydrated}>
            {isSubmitting ? <><span className={forms.spinner} aria-hidden="true" />{labels.submitting}</> : labels.submit}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
