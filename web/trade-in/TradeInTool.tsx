'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LeadFormMessages, TradeInOfferJson, ValuationErrorMessages, ValuationMarket } from '@dealer/leads';
import forms from '@/components/form-controls.module.css';
import { ContactStep } from './ContactStep';
import { carName, fill, offerExpired, offerPrice } from './format';
import type { TradeInLabels } from './labels';
import { OfferStep } from './OfferStep';
import { EMPTY_ANSWERS, QuestionsStep } from './QuestionsStep';
import { saveValuationData } from './save-valuation';
import { forgetValuation, loadValuation, saveValuationLocally, type StoredAnswers, type StoredValuation } from './storage';
import type { TradeInVehicle, VehicleLookupInput } from './trade-in-api';
import styles from './TradeInTool.module.css';
import { VehicleStep } from './VehicleStep';

/**
 * The trade-in valuation tool (§2 /trade-in, /cars/trade-in?car_id=, /sell-my-car; §3 "Valuation
 * lead"; §5 trade-in terms; §7; §8; §9), the one client island of those pages. Four steps: the car
 * (plate and state, a VIN on a US site), the six questions, the offer (or no online estimate), the
 * shopper's details; then the confirmation. Each step moves focus to its heading and announces
 * "Step n of 4"; Back returns to the previous step with what was typed; everything is a native
 * control, so the keyboard alone works. The valuation is kept in this browser (§3 "Locally
 * stored"), so a reload resumes it, and on the sites that ask, sent to POST /api/miscellaneous
 * (§7). When no valuation can be made online (a plate the register does not know, the provider
 * down or slow) the shopper is told and offered the enquiry instead, with the same fields.
 */
export interface TradeInToolProps {
  labels: TradeInLabels;
  valuationMessages: ValuationErrorMessages;
  leadMessages: LeadFormMessages;
  /** The site's country (its locale): a plate and state (AU), a plate (NZ), a VIN and miles (US). */
  market: ValuationMarket;
  /** The state the select starts on (§1 default state), if it is one of the plates' states. */
  defaultState: string | null;
  locale: string;
  /** The dealer's time zone, for the day an offer holds until. */
  timeZone: string;
  /** §7: send the valuation to POST /api/miscellaneous too (features.saveValuation). */
  saveValuation: boolean;
  /** Where the enquiry instead goes when the postcode names no nearer location: the site's primary sales location and its dealership. */
  enquiryDefaults: { location: string; dealership: string };
}

type Step = 'vehicle' | 'questions' | 'offer' | 'contact' | 'done';
type Mode = 'accept' | 'enquiry';

interface State {
  step: Step;
  /** The valuation the API made (its id, the car, then the answers and the offer). */
  valuation: StoredValuation | null;
  /** What the shopper last typed to find the car. */
  lookup: VehicleLookupInput;
  /** Accept the valuation, or the enquiry instead (no valuation could be made online). */
  mode: Mode;
  /** The step the enquiry was offered on, for Back and the step count. */
  enquiryFrom: Step | null;
  done: { kind: 'accepted' | 'enquiry'; name: string } | null;
}

const FIRST: State = { step: 'vehicle', valuation: null, lookup: {}, mode: 'accept', enquiryFrom: null, done: null };
/** A car id from the address: this site's car slug (§2 /cars/trade-in?car_id=), else nothing. */
const CAR_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;

/** The steps this journey has, for "Step n of N". */
function stepsOf(state: State): Exclude<Step, 'done'>[] {
  if (state.mode === 'enquiry') return state.enquiryFrom === 'questions' ? ['vehicle', 'questions', 'contact'] : ['vehicle', 'contact'];
  return ['vehicle', 'questions', 'offer', 'contact'];
}

/** Where a stored valuation picks up: the confirmation, the offer while it holds, else the questions again. */
function resume(stored: StoredValuation, now: Date): State {
  const base = { ...FIRST, lookup: stored.lookup };
  if (stored.done) return { ...base, step: 'done', valuation: stored, done: stored.done };
  if (stored.offer && !offerExpired(stored.offer, now)) return { ...base, step: 'offer', valuation: stored };
  const unoffered: StoredValuation = { version: 1, id: stored.id, lookup: stored.lookup, vehicle: stored.vehicle, ...(stored.answers ? { answers: stored.answers } : {}) };
  return { ...base, step: 'questions', valuation: unoffered };
}

