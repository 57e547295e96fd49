import { carTitle, onlineEstimateEligibility } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import type { AdjustmentAnswers, TradeInOfferJson } from '../contract/valuation';
import type { NoOnlineEstimateReason } from '../contract/valuation-rules';
import type { IdentifiedVehicle, TradeValue } from './port';

/**
 * The offer rule (§5 trade-in terms, §9 "Online trade-in estimate excluded over 7 years or
 * 100,000 km"; README "The offer"): a pure function of the car, the answers, the provider's value
 * and the time. An offer is rounded to the nearest $50 and holds for 7 days.
 */
export const OFFER_VALID_DAYS = 7;
export const OFFER_ROUNDING_CENTS = 5_000;
const DAY_MS = 86_400_000;
/** §9's limit, said in the site's distance unit. */
const ONLINE_ESTIMATE_MAX_KM = 100_000;

export type OfferFormat = Pick<LocaleFormatter, 'formatPrice' | 'formatDistance'>;

/**
 * §5/§9: why this car gets no online estimate, or null. The rule is stock's
 * (`onlineEstimateEligibility`): over 7 years means the model year is before this year − 7, this
 * year in UTC; over 100,000 km means 100,001 or more. When both hold, the age is the reason.
 */
export function onlineEstimateExclusion(vehicle: Pick<IdentifiedVehicle, 'year'>, answers: Pick<AdjustmentAnswers, 'odometerKm'>, now: Date): NoOnlineEstimateReason | null {
  const eligibility = onlineEstimateEligibility({ year: vehicle.year, km: answers.odometerKm }, { now });
  if (eligibility.eligible) return null;
  return eligibility.reason === 'tooOld' ? 'over-7-years' : 'over-100000-km';
}

const answerWords = (answers: AdjustmentAnswers) =>
  [
    `${answers.condition} condition`,
    answers.accidentDamage === 'yes' ? 'accident damage' : 'no accident damage',
    { full: 'a full service history', partial: 'a partial service history', none: 'no service history' }[answers.serviceHistory],
    answers.keys === '1' ? 'one key' : 'two or more keys',
  ];

const list = (items: string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The answer when there is no online estimate, with the sentence saying why and what happens instead. */
export function noOnlineEstimate(reason: NoOnlineEstimateReason, vehicle: IdentifiedVehicle, format: OfferFormat): TradeInOfferJson {
  const title = carTitle(vehicle);
  const explanation = {
    'over-7-years': `Cars over 7 years old get no online estimate, so the dealer will value your ${title} in person.`,
    'over-100000-km': `Cars with over ${format.formatDistance(ONLINE_ESTIMATE_MAX_KM)} get no online estimate, so the dealer will value your ${title} in person.`,
    'no-market-value': `There is too little market data to estimate your ${title} online, so the dealer will value it in person.`,
  }[reason];
  return { kind: 'no-online-estimate', reason, explanation };
}

export function tradeInOffer(
  { vehicle, answers, value }: { vehicle: IdentifiedVehicle; answers: AdjustmentAnswers; value: TradeValue },
  { now, format }: { now: Date; format: OfferFormat },
): TradeInOfferJson {
  const excluded = onlineEstimateExclusion(vehicle, answers, now);
  if (excluded) return noOnlineEstimate(excluded, vehicle, format);
  const priceCents = Math.round(value.cents / OFFER_ROUNDING_CENTS) * OFFER_ROUNDING_CENTS;
  if (priceCents <= 0) return noOnlineEstimate('no-market-value', vehicle, format);

  const financeOwing = answers.financeOwing === 'yes';
  const explanation =
    `${format.formatPrice(priceCents / 100)} for your ${carTitle(vehicle)} with ${format.formatDistance(answers.odometerKm)}, from ${value.basis}, ` +
    `adjusted for ${list(answerWords(answers))}${financeOwing ? '; any finance owing is paid out of it' : ''}; valid for ${OFFER_VALID_DAYS} days.`;
  return {
    kind: 'offer',
    priceCents,
    currency: value.currency,
    explanation,
    validDays: OFFER_VALID_DAYS,
    expiresAt: new Date(now.getTime() + OFFER_VALID_DAYS * DAY_MS).toISOString(),
    financeOwing,
  };
}
