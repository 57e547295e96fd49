import { BUDGET_DEFAULTS } from '@dealer/stock';
import { z } from 'zod';

const amount = (fallback: number) => z.number().min(0).max(1_000_000).nullish().catch(null).transform((value) => value ?? fallback);

export const budgetSearchDataSchema = z.object({
  heading: z.string().nullish(),
  weeklyRepayment: amount(BUDGET_DEFAULTS.repayment),
  deposit: amount(BUDGET_DEFAULTS.deposit),
});
export type BudgetSearchData = z.infer<typeof budgetSearchDataSchema>;
export const budgetSearchProjection = `heading, weeklyRepayment, deposit`;

/** §9: the body selector lists at most 4 body types. */
export const BODY_SELECTOR_LIMIT = 4;
/** §7: the budget block only counts cars priced over $1000. */
export const BUDGET_MIN_PRICE = 1000;
