import { describe, expect, it } from 'vitest';
import { blockCompliance } from './compliance';
import { comparisonRateWarning, findRates, findRepayments, hasComparisonRateWarning } from './finance-compliance';

const law = 'National Credit Code s164 / ASIC RG 178';
const warning = comparisonRateWarning;
const block = (value: Record<string, unknown>) => blockCompliance({ _type: 'anyBlock', _key: 'k', ...value }, {});
const pt = (style: string, text: string) => ({ _type: 'block', _key: text.slice(0, 4), style, markDefs: [], children: [{ _type: 'span', text, marks: [] }] });

describe(`finance compliance (${law}): what counts as a rate or repayment`, () => {
  it.each([
    ['2.99% p.a. on all SUVs', ['2.99% p.a.'], []],
    ['an interest rate of 5.5% for 60 months', ['5.5%'], []],
    ['Finance from 4.99%', ['4.99%'], []],
    ['4.99% APR', ['4.99%'], []],
    ['0% finance this month', ['0%'], []],
    ['2.99% p.a. comparison rate 6.12% p.a.', ['2.99% p.a.'], ['6.12% p.a.']],
    ['Comparison rates from 8.38% to 19.42% p.a.', [], ['8.38%', '19.42% p.a.']],
    ['5.5% interest rate (6.1% comparison rate)', ['5.5%'], ['6.1%']],
    ['100% refundable $200 deposit', [], []],
    ['Save 10% on accessories', [], []],
    ['Finance available. Save 10% on accessories', [], []],
  ])('%s', (text, interestRates, comparisonRates) => {
    expect(findRates(text)).toEqual({ interestRates, comparisonRates });
  });

  it.each([
    ['$89 per week', ['$89 per week']],
    ['$89/wk', ['$89/wk']],
    ['$350 a month', ['$350 a month']],
    ['weekly repayments of $99', ['weekly repayments of $99']],
    ['repayments from $1,250 monthly', ['$1,250 monthly']],
    ['$99 pw', ['$99 pw']],
    ['Hold your car with a refundable $200 deposit.', []],
    ['Capped-price servicing from $299', []],
    ['a loan of $30,000 over 5 years (60 months)', []],
  ])('repayment in %s', (text, repayments) => {
    expect(findRepayments(text)).toEqual(repayments);
  });

  it('accepts the warning in any case and spacing', () => {
    expect(hasComparisonRateWarning(warning.toLowerCase().replace(/ /g, '  \n'))).toBe(true);
    expect(hasComparisonRateWarning('WARNING: This comparison rate is true only for the examples given.')).toBe(false);
  });
});

describe(`finance compliance (${law}) on any block`, () => {
  it.each([
    ['a heading rate with the comparison rate in the heading and the warning', { heading: '2.99% p.a. comparison rate 6.12% p.a.', body: [pt('normal', warning)] }],
    ['a body repayment with the comparison rate and warning in the body', { heading: 'Finance', text: 'From $89 per week, comparison rate 6.12% p.a. ' + warning }],
    ['an h2 rate with an h3 comparison rate', { body: [pt('h2', 'Finance from 4.99% p.a.'), pt('h3', 'Comparison rate 6.12% p.a.'), pt('normal', warning)] }],
    ['a comparison rate range only (the §9 sample disclaimer)', { body: [pt('normal', 'Comparison rates from 8.38% to 19.42% p.a. are calculated on a loan of $30,000 over 5 years (60 months). ' + warning)] }],
    ['no finance at all', { heading: 'Service specials', text: 'Capped-price servicing from $299.' }],
  ])('passes: %s', (_name, value) => {
    expect(block(value)).toBe(true);
  });

  it('asks for a comparison rate as prominent as a heading rate, and the warning', () => {
    const message = block({ slides: [{ _key: 's', name: 'Ranger from 2.99% p.a.', description: 'Drive away today' }] });
    expect(message).toBe(
      `This block shows "2.99% p.a." in the heading or title (or an H1-H3 line) (slides[0].name) but no comparison rate. Add the comparison rate (e.g. "Comparison rate 6.12% p.a.") in the heading or title (or an H1-H3 line), as prominent as "2.99% p.a.". Also add the comparison rate warning to this block: "${warning}" (National Credit Code s164, ASIC RG 178).`,
    );
  });

  it('rejects a comparison rate less prominent than the rate (heading vs body text)', () => {
    const message = block({ heading: 'Finance from 2.99% p.a.', text: 'Comparison rate 6.12% p.a. ' + warning });
    expect(message).toContain('The comparison rate "6.12% p.a." is in the text (text), less prominent than "2.99% p.a." in the heading or title (or an H1-H3 line) (heading)');
    expect(message).not.toContain('warning to this block');
  });

  it('rejects an h4 comparison rate for an h1 rate, and a description-level one for a title-level repayment', () => {
    expect(block({ body: [pt('h1', '$89 per week'), pt('h4', 'Comparison rate 6.12% p.a.'), pt('normal', warning)] })).toContain('less prominent than "$89 per week"');
    expect(block({ title: '$350 a month', description: 'Comparison rate 6.12% p.a. ' + warning })).toContain('less prominent than "$350 a month"');
  });

  it('asks only for the warning when the comparison rate is there', () => {
    expect(block({ heading: 'From $89/wk, comparison rate 6.12% p.a.' })).toBe(
      `This block shows "$89/wk": add the comparison rate warning to this block: "${warning}" (National Credit Code s164, ASIC RG 178).`,
    );
  });

  it('finds a rate split across Portable Text spans by marks', () => {
    const body = [{ _type: 'block', style: 'h2', children: [{ _type: 'span', text: 'Only 2.', marks: [] }, { _type: 'span', text: '99% p.a.', marks: ['strong'] }] }];
    expect(block({ body })).toContain('"2.99% p.a."');
  });
});
