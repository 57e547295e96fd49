'use client';

import { useId } from 'react';
import styles from './ReserveForm.module.css';

export interface BankCheckLabels {
  heading: string;
  /** The deposit and the dealer already filled in. */
  body: string;
  test: string;
  complete: string;
  fail: string;
  checking: string;
}

/**
 * The embedded test gateway's bank asking the shopper to confirm a payment (3-D Secure), in place
 * of the form: Complete or Fail, as Stripe's test page offers. With a real gateway the shopper's
 * own bank shows this (Stripe.js), so the page never renders it.
 */
export function BankCheck({ labels, busy, error, onAnswer }: { labels: BankCheckLabels; busy: boolean; error?: string; onAnswer: (outcome: 'complete' | 'fail') => void }) {
  const id = useId();
  return (
    <section className={styles.bank} aria-labelledby={`${id}-bank`} aria-busy={busy} data-testid="bank-check">
      <h2 id={`${id}-bank`} className={styles.bankHeading} tabIndex={-1} ref={(heading) => heading?.focus()}>
        {labels.heading}
      </h2>
      <p>{labels.body}</p>
      <p className={styles.bankTest}>{labels.test}</p>
      <p role="status">{busy ? labels.checking : ''}</p>
      {error ? (
        <div className={styles.alert} role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <div className={styles.bankActions}>
        <button type="button" className={styles.submit} disabled={busy} onClick={() => onAnswer('complete')}>
          {labels.complete}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => onAnswer('fail')}>
          {labels.fail}
        </button>
      </div>
    </section>
  );
}
