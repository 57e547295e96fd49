'use client';

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type { JourneyStep } from '@dealer/leads';
import {
  checkStep, forgetOrder, formatCents, formatDay, formFromSteps, handoverWindow, isLiveOrder, JOURNEY_PAGES, orderOutcome, rememberOrder,
  requestJson, resumePage, stepBody, stepOutcome, storedOrderId, withOrderParam,
  type FieldErrors, type JourneyForm, type JourneyOrder, type JourneyPage,
} from './checkout-journey';
import { ReturnTerms, type ReturnTermsText } from './ReturnTerms';
import styles from './CheckoutJourney.module.css';

/** Every string of the journey, through the locale layer on the server; {placeholders} are filled here. */
export interface CheckoutJourneyLabels {
  starting: string;
  retry: string;
  /** The stepper's name. */
  steps: string;
  /** "Step {step} of {count}". */
  stepOf: string;
  stepTitles: Record<JourneyPage, string>;
  back: string;
  next: string;
  saving: string;
  place: string;
  placing: string;
  buyer: { name: string; email: string; phone: string; address: string; addressHint: string; postcode: string };
  tradeIn: { question: string; no: string; yes: string; note: string; make: string; model: string; year: string; km: string; rego: string; owing: string; owingHint: string };
  payment: { question: string; payInFull: string; payInFullHint: string; finance: string; financeHint: string };
  /** dateHint: {min}, {max}. */
  handover: { question: string; pickup: string; delivery: string; date: string; dateHint: string; address: string };
  /** tradeIn: {year} {make} {model} {km}; rego: {rego}; owing: {amount}; pickup: {date}; delivery: {date} {address}. */
  review: { intro: string; edit: string; noTradeIn: string; tradeIn: string; rego: string; owing: string; pickup: string; delivery: string; total: string };
  returns: ReturnTermsText;
  errors: { summary: string; hasTradeIn: string; owing: string; network: string; unexpected: string };
  unavailableTitle: string;
  backToCar: string;
  search: string;
  /** body: {total} (the dealer and the car are in); reference: {id}. */
  done: { heading: string; body: string; reference: string; keep: string; viewOrder: string };
}

export interface CheckoutJourneyProps {
  /** The car's id (the orders API and the localStorage memory are by id). */
  carId: string;
  /** /cars/{slug}. */
  carHref: string;
  /** The total price as the page shows it (ACL s48: one figure). */
  total: string;
  /** The order named by `?order=` when it is this car's (a reload), read on the server. */
  initialOrder: JourneyOrder | null;
  /** The site's locale and currency, for dates and amounts typed by the shopper. */
  locale: string;
  currency: string;
  /** The dealer's time zone: the handover's days are counted on the dealer's calendar. */
  timeZone: string;
  labels: CheckoutJourneyLabels;
}

type Phase = { kind: 'starting' } | { kind: 'failed'; message: string; retry: boolean } | { kind: 'steps' } | { kind: 'placed' };
type Busy = null | 'save' | 'place';

const noSubscription = () => () => {};
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

/** localStorage, or null where the browser refuses it (some private modes throw on access). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const emptyForm = formFromSteps({});

/**
 * Buying a used car online (issue 15 item 5, §2 /checkout-journey): five steps with a visible
 * stepper (your details, trade-in, finance or payment, delivery or pickup, review), then the
 * confirmation. The order is made on the first visit (POST /api/orders) and each step is kept on
 * the server as the shopper moves on (PUT …/steps/{step}); its id goes into the address (`order=`,
 * history.replaceState) and into localStorage by car, so a reload or a later visit resumes at the
 * first step not yet done, with everything saved. Each step is checked here with the API's own
 * schema first; the API's field errors show under the fields, anything else as an alert. The
 * buttons wait for hydration.
 */
