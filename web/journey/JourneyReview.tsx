'use client';

import type { JourneyStep, JourneyValues } from '@dealer/leads';
import { fill, formatCents, formatDay } from './checkout-journey';
import type { CheckoutJourneyLabels } from './checkout-journey-labels';
import { ReturnTerms } from './ReturnTerms';
import forms from '../components/form-controls.module.css';
import styles from './CheckoutJourney.module.css';

type ReviewLabels = Pick<CheckoutJourneyLabels, 'stepTitles' | 'review' | 'payment' | 'returns'>;

export interface JourneyReviewProps {
  /** The steps as the server has them (what the order will be placed with), not the form as typed. */
  saved: JourneyValues;
  /** The total price as the page shows it (ACL s48: one figure). */
  total: string;
  labels: ReviewLabels;
  locale: string;
  currency: string;
  /** While a step is saved or the order placed. */
  editDisabled: boolean;
  /** Goes back to a step from its Edit button; its Next then returns here. */
  onEdit: (step: JourneyStep) => void;
}

/** One saved step in the shopper's words, a line each; none while the step is not saved. */
function answers(step: JourneyStep, saved: JourneyValues, labels: ReviewLabels, locale: string, currency: string): string[] {
  const day = (value: string) => formatDay(value, locale);
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
}

/** The review page: each saved step with its Edit button, the total price, then the §5 return terms. */
export function JourneyReview({ saved, total, labels, locale, currency, editDisabled, onEdit }: JourneyReviewProps) {
  return (
    <>
      <p>{labels.review.intro}</p>
      <dl className={styles.review}>
        {(['buyer', 'tradeIn', 'payment', 'handover'] as const).map((step) => (
          <div key={step} className={styles.reviewItem} data-testid={`review-${step}`}>
            <dt className={styles.reviewTitle}>{labels.stepTitles[step]}</dt>
            <dd className={styles.reviewAnswer}>
              {answers(step, saved, labels, locale, currency).map((line, at) => <span key={at}>{line}</span>)}
            </dd>
            <dd className={styles.reviewEdit}>
              <button type="button" className={forms.textButton} disabled={editDisabled} onClick={() => onEdit(step)}>
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
  );
}
