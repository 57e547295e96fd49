import { VALUATION_CURRENCY, isPlate, isVin, normalisePlate, normaliseVin, type RegoState } from '../contract/valuation-rules';
import type { VehicleLookupRequest } from '../contract/valuation';
import { applyAnswerAdjustments } from './answer-adjustments';
import { depreciatedTradeValue } from './depreciation';
import { identifyFromTable } from './embedded-identify';
import type { ValuationProvider } from './port';
import { vehicleTableEntry } from './vehicle-table';

/** How the embedded provider's price starts, for the offer's sentence. */
export const EMBEDDED_BASIS = "the model's new price depreciated for its age and odometer";
const REGO_STATES = new Set<string>(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT', 'NZ']);
const GAVE_UP = { kind: 'unavailable', reason: 'the caller gave up' } as const;

function wellFormed(request: VehicleLookupRequest): boolean {
  if ('vin' in request) return isVin(normaliseVin(request.vin));
  return REGO_STATES.has(request.regoState) && isPlate(normalisePlate(request.rego), request.regoState as RegoState);
}

/**
 * The default provider (README "The embedded provider"): no network, no key. Every well-formed
 * plate names a car from the vehicle table, the same car every time, so a shopper can try any
 * plate; it is valued by the depreciation curve and the answers. Malformed requests are
 * not-found; a caller that has already given up gets unavailable.
 */
export function createEmbeddedValuationProvider({ now = () => new Date() }: { now?: () => Date } = {}): ValuationProvider {
  return {
    name: 'embedded',
    async lookup(request, { signal } = {}) {
      if (signal?.aborted) return GAVE_UP;
      if (!wellFormed(request)) return { kind: 'not-found' };
      return { kind: 'found', vehicle: identifyFromTable(request) };
    },
    async value(vehicle, answers, { signal } = {}) {
      if (signal?.aborted) return GAVE_UP;
      const entry = vehicle.reference.provider === 'embedded' ? vehicleTableEntry(vehicle.reference.id) : undefined;
      if (!entry) return { kind: 'no-market-value' };
      const depreciated = depreciatedTradeValue(entry, { market: vehicle.market, year: vehicle.year, odometerKm: answers.odometerKm, now: now() });
      const answered = applyAnswerAdjustments(depreciated.cents, answers);
      return {
        kind: 'valued',
        value: {
          cents: answered.cents,
          currency: VALUATION_CURRENCY[vehicle.market],
          basis: EMBEDDED_BASIS,
          basisCents: depreciated.basisCents,
          adjustments: [...depreciated.adjustments, ...answered.adjustments],
        },
      };
    },
  };
}
