'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useHydrated } from '@dealer/blocks/ui/use-hydrated';
import { BankCheck, type BankCheckLabels } from './BankCheck';
import {
  checkBuyer, checkReserveForm, newIdempotencyKey, reservationBody, reservationOutcome, RESERVE_ERROR_ORDER, walletReservationBody,
  type BankCheck as BankCheckState, type HeldReservation, type ReserveCheckMessages, type ReserveErrorField, type ReserveErrors, type ReserveValues,
} from './reserve-form';
import type { CardState, StripeCard } from './stripe-card';
import { StripeCardField, type StripeCardFieldLabels } from './StripeCardField';
import type { StripeWallet, WalletApproval, WalletClick } from './stripe-wallet';
import type { StripeWalletLabels } from './StripeWalletButton';
import styles from './ReserveForm.module.css';

export interface ReserveFormLabels {
  form: string;
  you: string;
  card: string;
  name: string;
  email: string;
  phone: string;
  cardNumber: string;
  expiry: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  cvcHint: string;
  /** "Pay $200 deposit". */
  submit: string;
  submitting: string;
  network: string;
  unexpected: string;
  signIn: string;
  doneHeading: string;
  /** {amount} and {date} are filled here, from the answer; the dealer's name is already in. */
  doneBody: string;
  /** {id}. */
  doneReference: string;
  /**
   * The consumer law terms the receipt repeats (stock/rules/consumer-law/README.md: the AU deposit
   * and cooling-off terms of the dealer's state), or null.
   */
  doneTerms?: { heading: string; lines: string[] } | null;
  backToCar: string;
  checks: ReserveCheckMessages;
  /** The test gateway's bank check (3-D Secure). */
  bank: BankCheckLabels;
}

export interface ReserveFormProps {
  carId: string;
  /** /cars/{slug}: the confirmation links back to it. */
  carHref: string;
  /** Where a signed-out shopper signs in (a 401 answer), coming back here. */
  signInHref: string;
  /** The site's locale (en-AU), for the hold's date and time. */
  locale: string;
  /** The signed-in shopper's email and phone, when there is one. */
  prefill: { email: string; phone: string };
  /** The embedded test gateway's cards, or null with a real gateway. */
  testCards: { heading: string; intro: string; cards: string[] } | null;
  /**
   * Deposits taken with Stripe: its publishable key and the card field's words, and for Apple Pay and
   * Google Pay the deposit in cents, its currency and the wallet's words; null with the test gateway.
   */
  stripe?: { publishableKey: string; labels: StripeCardFieldLabels; wallet?: { amountCents: number; currency: string; labels: StripeWalletLabels } } | null;
  labels: ReserveFormLabels;
}

/** Apple Pay and Google Pay's code is fetched only where Stripe takes the deposits: the test gateway's checkout sends none of it. */
const StripeWalletButton = lazy(() => import('./StripeWalletButton').then((module) => ({ default: module.StripeWalletButton })));

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'alert'; message: string; signIn: boolean }
  | { kind: 'bankCheck'; check: BankCheckState; busy: boolean; error?: string }
  | { kind: 'held'; reservation: HeldReservation };

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

function holdEnds(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);
}

/**
 * Reserve Online (§2 /cars/{slug}/checkout, §9): the shopper's details and card, checked here, then POST
 * /api/reservations with an Idempotency-Key. The key is made once per attempt and kept when the
 * connection drops or the answer is not about the card, so sending again replays the first outcome
 * and never holds a second deposit; a refused card (402) gets a new key, for another card. On an
 * error everything typed stays but the CVC. Once held, the form gives way to the confirmation.
 * When the shopper's bank asks them to confirm (3-D Secure, the test gateway's bank), its check
 * takes the form's place; their answer goes to the bank, then the reservation is confirmed, and
 * that answer is read as the first one is. With Stripe (`stripe`), Stripe's card field takes the
 * card and its own dialog the bank's check; only the PaymentMethod's id is sent.
 */
