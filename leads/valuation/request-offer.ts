import type { AdjustmentAnswers, TradeInOfferJson } from '../contract/valuation';
import { noOnlineEstimate, onlineEstimateExclusion, tradeInOffer, type OfferFormat } from './offer';
import type { IdentifiedVehicle, ProviderUnavailable, ValuationProvider } from './port';

/**
 * §7 "valuation adjustment answers" as the route will run it (README "The offer"): the §5/§9
 * exclusion first, so a car over 7 years or 100,000 km never costs a provider call; then the
 * provider's value; then the offer rule. A provider that cannot answer is `unavailable` for the
 * route to say so, never a price made up in its place.
 */
export async function requestTradeInOffer(
  provider: ValuationProvider,
  vehicle: IdentifiedVehicle,
  answers: AdjustmentAnswers,
  { now, format, signal }: { now: Date; format: OfferFormat; signal?: AbortSignal },
): Promise<TradeInOfferJson | ProviderUnavailable> {
  const excluded = onlineEstimateExclusion(vehicle, answers, now);
  if (excluded) return noOnlineEstimate(excluded, vehicle, format);
  const result = await provider.value(vehicle, answers, { signal });
  if (result.kind === 'unavailable') return result;
  if (result.kind === 'no-market-value') return noOnlineEstimate('no-market-value', vehicle, format);
  return tradeInOffer({ vehicle, answers, value: result.value }, { now, format });
}
