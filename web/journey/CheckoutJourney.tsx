'use client';

import { useId, type FormEvent } from 'react';
import type { OrderJson } from '@dealer/leads';
import { useHydrated } from '@dealer/blocks/ui/use-hydrated';
import { fill, JOURNEY_PAGES, type BuyerPrefill } from './checkout-journey';
import type { CheckoutJourneyLabels } from './checkout-journey-labels';
import { JourneyConfirmation } from './JourneyConfirmation';
import { JourneyReview } from './JourneyReview';
import { JourneyStarting, JourneyUnavailable } from './JourneyStatus';
import { JourneyStepFields } from './JourneyStepFields';
import { useJourneyOrder } from './use-journey-order';
import forms from '../components/form-controls.module.css';
import styles from './CheckoutJourney.module.css';

// Still exported from here too, where journey-labels.ts imports it.
export type { CheckoutJourneyLabels } from './checkout-journey-labels';

export interface CheckoutJourneyProps {
  /** The car's id (the orders API and the localStorage memory are by id). */
  carId: string;
  /** /cars/{slug}. */
  carHref: string;
  /** The total price as the page shows it (ACL s48: one figure). */
  total: string;
  /** The order named by `?order=` when it is this car's (a reload), read on the server. */
  initialOrder: OrderJson | null;
  /** A signed-in shopper's email and phone, filled in where the buyer step has none. */
  buyerPrefill?: BuyerPrefill | null;
  /** The site's locale and currency, for dates and amounts typed by the shopper. */
  locale: string;
  currency: string;
  /** The dealer's time zone: the handover's days are counted on the dealer's calendar. */
  timeZone: string;
  labels: CheckoutJourneyLabels;
}

/**
 * Buying a used car online (§2 /checkout-journey): five steps with a visible
 * stepper (your details, trade-in, finance or payment, delivery or pickup, review), then the
 * confirmation. The order is made on the first visit (POST /api/orders) and each step is kept on
 * the server as the shopper moves on (PUT …/steps/{step}); its id goes into the address (`order=`,
 * history.replaceState) and into localStorage by car, so a reload or a later visit resumes at the
 * first step not yet done, with everything saved (use-journey-order.ts). Each step is checked here
 * with the API's own schema first; the API's field errors show under the fields, anything else as
 * an alert. The buttons wait for hydration.
 */
export function CheckoutJourney({ carId, carHref, total, initialOrder, buyerPrefill = null, locale, currency, timeZone, labels }: CheckoutJourneyProps) {
  // The one id every id of the island starts with (the fields, the headings).
  const id = useId();
  const hydrated = useHydrated();
  const { order, phase, page, form, errors, alert, busy, heading, goTo, setField, save, place, retry } = useJourneyOrder({
    carId, initialOrder, timeZone, messages: labels.errors, idBase: id, buyerPrefill,
  });

  if (phase.kind === 'starting') return <JourneyStarting label={labels.starting} />;

  if (phase.kind === 'failed') {
    return <JourneyUnavailable message={phase.message} onRetry={phase.retry ? retry : null} labels={labels} carHref={carHref} idBase={id} />;
  }

  if (phase.kind === 'placed' && order) {
    return <JourneyConfirmation order={order} total={total} labels={labels} locale={locale} currency={currency} idBase={id} headingRef={heading} />;
  }

  const index = JOURNEY_PAGES.indexOf(page);
  const busyNow = busy !== null;
  const disabled = !hydrated || busyNow || !order;

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
          <div className={forms.alert} role="alert" data-testid="journey-errors">
            <p>{labels.errors.summary}</p>
            <ul className={styles.errorList}>
              {errorList.map(([field, message]) => <li key={field}>{message}</li>)}
            </ul>
          </div>
        ) : null}
        {alert ? <p className={forms.alert} role="alert" data-testid="journey-alert">{alert}</p> : null}

        {page === 'review' ? (
          <JourneyReview
            saved={order?.steps ?? {}}
            total={total}
            labels={labels}
            locale={locale}
            currency={currency}
            editDisabled={busyNow}
            onEdit={(step) => goTo(step, { fromReview: true })}
          />
        ) : (
          <div className={styles.group}>
            <JourneyStepFields step={page} form={form} errors={errors} onChange={setField} idBase={id} labels={labels} locale={locale} timeZone={timeZone} />
          </div>
        )}

        <div className={forms.buttons}>
          {index > 0 ? (
            <button type="button" className={forms.secondary} disabled={disabled} onClick={() => goTo(JOURNEY_PAGES[index - 1]!)}>
              {labels.back}
            </button>
          ) : null}
          <button type="submit" className={forms.primary} disabled={disabled} aria-busy={busyNow || undefined}>
            {busyNow ? (
              <>
                <span className={forms.spinner} aria-hidden="true" />
                {busy === 'place' ? labels.placing : labels.saving}
              </>
            ) : page === 'review' ? labels.place : labels.next}
          </button>
        </div>
      </form>
    </div>
  );
}
