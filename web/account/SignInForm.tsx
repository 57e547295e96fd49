'use client';

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import forms from '../components/form-controls.module.css';
import styles from './Account.module.css';
import { passkeysSupported, signInWithPasskeyHere } from './passkey-ceremony';
import { problemFieldErrors, problemMessage } from '@dealer/leads';
import { useHydrated } from '@dealer/blocks/ui/use-hydrated';
import { fill, postJson } from './post-json';
import type { SignInStep } from './sign-in-types';

/** Every string of the form, through the locale layer on the server ({email}, {minutes} templates). */
export interface SignInFormLabels {
  email: string;
  sendCode: string;
  sending: string;
  codeSent: string;
  code: string;
  verify: string;
  verifying: string;
  resend: string;
  resent: string;
  otherEmail: string;
  phoneHeading: string;
  phoneIntro: string;
  phone: string;
  savePhone: string;
  saving: string;
  signedIn: string;
  failed: string;
  /** "Sign in with a passkey", and its waiting and cancelled texts; "or" between the two ways. */
  passkey: string;
  passkeyWaiting: string;
  passkeyCancelled: string;
  or: string;
}

export interface SignInFormProps {
  /** Where to go once signed in (already a path of this site). */
  redirect: string;
  /** §5: the watchlist needs a phone, so a watchlist sign-in asks for one when the profile has none. */
  needsPhoneStep: boolean;
  /** 'phone' when the shopper is signed in already but has no phone (a watchlist sign-in). */
  initialStep: SignInStep;
  labels: SignInFormLabels;
}

type Field = 'email' | 'code' | 'phone';
type Busy = null | 'code' | 'resend' | 'verify' | 'phone' | 'passkey' | 'leaving';

/**
 * /sign-in (§2, README "Accounts, the watchlist, reservations and buying online"): an email, then
 * the 6-digit code emailed to it, then, for the watchlist when the profile has none, a phone (§5).
 * Or a passkey the shopper added on their account page, where the browser can use one. A refusal's
 * field messages (its problem's `errors`) show under their field; anything else (its `detail`)
 * above the form. The buttons wait for hydration: before it, a submit would be a native GET with
 * the address in the URL.
 */
