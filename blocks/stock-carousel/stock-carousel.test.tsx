import { isListed, type Car } from '@dealer/stock';
import { describe, expect, it } from 'vitest';
import { renderBlockHtml, searchDemoStock, TEST_NOW, testContext } from '../registry/render-for-test';
import { carouselIndex, stockCarouselDataSchema } from './data';
import { stockCarouselBlock } from './index';

describe('stock carousel', () => {
  it('renders the latest listed cars as cards with previous/next controls', async () => {
    const context = testContext('riverside-kia');
    const data = stockCarouselDataSchema.parse({ heading: 'Latest arrivals', source: 'latest', limit: 6 });
    const html = await renderBlockHtml(stockCarouselBlock.Component, data, context);
    expect((html.match(/data-testid="car-card"/g) ?? []).length).toBe(6);
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('Latest arrivals');
  });

  it('latest means newest first, and every car is one the site lists (§4, §7)', async () => {
    const { site } = testContext('southern-cross-motors');
    const result = await searchDemoStock(site, { hitsPerPage: 8 }, carouselIndex.latest);
    const hits = result.hits as unknown as (Car & { created_at_timestamp: number })[];
    expect(hits.map((h) => h.created_at_timestamp)).toEqual([...hits.map((h) => h.created_at_timestamp)].sort((a, b) => b - a));
    for (const hit of hits) expect(isListed(hit, site, { now: TEST_NOW })).toBe(true);
  });

  it('a car type narrows the cars', async () => {
    const html = await renderBlockHtml(stockCarouselBlock.Component, stockCarouselDataSchema.parse({ source: 'featured', carType: 'demo' }), testContext('riverside-kia'));
    expect(html).not.toMatch(/>Used</);
  });
});
