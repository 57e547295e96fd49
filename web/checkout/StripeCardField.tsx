'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { mountStripeCard, type CardState, type StripeCard } from './stripe-card';
import styles from './ReserveForm.module.css';

export interface StripeCardFieldLabels {
  /** "Card details". */
  label: string;
  /** While Stripe.js loads. */
  loading: string;
  /** When Stripe.js cannot be loaded (offline, blocked). */
  unavailable: string;
  /** Stripe answered with no message of its own. */
  fallback: string;
}

export interface StripeCardFieldProps {
  publishableKey: string;
  locale: string;
  labels: StripeCardFieldLabels;
  /** The form's own message about the card (e.g. Stripe refused it on submit). */
  error?: string;
  /** The mounted field, or null until it is (and again once it is gone). */
  onReady: (card: StripeCard | null) => void;
  /** What Stripe says about the card as the shopper types. */
  onChange: (state: CardState) => void;
}

/**
 * Stripe's card field (§9 deposit) in the Reserve Online form: Stripe.js draws the inputs in its own
 * frame, so the label names the group, and the form's messages sit under it. Stripe.js is loaded
 * when the field mounts; a failure to load says so rather than leaving an empty box.
 */
export function StripeCardField({ publishableKey, locale, labels, error, onReady, onChange }: StripeCardFieldProps) {
  const id = useId();
  const container = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  // The latest callbacks, so the field is mounted once however often the form re-renders.
  const callbacks = useRef({ onReady, onChange });
  useEffect(() => {
    callbacks.current = { onReady, onChange };
  });

  useEffect(() => {
    let card: StripeCard | null = null;
    let gone = false;
    const into = container.current;
    if (!into) return;
    mountStripeCard(publishableKey, into, { locale, fallback: labels.fallback, onChange: (next) => callbacks.current.onChange(next) }).then(
      (mounted) => {
        if (gone) return mounted.destroy();
        card = mounted;
        setState('ready');
        callbacks.current.onReady(mounted);
      },
      () => {
        if (!gone) setState('unavailable');
      },
    );
    return () => {
      gone = true;
      card?.destroy();
      callbacks.current.onReady(null);
    };
  }, [publishableKey, locale, labels.fallback]);

  const errorId = `${id}-error`;
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? errorId : undefined} data-testid="stripe-card">
      <p id={`${id}-label`} className={styles.stripeLabel}>{labels.label}</p>
      <div ref={container} className={styles.stripeCard} data-state={state} aria-busy={state === 'loading'} />
      {state === 'loading' ? <p className={styles.hint} role="status">{labels.loading}</p> : null}
      {state === 'unavailable' ? <p className={styles.error} role="alert">{labels.unavailable}</p> : null}
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  );
}
