import type { Ref } from 'react';
import type { OrderJson } from '@dealer/leads';
import { fill, formatCents } from './checkout-journey';
import type { CheckoutJourneyLabels } from './checkout-journey-labels';
import { ReturnTerms } from './ReturnTerms';
import forms from '../components/form-controls.module.css';
import styles from './CheckoutJourney.module.css';

export interface JourneyConfirmationProps {
  /** The placed order (or one already further on: delivered, a return asked for). */
  order: OrderJson;
  /** The total price as the page shows it, for an order that does not carry the price it was placed at. */
  total: string;
  labels: Pick<CheckoutJourneyLabels, 'done' | 'returns'>;
  locale: string;
  currency: string;
  /** The island's useId: the heading's id starts with it. */
  idBase: string;
  /** The heading, which takes the focus when the order has just been placed. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The order placed: the total it was placed at, its reference, the link to the order page and the §5 return terms. */
export function JourneyConfirmation({ order, total, labels, locale, currency, idBase, headingRef }: JourneyConfirmationProps) {
  const paid = order.priceCents !== null ? formatCents(order.priceCents, locale, currency) : total;
  return (
    <section className={styles.done} aria-labelledby={`${idBase}-done`} data-testid="order-confirmation">
      <h2 id={`${idBase}-done`} ref={headingRef} tabIndex={-1} className={styles.doneHeading}>{labels.done.heading}</h2>
      <p role="status">{fill(labels.done.body, { total: paid })}</p>
      <p className={styles.muted}>{fill(labels.done.reference, { id: order.id })}</p>
      <p>{labels.done.keep}</p>
      <p>
        <a className={forms.primaryLink} href={`/orders/${encodeURIComponent(order.id)}`}>{labels.done.viewOrder}</a>
      </p>
      <ReturnTerms text={labels.returns} />
    </section>
  );
}