export function ReserveForm({ carId, carHref, signInHref, locale, prefill, testCards, stripe = null, labels }: ReserveFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [stateValues, setValues] = useState<ReserveValues>({ name: '', email: prefill.email, phone: prefill.phone, cardNumber: '', expMonth: '', expYear: '', cvc: '' });
  const [errors, setErrors] = useState<ReserveErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const key = useRef<string | null>(null);
  const sending = useRef(false);
  const inputs = useRef<Partial<Record<ReserveErrorField, HTMLInputElement | null>>>({});
  // With Stripe: its mounted card field, what it says of the card typed, and a bank check the
  // shopper has not finished (the next Pay runs it again rather than starting a new payment).
  const stripeCard = useRef<StripeCard | null>(null);
  const cardState = useRef<CardState>({ complete: false, error: null });
  const pendingCheck = useRef<BankCheckState | null>(null);
  // With Stripe: Apple Pay and Google Pay, once Stripe's element is mounted.
  const stripeWallet = useRef<StripeWallet | null>(null);

  // What the shopper typed before the form hydrated is in the DOM only: taken into state once
  // hydrated, or the first change typed after would re-render those fields empty.
  const formElement = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (formElement.current) setValues(typedValues(formElement.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const focusFirst = (found: ReserveErrors) => {
    const first = RESERVE_ERROR_ORDER.find((field) => found[field]);
    if (first === 'cardNumber' && stripe) stripeCard.current?.focus();
    else if (first) inputs.current[first]?.focus();
  };

  /** The form's fields as the DOM holds them now (by their HTML names), falling back to state. */
  const typedValues = (form: HTMLFormElement): ReserveValues => {
    const data = new FormData(form);
    const read = (htmlName: string, fallback: string) => {
      const value = data.get(htmlName);
      return typeof value === 'string' ? value : fallback;
    };
    return {
      name: read('name', stateValues.name),
      email: read('email', stateValues.email),
      phone: read('tel', stateValues.phone),
      cardNumber: read('cc-number', stateValues.cardNumber),
      expMonth: read('cc-exp-month', stateValues.expMonth),
      expYear: read('cc-exp-year', stateValues.expYear),
      cvc: read('cc-csc', stateValues.cvc),
    };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    // What the shopper typed before the form hydrated is in the DOM, not yet in state: take it.
    const values = typedValues(event.currentTarget);
    setValues(values);
    if (stripe && pendingCheck.current) {
      await stripeBankCheck(pendingCheck.current);
      return;
    }
    const found = stripe ? checkBuyer(values, labels.checks) : checkReserveForm(values, labels.checks, new Date());
    if (stripe && !cardState.current.complete) found.cardNumber = cardState.current.error ?? labels.checks.cardNumber;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'idle' });
      focusFirst(found);
      return;
    }
    sending.current = true;
    setStatus({ kind: 'sending' });
    key.current ??= newIdempotencyKey();
    let response: Response;
    try {
      // With Stripe, the card becomes a PaymentMethod in Stripe's frame first: only its id is sent.
      let paymentMethodId: string | undefined;
      if (stripe) {
        const made = stripeCard.current ? await stripeCard.current.createPaymentMethod(values) : { error: stripe.labels.unavailable };
        if ('error' in made) {
          sending.current = false;
          setErrors({ cardNumber: made.error });
          setStatus({ kind: 'idle' });
          stripeCard.current?.focus();
          return;
        }
        paymentMethodId = made.id;
      }
      response = await fetch('/api/reservations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key.current },
        body: JSON.stringify(reservationBody(carId, values, paymentMethodId)),
      });
    } catch {
      // The same key next time: if the first request did get through, the server answers with it.
      sending.current = false;
      setStatus({ kind: 'alert', message: labels.network, signIn: false });
      return;
    }
    await settle(response);
  };

  /**
   * What an answer of /api/reservations or its confirm means for the form. `refused`: Stripe's own
   * message about a wallet payment it refused, shown in place of any answer but a hold.
   */
  const settle = async (response: Response, refused?: string) => {
    const body: unknown = await response.json().catch(() => null);
    sending.current = false;
    const outcome = reservationOutcome(response.status, body, labels.unexpected);
    if (outcome.kind === 'held') {
      pendingCheck.current = null;
      setStatus({ kind: 'held', reservation: outcome.reservation });
      return;
    }
    if (refused !== undefined) {
      if (outcome.kind !== 'bankCheck' && outcome.newKey) key.current = null;
      setStatus({ kind: 'alert', message: refused, signIn: false });
      return;
    }
    if (outcome.kind === 'bankCheck') {
      if (stripe) await stripeBankCheck(outcome.check);
      else setStatus({ kind: 'bankCheck', check: outcome.check, busy: false });
      return;
    }
    // A refused payment is over: the next Pay starts afresh. Anything else (the bank still waiting,
    // the network) keeps an unfinished check for the next Pay.
    if (outcome.newKey) {
      key.current = null;
      pendingCheck.current = null;
    }
    setValues((typed) => ({ ...typed, cvc: '' }));
    if (outcome.kind === 'fields') {
      setErrors(outcome.errors);
      setStatus({ kind: 'idle' });
      focusFirst(outcome.errors);
    } else {
      setStatus({ kind: 'alert', message: outcome.message, signIn: outcome.signIn });
    }
  };

  /**
   * With Stripe: the bank's check in Stripe's own dialog, then the reservation confirmed with what
   * the bank decided (the server asks Stripe). A check left unfinished is kept for the next Pay.
   */
  const stripeBankCheck = async (check: BankCheckState) => {
    pendingCheck.current = check;
    sending.current = true;
    setStatus({ kind: 'sending' });
    let response: Response;
    try {
      await stripeCard.current?.handleNextAction(check.clientSecret);
      response = await fetch(`/api/reservations/${encodeURIComponent(check.reservationId)}/confirm`, { method: 'POST' });
    } catch {
      sending.current = false;
      setStatus({ kind: 'alert', message: labels.network, signIn: false });
      return;
    }
    await settle(response);
  };

  /**
   * A wallet button pressed (Apple Pay, Google Pay): the shopper's name, email and phone are the
   * form's, as for a card, so they are checked first and the sheet opens only when they are right;
   * the sheet then asks for the payment alone. One source of the lead's details, the same checks and
   * the same one-unpaid-hold-per-email rule as a card's.
   */
  const walletClick = (click: WalletClick) => {
    const form = formElement.current;
    if (sending.current || !form) return click.refuse();
    const values = typedValues(form);
    setValues(values);
    const found = checkBuyer(values, labels.checks);
    setErrors(found);
    setStatus({ kind: 'idle' });
    if (Object.keys(found).length > 0) {
      click.refuse();
      focusFirst(found);
      return;
    }
    click.open();
  };

  /**
   * The shopper approved in the wallet's sheet: Stripe checks what the wallet gave, the reservation is
   * asked for through the same API and idempotency key as a card's, and its 202's client secret
   * confirms the payment in Stripe.js; then the same confirm route holds the deposit, or frees the car
   * and shows Stripe's message. Any other answer closes the sheet as failed and shows as a card's would.
   */
  const walletApprove = async (approval: WalletApproval) => {
    const wallet = stripeWallet.current;
    const form = formElement.current;
    if (sending.current || !wallet || !form) return approval.fail();
    const values = typedValues(form);
    sending.current = true;
    setStatus({ kind: 'sending' });
    const submitted = await wallet.submit();
    if (submitted.error) {
      sending.current = false;
      approval.fail(submitted.error);
      setStatus({ kind: 'alert', message: submitted.error, signIn: false });
      return;
    }
    key.current ??= newIdempotencyKey();
    let response: Response;
    try {
      response = await fetch('/api/reservations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key.current },
        body: JSON.stringify(walletReservationBody(carId, values, approval.wallet)),
      });
    } catch {
      sending.current = false;
      approval.fail(labels.network);
      setStatus({ kind: 'alert', message: labels.network, signIn: false });
      return;
    }
    const asked = reservationOutcome(response.status, await response.clone().json().catch(() => null), labels.unexpected);
    if (asked.kind !== 'bankCheck') {
      approval.fail();
      await settle(response);
      return;
    }
    const confirmed = await wallet.confirm(asked.check.clientSecret);
    let after: Response;
    try {
      // Whatever Stripe.js said, the server reads the payment back: held, or refused and the car free again.
      after = await fetch(`/api/reservations/${encodeURIComponent(asked.check.reservationId)}/confirm`, { method: 'POST' });
    } catch {
      sending.current = false;
      setStatus({ kind: 'alert', message: confirmed.error ?? labels.network, signIn: false });
      return;
    }
    await settle(after, confirmed.error);
  };

  /** The shopper's answer to their bank's check, then the reservation confirmed with what the bank decided. */
  const answerBank = async (check: BankCheckState, outcome: 'complete' | 'fail') => {
    if (sending.current) return;
    sending.current = true;
    setStatus({ kind: 'bankCheck', check, busy: true });
    let response: Response;
    try {
      const bank = await fetch('/api/payments/test-bank', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payment_id: check.paymentId, client_secret: check.clientSecret, outcome }),
      });
      response = bank.ok ? await fetch(`/api/reservations/${encodeURIComponent(check.reservationId)}/confirm`, { method: 'POST' }) : bank;
    } catch {
      // The check stays up: answering again asks the bank again, which answers as it did.
      sending.current = false;
      setStatus({ kind: 'bankCheck', check, busy: false, error: labels.network });
      return;
    }
    await settle(response);
  };

  if (status.kind === 'bankCheck') {
    const { check } = status;
    return <BankCheck labels={labels.bank} busy={status.busy} error={status.error} onAnswer={(outcome) => void answerBank(check, outcome)} />;
  }

  if (status.kind === 'held') {
    const { reservation } = status;
    return (
      <section className={styles.done} role="status" aria-labelledby={`${id}-done`} data-testid="reservation-confirmation">
        <h2 id={`${id}-done`} className={styles.doneHeading} tabIndex={-1} ref={(heading) => heading?.focus()}>
          {labels.doneHeading}
        </h2>
        <p>{fill(labels.doneBody, { amount: reservation.amount, date: holdEnds(reservation.holdExpiresAt, locale) })}</p>
        <p className={styles.reference}>{fill(labels.doneReference, { id: reservation.id })}</p>
        {labels.doneTerms ? (
          <section aria-labelledby={`${id}-terms`} data-testid="reservation-terms">
            <h3 id={`${id}-terms`} className={styles.doneTermsHeading}>{labels.doneTerms.heading}</h3>
            <ul className={styles.doneTerms}>
              {labels.doneTerms.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <a className={styles.link} href={carHref}>{labels.backToCar}</a>
        </p>
      </section>
    );
  }

  const change = (field: keyof ReserveValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((typed) => ({ ...typed, [field]: value }));
    const shownAt: ReserveErrorField = field === 'expMonth' || field === 'expYear' ? 'expiry' : field;
    setErrors((shown) => (shown[shownAt] ? { ...shown, [shownAt]: undefined } : shown));
  };

  const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  const errorId = (field: ReserveErrorField) => `${id}-${field}-error`;
  const error = (field: ReserveErrorField) =>
    errors[field] ? <p id={errorId(field)} className={styles.error}>{errors[field]}</p> : null;

  const field = (
    name: Exclude<keyof ReserveValues, 'expMonth' | 'expYear'>,
    label: string,
    input: { type: string; autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel' | 'text'; maxLength?: number; htmlName: string },
    hint?: string,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {hint ? <p id={`${id}-${name}-hint`} className={styles.hint}>{hint}</p> : null}
      <input
        id={`${id}-${name}`}
        ref={(element) => { inputs.current[name] = element; }}
        name={input.htmlName}
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        maxLength={input.maxLength}
        spellCheck={false}
        required
        value={stateValues[name]}
        onChange={change(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(hint && `${id}-${name}-hint`, errors[name] && errorId(name))}
      />
      {error(name)}
    </div>
  );

  const busy = status.kind === 'sending';
  return (
    // Pay is disabled until the form hydrates (useHydrated): a native submit would answer with this
    // page again, empty. Should one happen still, method="post" keeps the card number out of every
    // address (a GET would put it in history, logs and Referer).
    <form ref={formElement} method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-label={labels.form} aria-busy={busy} data-testid="reserve-form">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.you}</legend>
        {field('name', labels.name, { type: 'text', autoComplete: 'name', htmlName: 'name', maxLength: 200 })}
        {field('email', labels.email, { type: 'email', autoComplete: 'email', inputMode: 'email', htmlName: 'email', maxLength: 254 })}
        {field('phone', labels.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', htmlName: 'tel', maxLength: 30 })}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.card}</legend>
        {testCards ? (
          <aside className={styles.testCards} aria-labelledby={`${id}-test-cards`} data-testid="test-cards">
            <h3 id={`${id}-test-cards`} className={styles.testCardsHeading}>{testCards.heading}</h3>
            <p>{testCards.intro}</p>
            <ul>
              {testCards.cards.map((card) => <li key={card}>{card}</li>)}
            </ul>
          </aside>
        ) : null}
        {stripe?.wallet ? (
          <Suspense fallback={null}>
          <StripeWalletButton
            publishableKey={stripe.publishableKey}
            locale={locale}
            amountCents={stripe.wallet.amountCents}
            currency={stripe.wallet.currency}
            labels={stripe.wallet.labels}
            onReady={(wallet) => { stripeWallet.current = wallet; }}
            onClick={walletClick}
            onApprove={(approval) => void walletApprove(approval)}
          />
          </Suspense>
        ) : null}
        {stripe ? (
          <StripeCardField
            publishableKey={stripe.publishableKey}
            locale={locale}
            labels={stripe.labels}
            error={errors.cardNumber}
            onReady={(card) => { stripeCard.current = card; }}
            onChange={(state) => {
              cardState.current = state;
              setErrors((shown) => (shown.cardNumber ? { ...shown, cardNumber: undefined } : shown));
            }}
          />
        ) : (
          <>
          {field('cardNumber', labels.cardNumber, { type: 'text', autoComplete: 'cc-number', inputMode: 'numeric', htmlName: 'cc-number', maxLength: 23 })}
          <fieldset className={styles.expiry} aria-describedby={errors.expiry ? errorId('expiry') : undefined}>
            <legend className={styles.expiryLegend}>{labels.expiry}</legend>
            <div className={styles.expiryFields}>
              <div className={styles.field}>
                <label htmlFor={`${id}-expMonth`}>{labels.expMonth}</label>
                <input
                  id={`${id}-expMonth`}
                  ref={(element) => { inputs.current.expiry = element; }}
                  name="cc-exp-month"
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-exp-month"
                  maxLength={2}
                  spellCheck={false}
                  required
                  value={stateValues.expMonth}
                  onChange={change('expMonth')}
                  aria-invalid={errors.expiry ? true : undefined}
                  aria-describedby={errors.expiry ? errorId('expiry') : undefined}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-expYear`}>{labels.expYear}</label>
                <input
                  id={`${id}-expYear`}
                  name="cc-exp-year"
                  type="text"
                  inputMode="numeric"
                  autoComplete="cc-exp-year"
                  maxLength={4}
                  spellCheck={false}
                  required
                  value={stateValues.expYear}
                  onChange={change('expYear')}
                  aria-invalid={errors.expiry ? true : undefined}
                  aria-describedby={errors.expiry ? errorId('expiry') : undefined}
                />
              </div>
            </div>
            {error('expiry')}
          </fieldset>
          {field('cvc', labels.cvc, { type: 'text', autoComplete: 'cc-csc', inputMode: 'numeric', htmlName: 'cc-csc', maxLength: 4 }, labels.cvcHint)}
          </>
        )}
      </fieldset>

      {status.kind === 'alert' ? (
        <div className={styles.alert} role="alert" data-testid="reserve-alert">
          <p>{status.message}</p>
          {status.signIn ? <a className={styles.link} href={signInHref}>{labels.signIn}</a> : null}
        </div>
      ) : null}

      <button type="submit" className={styles.submit} disabled={busy || !hydrated}>
        {busy ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
