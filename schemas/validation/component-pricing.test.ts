import { describe, expect, it } from 'vitest';
import { blockCompliance } from './compliance';
import { comparisonRateWarning } from './finance-compliance';
import { findComponentPrices, findTotalPrices } from './component-pricing';

const law = 'Australian Consumer Law s48';
const block = (value: Record<string, unknown>) => blockCompliance({ _type: 'anyBlock', ...value }, {});
const finance = ` Comparison rate 6.12% p.a. ${comparisonRateWarning}`;

describe(`component pricing (${law})`, () => {
  it.each([
    ['$39,990 plus on-road costs', ['$39,990 plus on-road costs']],
    ['$29,990 + ORC', ['$29,990 + ORC']],
    ['$29,990 excl. ORC', ['$29,990 excl. ORC']],
    ['$5,000 deposit and $99 per week', ['$5,000 deposit … $99 per week']],
    ['from $34,990 drive away', []],
    ['Hold your car with a refundable $200 deposit.', []],
  ])('price in parts: %s', (text, parts) => {
    expect(findComponentPrices(text)).toEqual(parts);
  });

  it.each([
    ['from $34,990 drive away', ['$34,990 drive away']],
    ['$34,990 drive-away', ['$34,990 drive-away']],
    ['Total price $43,990', ['Total price $43,990']],
    ['total $43,990', ['total $43,990']],
    ['$39,990 plus on-road costs', []],
  ])('total price: %s', (text, totals) => {
    expect(findTotalPrices(text)).toEqual(totals);
  });

  it.each([
    ['a part price with the total as prominent', { heading: '$39,990 plus on-road costs, $43,990 drive away' }],
    ['a body part price under a heading total', { heading: 'Tasman from $43,990 drive away', text: '$39,990 + ORC' }],
    ['a drive-away price alone', { heading: 'Sportage from $34,990 drive away' }],
  ])('passes: %s', (_name, value) => {
    expect(block(value)).toBe(true);
  });

  it('asks for the total drive-away price when there is none', () => {
    expect(block({ heading: 'Ranger $39,990 plus on-road costs' })).toBe(
      'This block shows the price in parts ("$39,990 plus on-road costs", in the heading or title (or an H1-H3 line) (heading)) but no single total price. Add the total drive-away price (e.g. "$43,990 drive away") at least as prominently, in the heading or title (or an H1-H3 line) (Australian Consumer Law s48).',
    );
  });

  it('asks for a more prominent total when it is in smaller text', () => {
    expect(block({ heading: '$29,990 + ORC', text: '$33,490 drive away' })).toContain('The total price in this block is less prominent than "$29,990 + ORC"');
  });

  it('asks for the total for a deposit plus repayments offer', () => {
    expect(block({ heading: '$5,000 deposit and $99 per week', text: finance })).toContain('no single total price');
    expect(block({ heading: '$5,000 deposit and $99 per week, comparison rate 6.12% p.a. $25,990 drive away', text: comparisonRateWarning })).toBe(true);
  });
});
