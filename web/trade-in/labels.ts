import type { ValuationMarket } from '@dealer/leads';
import type { LocaleFormatter } from '@dealer/tenants';
import type { CaptchaLabels } from '@dealer/blocks/ui/captcha/labels';
import type { LeadFormLabels } from '@/lead-form/LeadFormFields';
import { leadFormLabels } from '@/lead-form/labels';

/** Every string the trade-in tool shows, through the site's locale on the server ({placeholders} filled in the browser). */
export interface TradeInLabels {
  /** The tool's region: 'Trade-in valuation'. */
  region: string;
  /** 'Step {step} of {total}: {name}'. */
  progress: string;
  steps: { vehicle: string; questions: string; offer: string; contact: string };
  vehicle: { heading: string; intro: string; rego: string; regoState: string; regoStatePlaceholder: string; vin: string; find: string; finding: string };
  questions: {
    /** 'About your {car}'. */
    heading: string;
    intro: string;
    odometer: string;
    condition: string;
    conditions: Record<'excellent' | 'good' | 'fair' | 'poor', string>;
    accidentDamage: string;
    financeOwing: string;
    financeOwingHint: string;
    serviceHistory: string;
    serviceHistories: Record<'full' | 'partial' | 'none', string>;
    keys: string;
    keyCounts: Record<'1' | '2+', string>;
    yes: string;
    no: string;
    submit: string;
    submitting: string;
  };
  offer: {
    heading: string;
    /** 'We will pay {price} for your {car}'. */
    price: string;
    /** 'Valid for {days} days, until {date}.' */
    validFor: string;
    accept: string;
    noEstimateHeading: string;
    noEstimateAction: string;
  };
  contact: { heading: string; intro: string; introEnquiry: string; accept: string; send: string; sending: string };
  done: {
    acceptedHeading: string;
    /** 'Thank you, {name}. You have accepted {price} for your {car}. …' */
    accepted: string;
    enquiryHeading: string;
    /** 'Thank you, {name}. …' */
    enquiry: string;
    again: string;
  };
  back: string;
  /** The enquiry offered when no valuation can be made online. */
  enquiryInstead: string;
  /** The fallback enquiry's message for the dealer: 'Please value my trade-in in person: {car}.' */
  enquiryMessage: string;
  /** §5 'Please fix the following errors:'. */
  errorList: string;
  /** §8 'An unexpected error occured' (spelt as the spec has it). */
  failed: string;
  leadForm: LeadFormLabels;
  /** §5 captcha shown by default, on the contact step where the site asks for it (`captchaLabels`). */
  captcha?: CaptchaLabels;
}

/** The labels for a site of `market` (a VIN on a US site, a plate alone in New Zealand). */
export function tradeInLabels(t: LocaleFormatter['t'], market: ValuationMarket): TradeInLabels {
  return {
    region: t('tradeIn.label'),
    progress: t('tradeIn.progress'),
    steps: { vehicle: t('tradeIn.step.vehicle'), questions: t('tradeIn.step.questions'), offer: t('tradeIn.step.offer'), contact: t('tradeIn.step.contact') },
    vehicle: {
      heading: t('tradeIn.vehicle.heading'),
      intro: t(market === 'US' ? 'tradeIn.vehicle.introVin' : market === 'NZ' ? 'tradeIn.vehicle.introNz' : 'tradeIn.vehicle.intro'),
      rego: t('tradeIn.rego'),
      regoState: t('tradeIn.regoState'),
      regoStatePlaceholder: t('tradeIn.regoStatePlaceholder'),
      vin: t('tradeIn.vin'),
      find: t('tradeIn.find'),
      finding: t('tradeIn.finding'),
    },
    questions: {
      heading: t('tradeIn.questions.heading'),
      intro: t('tradeIn.questions.intro'),
      odometer: t('tradeIn.odometer'),
      condition: t('tradeIn.condition'),
      conditions: { excellent: t('tradeIn.condition.excellent'), good: t('tradeIn.condition.good'), fair: t('tradeIn.condition.fair'), poor: t('tradeIn.condition.poor') },
      accidentDamage: t('tradeIn.accidentDamage'),
      financeOwing: t('tradeIn.financeOwing'),
      financeOwingHint: t('tradeIn.financeOwingHint'),
      serviceHistory: t('tradeIn.serviceHistory'),
      serviceHistories: { full: t('tradeIn.serviceHistory.full'), partial: t('tradeIn.serviceHistory.partial'), none: t('tradeIn.serviceHistory.none') },
      keys: t('tradeIn.keys'),
      keyCounts: { '1': t('tradeIn.keys.1'), '2+': t('tradeIn.keys.2+') },
      yes: t('tradeIn.yes'),
      no: t('tradeIn.no'),
      submit: t('tradeIn.getOffer'),
      submitting: t('tradeIn.valuing'),
    },
    offer: {
      heading: t('tradeIn.offer.heading'),
      price: t('tradeIn.offer.price'),
      validFor: t('tradeIn.offer.validFor'),
      accept: t('tradeIn.offer.accept'),
      noEstimateHeading: t('tradeIn.noEstimate.heading'),
      noEstimateAction: t('tradeIn.noEstimate.action'),
    },
    contact: {
      heading: t('tradeIn.contact.heading'),
      intro: t('tradeIn.contact.intro'),
      introEnquiry: t('tradeIn.contact.introEnquiry'),
      accept: t('tradeIn.contact.accept'),
      send: t('tradeIn.contact.send'),
      sending: t('tradeIn.sending'),
    },
    done: {
      acceptedHeading: t('tradeIn.done.accepted.heading'),
      accepted: t('tradeIn.done.accepted'),
      enquiryHeading: t('tradeIn.done.enquiry.heading'),
      enquiry: t('tradeIn.done.enquiry'),
      again: t('tradeIn.again'),
    },
    back: t('tradeIn.back'),
    enquiryInstead: t('tradeIn.enquiryInstead'),
    enquiryMessage: t('tradeIn.enquiry.message'),
    errorList: t('enquiry.errorList'),
    failed: t('vehicle.leadFailed'),
    leadForm: leadFormLabels(t),
  };
}

