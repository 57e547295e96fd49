import { odometerKmFromMiles, type AdjustmentAnswers, type ValuationErrorMessages, type ValuationMarket, type VehicleLookupRequest } from '@dealer/leads';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { StoredAnswers } from './storage';
import type { VehicleLookupInput } from './trade-in-api';

/**
 * The trade-in steps' resolvers for react-hook-form, with the schemas the API parses with
 * (leads/contract/valuation.ts), loaded on the first validation rather than with the page (README
 * "Page speed": zod is most of a form's weight), as the enquiry form's are.
 */
type Loaded = Promise<[typeof import('@dealer/leads'), typeof import('@hookform/resolvers/zod')]>;
let modules: Loaded | undefined;
const load = (): Loaded => (modules ??= Promise.all([import('@dealer/leads'), import('@hookform/resolvers/zod')]));

/** The fields the site's market asks for: plate and state (AU), plate (NZ), VIN (US). */
export function lookupFields(market: ValuationMarket, values: VehicleLookupInput): VehicleLookupInput {
  if (market === 'US') return { vin: values.vin ?? '' };
  if (market === 'NZ') return { rego: values.rego ?? '' };
  return { rego: values.rego ?? '', regoState: values.regoState ?? '' };
}

export function lookupResolver(market: ValuationMarket, messages: ValuationErrorMessages): Resolver<VehicleLookupInput, unknown, VehicleLookupRequest> {
  return async (values, context, options) => {
    const [{ createVehicleLookupSchema }, { zodResolver }] = await load();
    // The schema is typed by its output only (its input is `unknown`), which the resolver's overloads do not take.
    const resolve = zodResolver(createVehicleLookupSchema(market, messages) as never) as unknown as Resolver<VehicleLookupInput, unknown, VehicleLookupRequest>;
    return resolve(lookupFields(market, values), context, options);
  };
}

/** The odometer as the API takes it: whole km. A US form asks for miles (§1), converted here; what is not a number is left for the schema to refuse. */
export function odometerForApi(market: ValuationMarket, typed: string): string {
  const digits = typed.replace(/[\s,]/g, '');
  if (!/^\d+$/.test(digits)) return typed;
  return market === 'US' ? String(odometerKmFromMiles(Number(digits))) : digits;
}

/** The form's answers (the odometer as typed) as §3 adjustmentAnswers. */
export function answersForApi(market: ValuationMarket, answers: StoredAnswers): Record<keyof AdjustmentAnswers, string> {
  const { odometer, ...rest } = answers;
  return { odometerKm: odometerForApi(market, odometer), ...rest };
}

export function answersResolver(market: ValuationMarket, messages: ValuationErrorMessages): Resolver<StoredAnswers, unknown, AdjustmentAnswers> {
  return async (values, context, options) => {
    const [{ createAdjustmentAnswersSchema }, { zodResolver }] = await load();
    const resolve = zodResolver(createAdjustmentAnswersSchema(messages)) as unknown as Resolver<Record<string, string>, unknown, AdjustmentAnswers>;
    const result = (await resolve(answersForApi(market, values), context as never, options as never)) as ResolverResult<Record<string, string>, AdjustmentAnswers>;
    if (Object.keys(result.errors).length === 0) return result as ResolverResult<StoredAnswers, AdjustmentAnswers>;
    // The schema names the odometer odometerKm; the form's field is `odometer`.
    const { odometerKm, ...others } = result.errors as Record<string, FieldErrors[string]>;
    return { values: {}, errors: { ...others, ...(odometerKm ? { odometer: odometerKm } : {}) } as FieldErrors<StoredAnswers> };
  };
}
