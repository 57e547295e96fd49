'use client';

import type { JourneyStep } from '@dealer/leads';
import { fill, formatDay, handoverWindow, type FieldErrors, type JourneyForm } from './checkout-journey';
import type { CheckoutJourneyLabels } from './checkout-journey-labels';
import { ChoiceField, TextField } from './JourneyField';
import styles from './CheckoutJourney.module.css';

export interface JourneyStepFieldsProps {
  step: JourneyStep;
  form: JourneyForm;
  errors: FieldErrors;
  /** Sets one field of one step (and clears that field's error). */
  onChange: <S extends JourneyStep>(step: S, field: keyof JourneyForm[S] & string, value: string) => void;
  /** The island's useId: the fields' ids start with it. */
  idBase: string;
  labels: Pick<CheckoutJourneyLabels, 'buyer' | 'tradeIn' | 'payment' | 'handover'>;
  locale: string;
  /** The dealer's time zone, for the handover date's window. */
  timeZone: string;
}

/** The fields of one of the four saved steps: your details, trade-in, finance or payment, delivery or pickup. */
export function JourneyStepFields({ step, form, errors, onChange, idBase, labels, locale, timeZone }: JourneyStepFieldsProps) {
  /** What every field takes: its value in the form, its setter and its error (`name`: the error's key, when the API names it otherwise). */
  const bind = <S extends JourneyStep>(formStep: S, field: keyof JourneyForm[S] & string, name: string = field) => ({
    idBase,
    name,
    value: String(form[formStep][field]),
    onChange: (value: string) => onChange(formStep, field, value),
    error: errors[name],
  });

  switch (step) {
    case 'buyer':
      return (
        <>
          <TextField {...bind('buyer', 'name')} label={labels.buyer.name} autoComplete="name" maxLength={200} />
          <TextField {...bind('buyer', 'email')} label={labels.buyer.email} type="email" autoComplete="email" inputMode="email" maxLength={254} />
          <TextField {...bind('buyer', 'phone')} label={labels.buyer.phone} type="tel" autoComplete="tel" inputMode="tel" maxLength={30} />
          <TextField {...bind('buyer', 'address')} label={labels.buyer.address} hint={labels.buyer.addressHint} autoComplete="street-address" maxLength={300} />
          {/* §5: a postcode is 4 digits, the input limited to 4 characters. */}
          <TextField {...bind('buyer', 'postcode')} label={labels.buyer.postcode} autoComplete="postal-code" inputMode="numeric" maxLength={4} />
        </>
      );
    case 'tradeIn':
      return (
        <>
          <ChoiceField
            {...bind('tradeIn', 'hasTradeIn')}
            legend={labels.tradeIn.question}
            options={[
              { value: 'no', label: labels.tradeIn.no },
              { value: 'yes', label: labels.tradeIn.yes },
            ]}
          />
          <p className={styles.note}>{labels.tradeIn.note}</p>
          {form.tradeIn.hasTradeIn === 'yes' ? (
            <div className={styles.group}>
              <TextField {...bind('tradeIn', 'make')} label={labels.tradeIn.make} maxLength={60} />
              <TextField {...bind('tradeIn', 'model')} label={labels.tradeIn.model} maxLength={60} />
              <div className={styles.pair}>
                <TextField {...bind('tradeIn', 'year')} label={labels.tradeIn.year} inputMode="numeric" maxLength={4} />
                <TextField {...bind('tradeIn', 'km')} label={labels.tradeIn.km} inputMode="numeric" maxLength={9} />
              </div>
              <TextField {...bind('tradeIn', 'rego')} label={labels.tradeIn.rego} maxLength={10} required={false} />
              {/* Typed in dollars, checked and sent as owingCents: its errors come back under that name. */}
              <TextField {...bind('tradeIn', 'owing', 'owingCents')} label={labels.tradeIn.owing} hint={labels.tradeIn.owingHint} inputMode="decimal" maxLength={14} required={false} />
            </div>
          ) : null}
        </>
      );
    case 'payment':
      return (
        <ChoiceField
          {...bind('payment', 'method')}
          legend={labels.payment.question}
          options={[
            { value: 'pay-in-full', label: labels.payment.payInFull, hint: labels.payment.payInFullHint },
            { value: 'finance', label: labels.payment.finance, hint: labels.payment.financeHint },
          ]}
        />
      );
    case 'handover': {
      // The dealer's days, so the server's render and the browser's agree.
      const dates = handoverWindow(new Date(), timeZone);
      return (
        <>
          <ChoiceField
            {...bind('handover', 'kind')}
            legend={labels.handover.question}
            options={[
              { value: 'pickup', label: labels.handover.pickup },
              { value: 'delivery', label: labels.handover.delivery },
            ]}
          />
          <TextField
            {...bind('handover', 'date')}
            label={labels.handover.date}
            hint={fill(labels.handover.dateHint, { min: formatDay(dates.min, locale), max: formatDay(dates.max, locale) })}
            type="date"
            min={dates.min}
            max={dates.max}
          />
          {form.handover.kind === 'delivery' ? <TextField {...bind('handover', 'address')} label={labels.handover.address} autoComplete="street-address" maxLength={300} /> : null}
        </>
      );
    }
  }
}
