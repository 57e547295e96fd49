import type { JourneyPage } from './checkout-journey';
import type { ReturnTermsText } from './ReturnTerms';

/**
 * Every string of the journey, through the locale layer on the server (journey-labels.ts builds
 * them); {placeholders} are filled in the browser. A module of its own, so the island's parts can
 * read it without importing CheckoutJourney.tsx back (no import circles).
 */
export interface CheckoutJourneyLabels {
  starting: string;
  retry: string;
  /** The stepper's name. */
  steps: string;
  /** "Step {step} of {count}". */
  stepOf: string;
  stepTitles: Record<JourneyPage, string>;
  back: string;
  next: string;
  saving: string;
  place: string;
  placing: string;
  buyer: { name: string; email: string; phone: string; address: string; addressHint: string; postcode: string };
  tradeIn: { question: string; no: string; yes: string; note: string; make: string; model: string; year: string; km: string; rego: string; owing: string; owingHint: string };
  payment: { question: string; payInFull: string; payInFullHint: string; finance: string; financeHint: string };
  /** dateHint: {min}, {max}. */
  handover: { question: string; pickup: string; delivery: string; date: string; dateHint: string; address: string };
  /** tradeIn: {year} {make} {model} {km}; rego: {rego}; owing: {amount}; pickup: {date}; delivery: {date} {address}. */
  review: { intro: string; edit: string; noTradeIn: string; tradeIn: string; rego: string; owing: string; pickup: string; delivery: string; total: string };
  returns: ReturnTermsText;
  errors: { summary: string; hasTradeIn: string; owing: string; network: string; unexpected: string };
  unavailableTitle: string;
  backToCar: string;
  search: string;
  /** body: {total} (the dealer and the car are in); reference: {id}. */
  done: { heading: string; body: string; reference: string; keep: string; viewOrder: string };
}
