import { consumerLawMarket, type ConsumerLawMarket } from '@dealer/stock';

/**
 * The trade-in valuation's plain rules (§3 "Valuation lead", §7 rego lookup and valuation
 * adjustment calls): plates, VINs, the answers' choices and the messages' keys, with no zod, so a
 * client island can use them without shipping the schema library. The schemas that both the
 * browser and the API parse with are in valuation.ts; leads/valuation/README.md tells the whole.
 */

/** The country whose cars a site values: its locale's (§1), as for consumer law. */
export type ValuationMarket = ConsumerLawMarket;
export const valuationMarket = (site: { locale: 'en-AU' | 'en-NZ' | 'en-US' }): ValuationMarket => consumerLawMarket(site);

/** The currency a market's offers are in (§1: AUD, NZD, USD). */
export const VALUATION_CURRENCY = { AU: 'AUD', NZ: 'NZD', US: 'USD' } as const satisfies Record<ValuationMarket, string>;
export type ValuationCurrency = (typeof VALUATION_CURRENCY)[ValuationMarket];

export const AU_REGO_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuRegoState = (typeof AU_REGO_STATES)[number];
/** §3 regoState: an Australian state or territory, or 'NZ' (New Zealand has one national register). */
export type RegoState = AuRegoState | 'NZ';

/**
 * The longest plate each register issues, personalised plates included. Standard AU series are
 * 6 or 7 characters (NSW DJ·00·JP, VIC 1AB·2CD, QLD 123·ABC, WA 1ABC·123, SA S123·CYP, ACT
 * YRP·00A, NT CF·45·AA); personalised plates are shorter or a little longer, so every state takes
 * 1 to 9 letters and digits: permissive on purpose, as the provider's register is the judge. NZ
 * plates, standard or personalised, have at most 6.
 */
export const PLATE_MAX_LENGTH: Readonly<Record<RegoState, number>> = { NSW: 9, VIC: 9, QLD: 9, WA: 9, SA: 9, TAS: 9, ACT: 9, NT: 9, NZ: 6 };

/** A plate as registers file it: upper case, without the spaces, hyphens and dots it is printed with. */
export function normalisePlate(value: string): string {
  return value.toUpperCase().replace(/[\s\-.·]/g, '');
}

/** A normalised plate the state's register could have issued. */
export function isPlate(plate: string, state: RegoState): boolean {
  return plate.length >= 1 && plate.length <= PLATE_MAX_LENGTH[state] && /^[A-Z0-9]+$/.test(plate);
}

/** A VIN as typed, upper case and without spaces or hyphens. */
export function normaliseVin(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** 17 characters of A-Z and 0-9 without I, O and Q (ISO 3779, 49 CFR 565). */
export const isVinShaped = (vin: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);

const VIN_LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The check digit a North American VIN must carry in position 9 (49 CFR 565.15): '0'-'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin[i]!;
    sum += (/\d/.test(char) ? Number(char) : VIN_LETTER_VALUES[char]!) * VIN_WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** A VIN a US vehicle can carry: the right shape and the check digit (which every US VIN has since 1981). */
export function isVin(vin: string): boolean {
  return isVinShaped(vin) && vin[8] === vinCheckDigit(vin);
}

/** §3 adjustmentAnswers: the choices the shopper picks from. */
export const VEHICLE_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export const YES_NO = ['yes', 'no'] as const;
export const SERVICE_HISTORIES = ['full', 'partial', 'none'] as const;
export const KEY_COUNTS = ['1', '2+'] as const;
export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];
export type YesNo = (typeof YES_NO)[number];
export type ServiceHistory = (typeof SERVICE_HISTORIES)[number];
export type KeyCount = (typeof KEY_COUNTS)[number];

/** The odometer is kept in km everywhere (as the stock's km); 999,999 is the most a six-digit odometer shows. */
export const ODOMETER_MAX_KM = 999_999;
const KM_PER_MILE = 1.609344;
/** §1: a US site asks for miles; the answer it sends is in km. */
export const odometerKmFromMiles = (miles: number): number => Math.round(miles * KM_PER_MILE);

/** §5/§9: why a car gets no online estimate (the dealer values it in person), or the provider has no price for it. */
export const NO_ONLINE_ESTIMATE_REASONS = ['over-7-years', 'over-100000-km', 'no-market-value'] as const;
export type NoOnlineEstimateReason = (typeof NO_ONLINE_ESTIMATE_REASONS)[number];

export const valuationMessageKeys = [
  'rego', 'regoState', 'vin', 'vinCheckDigit', 'odometer', 'condition', 'accidentDamage', 'financeOwing', 'serviceHistory', 'keys',
] as const;
export type ValuationErrorMessages = Record<(typeof valuationMessageKeys)[number], string>;

/** The locale's messages for the valuation's fields, as plain strings. */
export function valuationErrorMessages(t: (key: `valuation.error.${(typeof valuationMessageKeys)[number]}`) => string): ValuationErrorMessages {
  return Object.fromEntries(valuationMessageKeys.map((key) => [key, t(`valuation.error.${key}`)])) as ValuationErrorMessages;
}

/** §7 offer acceptance: the lead's category and subcategory when the shopper accepts the offer. */
export const TRADE_IN_CATEGORY = 'Trade-In';
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';
/** No online estimate (§5/§9): the shopper asks the dealer to value the car instead (the spec names no subcategory). */
export const TRADE_IN_ENQUIRY_SUBCATEGORY = 'Trade-in enquiry';
/** §9 tracking event ids: 18 offer accepted; a trade-in enquiry without an offer counts as a general enquiry (22). */
export const TRADE_IN_TRACKING_EVENTS = { offerAccepted: 18, enquiry: 22 } as const;
