import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '../registry/render-for-test';
import { marketingStripDataSchema } from './data';
import { marketingStripBlock } from './index';

describe('marketing strip (§2)', () => {
  it('renders its three items', () => {
    const data = marketingStripDataSchema.parse({
      items: [
        { _key: 'a', title: 'Reserve Quickly Online', icon: 'reserve' },
        { _key: 'b', title: 'Secure Online Payments', icon: 'secure' },
        { _key: 'c', title: 'Apply For Finance', icon: 'finance', href: '/finance' },
      ],
    });
    const html = renderHtml(<marketingStripBlock.Component data={data} context={testContext()} />);
    for (const title of ['Reserve Quickly Online', 'Secure Online Payments', 'Apply For Finance']) expect(html).toContain(title);
    expect(html).toContain('href="/finance"');
  });

  it('an unknown icon falls back instead of failing', () => {
    expect(marketingStripDataSchema.parse({ items: [{ _key: 'a', title: 'X', icon: 'rocket' }] }).items[0]!.icon).toBeNull();
  });
});