export function SignInForm({ redirect, needsPhoneStep, initialStep, labels }: SignInFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [step, setStepState] = useState<SignInStep>(initialStep);
  // After the first step change, each step's field takes the focus as it appears.
  const [moved, setMoved] = useState(false);
  const setStep = (next: SignInStep) => {
    setStepState(next);
    setMoved(true);
  };
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [minutes, setMinutes] = useState(10);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [canUsePasskeys, setCanUsePasskeys] = useState(false);
  useEffect(() => {
    void passkeysSupported().then(setCanUsePasskeys, () => setCanUsePasskeys(false));
  }, []);

  const leave = () => {
    setBusy('leaving');
    setNotice(labels.signedIn);
    window.location.assign(redirect);
  };

  /** One call: the 2xx body, or null after showing what went wrong. */
  const call = async (path: string, body: unknown, kind: Exclude<Busy, null | 'leaving'>) => {
    setBusy(kind);
    setFormError(null);
    setErrors({});
    try {
      const answer = await postJson(path, body);
      if (answer.status >= 200 && answer.status < 300) return answer.body ?? {};
      const fields = problemFieldErrors(answer.body);
      const known = (['email', 'code', 'phone'] as const).filter((field) => fields[field]);
      if (known.length > 0) setErrors(Object.fromEntries(known.map((field) => [field, fields[field]])));
      else setFormError(problemMessage(answer.body, labels.failed));
      if (fields.email && step !== 'email') setStep('email');
      return null;
    } catch {
      setFormError(labels.failed);
      return null;
    } finally {
      setBusy((current) => (current === kind ? null : current));
    }
  };

  const sendCode = async (kind: 'code' | 'resend', address = email) => {
    const answer = await call('/api/account/code', { email: address }, kind);
    if (!answer) return;
    if (typeof answer.expiresInMinutes === 'number') setMinutes(answer.expiresInMinutes);
    setCode('');
    setNotice(kind === 'resend' ? fill(labels.resent, { email: address }) : null);
    setStep('code');
  };

  /**
   * What the form holds now. The email and phone fields are uncontrolled: a value typed before
   * hydration stays in the DOM, where React's state would not have it (the e2e suite typed into a
   * server-rendered field and sent an empty address), so every submit reads its field from the form.
   */
  const typed = (event: FormEvent<HTMLFormElement>, name: Field) => String(new FormData(event.currentTarget).get(name) ?? '');

  const onEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = typed(event, 'email').trim();
    setEmail(address);
    void sendCode('code', address);
  };

  const onCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await call('/api/account/verify', { email, code: typed(event, 'code').replace(/\s/g, '') }, 'verify');
    if (answer) signedIn(answer);
  };

  /** Signed in: on to the phone step (a watchlist sign-in without one, §5) or back where the shopper was going. */
  const signedIn = (answer: Record<string, unknown>) => {
    if (answer.needsPhone === true && needsPhoneStep) {
      setNotice(null);
      setStep('phone');
    } else {
      leave();
    }
  };

  const onPasskey = async () => {
    setBusy('passkey');
    setFormError(null);
    setErrors({});
    const result = await signInWithPasskeyHere({ failed: labels.failed, cancelled: labels.passkeyCancelled });
    setBusy((current) => (current === 'passkey' ? null : current));
    if (result.ok) signedIn(result.body);
    else setFormError(result.message);
  };

  const onPhone = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await call('/api/account/phone', { phone: typed(event, 'phone') }, 'phone');
    if (answer) leave();
  };

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const control = (field: Field) => ({
    id: fieldId(field),
    className: forms.control,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const field = (name: Field, label: string, input: ReactNode, hint?: ReactNode) => (
    <div className={forms.field}>
      <label htmlFor={fieldId(name)} className={forms.label}>{label}</label>
      {hint}
      {input}
      {errors[name] ? <p id={errorId(name)} className={forms.errorText} role="alert">{errors[name]}</p> : null}
    </div>
  );
  const submit = (label: string, busyLabel: string, kind: Busy) => (
    <button type="submit" className={forms.primary} disabled={!hydrated || busy !== null} aria-busy={busy === kind || undefined}>
      {busy === kind ? <><span className={forms.spinner} aria-hidden="true" />{busyLabel}</> : label}
    </button>
  );

  return (
    <div className={styles.signIn}>
      {formError ? <p className={forms.alert} role="alert">{formError}</p> : null}
      <p className={styles.notice} role="status">{notice}</p>

      {step === 'email' ? (
        <form className={styles.form} noValidate onSubmit={onEmail} aria-busy={busy === 'code'}>
          {field('email', labels.email, (
            <input {...control('email')} type="email" name="email" autoComplete="email" inputMode="email" required maxLength={254} defaultValue={email} autoFocus={moved} />
          ))}
          <div className={forms.buttons}>{submit(labels.sendCode, labels.sending, 'code')}</div>
          {canUsePasskeys ? (
            <>
              <p className={styles.muted}>{labels.or}</p>
              <div className={forms.buttons}>
                <button type="button" className={forms.secondary} disabled={!hydrated || busy !== null} aria-busy={busy === 'passkey' || undefined} onClick={() => void onPasskey()}>
                  {busy === 'passkey' ? labels.passkeyWaiting : labels.passkey}
                </button>
              </div>
            </>
          ) : null}
        </form>
      ) : null}

      {step === 'code' ? (
        <form className={styles.form} noValidate onSubmit={onCode} aria-busy={busy === 'verify' || busy === 'resend'}>
          <p>{fill(labels.codeSent, { email, minutes })}</p>
          {field('code', labels.code, (
            <input
              {...control('code')}
              className={`${forms.control} ${styles.code}`}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              autoFocus
            />
          ))}
          <div className={forms.buttons}>
            {submit(labels.verify, labels.verifying, 'verify')}
            <button type="button" className={forms.secondary} disabled={!hydrated || busy !== null} aria-busy={busy === 'resend' || undefined} onClick={() => void sendCode('resend')}>
              {busy === 'resend' ? labels.sending : labels.resend}
            </button>
            <button
              type="button"
              className={forms.textButton}
              disabled={busy !== null}
              onClick={() => {
                setStep('email');
                setErrors({});
                setFormError(null);
                setNotice(null);
              }}
            >
              {labels.otherEmail}
            </button>
          </div>
        </form>
      ) : null}

      {step === 'phone' ? (
        <form className={styles.form} noValidate onSubmit={onPhone} aria-busy={busy === 'phone'} aria-labelledby={`${id}-phone-heading`}>
          <h2 id={`${id}-phone-heading`} className={styles.stepHeading}>{labels.phoneHeading}</h2>
          <p>{labels.phoneIntro}</p>
          {field('phone', labels.phone, (
            <input {...control('phone')} type="tel" name="phone" autoComplete="tel" inputMode="tel" required maxLength={30} defaultValue="" autoFocus={moved} />
          ))}
          <div className={forms.buttons}>{submit(labels.savePhone, labels.saving, 'phone')}</div>
        </form>
      ) : null}
    </div>
  );
}
