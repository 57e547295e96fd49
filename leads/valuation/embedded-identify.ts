import type { VehicleLookupRequest } from '../contract/valuation';
import { normalisePlate, normaliseVin, type ValuationMarket } from '../contract/valuation-rules';
import { fnv1a } from './plate-hash';
import type { IdentifiedVehicle } from './port';
import { VEHICLE_TABLE, type VehicleTableEntry } from './vehicle-table';
import { vinModelYear } from './vin-model-year';

const TABLE_FIRST_YEAR = Math.min(...VEHICLE_TABLE.map((entry) => entry.years[0]));
const TABLE_LAST_YEAR = Math.max(...VEHICLE_TABLE.map((entry) => entry.years[1]));

/**
 * The car the embedded provider says a plate (or VIN) belongs to (README "The embedded
 * provider"): one of the market's table entries picked by a hash of the normalised plate and its
 * state, and one of the years that entry was sold picked by a second hash. A US VIN keeps the
 * model year it states and picks among cars sold that year. The same request names the same car,
 * always.
 */
export function identifyFromTable(request: VehicleLookupRequest): IdentifiedVehicle {
  const vin = 'vin' in request ? normaliseVin(request.vin) : null;
  const key = 'vin' in request ? `VIN:${vin}` : `${request.regoState}:${normalisePlate(request.rego)}`;
  const market: ValuationMarket = 'vin' in request ? 'US' : request.regoState === 'NZ' ? 'NZ' : 'AU';
  const statedYear = vin !== null ? vinModelYear(vin) : null;

  let candidates = VEHICLE_TABLE.filter((entry) => entry.markets.includes(market));
  if (statedYear !== null) {
    // A car older or newer than the table: one of the models sold at the table's nearest end.
    const year = Math.min(Math.max(statedYear, TABLE_FIRST_YEAR), TABLE_LAST_YEAR);
    const soldThatYear = candidates.filter((entry) => entry.years[0] <= year && year <= entry.years[1]);
    if (soldThatYear.length > 0) candidates = soldThatYear;
  }
  const entry = candidates[fnv1a(key) % candidates.length]!;
  const year = statedYear ?? entry.years[0] + (fnv1a(`${key}#year`) % (entry.years[1] - entry.years[0] + 1));
  return vehicleFromEntry(entry, year, market);
}

function vehicleFromEntry(entry: VehicleTableEntry, year: number, market: ValuationMarket): IdentifiedVehicle {
  return {
    market,
    make: entry.make,
    model: entry.model,
    badge: entry.badge,
    year,
    body: entry.body,
    fuel: entry.fuel,
    transmission: entry.transmission,
    reference: { provider: 'embedded', id: entry.id },
  };
}
