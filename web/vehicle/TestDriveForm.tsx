'use client';

import { TEST_DRIVE_CATEGORY, problemFieldErrors, problemMessage, readProblem, type EnquiryErrorMessages, type EnquiryFormRules } from '@dealer/leads';
import { Captcha, type CaptchaHandle, type CaptchaLabels } from '@dealer/blocks/ui/captcha/Captcha';
import { useId, useRef, useState, type FormEvent } from 'react';
import styles from './LeadForm.module.css';
import termsStyles from './TestDriveTerms.module.css';

export interface TestDriveLabels {
  step: string;
  stepNames: [string, string, string];
  preferredTime: string;
  message: string;
  optional: string;
  name: string;
  email: string;
  phone: string;
  next: string;
  back: string;
  submit: string;
  submitting: string;
  failed: string;
  /** §5 the terms field (by config): its box's label, and the message when it is left unticked. */
  acceptTerms: string;
  termsError: string;
}

type Values = { dateTime: string; message: string; name: string; email: string; phone: string };
const STEP_FIELDS: (keyof Values)[][] = [['dateTime', 'message'], ['name', 'email', 'phone'], []];

/**
 * §2/§4 multi-step test-drive booking: each step checks its own fields with the lead schema the API
 * uses, the last submits the lead; with a lead id the shopper goes to /success, otherwise the §8
 * error shows ('An unexpected error occured' when the server gives none). dateTime and message are
 * optional (§5). Where the site's config adds a terms field (`rules.testDriveTerms`, §5), the last
 * step shows the terms and a box the shopper must tick before booking.
 */
