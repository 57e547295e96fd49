import { z } from 'zod';
import { zodWithoutEvalInBrowser } from '@dealer/stock';
import {
  AU_REGO_STATES, KEY_COUNTS, NO_ONLINE_ESTIMATE_REASONS, ODOMETER_MAX_KM, PLATE_MAX_LENGTH, SERVICE_HISTORIES, VALUATION_CURRENCY, VEHICLE_CONDITIONS, YES_NO,
  isPlate, isVin, isVinShaped, normalisePlate, normaliseVin,
  type RegoState, type ValuationErrorMessages, type ValuationMarket,
} from './valuation-rules';

zodWithoutEvalInBrowser(); // the trade-in form validates with these schemas in the browser

/**
 * The trade-in valuation's wire contract (§3 "Valuation lead", §7 rego lookup and valuation
 * adjustment calls): the vehicle lookup and the adjustment answers, parsed by the browser form and
 * again by the API, and the answer the API sends back. Messages come in as plain strings from the
 * locale layer (valuationErrorMessages). leads/valuation/README.md tells the whole.
 */

/** §3 rego and regoState, as registers file them (an AU or NZ site). */
export interface PlateLookup {
  rego: string;
  regoState: RegoState;
}
/** A US site identifies the car by its VIN instead (its plates are not a national register we can ask). */
export interface VinLookup {
  vin: string;
}
export type VehicleLookupRequest = PlateLookup | VinLookup;

const upperTrimmed = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** A plate of at most `max` letters and digits once normalised (spaces, hyphens and dots go). */
const plateField = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform(normalisePlate)
    .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{1,${max}}$`), message));

/**
 * The lookup a site's trade-in form sends: `{rego, regoState}` on an AU site (regoState one of
 * the eight states and territories), `{rego}` or `{rego, regoState: 'NZ'}` on an NZ site, `{vin}`
 * on a US site. Output: the plate or VIN normalised (upper case, no separators).
 */
export function createVehicleLookupSchema(market: ValuationMarket, messages: ValuationErrorMessages): z.ZodType<VehicleLookupRequest> {
  if (market === 'US') {
    return z.object({
      vin: z
        .string({ error: messages.vin })
        .transform(normaliseVin)
        .superRefine((vin, context) => {
          if (!isVinShaped(vin)) context.addIssue({ code: 'custom', message: messages.vin });
          else if (!isVin(vin)) context.addIssue({ code: 'custom', message: messages.vinCheckDigit });
        }),
    });
  }
  if (market === 'NZ') {
    return z.object({
      rego: plateField(PLATE_MAX_LENGTH.NZ, messages.rego),
      // New Zealand has one national register: the state is 'NZ' whether or not the form sends it.
      regoState: z.preprocess((value) => (value === undefined || value === '' ? 'NZ' : upperTrimmed(value)), z.literal('NZ', { error: messages.regoState })),
    });
  }
  const longestAu = Math.max(...AU_REGO_STATES.map((state) => PLATE_MAX_LENGTH[state]));
  return z
    .object({
      rego: plateField(longestAu, messages.rego),
      regoState: z.preprocess(upperTrimmed, z.enum(AU_REGO_STATES, { error: messages.regoState })),
    })
    .superRefine((value, context) => {
      // A state that issues shorter plates than the longest: its own limit.
      if (!isPlate(value.rego, value.regoState)) context.addIssue({ code: 'custom', path: ['rego'], message: messages.rego });
    });
}

/** A number typed in a form: thousands separators and spaces go, an empty field is missing (its message shows). */
const typedWholeNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s,]/g, '');
  if (digits === '') return undefined;
  return /^\d+$/.test(digits) ? Number(digits) : value;
};

/**
 * §3 adjustmentAnswers (§7 "valuation adjustment answers"): what the shopper says about the car.
 * The odometer in km (a US form converts miles with odometerKmFromMiles); finance owing (§2
 * trade-in FAQ) never changes the price but the dealer must know it.
 */
export function createAdjustmentAnswersSchema(messages: ValuationErrorMessages) {
  const odometer = messages.odometer;
  return z.object({
    odometerKm: z.preprocess(typedWholeNumber, z.number({ error: odometer }).int(odometer).min(0, odometer).max(ODOMETER_MAX_KM, odometer)),
    condition: z.enum(VEHICLE_CONDITIONS, { error: messages.condition }),
    accidentDamage: z.enum(YES_NO, { error: messages.accidentDamage }),
    financeOwing: z.enum(YES_NO, { error: messages.financeOwing }),
    serviceHistory: z.enum(SERVICE_HISTORIES, { error: messages.serviceHistory }),
    keys: z.enum(KEY_COUNTS, { error: messages.keys }),
  });
}
export type AdjustmentAnswers = z.output<ReturnType<typeof createAdjustmentAnswersSchema>>;

/**
 * The API's answer to the adjustment answers (§5 trade-in terms): an offer, or no online estimate
 * (§9: over 7 years or over 100,000 km; or no market price) with the sentence saying why. The one
 * wire shape: the server writes it (leads/valuation/offer.ts), the browser parses it with this.
 */
export const tradeInOfferJsonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('offer'),
    priceCents: z.number().int().nonnegative(),
    currency: z.enum(Object.values(VALUATION_CURRENCY) as [string, ...string[]]),
    /** One sentence: how the price was reached and how long it holds. */
    explanation: z.string(),
    validDays: z.number().int().positive(),
    expiresAt: z.iso.datetime({ offset: true }),
    /** §2 trade-in FAQ: finance owing is paid out of the offer; it does not change it. */
    financeOwing: z.boolean(),
  }),
  z.object({
    kind: z.literal('no-online-estimate'),
    reason: z.enum(NO_ONLINE_ESTIMATE_REASONS),
    explanation: z.string(),
  }),
]);
export type TradeInOfferJson = z.infer<typeof tradeInOfferJsonSchema>;
