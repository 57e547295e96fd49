'use client';

import { useHydrated } from '@dealer/blocks/ui/use-hydrated';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { appointmentProblem, appointmentWindow, formatDay, orderOutcome, requestJson } from './checkout-journey';
import forms from '../components/form-controls.module.css';
import styles from './CheckoutJourney.module.css';

export interface ReturnNoticeLabels {
  heading: string;
  intro: string;
  date: string;
  /** {min}, {max}. */
  hint: string;
  submit: string;
  sending: string;
  /** No date chosen. */
  errorDate: string;
  /** {min}, {max}. */
  errorRange: string;
  /** {date}. */
  done: string;
  network: string;
  unexpected: string;
}

export interface ReturnNoticeProps {
  orderId: string;
  /** The end of the 14-day period (ISO), from the order. */
  returnDeadline: string;
  locale: string;
  /** The dealer's time zone: the appointment's days are the dealer's. */
  timeZone: string;
  labels: ReturnNoticeLabels;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/**
 * The used-car return notice (§4 "Used-car return flow", §9 14 days): a delivered order's shopper
 * picks an appointment, from tomorrow to the last day of the period, and POSTs
 * /api/orders/{id}/return-notice. A refusal (the period ended) shows as an alert with its problem
 * `detail` (a date refused, under the field); once given, the page is read again and shows the appointment.
 */
export function ReturnNotice({ orderId, returnDeadline, locale, timeZone, labels }: ReturnNoticeProps) {
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const [chosen, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const input = useRef<HTMLInputElement | null>(null);

  // The dealer's days, so the server's render and the browser's agree.
  const dates = appointmentWindow(new Date(), returnDeadline, timeZone);
  const range = { min: formatDay(dates.min, locale), max: formatDay(dates.max, locale) };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    // A date picked before the form hydrated is in the field, not yet in state.
    const date = input.current?.value ?? chosen;
    setDate(date);
    const problem = appointmentProblem(date, dates, { date: labels.errorDate, range: fill(labels.errorRange, range) });
    setError(problem);
    setAlert(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const answer = await requestJson('POST', `/api/orders/${encodeURIComponent(orderId)}/return-notice`, { appointment: date });
      const outcome = orderOutcome(answer, labels.unexpected);
      if (outcome.kind === 'order') {
        setDone(fill(labels.done, { date: formatDay(outcome.order.returnAppointment ?? date, locale) }));
        router.refresh();
      } else if (outcome.status === 400) {
        setError(outcome.message);
        input.current?.focus();
      } else {
        setAlert(outcome.message);
      }
    } catch {
      setAlert(labels.network);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const errorId = `${id}-appointment-error`;
  const hintId = `${id}-appointment-hint`;
  return (
    <section className={styles.returnNotice} aria-labelledby={`${id}-heading`} data-testid="return-notice">
      <h2 id={`${id}-heading`} className={styles.stepHeading}>{labels.heading}</h2>
      <p className={styles.status} role="status">{done}</p>
      {done ? null : (
        <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
          <p>{labels.intro}</p>
          {alert ? <p className={forms.alert} role="alert" data-testid="return-notice-alert">{alert}</p> : null}
          <div className={forms.field}>
            <label htmlFor={`${id}-appointment`} className={forms.label}>{labels.date}</label>
            <p id={hintId} className={forms.hint}>{fill(labels.hint, range)}</p>
            <input
              ref={input}
              id={`${id}-appointment`}
              className={forms.control}
              type="date"
              name="appointment"
              required
              min={dates.min}
              max={dates.max}
              value={chosen}
              onChange={(event) => {
                setDate(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            />
            {error ? <p id={errorId} className={forms.errorText} role="alert">{error}</p> : null}
          </div>
          <div className={forms.buttons}>
            <button type="submit" className={forms.primary} disabled={!hydrated || busy} aria-busy={busy || undefined}>
              {busy ? (
                <>
                  <span className={forms.spinner} aria-hidden="true" />
                  {labels.sending}
                </>
              ) : labels.submit}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