export function TestDriveForm({ hidden, rules, errorMessages, labels, captcha }: {
  hidden: Record<string, string>;
  rules: EnquiryFormRules;
  errorMessages: EnquiryErrorMessages;
  labels: TestDriveLabels;
  /** §5 captcha shown by default: its strings where the site asks for it (`captchaLabels`); none, no captcha. */
  captcha?: CaptchaLabels;
}) {
  const id = useId();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>({ dateTime: '', message: '', name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const terms = rules.testDriveTerms ?? null;
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'idle' } | { kind: 'submitting' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const [key] = useState(() => crypto.randomUUID());
  // §5 captcha: solved while the shopper goes through the steps, asked for at the last one.
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);

  const payload = () => ({
    ...hidden,
    category: TEST_DRIVE_CATEGORY,
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: [values.dateTime ? `${labels.preferredTime}: ${values.dateTime.replace('T', ' ')}` : '', values.message].filter(Boolean).join('\n'),
  });

  /** The schema's messages for this step's fields only (the schema, and zod, load with the first check). */
  const check = async (fields: (keyof Values)[]) => {
    const { createEnquirySchema } = await import('@dealer/leads/schema');
    const parsed = createEnquirySchema(rules, errorMessages).safeParse(payload());
    const found: Partial<Record<keyof Values, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Values;
        if (fields.includes(field)) found[field] ??= issue.message;
      }
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step < STEP_FIELDS.length - 1) {
      if (await check(STEP_FIELDS[step]!)) setStep(step + 1);
      return;
    }
    if (!(await check(['name', 'email', 'phone', 'message']))) return;
    if (terms && !termsAccepted) {
      setTermsError(labels.termsError);
      document.getElementById(`${id}-terms`)?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    // The captcha's answer, waiting for the widget if it is still working one out.
    const altcha = captcha ? await captchaRef.current?.solution() : undefined;
    if (captcha && !altcha) {
      setCaptchaError(captcha.required);
      setStatus({ kind: 'idle' });
      return;
    }
    setCaptchaError(null);
    try {
      const response = await fetch('/api/enquiries', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ ...payload(), ...(altcha ? { altcha } : {}) }) });
      if (response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { id?: string };
        if (answer.id) window.location.assign(`/success?type=test-drive`);
        else setStatus({ kind: 'failed', message: labels.failed });
        return;
      }
      // A refusal is problem details (README "Routes and errors"): its first field message, as the
      // form has always shown it (the detail of several is a count), else its detail.
      const problem = await readProblem(response);
      const fieldErrors = problemFieldErrors(problem);
      // A refused captcha answer: its message beside the widget too, which works out a new one.
      if (captcha && fieldErrors.altcha) {
        setCaptchaError(fieldErrors.altcha);
        captchaRef.current?.reset();
      }
      setStatus({ kind: 'failed', message: Object.values(fieldErrors)[0] ?? problemMessage(problem, labels.failed) });
    } catch {
      setStatus({ kind: 'failed', message: labels.failed });
    }
  };

  const input = (field: keyof Values, label: string, type: string, optional = false) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>
        {label} {optional ? <span className={styles.optional}>{labels.optional}</span> : null}
      </label>
      {field === 'message' ? (
        <textarea id={`${id}-${field}`} value={values[field]} rows={3} aria-invalid={errors[field] ? true : undefined} aria-describedby={errors[field] ? `${id}-${field}-error` : undefined} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
      ) : (
        <input id={`${id}-${field}`} type={type} value={values[field]} autoComplete={field === 'dateTime' ? 'off' : field === 'phone' ? 'tel' : field} aria-invalid={errors[field] ? true : undefined} aria-describedby={errors[field] ? `${id}-${field}-error` : undefined} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
      )}
      {errors[field] ? <p id={`${id}-${field}-error`} className={styles.error} role="alert">{errors[field]}</p> : null}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="test-drive-form">
      <p className={styles.step} aria-live="polite">
        {labels.step.replace('{step}', String(step + 1)).replace('{count}', String(STEP_FIELDS.length))}: <strong>{labels.stepNames[step]}</strong>
      </p>
      {step === 0 ? (
        <>
          {input('dateTime', labels.preferredTime, 'datetime-local', true)}
          {input('message', labels.message, 'text', true)}
        </>
      ) : step === 1 ? (
        <>
          {input('name', labels.name, 'text')}
          {input('email', labels.email, 'email')}
          {input('phone', labels.phone, 'tel', true)}
        </>
      ) : (
        <dl className={styles.summary}>
          {values.dateTime ? (<div><dt>{labels.preferredTime}</dt><dd>{values.dateTime.replace('T', ' ')}</dd></div>) : null}
          <div><dt>{labels.name}</dt><dd>{values.name}</dd></div>
          <div><dt>{labels.email}</dt><dd>{values.email}</dd></div>
          {values.phone ? (<div><dt>{labels.phone}</dt><dd>{values.phone}</dd></div>) : null}
          {values.message ? (<div><dt>{labels.message}</dt><dd>{values.message}</dd></div>) : null}
        </dl>
      )}
      {step === STEP_FIELDS.length - 1 && terms ? (
        <div className={termsStyles.terms}>
          <p id={`${id}-terms-text`} className={termsStyles.text}>{terms}</p>
          <label className={termsStyles.accept}>
            <input
              id={`${id}-terms`}
              type="checkbox"
              checked={termsAccepted}
              required
              aria-invalid={termsError ? true : undefined}
              aria-describedby={[`${id}-terms-text`, termsError ? `${id}-terms-error` : ''].filter(Boolean).join(' ')}
              onChange={(event) => {
                setTermsAccepted(event.currentTarget.checked);
                if (event.currentTarget.checked) setTermsError(null);
              }}
            />
            {labels.acceptTerms}
          </label>
          {termsError ? <p id={`${id}-terms-error`} className={styles.error} role="alert">{termsError}</p> : null}
        </div>
      ) : null}
      {/* In the form from the first step, solving from when its dialog opens while the shopper fills it in; shown at the last. */}
      {captcha ? (
        <div hidden={step !== STEP_FIELDS.length - 1}>
          <Captcha ref={captchaRef} labels={captcha} error={captchaError} eager />
        </div>
      ) : null}
      {status.kind === 'failed' ? <p className={styles.failure} role="alert">{status.message}</p> : null}
      <div className={styles.buttons}>
        {step > 0 ? (
          <button type="button" className={styles.secondary} onClick={() => { setErrors({}); setStep(step - 1); }}>{labels.back}</button>
        ) : null}
        <button type="submit" className={styles.primary} disabled={status.kind === 'submitting'}>
          {step < STEP_FIELDS.length - 1 ? labels.next : status.kind === 'submitting' ? labels.submitting : labels.submit}
        </button>
      </div>
    </form>
  );
}
