'use client';

import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { isPostcode, postcodeInput, type PostcodeMarket } from '@dealer/leads';
import forms from '@/components/form-controls.module.css';
import type { FormErrorItem } from './FormErrorList';
import styles from './LeadFormFields.module.css';
import { POSTCODES_ENDPOINT, fetchPostcode, type NearestDealership, type PostcodeAnswer } from './postcode-lookup';

/**
 * The §3 lead form's fields, for any form of the web app that collects a lead (the trade-in
 * offer's acceptance, the finance applications): first name (`name`), `last_name`, `postcode`
 * (§5: required, exactly 4 digits, 5 on a US site, the input limited to that many, a numeric
 * keypad), `phone` (a mobile), `email` and the §5 opt-in (optional, on by default). The rules and
 * their messages are `createLeadFormSchema` (leads/contract/lead-form.ts), the same schema the API
 * parses with.
 *
 * How to use it: the parent owns the form with react-hook-form and renders these fields inside its
 * `<FormProvider>`, so they join the parent's own fields and one submit:
 *
 *   const form = useForm<LeadFormInput, unknown, LeadFormValues>({ resolver: leadFormResolver(market, messages), defaultValues: LEAD_FORM_DEFAULTS });
 *   <FormProvider {...form}>
 *     <form noValidate onSubmit={form.handleSubmit(send)}>
 *       <FormErrorList title={t('enquiry.errorList')} errors={leadFormErrorItems(form.formState.errors, 'accept')} />
 *       <LeadFormFields idPrefix="accept" market={market} labels={leadFormLabels(t)} onNearest={preselect} />
 *     </form>
 *   </FormProvider>
 *
 * A form with more fields extends the lead form's schema (`createLeadFormSchema(...).extend({...})`)
 * for its resolver, and lists its own errors after these. A server's field errors (`errors` of a
 * 400 problem) go to `setError(field, …)` and show beside the field like the schema's.
 *
 * The postcode is looked up when the field is left (GET /api/postcodes/{postcode}): a postcode the
 * data does not know gets §8 'Invalid postcode' at once, a known one shows its place under the
 * field, and the site's sales location nearest to it (§9: the 6371 km radius) goes to `onNearest`,
 * so a form with a dealership select preselects it (§3).
 */
export interface LeadFormFieldsProps {
  /** Every string shown, from the site's locale on the server: `leadFormLabels(site.locale.t)` (web/lead-form/labels.ts). */
  labels: LeadFormLabels;
  /** The site's postcode rule: `postcodeMarket(site.config)` (4 digits in AU and NZ, a 5-digit ZIP in the US). */
  market: PostcodeMarket;
  /** Makes the inputs' ids unique on the page: `leadFieldId(idPrefix, field)`, which FormErrorList links to. */
  idPrefix: string;
  /**
   * Called after each postcode lookup: the site's sales location nearest the postcode, or null
   * for an unknown postcode or a site without locations. A network failure calls nothing.
   */
  onNearest?: (nearest: NearestDealership | null) => void;
  /** The §5 opt-in checkbox; true by default. */
  showOptIn?: boolean;
  /** Where postcodes are looked up (GET `${postcodeEndpoint}/{postcode}`); '/api/postcodes' by default. */
  postcodeEndpoint?: string;
  /** Every field read-only while the parent sends. */
  disabled?: boolean;
}

/** The labels, through the site's locale. */
export interface LeadFormLabels {
  firstName: string;
  lastName: string;
  postcode: string;
  mobile: string;
  email: string;
  /** §5 opt-in. */
  optIn: string;
  /** Under a known postcode: '{locality} {state}'. */
  postcodePlace: string;
}

/** The fields' values as the form holds them (the schema's input). */
export interface LeadFormInput {
  name: string;
  last_name: string;
  postcode: string;
  phone: string;
  email: string;
  opt_in: boolean;
}

/** The fields in the order they show, which the §5 list keeps. */
export const LEAD_FORM_FIELDS = ['name', 'last_name', 'postcode', 'phone', 'email'] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

/** A new form's values: empty, the §5 opt-in on. */
export const LEAD_FORM_DEFAULTS: LeadFormInput = { name: '', last_name: '', postcode: '', phone: '', email: '', opt_in: true };

/** The id of a field's input. */
export const leadFieldId = (idPrefix: string, field: LeadFormField | 'opt_in'): string => `${idPrefix}-${field.replace('_', '-')}`;

/** The lead fields' messages for the §5 list, in the fields' order. */
export function leadFormErrorItems(errors: FieldErrors<LeadFormInput>, idPrefix: string): FormErrorItem[] {
  return LEAD_FORM_FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [{ id: leadFieldId(idPrefix, field), message }] : [];
  });
}

