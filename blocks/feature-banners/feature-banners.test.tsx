import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '../registry/render-for-test';
import { featureBannersDataSchema } from './data';
import { featureBannersBlock } from './index';

describe('feature banners (§2)', () => {
  const banners = [
    { _key: '1', title: 'Special offers', label: 'See offers', href: '/special-offers' },
    { _key: '2', title: 'Book a service online', label: 'Book now', href: '/service' },
    { _key: '3', title: 'Instant trade-in offer in 2 minutes', label: 'Value my car', href: '/trade-in' },
    { _key: '4', title: 'Unsafe', label: 'x', href: 'javascript:alert(1)' },
  ];

  it('links to /special-offers, /service and /trade-in, dropping unsafe links', () => {
    const data = featureBannersDataSchema.parse({ banners });
    const html = renderHtml(<featureBannersBlock.Component data={data} context={testContext()} />);
    for (const href of ['/special-offers', '/service', '/trade-in']) expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain('javascript:');
  });

  it('needs at least one complete banner', () => {
    expect(featureBannersDataSchema.safeParse({ banners: [] }).success).toBe(false);
    expect(featureBannersDataSchema.safeParse({}).success).toBe(false);
  });
});
