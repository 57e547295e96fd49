import { describe, expect, it } from 'vitest';
import { renderBlockHtml, testContext } from '../registry/render-for-test';
import { BODY_SELECTOR_LIMIT, BUDGET_MIN_PRICE, budgetSearchDataSchema } from './data';
import { budgetSearchBlock } from './index';

describe('budget search (§2, §5, §7, §9)', () => {
  it('§9 defaults: repayment 200, deposit 2000 (budget 54000)', () => {
    expect(budgetSearchDataSchema.parse({})).toMatchObject({ weeklyRepayment: 200, deposit: 2000 });
  });

  it('§9 body selector limit 4; §7 the block counts cars over $1000', () => {
    expect(BODY_SELECTOR_LIMIT).toBe(4);
    expect(BUDGET_MIN_PRICE).toBe(1000);
  });

  it('renders the heading, inputs and the View button linking to the search with the budget as max price', async () => {
    const html = await renderBlockHtml(budgetSearchBlock.Component, budgetSearchDataSchema.parse({}), testContext('riverside-kia'));
    expect(html).toContain('Find cars for your budget');
    expect(html).toContain('value="200"');
    expect(html).toContain('value="2000"');
    expect(html).toContain('View Cars In This Range');
    expect(html).toContain('href="/search?price=1000-54000"');
    expect((html.match(/<option/g) ?? []).length).toBeLessThanOrEqual(1 + 4);
  });

  it('§4 invalid state: a budget below the cheapest car disables the button', async () => {
    const html = await renderBlockHtml(budgetSearchBlock.Component, budgetSearchDataSchema.parse({ weeklyRepayment: 0, deposit: 0 }), testContext('riverside-kia'));
    expect(html).toContain('0 Cars Found');
    expect(html).toContain('No Cars found for this budget');
    expect(html).toMatch(/<button[^>]*disabled/);
  });
});
