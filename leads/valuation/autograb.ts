import { z } from 'zod';
import type { AdjustmentAnswers } from '../contract/valuation';
import { VALUATION_CURRENCY, normalisePlate, type VehicleCondition } from '../contract/valuation-rules';
import { applyAnswerAdjustments } from './answer-adjustments';
import type { IdentifiedVehicle, LookupResult, ProviderCallOptions, ProviderUnavailable, ValuationProvider, ValueResult } from './port';

/**
 * The AutoGrab adapter behind the valuation-provider port (README "The AutoGrab adapter"), after
 * AutoGrab's developer documentation (devhub.autograb.com, API v2):
 * - "Registration Plate Search": GET /v2/vehicles/registrations/{plate}?region=au&state={state}
 *   (region=nz without a state), header `ApiKey: {key}`; `vehicle` is the catalogue match or null,
 *   `upstream_vehicle` the register's own description.
 * - "Valuation Predict": POST /v2/valuations/predict {region, vehicle_id, kms, condition_score}
 *   answers `prediction.trade_price` and `retail_price` in dollars.
 * - "Integration Overview": regions au, nz, my, uk (no US); 429 when over the rate.
 * Every call gives up after 5 s (README "Timeouts"), and every failure is `unavailable`.
 */
export const AUTOGRAB_API_BASE = 'https://api.autograb.com.au';
export const AUTOGRAB_TIMEOUT_MS = 5_000;
export const AUTOGRAB_BASIS = "AutoGrab's trade price for this model at its odometer reading and condition";

/** Guessed (README "The AutoGrab adapter"): AutoGrab scores condition 1 (poor) to 5 (excellent); a trade-in form's "poor" is not a wreck. */
export const AUTOGRAB_CONDITION_SCORE: Readonly<Record<VehicleCondition, number>> = { excellent: 5, good: 4, fair: 3, poor: 2 };

/** AutoGrab's body types (as in its examples) as §3 body keys; others are kept, lower case. */
const BODY_KEYS: Readonly<Record<string, string>> = {
  hatchback: 'hatchback', sedan: 'sedan', wagon: 'wagon', suv: 'suv', utility: 'ute', ute: 'ute', 'cab chassis': 'cabChassis', van: 'van',
  coupe: 'coupe', convertible: 'convertible', cabriolet: 'convertible', 'people mover': 'peopleMover', 'light truck': 'lightTruck',
};

export interface AutoGrabOptions {
  apiKey: string;
  /** Another host (a test double); default AUTOGRAB_API_BASE. */
  apiBase?: string;
  /** Per call, the whole answer included; default AUTOGRAB_TIMEOUT_MS. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The fields of AutoGrab's vehicle this adapter reads. */
const vehicleSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  year: z.union([z.string().regex(/^\d{4}$/), z.number().int()]).transform(Number),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: z.string().nullish(),
  body_type: z.string().nullish(),
  fuel_type: z.string().nullish(),
  fuel: z.string().nullish(),
  transmission_type: z.string().nullish(),
});
const registrationSchema = z.object({ vehicle: vehicleSchema.nullable() });
const predictionSchema = z.object({ prediction: z.object({ trade_price: z.number().nullish() }) });

type Answer = { kind: 'json'; status: number; body: unknown } | { kind: 'status'; status: number } | ProviderUnavailable;

