import type { ValuationMarket } from '../contract/valuation-rules';
import type { ValueAdjustment } from './port';
import { MARKET_PRICE_FACTOR, type VehicleTableEntry } from './vehicle-table';

/**
 * The embedded provider's depreciation curve (README "The embedded provider"): a trade price is
 * 70% of the new price for a car of this year (what a dealer pays, before reconditioning and
 * margin), 12% less for each year of age, and ±2% for each 10,000 km under or over the 15,000 km a
 * year a car is expected to have done, between −30% and +6%. Age counts calendar years in UTC, as
 * the §5/§9 online-estimate rule does (stock/rules/trade-in.ts).
 */
export const DEPRECIATION = {
  tradeShareWhenNew: 0.7,
  yearlyRetention: 0.88,
  expectedKmPerYear: 15_000,
  sharePer10000Km: 0.02,
  kmShareMin: -0.3,
  kmShareMax: 0.06,
} as const;

export interface DepreciatedValue {
  /** The new price in the market's currency: where the curve starts. */
  basisCents: number;
  adjustments: ValueAdjustment[];
  cents: number;
}

export function depreciatedTradeValue(
  entry: Pick<VehicleTableEntry, 'newPriceAud'>,
  { market, year, odometerKm, now }: { market: ValuationMarket; year: number; odometerKm: number; now: Date },
): DepreciatedValue {
  const basisCents = Math.round(entry.newPriceAud * MARKET_PRICE_FACTOR[market] * 100);
  const age = Math.max(0, now.getUTCFullYear() - year);
  const agedCents = Math.round(basisCents * DEPRECIATION.tradeShareWhenNew * DEPRECIATION.yearlyRetention ** age);
  // A car of this year is expected to have done a year's km, not none.
  const kmOverExpected = odometerKm - DEPRECIATION.expectedKmPerYear * Math.max(age, 1);
  const kmShare = Math.min(DEPRECIATION.kmShareMax, Math.max(DEPRECIATION.kmShareMin, (-DEPRECIATION.sharePer10000Km * kmOverExpected) / 10_000));
  const kmCents = Math.round(agedCents * kmShare) + 0; // + 0: never −0
  return {
    basisCents,
    adjustments: [
      { answer: 'age', cents: agedCents - basisCents },
      { answer: 'odometer', cents: kmCents },
    ],
    cents: agedCents + kmCents,
  };
}
