import type { AdjustmentAnswers } from '../contract/valuation';
import type { ValueAdjustment } from './port';

/**
 * What the shopper's answers (§3 adjustmentAnswers) do to a trade value (README "The embedded
 * provider"): shares of the value before any answer, then a fixed amount for a missing second
 * key. Finance owing changes nothing: the dealer pays it out of the price (§2 trade-in FAQ).
 * Every provider's value goes through this, so a car with accident damage is priced alike
 * whoever identified it; a provider that prices the condition itself passes `condition: false`.
 */
export const ANSWER_ADJUSTMENTS = {
  condition: { excellent: 0.05, good: 0, fair: -0.1, poor: -0.25 },
  accidentDamage: { yes: -0.15, no: 0 },
  serviceHistory: { full: 0, partial: -0.05, none: -0.1 },
  /** A second key costs about this to cut and code, in the market's currency. */
  singleKeyCents: 40_000,
} as const;

export function applyAnswerAdjustments(
  baseCents: number,
  answers: AdjustmentAnswers,
  { condition = true }: { condition?: boolean } = {},
): { adjustments: ValueAdjustment[]; cents: number } {
  const shares: [ValueAdjustment['answer'], number][] = [
    ...(condition ? [['condition', ANSWER_ADJUSTMENTS.condition[answers.condition]] as [ValueAdjustment['answer'], number]] : []),
    ['accidentDamage', ANSWER_ADJUSTMENTS.accidentDamage[answers.accidentDamage]],
    ['serviceHistory', ANSWER_ADJUSTMENTS.serviceHistory[answers.serviceHistory]],
  ];
  const adjustments: ValueAdjustment[] = shares.filter(([, share]) => share !== 0).map(([answer, share]) => ({ answer, cents: Math.round(baseCents * share) }));
  let cents = baseCents + adjustments.reduce((sum, adjustment) => sum + adjustment.cents, 0);
  if (answers.keys === '1') {
    const keys = Math.min(ANSWER_ADJUSTMENTS.singleKeyCents, cents);
    adjustments.push({ answer: 'keys', cents: -keys });
    cents -= keys;
  }
  return { adjustments, cents };
}