const AUTOCOMPLETE: Record<Exclude<LeadFormField, 'postcode'>, string> = { name: 'given-name', last_name: 'family-name', phone: 'tel', email: 'email' };

/** The §3 lead form's fields (see the props above); renders inside the parent's react-hook-form `<FormProvider>`. */
export function LeadFormFields({ labels, market, idPrefix, onNearest, showOptIn = true, postcodeEndpoint = POSTCODES_ENDPOINT, disabled = false }: LeadFormFieldsProps) {
  const { register, setError, clearErrors, getFieldState, formState, control } = useFormContext<LeadFormInput>();
  const errors = formState.errors;
  const postcode = useWatch({ control, name: 'postcode' });
  const [place, setPlace] = useState<PostcodeAnswer | null>(null);
  const lookup = useRef<AbortController | null>(null);
  const onNearestRef = useRef(onNearest);
  useEffect(() => {
    onNearestRef.current = onNearest;
  }, [onNearest]);
  useEffect(() => () => lookup.current?.abort(), []);

  const lookUp = async (value: string) => {
    const code = value.trim();
    if (!isPostcode(market, code) || place?.postcode === code) return;
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    const found = await fetchPostcode(code, { endpoint: postcodeEndpoint, signal: controller.signal });
    if (controller.signal.aborted) return;
    if (found.kind === 'found') {
      setPlace(found.answer);
      if (getFieldState('postcode').error?.type === 'lookup') clearErrors('postcode');
      onNearestRef.current?.(found.answer.nearest);
    } else if (found.kind === 'refused') {
      setPlace(null);
      setError('postcode', { type: 'lookup', message: found.message });
      onNearestRef.current?.(null);
    }
  };

  const errorId = (field: LeadFormField) => `${leadFieldId(idPrefix, field)}-error`;
  const placeId = `${leadFieldId(idPrefix, 'postcode')}-place`;
  const shownPlace = place && place.postcode === postcode?.trim() ? labels.postcodePlace.replace('{locality}', place.locality).replace('{state}', place.state) : null;
  const describedBy = (field: LeadFormField) => [errors[field]?.message ? errorId(field) : null, field === 'postcode' && shownPlace ? placeId : null].filter(Boolean).join(' ') || undefined;
  const controlProps = (field: LeadFormField) => ({
    id: leadFieldId(idPrefix, field),
    className: forms.control,
    required: true,
    disabled,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });
  const field = (name: LeadFormField, label: string, input: ReactNode, wide = false) => (
    <div className={`${forms.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={leadFieldId(idPrefix, name)} className={forms.label}>
        {label} <span className={styles.required} aria-hidden="true">*</span>
      </label>
      {input}
      {name === 'postcode' && shownPlace ? <span id={placeId} className={forms.hint}>{shownPlace}</span> : null}
      {errors[name]?.message ? <span id={errorId(name)} className={forms.errorText}>{errors[name]?.message}</span> : null}
    </div>
  );
  const limits = postcodeInput(market);
  const postcodeField = register('postcode');

  return (
    <div className={styles.fields}>
      {field('name', labels.firstName, <input {...controlProps('name')} autoComplete={AUTOCOMPLETE.name} {...register('name')} />)}
      {field('last_name', labels.lastName, <input {...controlProps('last_name')} autoComplete={AUTOCOMPLETE.last_name} {...register('last_name')} />)}
      {field(
        'postcode',
        labels.postcode,
        <input
          {...controlProps('postcode')}
          className={`${forms.control} ${styles.postcode}`}
          maxLength={limits.maxLength}
          inputMode={limits.inputMode}
          pattern={limits.pattern}
          autoComplete={limits.autoComplete}
          {...postcodeField}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            void postcodeField.onBlur(event);
            void lookUp(event.currentTarget.value);
          }}
        />,
      )}
      {field('phone', labels.mobile, <input {...controlProps('phone')} type="tel" autoComplete={AUTOCOMPLETE.phone} {...register('phone')} />)}
      {field('email', labels.email, <input {...controlProps('email')} type="email" autoComplete={AUTOCOMPLETE.email} {...register('email')} />, true)}
      {showOptIn ? (
        <label className={`${styles.checkbox} ${styles.wide}`} htmlFor={leadFieldId(idPrefix, 'opt_in')}>
          <input id={leadFieldId(idPrefix, 'opt_in')} type="checkbox" disabled={disabled} {...register('opt_in')} />
          <span>{labels.optIn}</span>
        </label>
      ) : null}
    </div>
  );
}
