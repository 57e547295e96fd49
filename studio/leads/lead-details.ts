import type { Lead, LeadTradeIn } from './leads-api';

/**
 * What the Leads tool shows of a lead beyond who and when, in words a dealer reads: the trade-in a
 * lead carries (§3 "Valuation lead": the shopper's car, the adjustment answers, the offer or why
 * there is none) and the form's other values (last name, postcode, Rego, additional services),
 * never the keys they are stored under.
 */
export interface TradeInDetails {
  /** "2024 Ford Mustang GT (coupe, petrol, automatic)". */
  vehicle: string;
  /** The plate and state, or the VIN. */
  identity: string | null;
  /** [question, answer] in the order the shopper answered them. */
  answers: [string, string][];
  /** "$42,950 AUD, valid until 11 Mar 2025", or why there is no online estimate. */
  offer: string;
  /** The offer's own sentence, as the shopper read it. */
  explanation: string | null;
}

const CONDITION: Record<string, string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' };
const YES_NO: Record<string, string> = { yes: 'Yes', no: 'No' };
const SERVICE_HISTORY: Record<string, string> = { full: 'Full', partial: 'Partial', none: 'None' };
const KEYS: Record<string, string> = { '1': 'One', '2+': 'Two or more' };
const NO_ESTIMATE: Record<string, string> = {
  'over-7-years': 'No online estimate: the car is over 7 years old. Value it in person.',
  'over-100000-km': 'No online estimate: the car has done over 100,000 km. Value it in person.',
  'no-market-value': 'No online estimate: no market value for this car. Value it in person.',
};

const word = (table: Record<string, string>, value: string | undefined) => (value === undefined ? undefined : (table[value] ?? value));

function money(amount: string, currency: string | undefined): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount}${currency ? ` ${currency}` : ''}`;
  const options: Intl.NumberFormatOptions = currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {};
  const whole = Number.isInteger(value);
  const text = new Intl.NumberFormat('en-AU', { ...options, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(value);
  return currency ? `${text} ${currency}` : text;
}

function day(iso: string | undefined): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(time) ? new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(time) : null;
}

export function tradeInDetails(tradeIn: LeadTradeIn): TradeInDetails {
  const described = [tradeIn.body, tradeIn.fuel, tradeIn.transmission].filter(Boolean).map((part) => part!.toLowerCase());
  const vehicle = [tradeIn.year, tradeIn.make, tradeIn.model, tradeIn.badge].filter(Boolean).join(' ') + (described.length ? ` (${described.join(', ')})` : '');
  const identity = tradeIn.rego ? `Rego ${tradeIn.rego}${tradeIn.regoState ? ` (${tradeIn.regoState})` : ''}` : tradeIn.vin ? `VIN ${tradeIn.vin}` : null;
  const km = tradeIn.odometerKm === undefined ? undefined : Number(tradeIn.odometerKm);
  const answers = ([
    ['Odometer', km !== undefined && Number.isFinite(km) ? `${new Intl.NumberFormat('en-AU').format(km)} km` : tradeIn.odometerKm],
    ['Condition', word(CONDITION, tradeIn.condition)],
    ['Accident damage', word(YES_NO, tradeIn.accidentDamage)],
    ['Finance owing', word(YES_NO, tradeIn.financeOwing)],
    ['Service history', word(SERVICE_HISTORY, tradeIn.serviceHistory)],
    ['Keys', word(KEYS, tradeIn.keys)],
  ] as [string, string | undefined][]).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const expires = day(tradeIn.offerExpiresAt);
  const offer = tradeIn.offerPrice !== undefined
    ? `${money(tradeIn.offerPrice, tradeIn.offerCurrency)}${expires ? `, valid until ${expires}` : ''}`
    : tradeIn.noOnlineEstimate
      ? (NO_ESTIMATE[tradeIn.noOnlineEstimate] ?? `No online estimate (${tradeIn.noOnlineEstimate}). Value it in person.`)
      : 'No offer yet.';
  return { vehicle, identity, answers, offer, explanation: tradeIn.explanation ?? null };
}

/** The form's other values a dealer reads, labelled; the site's plumbing (ids, page) is left out. */
const EXTRA_LABELS: Record<string, string> = {
  last_name: 'Last name',
  postcode: 'Postcode',
  Rego: 'Rego',
  'Vehicle Make': 'Make',
  'Vehicle Model': 'Model',
  stock_number: 'Stock number',
  car_type: 'Condition',
  vehicle_status: 'Stock status',
  vehiclePriceBudget: 'Vehicle price',
  additional_services: 'Also interested in',
};
const PLUMBING = new Set(['car_id', 'page_id', 'manufacturer_slug']);

/** `[label, value]` for each of the lead's other values: the known ones in a fixed order, then any others by their own name. */
export function extraDetails(extra: Lead['extra']): [string, string][] {
  const entries = Object.entries(extra ?? {}).filter(([key, value]) => !PLUMBING.has(key) && (Array.isArray(value) ? value.length > 0 : value !== ''));
  const order = Object.keys(EXTRA_LABELS);
  entries.sort(([a], [b]) => (order.includes(a) ? order.indexOf(a) : order.length) - (order.includes(b) ? order.indexOf(b) : order.length) || a.localeCompare(b));
  return entries.map(([key, value]) => [EXTRA_LABELS[key] ?? key.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase()), Array.isArray(value) ? value.join(', ') : value]);
}
