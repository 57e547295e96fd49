'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AU_REGO_STATES, type ValuationErrorMessages, type ValuationMarket, type VehicleLookupRequest } from '@dealer/leads';
import { useHydrated } from '@dealer/blocks/ui/use-hydrated';
import forms from '@/components/form-controls.module.css';
import { FormErrorList } from '@/lead-form/FormErrorList';
import type { TradeInLabels } from './labels';
import { lookupFields, lookupResolver } from './resolvers';
import { lookUpVehicle, type TradeInVehicle, type VehicleLookupInput } from './trade-in-api';
import styles from './TradeInTool.module.css';
import { newIdempotencyKey } from './storage';

type Field = keyof VehicleLookupInput;

export interface VehicleStepProps {
  labels: TradeInLabels;
  messages: ValuationErrorMessages;
  market: ValuationMarket;
  /** What the form starts with: the last lookup, or the site's state (§1 default state). */
  initial: VehicleLookupInput;
  /** The car was found: its valuation id and what the shopper typed. */
  onFound: (found: { id: string; vehicle: TradeInVehicle; lookup: VehicleLookupInput }) => void;
  /** No valuation can be made online (the plate unknown, the provider down): the enquiry instead, with what was typed. */
  onEnquiry: (lookup: VehicleLookupInput) => void;
}

/**
 * Step 1 (§3 rego and regoState, or a VIN on a US site; §7 rego lookup): the car's plate and state
 * (a plate alone in New Zealand), looked up with one Idempotency-Key per car. A malformed plate gets
 * the schema's (and the API's) message beside the field; a plate the register does not know, or a
 * provider that is down or slow, is said and the enquiry offered instead.
 */
export function VehicleStep({ labels, messages, market, initial, onFound, onEnquiry }: VehicleStepProps) {
  const [resolver] = useState(() => lookupResolver(market, messages));
  const form = useForm<VehicleLookupInput, unknown, VehicleLookupRequest>({ resolver, defaultValues: { rego: '', regoState: '', vin: '', ...initial } });
  const { register, handleSubmit, setError, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const [refusal, setRefusal] = useState<{ message: string; enquiry: boolean } | null>(null);
  // False in the server's HTML, true once hydrated: a click before then would submit the form natively.
  const hydrated = useHydrated();
  // One key per car looked up: a retry of the same plate is the same lookup; another plate a new one.
  const [key, setKey] = useState<{ lookup: string; key: string } | null>(null);

  const onSubmit = async (lookup: VehicleLookupRequest) => {
    setRefusal(null);
    const typed = lookupFields(market, getValues());
    const signature = JSON.stringify(lookup);
    const idempotencyKey = key?.lookup === signature ? key.key : newIdempotencyKey();
    setKey({ lookup: signature, key: idempotencyKey });
    // The car the shopper came from (/cars/trade-in?car_id=) joins the lead when the offer is accepted (contact-body.ts).
    const answered = await lookUpVehicle(lookup, idempotencyKey, labels.failed);
    if (answered.ok) return onFound({ id: answered.body.id, vehicle: answered.body.vehicle, lookup: typed });
    const fields = Object.entries(answered.fieldErrors).filter((entry): entry is [Field, string] => entry[0] in typed);
    for (const [field, message] of fields) setError(field, { type: 'server', message });
    // 404: the register does not know the plate; 503: the provider is down or slow. Either way the dealer can value it in person.
    const enquiry = answered.status === 404 || answered.status === 503;
    if (fields.length === 0 || enquiry) setRefusal({ message: fields.length > 0 ? '' : answered.message, enquiry });
  };

  const fieldIds: Record<Field, string> = { rego: 'trade-in-rego', regoState: 'trade-in-rego-state', vin: 'trade-in-vin' };
  const order: Field[] = market === 'US' ? ['vin'] : market === 'NZ' ? ['rego'] : ['rego', 'regoState'];
  const summary = order.flatMap((field) => (errors[field]?.message ? [{ id: fieldIds[field], message: errors[field]!.message! }] : []));
  const control = (field: Field) => ({
    id: fieldIds[field],
    className: forms.control,
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${fieldIds[field]}-error` : undefined,
  });
  const error = (field: Field) => (errors[field]?.message ? <span id={`${fieldIds[field]}-error`} className={forms.errorText}>{errors[field]?.message}</span> : null);
  const required = <span className={styles.required} aria-hidden="true">*</span>;

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={(event) => (isSubmitting ? event.preventDefault() : void handleSubmit(onSubmit)(event))}>
      <p>{labels.vehicle.intro}</p>
      <FormErrorList title={labels.errorList} errors={summary} />
      {refusal ? (
        <div role="alert" className={forms.alert}>
          {refusal.message ? <p>{refusal.message}</p> : null}
          {refusal.enquiry ? (
            <div>
              <button type="button" className={forms.secondary} onClick={() => onEnquiry(lookupFields(market, getValues()))}>{labels.enquiryInstead}</button>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={styles.row}>
        {market === 'US' ? (
          <div className={forms.field}>
            <label htmlFor={fieldIds.vin} className={forms.label}>{labels.vehicle.vin} {required}</label>
            <input {...control('vin')} className={`${forms.control} ${styles.vin}`} autoCapitalize="characters" autoComplete="off" spellCheck={false} maxLength={24} {...register('vin')} />
            {error('vin')}
          </div>
        ) : (
          <div className={forms.field}>
            <label htmlFor={fieldIds.rego} className={forms.label}>{labels.vehicle.rego} {required}</label>
            <input {...control('rego')} className={`${forms.control} ${styles.plate}`} autoCapitalize="characters" autoComplete="off" spellCheck={false} maxLength={12} {...register('rego')} />
            {error('rego')}
          </div>
        )}
        {market === 'AU' ? (
          <div className={forms.field}>
            <label htmlFor={fieldIds.regoState} className={forms.label}>{labels.vehicle.regoState} {required}</label>
            <select {...control('regoState')} className={`${forms.control} ${styles.state}`} {...register('regoState')}>
              <option value="">{labels.vehicle.regoStatePlaceholder}</option>
              {AU_REGO_STATES.map((state) => <option key={state} value={state}>{state}</option>)}
            </select>
            {error('regoState')}
          </div>
        ) : null}
      </div>
      <div className={forms.buttons}>
        <button type="submit" className={forms.primary} disabled={!hydrated} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? <><span className={forms.spinner} aria-hidden="true" />{labels.vehicle.finding}</> : labels.vehicle.find}
        </button>
      </div>
    </form>
  );
}
