import type { AdjustmentAnswers, VehicleLookupRequest } from '../contract/valuation';
import type { ValuationCurrency, ValuationMarket } from '../contract/valuation-rules';

/**
 * The valuation-provider port (README "The port"): who identifies a shopper's car from its plate
 * (or VIN) and values it. The embedded provider answers every well-formed plate from a table
 * shipped here; a real provider (AutoGrab, RedBook, CarJam) answers from its register and market
 * data. Callers never see which: a failure of the provider (down, slow, refusing us) is
 * `unavailable`, told apart from a plate that is simply `not-found`.
 */

/** Which provider identified the car, and its own id for it, so the same provider can value it later. */
export interface ProviderReference {
  provider: 'embedded' | 'autograb';
  id: string;
}

/** The car a plate or VIN belongs to, as the shopper confirms it before answering the questions. */
export interface IdentifiedVehicle {
  market: ValuationMarket;
  make: string;
  model: string;
  /** The variant (Ascent Sport, SR5); null when the register does not say. */
  badge: string | null;
  /** The model year: what "over 7 years old" counts from (§5/§9). */
  year: number;
  /** A §3 body type key (stock/car/body-types.ts): hatchback, sedan, suv, ute... */
  body: string;
  fuel: string;
  transmission?: 'Automatic' | 'Manual';
  reference: ProviderReference;
}

export type LookupResult =
  | { kind: 'found'; vehicle: IdentifiedVehicle }
  | { kind: 'not-found' }
  | ProviderUnavailable;

/** The provider could not answer: down, slower than its timeout, refusing our key, or answering nonsense. */
export interface ProviderUnavailable {
  kind: 'unavailable';
  /** For the log, never for the shopper. */
  reason: string;
}

/** One adjustment applied to the provider's base value: what it was for and how much it moved the price. */
export interface ValueAdjustment {
  answer: keyof AdjustmentAnswers | 'age' | 'odometer';
  cents: number;
}

/** A trade value before the offer rule (leads/valuation/offer.ts) rounds it and sets how long it holds. */
export interface TradeValue {
  /** The trade price, unrounded, in cents of `currency`. */
  cents: number;
  currency: ValuationCurrency;
  /** Where the price starts, as a clause: "AutoGrab's trade price for this model at its odometer reading and condition". */
  basis: string;
  /** The price the basis names; `cents` is it plus every adjustment. */
  basisCents: number;
  adjustments: ValueAdjustment[];
}

export type ValueResult =
  | { kind: 'valued'; value: TradeValue }
  /** The provider knows the car but has no market price for it (too rare, too few sales). */
  | { kind: 'no-market-value' }
  | ProviderUnavailable;

export interface ProviderCallOptions {
  /** The caller's signal (the shopper's request): aborting it abandons the call, answered as unavailable. */
  signal?: AbortSignal;
}

export interface ValuationProvider {
  readonly name: ProviderReference['provider'];
  /** §7 rego lookup (rego, regoState), or a VIN on a US site. */
  lookup(request: VehicleLookupRequest, options?: ProviderCallOptions): Promise<LookupResult>;
  /** §7 valuation adjustment answers: the trade value of a car this provider identified. */
  value(vehicle: IdentifiedVehicle, answers: AdjustmentAnswers, options?: ProviderCallOptions): Promise<ValueResult>;
}