export function CheckoutJourney({ carId, carHref, total, initialOrder, locale, currency, timeZone, labels }: CheckoutJourneyProps) {
  const id = useId();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [order, setOrder] = useState<JourneyOrder | null>(initialOrder);
  const [phase, setPhase] = useState<Phase>(() => (initialOrder ? { kind: initialOrder.status === 'draft' ? 'steps' : 'placed' } : { kind: 'starting' }));
  const [page, setPage] = useState<JourneyPage>(() => (initialOrder ? resumePage(initialOrder) : 'buyer'));
  const [form, setForm] = useState<JourneyForm>(() => (initialOrder ? formFromSteps(initialOrder.steps) : emptyForm));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  // From the review's Edit, Next comes back to the review.
  const [fromReview, setFromReview] = useState(false);
  // After the first move, each page's heading takes the focus as it appears.
  const [moved, setMoved] = useState(false);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const started = useRef(false);
  const sending = useRef(false);

  /** Remembers the order by car and names it in the address, so a reload resumes it. */
  const remember = useCallback(
    (next: JourneyOrder) => {
      rememberOrder(browserStorage(), carId, next.id);
      try {
        window.history.replaceState(window.history.state, '', withOrderParam(window.location.href, next.id));
      } catch {
        // A browser that refuses replaceState still has the order in localStorage.
      }
    },
    [carId],
  );

  /** Takes an order up: remembered, and (resume) the journey taken back to where it was. */
  const adopt = useCallback(
    (next: JourneyOrder, resume: boolean) => {
      remember(next);
      setOrder(next);
      if (resume) {
        setForm(formFromSteps(next.steps));
        setPage(resumePage(next));
        setPhase({ kind: next.status === 'draft' ? 'steps' : 'placed' });
      }
    },
    [remember],
  );

  /** The first visit makes the order; a later one (no `order=` in the address) takes the remembered one back. */
  const start = useCallback(async () => {
    const storage = browserStorage();
    try {
      const remembered = storedOrderId(storage, carId);
      if (remembered) {
        const found = orderOutcome(await requestJson('GET', `/api/orders/${encodeURIComponent(remembered)}`), labels.errors.unexpected);
        if (found.kind === 'order' && found.order.carId === carId && isLiveOrder(found.order)) {
          adopt(found.order, true);
          return;
        }
        if (found.kind === 'order' || found.status === 404) forgetOrder(storage, carId);
      }
      const created = orderOutcome(await requestJson('POST', '/api/orders', { car_id: carId }), labels.errors.unexpected);
      if (created.kind === 'order') adopt(created.order, true);
      else setPhase({ kind: 'failed', message: created.message, retry: created.status === 429 || created.status >= 500 });
    } catch {
      setPhase({ kind: 'failed', message: labels.errors.network, retry: true });
    }
  }, [adopt, carId, labels.errors.network, labels.errors.unexpected]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (initialOrder) remember(initialOrder);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- start sets state only once the API has answered
    else void start();
  }, [initialOrder, remember, start]);

  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved, page, phase.kind]);

  const goTo = (next: JourneyPage, options: { fromReview?: boolean } = {}) => {
    setPage(next);
    setErrors({});
    setAlert(null);
    setFromReview(options.fromReview ?? false);
    setMoved(true);
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const save = async (step: JourneyStep) => {
    if (!order || sending.current) return;
    const found = checkStep(step, form, new Date(), timeZone, labels.errors);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    sending.current = true;
    setBusy('save');
    try {
      const outcome = stepOutcome(step, await requestJson('PUT', `/api/orders/${encodeURIComponent(order.id)}/steps/${step}`, stepBody(step, form)), labels.errors.unexpected);
      if (outcome.kind === 'saved') {
        adopt(outcome.order, false);
        const after = JOURNEY_PAGES[JOURNEY_PAGES.indexOf(step) + 1] ?? 'review';
        goTo(fromReview && resumePage(outcome.order) === 'review' ? 'review' : after);
      } else if (outcome.kind === 'fields') {
        setErrors(outcome.errors);
        setAlert(outcome.message);
        focusFirstError(outcome.errors);
      } else {
        setAlert(outcome.message);
      }
    } catch {
      setAlert(labels.errors.network);
    } finally {
      sending.current = false;
      setBusy(null);
    }
  };

  const place = async () => {
    if (!order || sending.current) return;
    sending.current = true;
    setBusy('place');
    setAlert(null);
    try {
      const outcome = orderOutcome(await requestJson('POST', `/api/orders/${encodeURIComponent(order.id)}/place`), labels.errors.unexpected);
      if (outcome.kind === 'order') {
        adopt(outcome.order, false);
        setPhase({ kind: 'placed' });
        setMoved(true);
      } else {
        setAlert(outcome.message);
      }
    } catch {
      setAlert(labels.errors.network);
    } finally {
      sending.current = false;
      setBusy(null);
    }
  };

  const retry = () => {
    setPhase({ kind: 'starting' });
    void start();
  };

  const carLinks = (
    <p className={styles.links}>
      <a href={carHref}>{labels.backToCar}</a>
      <a href="/search">{labels.search}</a>
    </p>
  );

  if (phase.kind === 'starting') {
    return (
      <p className={styles.starting} role="status" data-testid="journey-starting">
        <span className={styles.spinner} aria-hidden="true" />
        {labels.starting}
      </p>
    );
  }

  if (phase.kind === 'failed') {
    return (
      <section className={styles.failed} aria-labelledby={`${id}-failed`} data-testid="journey-unavailable">
        <h2 id={`${id}-failed`} className={styles.stepHeading}>{labels.unavailableTitle}</h2>
        <p className={styles.alert} role="alert">{phase.message}</p>
        {phase.retry ? (
          <p>
            <button type="button" className={styles.secondary} onClick={retry}>{labels.retry}</button>
          </p>
        ) : null}
        {carLinks}
      </section>
    );
  }

  if (phase.kind === 'placed' && order) {
    const paid = order.priceCents !== null ? formatCents(order.priceCents, locale, currency) : total;
    return (
      <section className={styles.done} aria-labelledby={`${id}-done`} data-testid="order-confirmation">
        <h2 id={`${id}-done`} ref={heading} tabIndex={-1} className={styles.doneHeading}>{labels.done.heading}</h2>
        <p role="status">{fill(labels.done.body, { total: paid })}</p>
        <p className={styles.muted}>{fill(labels.done.reference, { id: order.id })}</p>
        <p>{labels.done.keep}</p>
        <p>
          <a className={styles.primaryLink} href={`/orders/${encodeURIComponent(order.id)}`}>{labels.done.viewOrder}</a>
        </p>
        <ReturnTerms text={labels.returns} />
      </section>
    );
  }

  const index = JOURNEY_PAGES.indexOf(page);
  const busyNow = busy !== null;
  const disabled = !hydrated || busyNow || !order;

  const errorId = (field: string) => `${id}-${field}-error`;
  const fieldError = (field: string) => (errors[field] ? <p id={errorId(field)} className={styles.errorText}>{errors[field]}</p> : null);
  const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

  const set = <S extends JourneyStep>(step: S, field: keyof JourneyForm[S], value: string) => {
    setForm((current) => ({ ...current, [step]: { ...current[step], [field]: value } }));
    const shown = step === 'tradeIn' && field === 'owing' ? 'owingCents' : String(field);
    setErrors((current) => {
      if (!current[shown]) return current;
      const rest = { ...current };
      delete rest[shown];
      return rest;
    });
  };

  const text = <S extends JourneyStep>(
    step: S,
    field: keyof JourneyForm[S] & string,
    label: string,
    input: { type?: string; autoComplete?: string; inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'; maxLength?: number; min?: string; max?: string; required?: boolean; errorKey?: string },
    hint?: string,
  ) => {
    const key = input.errorKey ?? field;
    const hintId = hint ? `${id}-${key}-hint` : null;
    return (
      <div className={styles.field} key={key}>
        <label htmlFor={`${id}-${key}`} className={styles.label}>{label}</label>
        {hint ? <p id={hintId!} className={styles.hint}>{hint}</p> : null}
        <input
          id={`${id}-${key}`}
          className={styles.control}
          name={key}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          maxLength={input.maxLength}
          min={input.min}
          max={input.max}
          required={input.required ?? true}
          value={String(form[step][field])}
          onChange={(event) => set(step, field, event.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy(hintId, errors[key] && errorId(key))}
        />
        {fieldError(key)}
      </div>
    );
  };

  const choice = <S extends JourneyStep>(step: S, field: keyof JourneyForm[S] & string, legend: string, options: { value: string; label: string; hint?: string }[]) => (
    <fieldset className={styles.choices} aria-describedby={errors[field] ? errorId(field) : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option, at) => {
        const optionId = at === 0 ? `${id}-${field}` : `${id}-${field}-${option.value}`;
        return (
          <div key={option.value} className={styles.choice}>
            <input
              id={optionId}
              type="radio"
              name={`${id}-${field}`}
              value={option.value}
              checked={form[step][field] === option.value}
              onChange={() => set(step, field, option.value)}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
            />
            <div className={styles.choiceText}>
              <label htmlFor={optionId}>{option.label}</label>
              {option.hint ? <p id={`${optionId}-hint`} className={styles.hint}>{option.hint}</p> : null}
            </div>
          </div>
        );
      })}
      {fieldError(field)}
    </fieldset>
  );

  // The dealer's days, so the server's render and the browser's agree.
  const dates = handoverWindow(new Date(), timeZone);
  const day = (value: string) => formatDay(value, locale);

  const stepFields: Record<JourneyStep, () => ReactNode> = {
    buyer: () => (
      <>
        {text('buyer', 'name', labels.buyer.name, { autoComplete: 'name', maxLength: 200 })}
        {text('buyer', 'email', labels.buyer.email, { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 })}
        {text('buyer', 'phone', labels.buyer.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30 })}
        {text('buyer', 'address', labels.buyer.address, { autoComplete: 'street-address', maxLength: 300 }, labels.buyer.addressHint)}
        {/* §5: a postcode is 4 digits, the input limited to 4 characters. */}
        {text('buyer', 'postcode', labels.buyer.postcode, { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 })}
      </>
    ),
    tradeIn: () => (
      <>
        {choice('tradeIn', 'hasTradeIn', labels.tradeIn.question, [
          { value: 'no', label: labels.tradeIn.no },
          { value: 'yes', label: labels.tradeIn.yes },
        ])}
        <p className={styles.note}>{labels.tradeIn.note}</p>
        {form.tradeIn.hasTradeIn === 'yes' ? (
          <div className={styles.group}>
            {text('tradeIn', 'make', labels.tradeIn.make, { maxLength: 60 })}
            {text('tradeIn', 'model', labels.tradeIn.model, { maxLength: 60 })}
            <div className={styles.pair}>
              {text('tradeIn', 'year', labels.tradeIn.year, { inputMode: 'numeric', maxLength: 4 })}
              {text('tradeIn', 'km', labels.tradeIn.km, { inputMode: 'numeric', maxLength: 9 })}
            </div>
            {text('tradeIn', 'rego', labels.tradeIn.rego, { maxLength: 10, required: false })}
            {text('tradeIn', 'owing', labels.tradeIn.owing, { inputMode: 'decimal', maxLength: 14, required: false, errorKey: 'owingCents' }, labels.tradeIn.owingHint)}
          </div>
        ) : null}
      </>
    ),
    payment: () =>
      choice('payment', 'method', labels.payment.question, [
        { value: 'pay-in-full', label: labels.payment.payInFull, hint: labels.payment.payInFullHint },
        { value: 'finance', label: labels.payment.finance, hint: labels.payment.financeHint },
      ]),
    handover: () => (
      <>
        {choice('handover', 'kind', labels.handover.question, [
          { value: 'pickup', label: labels.handover.pickup },
          { value: 'delivery', label: labels.handover.delivery },
        ])}
        {text('handover', 'date', labels.handover.date, { type: 'date', min: dates.min, max: dates.max }, fill(labels.handover.dateHint, { min: day(dates.min), max: day(dates.max) }))}
        {form.handover.kind === 'delivery' ? text('handover', 'address', labels.handover.address, { autoComplete: 'street-address', maxLength: 300 }) : null}
      </>
    ),
  };

  const answers = (step: JourneyStep): string[] => {
    const saved = order?.steps ?? {};
    switch (step) {
      case 'buyer': {
        const buyer = saved.buyer;
        return buyer ? [buyer.name, buyer.email, buyer.phone, `${buyer.address} ${buyer.postcode}`] : [];
      }
      case 'tradeIn': {
        const tradeIn = saved.tradeIn;
        if (!tradeIn) return [];
        if (!tradeIn.hasTradeIn) return [labels.review.noTradeIn];
        return [
          fill(labels.review.tradeIn, { year: tradeIn.year, make: tradeIn.make, model: tradeIn.model, km: new Intl.NumberFormat(locale).format(tradeIn.km) }),
          ...(tradeIn.rego ? [fill(labels.review.rego, { rego: tradeIn.rego })] : []),
          ...(tradeIn.owingCents ? [fill(labels.review.owing, { amount: formatCents(tradeIn.owingCents, locale, currency) })] : []),
        ];
      }
      case 'payment':
        return saved.payment ? [saved.payment.method === 'finance' ? labels.payment.finance : labels.payment.payInFull] : [];
      case 'handover': {
        const handover = saved.handover;
        if (!handover) return [];
        return [handover.kind === 'delivery' ? fill(labels.review.delivery, { date: day(handover.date), address: handover.address ?? '' }) : fill(labels.review.pickup, { date: day(handover.date) })];
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (page === 'review') void place();
    else void save(page);
  };

  const errorList = Object.entries(errors);
  return (
    <div className={styles.journey} data-testid="checkout-journey">
      <nav aria-label={labels.steps}>
        <ol className={styles.stepper}>
          {JOURNEY_PAGES.map((step, at) => (
            <li key={step} className={styles.stepperItem} aria-current={step === page ? 'step' : undefined} data-done={at < index || undefined}>
              <span className={styles.stepNumber} aria-hidden="true">{at + 1}</span>
              {labels.stepTitles[step]}
            </li>
          ))}
        </ol>
      </nav>

      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busyNow} aria-labelledby={`${id}-heading`} data-testid={`journey-step-${page}`}>
        <p className={styles.stepOf} data-testid="journey-step-of">{fill(labels.stepOf, { step: index + 1, count: JOURNEY_PAGES.length })}</p>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.stepHeading}>{labels.stepTitles[page]}</h2>

        {errorList.length > 0 ? (
          <div className={styles.alert} role="alert" data-testid="journey-errors">
            <p>{labels.errors.summary}</p>
            <ul className={styles.errorList}>
              {errorList.map(([field, message]) => <li key={field}>{message}</li>)}
            </ul>
          </div>
        ) : null}
        {alert ? <p className={styles.alert} role="alert" data-testid="journey-alert">{alert}</p> : null}

        {page === 'review' ? (
          <>
            <p>{labels.review.intro}</p>
            <dl className={styles.review}>
              {(['buyer', 'tradeIn', 'payment', 'handover'] as const).map((step) => (
                <div key={step} className={styles.reviewItem} data-testid={`review-${step}`}>
                  <dt className={styles.reviewTitle}>{labels.stepTitles[step]}</dt>
                  <dd className={styles.reviewAnswer}>
                    {answers(step).map((line, at) => <span key={at}>{line}</span>)}
                  </dd>
                  <dd className={styles.reviewEdit}>
                    <button type="button" className={styles.textButton} disabled={busyNow} onClick={() => goTo(step, { fromReview: true })}>
                      {labels.review.edit}
                      <span className="sr-only"> {labels.stepTitles[step]}</span>
                    </button>
                  </dd>
                </div>
              ))}
              <div className={`${styles.reviewItem} ${styles.reviewTotal}`}>
                <dt className={styles.reviewTitle}>{labels.review.total}</dt>
                <dd className={styles.total} data-testid="review-total">{total}</dd>
              </div>
            </dl>
            <ReturnTerms text={labels.returns} />
          </>
        ) : (
          <div className={styles.group}>{stepFields[page]()}</div>
        )}

        <div className={styles.buttons}>
          {index > 0 ? (
            <button type="button" className={styles.secondary} disabled={disabled} onClick={() => goTo(JOURNEY_PAGES[index - 1]!)}>
              {labels.back}
            </button>
          ) : null}
          <button type="submit" className={styles.primary} disabled={disabled} aria-busy={busyNow || undefined}>
            {busyNow ? (
              <>
                <span className={styles.spinner} aria-hidden="true" />
                {busy === 'place' ? labels.placing : labels.saving}
              </>
            ) : page === 'review' ? labels.place : labels.next}
          </button>
        </div>
      </form>
    </div>
  );
}
