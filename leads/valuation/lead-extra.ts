import type { AdjustmentAnswers, TradeInOfferJson, VehicleLookupRequest } from '../contract/valuation';
import type { IdentifiedVehicle } from './port';

/**
 * The trade-in as the accepted lead carries it (§3 "Valuation lead", README "Lead delivery"): flat
 * `trade_in_*` strings in the enquiry's `extra`, so the lead is whole on its own (the dealer's ADF,
 * the CRM webhook and the Studio's Leads tool read the lead, never the valuation table), and each
 * reads as one line where a list of extra values is shown.
 */
export interface TradeInLeadFacts {
  valuationId: string;
  rego?: string;
  regoState?: string;
  vin?: string;
  year: string;
  make: string;
  model: string;
  badge?: string;
  body?: string;
  fuel?: string;
  transmission?: string;
  odometerKm?: string;
  condition?: string;
  accidentDamage?: string;
  financeOwing?: string;
  serviceHistory?: string;
  keys?: string;
  /** The offer in the currency's units, two decimals ("11400.00"); absent without an online estimate. */
  offerPrice?: string;
  offerCurrency?: string;
  offerExpiresAt?: string;
  /** No online estimate (§5/§9): why. */
  noOnlineEstimate?: string;
  /** The offer's (or the refusal's) one sentence, as the shopper read it. */
  explanation?: string;
}

const KEYS = {
  valuationId: 'trade_in_valuation_id', rego: 'trade_in_rego', regoState: 'trade_in_rego_state', vin: 'trade_in_vin',
  year: 'trade_in_year', make: 'trade_in_make', model: 'trade_in_model', badge: 'trade_in_badge', body: 'trade_in_body', fuel: 'trade_in_fuel',
  transmission: 'trade_in_transmission', odometerKm: 'trade_in_odometer_km', condition: 'trade_in_condition', accidentDamage: 'trade_in_accident_damage',
  financeOwing: 'trade_in_finance_owing', serviceHistory: 'trade_in_service_history', keys: 'trade_in_keys', offerPrice: 'trade_in_offer_price',
  offerCurrency: 'trade_in_offer_currency', offerExpiresAt: 'trade_in_offer_expires_at', noOnlineEstimate: 'trade_in_no_online_estimate',
  explanation: 'trade_in_explanation',
} as const satisfies Record<keyof TradeInLeadFacts, `trade_in_${string}`>;

/** Every key of `extra` the trade-in uses. */
export const TRADE_IN_EXTRA_KEYS: ReadonlySet<string> = new Set(Object.values(KEYS));

/** The valuation as the lead's extra values. */
export function tradeInLeadExtra(valuation: {
  id: string;
  lookup: VehicleLookupRequest;
  vehicle: IdentifiedVehicle;
  answers: AdjustmentAnswers | null;
  offer: TradeInOfferJson | null;
}): Record<string, string> {
  const { vehicle, answers, offer, lookup } = valuation;
  const facts: TradeInLeadFacts = {
    valuationId: valuation.id,
    ...('vin' in lookup ? { vin: lookup.vin } : { rego: lookup.rego, regoState: lookup.regoState }),
    year: String(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge ?? undefined,
    body: vehicle.body,
    fuel: vehicle.fuel,
    transmission: vehicle.transmission,
    ...(answers
      ? {
          odometerKm: String(answers.odometerKm), condition: answers.condition, accidentDamage: answers.accidentDamage,
          financeOwing: answers.financeOwing, serviceHistory: answers.serviceHistory, keys: answers.keys,
        }
      : {}),
    ...(offer?.kind === 'offer'
      ? { offerPrice: (offer.priceCents / 100).toFixed(2), offerCurrency: offer.currency, offerExpiresAt: offer.expiresAt }
      : offer ? { noOnlineEstimate: offer.reason } : {}),
    explanation: offer?.explanation,
  };
  const extra: Record<string, string> = {};
  for (const [field, key] of Object.entries(KEYS) as [keyof TradeInLeadFacts, string][]) {
    const value = facts[field];
    if (value !== undefined && value !== '') extra[key] = value;
  }
  return extra;
}

/** The trade-in a lead carries, or null when its extra has none (any other lead). */
export function tradeInFromLeadExtra(extra: Record<string, string | string[]> | null | undefined): TradeInLeadFacts | null {
  const read = (key: string): string | undefined => {
    const value = extra?.[key];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const valuationId = read(KEYS.valuationId);
  const make = read(KEYS.make);
  if (!valuationId || !make) return null;
  const facts = Object.fromEntries(Object.entries(KEYS).map(([field, key]) => [field, read(key)]).filter(([, value]) => value !== undefined));
  return { year: '', model: '', ...facts } as TradeInLeadFacts;
}
