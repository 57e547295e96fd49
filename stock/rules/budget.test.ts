import { describe, expect, it } from 'vitest';
import { BUDGET_DEFAULTS, budgetButton, budgetFromRepayment, budgetSliderBounds, moveBudgetThumb } from './budget';
import { ruleMessages } from './messages';

describe('budget maths (§5, §9)', () => {
  it.each([
    ['§9 defaults: 260 × 200 + 2000 = 54000', 200, 2000, 54000],
    ['§5 260 × 150 + 0', 150, 0, 39000],
    ['§5 rounded: 260 × 123.45 + 1000 = 33097', 123.45, 1000, 33097],
    ['§5 rounded half up: 260 × 0.5 + 0.5', 0.5, 0.5, 131],
  ])('%s', (_name, weeklyRepayment, deposit, expected) => {
    expect(budgetFromRepayment({ weeklyRepayment, deposit })).toBe(expected);
  });

  it('§9 budget defaults repayment 200, deposit 2000, budget 54000 agree with the formula', () => {
    expect(BUDGET_DEFAULTS).toEqual({ repayment: 200, deposit: 2000, budget: 54000 });
    expect(budgetFromRepayment({ weeklyRepayment: BUDGET_DEFAULTS.repayment, deposit: BUDGET_DEFAULTS.deposit })).toBe(BUDGET_DEFAULTS.budget);
  });
});

describe("budget 'invalid' state (§4)", () => {
  it.each([
    ['§4 budget below the cheapest result is invalid', 54000, 55000, 'invalid'],
    ['§4 budget equal to the cheapest result is valid', 54000, 54000, 'valid'],
    ['§4 budget above the cheapest result is valid', 54000, 12990, 'valid'],
    ['§4 no results at all is invalid', 54000, null, 'invalid'],
  ] as const)('%s', (_name, budget, minPrice, state) => {
    expect(budgetButton({ budget, minPrice, vehicleType: 'Car' }).state).toBe(state);
  });

  it("§4 invalid: disabled '0 {type}s Found' with the note 'No {type}s found for this budget'", () => {
    expect(budgetButton({ budget: 1000, minPrice: 5000, vehicleType: 'SUV' })).toEqual({
      state: 'invalid',
      disabled: true,
      label: { key: 'budget.found', values: { count: 0, type: 'SUV' } },
      note: { key: 'budget.noneFound', values: { type: 'SUV' } },
    });
    expect(ruleMessages['budget.found']).toBe('{count} {type}s Found');
    expect(ruleMessages['budget.noneFound']).toBe('No {type}s found for this budget');
  });

  it("§2 valid: 'View {type}s In This Range'", () => {
    expect(budgetButton({ budget: 54000, minPrice: 5000, vehicleType: 'Car' })).toEqual({
      state: 'valid',
      disabled: false,
      label: { key: 'budget.viewInRange', values: { type: 'Car' } },
    });
    expect(ruleMessages['budget.viewInRange']).toBe('View {type}s In This Range');
  });
});

describe('budget price slider (§5, §9)', () => {
  it('§9 budget fallback max 100000', () => {
    expect(budgetSliderBounds()).toEqual({ min: 0, max: 100000 });
    expect(budgetSliderBounds({ min: 5000, max: 80000 })).toEqual({ min: 5000, max: 80000 });
  });

  const bounds = { min: 0, max: 100000 };
  it.each([
    ['§5 step 500: 12345 moves to 12500', { min: 0, max: 54000 }, 'min', 12345, { min: 12500, max: 54000 }],
    ['§5 step 500: 12200 moves to 12000', { min: 0, max: 54000 }, 'min', 12200, { min: 12000, max: 54000 }],
    ['§5 the min thumb cannot reach the max: held 500 below', { min: 0, max: 54000 }, 'min', 54000, { min: 53500, max: 54000 }],
    ['§5 the min thumb cannot pass the max', { min: 0, max: 54000 }, 'min', 90000, { min: 53500, max: 54000 }],
    ['§5 the max thumb cannot reach the min either', { min: 20000, max: 54000 }, 'max', 20000, { min: 20000, max: 20500 }],
    ['§9 the max thumb stops at the fallback max 100000', { min: 0, max: 54000 }, 'max', 120000, { min: 0, max: 100000 }],
  ] as const)('%s', (_name, current, thumb, value, expected) => {
    expect(moveBudgetThumb(current, thumb, value, bounds)).toEqual(expected);
  });
});
