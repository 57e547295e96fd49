'use client';

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { LeadFormMessages, LeadFormValues, PostcodeMarket } from '@dealer/leads';
import { useCaptcha } from '@dealer/blocks/ui/captcha/Captcha';
import forms from '@/components/form-controls.module.css';
import { FormErrorList } from '@/lead-form/FormErrorList';
import { LEAD_FORM_DEFAULTS, LEAD_FORM_FIELDS, LeadFormFields, leadFormErrorItems, type LeadFormField, type LeadFormInput } from '@/lead-form/LeadFormFields';
import type { NearestDealership } from '@/lead-form/postcode-lookup';
import { leadFormResolver } from '@/lead-form/resolver';
import { leadContext } from '@/shopper/visited-pages';
import { contactBody, type ContactContext } from './contact-body';
import type { TradeInLabels } from './labels';
import { newIdempotencyKey } from './storage';
import { acceptOffer, sendEnquiry } from './trade-in-api';
import styles from './TradeInTool.module.css';

/** The enquiry route names the whole name `name`: its message belongs beside the first name. */
const ENQUIRY_FIELDS: Readonly<Record<string, LeadFormField>> = { name: 'name', email: 'email', phone: 'phone' };

export interface ContactStepProps {
  labels: TradeInLabels;
  messages: LeadFormMessages;
  market: PostcodeMarket;
  /** The valuation accepted (mode accept); none when the enquiry is sent instead. */
  valuationId: string | null;
  context: Omit<ContactContext, 'nearest'>;
  /** An offer is accepted (its button says so); else the dealer is asked to value the car in person. */
  offered: boolean;
  /** The lead is stored: the first name, for the confirmation. */
  onSent: (name: string) => void;
  /** The offer expired (410): value the car again. */
  onRevalue: () => void;
  onBack: () => void;
}

/**
 * Step 4 (§3 lead form fields; §7 offer acceptance): the shopper's first and last name, postcode,
 * mobile and email (web/lead-form), sent with one Idempotency-Key per fill, so a double click or a
 * retry stores one lead. Accepting the offer (or asking for the in-person valuation the API offers
 * for a car without an online estimate) posts to the valuation; when no valuation could be made,
 * the same fields go as a trade-in enquiry. A refusal shows the API's message, or §8 'An unexpected
 * error occured'.
 */
export function ContactStep({ labels, messages, market, valuationId, context, offered, onSent, onRevalue, onBack }: ContactStepProps) {
  const [resolver] = useState(() => leadFormResolver(market, messages));
  const form = useForm<LeadFormInput, unknown, LeadFormValues>({ resolver, defaultValues: LEAD_FORM_DEFAULTS });
  const { handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [nearest, setNearest] = useState<NearestDealership | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; revalue: boolean } | null>(null);
  const accepting = context.mode === 'accept' && valuationId !== null;
  // §5 captcha: solved while the shopper fills the form, its answer sent with the lead.
  const captcha = useCaptcha(labels.captcha);

  const onSubmit = async (values: LeadFormValues) => {
    setRefusal(null);
    const answer = await captcha.answer();
    if (!answer) return;
    // §7 creation: an accepted offer also carries the page and this visit's pages (web/shopper/visited-pages.ts).
    const body = { ...contactBody(values, { ...context, nearest }), ...(accepting ? leadContext() : {}), ...answer };
    const answered = accepting ? await acceptOffer(valuationId, body, idempotencyKey, labels.failed) : await sendEnquiry(body, idempotencyKey, labels.failed);
    if (answered.ok) {
      setIdempotencyKey(newIdempotencyKey()); // the next fill is a new lead
      return onSent(values.name);
    }
    const fields = Object.entries(answered.fieldErrors).flatMap(([field, message]) => {
      const own = accepting ? ((LEAD_FORM_FIELDS as readonly string[]).includes(field) ? (field as LeadFormField) : null) : ENQUIRY_FIELDS[field] ?? null;
      return own ? [[own, message] as const] : [];
    });
    for (const [field, message] of fields) setError(field, { type: 'server', message });
    captcha.refused(answered.fieldErrors);
    if (fields.length > 0 && fields.length === Object.keys(answered.fieldErrors).length) return;
    setRefusal({ message: answered.message, revalue: answered.status === 410 });
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={(event) => (isSubmitting ? event.preventDefault() : void handleSubmit(onSubmit)(event))}>
        <p>{accepting ? labels.contact.intro : labels.contact.introEnquiry}</p>
        <FormErrorList title={labels.errorList} errors={leadFormErrorItems(errors, 'trade-in')} />
        {refusal ? (
          <div role="alert" className={forms.alert}>
            <p>{refusal.message}</p>
            {refusal.revalue ? <div><button type="button" className={forms.secondary} onClick={onRevalue}>{labels.questions.submit}</button></div> : null}
          </div>
        ) : null}
        <LeadFormFields idPrefix="trade-in" market={market} labels={labels.leadForm} onNearest={setNearest} />
        {captcha.widget}
        <div className={forms.buttons}>
          <button type="button" className={forms.secondary} onClick={onBack}>{labels.back}</button>
          <button type="submit" className={forms.primary} aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? <><span className={forms.spinner} aria-hidden="true" />{labels.contact.sending}</> : offered ? labels.contact.accept : labels.contact.send}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
