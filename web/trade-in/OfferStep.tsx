'use client';

import type { TradeInOfferJson } from '@dealer/leads';
import forms from '@/components/form-controls.module.css';
import { fill, offerDate, offerPrice } from './format';
import type { TradeInLabels } from './labels';
import styles from './TradeInTool.module.css';

export interface OfferStepProps {
  labels: TradeInLabels;
  offer: TradeInOfferJson;
  car: string;
  locale: string;
  timeZone: string;
  onAccept: () => void;
  onBack: () => void;
}

/**
 * Step 3 (§5 trade-in terms, §9): the offer, its price, the one sentence that says how it was
 * reached, and how long it holds; or, for a car over 7 years or 100,000 km (or without a market
 * price), no online estimate and the dealer's in-person valuation instead. The step's heading is
 * the page's (TradeInTool), so this is the body.
 */
export function OfferStep({ labels, offer, car, locale, timeZone, onAccept, onBack }: OfferStepProps) {
  return (
    <div className={styles.form}>
      {offer.kind === 'offer' ? (
        <>
          <p className={styles.price} data-testid="trade-in-price">{fill(labels.offer.price, { price: offerPrice(offer, locale), car })}</p>
          <p>{offer.explanation}</p>
          <p className={forms.hint}>{fill(labels.offer.validFor, { days: offer.validDays, date: offerDate(offer.expiresAt, locale, timeZone) })}</p>
        </>
      ) : (
        <p>{offer.explanation}</p>
      )}
      <div className={forms.buttons}>
        <button type="button" className={forms.secondary} onClick={onBack}>{labels.back}</button>
        <button type="button" className={forms.primary} onClick={onAccept}>{offer.kind === 'offer' ? labels.offer.accept : labels.offer.noEstimateAction}</button>
      </div>
    </div>
  );
}