export function TradeInTool({ labels, valuationMessages, leadMessages, market, defaultState, locale, timeZone, saveValuation, enquiryDefaults }: TradeInToolProps) {
  const [state, setState] = useState<State>(FIRST);
  const [carId, setCarId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Read once hydrated, so the server's HTML and the first render in the browser agree (both step 1):
  // the browser's storage and address are the external state here.
  useEffect(() => {
    const stored = loadValuation();
    const linked = new URLSearchParams(window.location.search).get('car_id');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (stored) setState(resume(stored, new Date()));
    if (linked && CAR_ID.test(linked)) setCarId(linked);
  }, []);

  // Each step the shopper moves to takes focus to its heading (not the page's first render or a resume).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [state.step, state.mode]);

  const go = (next: State) => {
    moved.current = true;
    setState(next);
  };
  const keep = (valuation: StoredValuation) => {
    saveValuationLocally(valuation);
    return valuation;
  };

  const onFound = ({ id, vehicle, lookup }: { id: string; vehicle: TradeInVehicle; lookup: VehicleLookupInput }) => {
    // The same lookup again (a retry) is the same valuation: its answers stay.
    const answers = state.valuation?.id === id ? state.valuation.answers : undefined;
    go({ ...FIRST, step: 'questions', lookup, valuation: keep({ version: 1, id, lookup, vehicle, ...(answers ? { answers } : {}) }) });
  };
  const onOffer = (offer: TradeInOfferJson, answers: StoredAnswers) => {
    const valuation = keep({ ...state.valuation!, answers, offer });
    if (saveValuation) void saveValuationData(valuation);
    go({ ...state, step: 'offer', valuation });
  };
  const onSent = (name: string) => {
    const done = { kind: state.mode === 'accept' && state.valuation?.offer?.kind === 'offer' ? 'accepted' : 'enquiry', name } as const;
    const valuation = state.valuation && state.mode === 'accept' ? keep({ ...state.valuation, done }) : state.valuation;
    go({ ...state, step: 'done', valuation, done });
  };
  const restart = () => {
    forgetValuation();
    go(FIRST);
  };
  const enquiry = (from: Step, lookup: VehicleLookupInput = state.lookup) => go({ ...state, lookup, step: 'contact', mode: 'enquiry', enquiryFrom: from });
  const back = () => {
    if (state.step === 'questions') return go({ ...state, step: 'vehicle', mode: 'accept', enquiryFrom: null });
    if (state.step === 'offer') return go({ ...state, step: 'questions' });
    if (state.step === 'contact') return go(state.mode === 'enquiry' ? { ...state, step: state.enquiryFrom ?? 'vehicle', mode: 'accept', enquiryFrom: null } : { ...state, step: 'offer' });
  };

  const { valuation } = state;
  const car = valuation ? carName(valuation.vehicle) : '';
  const offer = valuation?.offer ?? null;
  const steps = stepsOf(state);
  const names = labels.steps;
  const titles: Record<Step, string> = {
    vehicle: labels.vehicle.heading,
    questions: fill(labels.questions.heading, { car }),
    offer: offer?.kind === 'no-online-estimate' ? labels.offer.noEstimateHeading : labels.offer.heading,
    contact: labels.contact.heading,
    done: state.done?.kind === 'accepted' ? labels.done.acceptedHeading : labels.done.enquiryHeading,
  };
  const position = state.step === 'done' ? -1 : steps.indexOf(state.step);
  const progress = position >= 0 ? fill(labels.progress, { step: position + 1, total: steps.length, name: names[steps[position]!] }) : '';

  let body: ReactNode = null;
  if (state.step === 'vehicle') {
    body = (
      <VehicleStep
        labels={labels}
        messages={valuationMessages}
        market={market}
        initial={{ ...(defaultState ? { regoState: defaultState } : {}), ...state.lookup }}
        onFound={onFound}
        onEnquiry={(lookup) => enquiry('vehicle', lookup)}
      />
    );
  } else if (state.step === 'questions' && valuation) {
    body = (
      <QuestionsStep
        labels={labels}
        messages={valuationMessages}
        market={market}
        valuationId={valuation.id}
        initial={valuation.answers ?? EMPTY_ANSWERS}
        onOffer={onOffer}
        onEnquiry={() => enquiry('questions')}
        onRestart={restart}
        onBack={back}
      />
    );
  } else if (state.step === 'offer' && offer) {
    body = <OfferStep labels={labels} offer={offer} car={car} locale={locale} timeZone={timeZone} onAccept={() => go({ ...state, step: 'contact', mode: 'accept' })} onBack={back} />;
  } else if (state.step === 'contact') {
    body = (
      <ContactStep
        labels={labels}
        messages={leadMessages}
        market={market}
        valuationId={state.mode === 'accept' ? (valuation?.id ?? null) : null}
        offered={state.mode === 'accept' && offer?.kind === 'offer'}
        context={{
          mode: state.mode,
          lookup: state.lookup,
          vehicle: valuation?.vehicle ?? null,
          carId,
          enquiryMessage: labels.enquiryMessage,
          postcodeLabel: labels.leadForm.postcode,
          defaults: enquiryDefaults,
        }}
        onSent={onSent}
        onRevalue={() => go({ ...state, step: 'questions', mode: 'accept' })}
        onBack={back}
      />
    );
  } else if (state.step === 'done' && state.done) {
    const accepted = state.done.kind === 'accepted' && offer?.kind === 'offer';
    body = (
      <div className={styles.form}>
        <p>{accepted ? fill(labels.done.accepted, { name: state.done.name, price: offerPrice(offer, locale), car }) : fill(labels.done.enquiry, { name: state.done.name })}</p>
        <div className={forms.buttons}>
          <button type="button" className={forms.secondary} onClick={restart}>{labels.done.again}</button>
        </div>
      </div>
    );
  }

  return (
    <section className={styles.tool} aria-label={labels.region} data-testid="trade-in-tool" data-step={state.step}>
      {position >= 0 ? (
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step} className={index < position ? styles.stepDone : index === position ? styles.stepCurrent : undefined} aria-current={index === position ? 'step' : undefined}>
              {names[step]}
            </li>
          ))}
        </ol>
      ) : null}
      <p role="status" className="sr-only">{progress}</p>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>{titles[state.step]}</h2>
      {body}
    </section>
  );
}
