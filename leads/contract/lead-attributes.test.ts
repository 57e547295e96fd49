import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE, leadAttributesSchema, leadContextExtra } from './lead-attributes';

describe('§7 trade-in lead creation: url, source Website, user_agent, lead_attributes', () => {
  it.each([
    ['no attributes at all', {}, true],
    ['20 visited pages', { visited_pages: Array.from({ length: 20 }, (_, i) => `/cars/car-${i}`) }, true],
    ['21 visited pages', { visited_pages: Array.from({ length: 21 }, (_, i) => `/cars/car-${i}`) }, false],
    ['a page of 513 characters', { visited_pages: [`/${'a'.repeat(512)}`] }, false],
    ['a visited page that is not text', { visited_pages: [42] }, false],
    ['20 linked query parameters', { linked_query_params: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, 'x'])) }, true],
    ['21 linked query parameters', { linked_query_params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, 'x'])) }, false],
    ['an unknown attribute', { referrer: 'https://example.com' }, false],
  ])('§7: %s is %s', (_name, attributes, valid) => {
    expect(leadAttributesSchema.safeParse(attributes).success).toBe(valid);
  });

  it('§7: the lead keeps source Website, the page, the request\'s user agent (bounded), the pages and the linked query', () => {
    const extra = leadContextExtra(
      { url: 'http://riverside-kia.localhost:3000/cars/trade-in?car_id=rk-1', lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'email', gclid: 'abc' } } },
      `Mozilla/5.0 ${'x'.repeat(600)}`,
    );
    expect(extra).toMatchObject({ source: LEAD_SOURCE, url: 'http://riverside-kia.localhost:3000/cars/trade-in?car_id=rk-1', visited_pages: ['/', '/cars/x'], linked_query_params: 'utm_source=email&gclid=abc' });
    expect((extra.user_agent as string).length).toBe(512);
    expect(LEAD_SOURCE).toBe('Website');
  });

  it('§7: without attributes or a user agent, only the source', () => {
    expect(leadContextExtra({}, null)).toEqual({ source: 'Website' });
  });
});
