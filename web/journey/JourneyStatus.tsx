'use client';

import type { CheckoutJourneyLabels } from './checkout-journey-labels';
import forms from '../components/form-controls.module.css';
import styles from './CheckoutJourney.module.css';

/** While the order is made (or the remembered one fetched): a spinner and a status line. */
export function JourneyStarting({ label }: { label: string }) {
  return (
    <p className={styles.starting} role="status" data-testid="journey-starting">
      <span className={forms.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}

export interface JourneyUnavailableProps {
  /** Why the order could not be made (the API's message, or the network's). */
  message: string;
  /** Tries again, or null where trying again cannot help (the car cannot be bought online). */
  onRetry: (() => void) | null;
  labels: Pick<CheckoutJourneyLabels, 'unavailableTitle' | 'retry' | 'backToCar' | 'search'>;
  carHref: string;
  /** The island's useId: the heading's id starts with it. */
  idBase: string;
}

/** No order could be made: the message, Try again where it may help, and the ways back to the car and to search. */
export function JourneyUnavailable({ message, onRetry, labels, carHref, idBase }: JourneyUnavailableProps) {
  return (
    <section className={styles.failed} aria-labelledby={`${idBase}-failed`} data-testid="journey-unavailable">
      <h2 id={`${idBase}-failed`} className={styles.stepHeading}>{labels.unavailableTitle}</h2>
      <p className={forms.alert} role="alert">{message}</p>
      {onRetry ? (
        <p>
          <button type="button" className={forms.secondary} onClick={onRetry}>{labels.retry}</button>
        </p>
      ) : null}
      <p className={styles.links}>
        <a href={carHref}>{labels.backToCar}</a>
        <a href="/search">{labels.search}</a>
      </p>
    </section>
  );
}
