'use client';

import { useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import {
  KEY_COUNTS, SERVICE_HISTORIES, VEHICLE_CONDITIONS, YES_NO,
  type AdjustmentAnswers, type TradeInOfferJson, type ValuationErrorMessages, type ValuationMarket,
} from '@dealer/leads';
import forms from '@/components/form-controls.module.css';
import { FormErrorList } from '@/lead-form/FormErrorList';
import type { TradeInLabels } from './labels';
import { answersResolver } from './resolvers';
import type { StoredAnswers } from './storage';
import { answerQuestions } from './trade-in-api';
import styles from './TradeInTool.module.css';

type Question = keyof StoredAnswers;
const QUESTIONS: readonly Question[] = ['odometer', 'condition', 'accidentDamage', 'financeOwing', 'serviceHistory', 'keys'];
/** The API names the odometer odometerKm (§3 adjustmentAnswers); the form asks in the site's unit. */
const fieldOf = (apiField: string): Question | null => (apiField === 'odometerKm' ? 'odometer' : (QUESTIONS as readonly string[]).includes(apiField) ? (apiField as Question) : null);

export const EMPTY_ANSWERS: StoredAnswers = { odometer: '', condition: '', accidentDamage: '', financeOwing: '', serviceHistory: '', keys: '' };

export interface QuestionsStepProps {
  labels: TradeInLabels;
  messages: ValuationErrorMessages;
  market: ValuationMarket;
  valuationId: string;
  initial: StoredAnswers;
  /** The offer (or no online estimate), with the answers as typed. */
  onOffer: (offer: TradeInOfferJson, answers: StoredAnswers) => void;
  /** The provider is down or slow: the enquiry instead. */
  onEnquiry: () => void;
  /** The valuation is gone (another site's, a stale one): start again. */
  onRestart: () => void;
  onBack: () => void;
}

/**
 * Step 2 (§3 adjustmentAnswers, §7 valuation adjustment answers): odometer, condition, accident
 * damage, finance owing (§2 trade-in FAQ), service history and keys, each choice a native radio in
 * a fieldset (arrow keys move within a question), every problem listed at once (§5).
 */
export function QuestionsStep({ labels, messages, market, valuationId, initial, onOffer, onEnquiry, onRestart, onBack }: QuestionsStepProps) {
  const q = labels.questions;
  const [resolver] = useState(() => answersResolver(market, messages));
  const { register, handleSubmit, setError, getValues, formState } = useForm<StoredAnswers, unknown, AdjustmentAnswers>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = formState;
  const [refusal, setRefusal] = useState<{ message: string; next: 'enquiry' | 'restart' | null } | null>(null);

  const onSubmit = async (answers: AdjustmentAnswers) => {
    setRefusal(null);
    const answered = await answerQuestions(valuationId, answers, labels.failed);
    if (answered.ok) return onOffer(answered.body.offer, getValues());
    const fields = Object.entries(answered.fieldErrors).flatMap(([field, message]) => {
      const question = fieldOf(field);
      return question ? [[question, message] as const] : [];
    });
    for (const [field, message] of fields) setError(field, { type: 'server', message });
    if (fields.length > 0) return;
    setRefusal({ message: answered.message, next: answered.status === 503 ? 'enquiry' : answered.status === 404 ? 'restart' : null });
  };

  const id = (question: Question) => `trade-in-${question.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const errorId = (question: Question) => `${id(question)}-error`;
  const summary = QUESTIONS.flatMap((question) => (errors[question]?.message ? [{ id: question === 'odometer' ? id(question) : `${id(question)}-0`, message: errors[question]!.message! }] : []));
  const error = (question: Question) => (errors[question]?.message ? <span id={errorId(question)} className={forms.errorText}>{errors[question]?.message}</span> : null);
  const required = <span className={styles.required} aria-hidden="true">*</span>;
  const choices = <V extends string>(question: Question, legend: string, options: readonly V[], label: (value: V) => string, hint?: string) => (
    <fieldset className={styles.question} aria-describedby={[hint ? `${id(question)}-hint` : null, errors[question] ? errorId(question) : null].filter(Boolean).join(' ') || undefined}>
      <legend className={forms.label}>{legend} {required}</legend>
      {hint ? <p id={`${id(question)}-hint`} className={forms.hint}>{hint}</p> : null}
      <div className={styles.choices}>
        {options.map((value, index) => (
          <label key={value} className={styles.choice} htmlFor={`${id(question)}-${index}`}>
            <input id={`${id(question)}-${index}`} type="radio" value={value} aria-invalid={errors[question] ? true : undefined} {...(register as UseFormRegister<StoredAnswers>)(question)} />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
      {error(question)}
    </fieldset>
  );

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={(event) => (isSubmitting ? event.preventDefault() : void handleSubmit(onSubmit)(event))}>
      <p>{q.intro}</p>
      <FormErrorList title={labels.errorList} errors={summary} />
      {refusal ? (
        <div role="alert" className={forms.alert}>
          <p>{refusal.message}</p>
          {refusal.next === 'enquiry' ? <div><button type="button" className={forms.secondary} onClick={onEnquiry}>{labels.enquiryInstead}</button></div> : null}
          {refusal.next === 'restart' ? <div><button type="button" className={forms.secondary} onClick={onRestart}>{labels.back}</button></div> : null}
        </div>
      ) : null}
      <div className={forms.field}>
        <label htmlFor={id('odometer')} className={forms.label}>{q.odometer} {required}</label>
        <input
          id={id('odometer')}
          className={`${forms.control} ${styles.odometer}`}
          inputMode="numeric"
          autoComplete="off"
          required
          aria-invalid={errors.odometer ? true : undefined}
          aria-describedby={errors.odometer ? errorId('odometer') : undefined}
          {...register('odometer')}
        />
        {error('odometer')}
      </div>
      {choices('condition', q.condition, VEHICLE_CONDITIONS, (value) => q.conditions[value])}
      {choices('accidentDamage', q.accidentDamage, YES_NO, (value) => q[value])}
      {choices('financeOwing', q.financeOwing, YES_NO, (value) => q[value], q.financeOwingHint)}
      {choices('serviceHistory', q.serviceHistory, SERVICE_HISTORIES, (value) => q.serviceHistories[value])}
      {choices('keys', q.keys, KEY_COUNTS, (value) => q.keyCounts[value])}
      <div className={forms.buttons}>
        <button type="button" className={forms.secondary} onClick={onBack}>{labels.back}</button>
        <button type="submit" className={forms.primary} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? <><span className={forms.spinner} aria-hidden="true" />{q.submitting}</> : q.submit}
        </button>
      </div>
    </form>
  );
}