export function createAutoGrabProvider({ apiKey, apiBase = AUTOGRAB_API_BASE, timeoutMs = AUTOGRAB_TIMEOUT_MS, fetch: fetchImpl = globalThis.fetch }: AutoGrabOptions): ValuationProvider {
  const base = apiBase.replace(/\/+$/, '');

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }, { signal }: ProviderCallOptions): Promise<Answer> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { ApiKey: apiKey, Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'error',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      // The body is read under the same signal: an answer that starts in time but trickles is as late.
      const text = await response.text();
      if (response.status !== 200) return { kind: 'status', status: response.status };
      try {
        return { kind: 'json', status: response.status, body: JSON.parse(text) };
      } catch {
        return { kind: 'unavailable', reason: 'AutoGrab answered something other than JSON' };
      }
    } catch (error) {
      if (signal?.aborted) return { kind: 'unavailable', reason: 'the caller gave up' };
      if (timeout.aborted) return { kind: 'unavailable', reason: `AutoGrab did not answer within ${timeoutMs} ms` };
      return { kind: 'unavailable', reason: `AutoGrab could not be reached: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}` };
    }
  }

  const failed = (answer: Exclude<Answer, { kind: 'json' }>): ProviderUnavailable =>
    answer.kind === 'unavailable' ? answer : { kind: 'unavailable', reason: `AutoGrab answered HTTP ${answer.status}` };

  return {
    name: 'autograb',

    async lookup(request, options = {}): Promise<LookupResult> {
      if ('vin' in request) return { kind: 'unavailable', reason: 'AutoGrab values AU and NZ cars (regions au, nz, my, uk), not a US VIN' };
      const region = request.regoState === 'NZ' ? 'nz' : 'au';
      const query = new URLSearchParams(region === 'au' ? { region, state: request.regoState } : { region });
      const answer = await call(`/v2/vehicles/registrations/${encodeURIComponent(normalisePlate(request.rego))}?${query}`, { method: 'GET' }, options);
      if (answer.kind === 'status' && answer.status === 404) return { kind: 'not-found' };
      if (answer.kind !== 'json') return failed(answer);
      const parsed = registrationSchema.safeParse(answer.body);
      if (!parsed.success) return { kind: 'unavailable', reason: 'AutoGrab answered an unexpected shape' };
      const found = parsed.data.vehicle;
      // The register knows the plate but AutoGrab matched no catalogue vehicle: nothing we can value.
      if (!found) return { kind: 'not-found' };
      const transmission = found.transmission_type === 'Automatic' || found.transmission_type === 'Manual' ? found.transmission_type : undefined;
      const body = found.body_type ? (BODY_KEYS[found.body_type.toLowerCase()] ?? found.body_type.toLowerCase()) : 'unknown';
      const vehicle: IdentifiedVehicle = {
        market: region === 'nz' ? 'NZ' : 'AU',
        make: found.make,
        model: found.model,
        badge: found.badge || null,
        year: found.year,
        body,
        fuel: found.fuel_type ?? found.fuel ?? 'unknown',
        ...(transmission ? { transmission } : {}),
        reference: { provider: 'autograb', id: found.id },
      };
      return { kind: 'found', vehicle };
    },

    async value(vehicle: IdentifiedVehicle, answers: AdjustmentAnswers, options = {}): Promise<ValueResult> {
      if (vehicle.reference.provider !== 'autograb' || vehicle.market === 'US') return { kind: 'no-market-value' };
      const body = {
        region: vehicle.market === 'NZ' ? 'nz' : 'au',
        vehicle_id: vehicle.reference.id,
        kms: answers.odometerKm,
        condition_score: AUTOGRAB_CONDITION_SCORE[answers.condition],
      };
      const answer = await call('/v2/valuations/predict', { method: 'POST', body }, options);
      if (answer.kind === 'status' && answer.status === 404) return { kind: 'no-market-value' };
      if (answer.kind !== 'json') return failed(answer);
      const parsed = predictionSchema.safeParse(answer.body);
      if (!parsed.success) return { kind: 'unavailable', reason: 'AutoGrab answered an unexpected shape' };
      const trade = parsed.data.prediction.trade_price;
      if (trade == null || !(trade > 0)) return { kind: 'no-market-value' };
      const basisCents = Math.round(trade * 100);
      // AutoGrab priced the condition (condition_score); the other answers adjust its price as they do the embedded one's.
      const answered = applyAnswerAdjustments(basisCents, answers, { condition: false });
      return {
        kind: 'valued',
        value: { cents: answered.cents, currency: VALUATION_CURRENCY[vehicle.market], basis: AUTOGRAB_BASIS, basisCents, adjustments: answered.adjustments },
      };
    },
  };
}
