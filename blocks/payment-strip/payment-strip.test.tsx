import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '../registry/render-for-test';
import { paymentStripDataSchema } from './data';
import { paymentStripBlock } from './index';

describe("payment strip (§2 'We accept:')", () => {
  it.each([
    [undefined, ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']],
    [[], ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']],
    [['apple-pay', 'visa', 'bitcoin'], ['Visa', 'Apple Pay']],
  ])('methods %j show %j in the spec order', (methods, labels) => {
    const data = paymentStripDataSchema.parse({ methods });
    expect(data.methods.map((m) => m.label)).toEqual(labels);
    const html = renderHtml(<paymentStripBlock.Component data={data} context={testContext()} />);
    expect(html).toContain('We accept:');
  });
});
