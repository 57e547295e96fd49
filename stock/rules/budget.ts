import type { RuleMessage } from './messages';
import { clampToRange, type Range } from './range-slider';

/**
 * The budget search block (§2 'Find cars for your budget', §4 budget 'invalid' state, §5 budget
 * inputs and budget price slider, §9 budget defaults).
 */

/** §9: 260 weekly-to-yearly multiplier (weekly repayments over five years). */
export const WEEKLY_TO_BUDGET_MULTIPLIER = 260;
/** §9 budget defaults: repayment 200, deposit 2000, budget 54000 (= 260 × 200 + 2000). */
export const BUDGET_DEFAULTS = { repayment: 200, deposit: 2_000, budget: 54_000 } as const;
/** §5: budget price slider step 500; §9: budget fallback max 100000. */
export const BUDGET_SLIDER = { step: 500, fallbackMax: 100_000 } as const;

/** §5: budget = 260 × weekly repayment + deposit, rounded. */
export function budgetFromRepayment({ weeklyRepayment, deposit }: { weeklyRepayment: number; deposit: number }): number {
  return Math.round(WEEKLY_TO_BUDGET_MULTIPLIER * weeklyRepayment + deposit);
}

export type BudgetButton =
  | { state: 'valid'; disabled: false; label: RuleMessage<'budget.viewInRange'> }
  | { state: 'invalid'; disabled: true; label: RuleMessage<'budget.found'>; note: RuleMessage<'budget.noneFound'> };

/**
 * §4: 'invalid' when the budget is below the cheapest price in the results (or there are none):
 * a disabled '0 {type}s Found' button with the note 'No {type}s found for this budget'.
 */
export function budgetButton({ budget, minPrice, vehicleType }: { budget: number; minPrice: number | null; vehicleType: string }): BudgetButton {
  if (minPrice === null || budget < minPrice) {
    return {
      state: 'invalid',
      disabled: true,
      label: { key: 'budget.found', values: { count: 0, type: vehicleType } },
      note: { key: 'budget.noneFound', values: { type: vehicleType } },
    };
  }
  return { state: 'valid', disabled: false, label: { key: 'budget.viewInRange', values: { type: vehicleType } } };
}

/** §5/§9: the budget slider's bounds: the facet's, with 0 to 100000 as the fallback. */
export function budgetSliderBounds(stats?: Partial<Range> | null): Range {
  return { min: stats?.min ?? 0, max: stats?.max ?? BUDGET_SLIDER.fallbackMax };
}

/** §5: budget slider thumbs move in steps of 500 and the min thumb can never reach or pass the max. */
export function moveBudgetThumb(current: Range, thumb: 'min' | 'max', value: number, bounds: Range): Range {
  const step = BUDGET_SLIDER.step;
  const next = clampToRange(Math.round(value / step) * step, bounds);
  return thumb === 'min'
    ? { min: Math.min(next, current.max - step), max: current.max }
    : { min: current.min, max: Math.max(next, current.min + step) };
}
