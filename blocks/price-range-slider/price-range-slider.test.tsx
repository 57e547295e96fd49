import { describe, expect, it } from 'vitest';
import { renderBlockHtml, testContext } from '../registry/render-for-test';
import { priceRangeSliderDataSchema } from './data';
import { priceRangeSliderBlock } from './index';

describe('price range slider (§2, §5, §9)', () => {
  it('§9 defaults 5000 to 250000', () => {
    expect(priceRangeSliderDataSchema.parse({})).toMatchObject({ min: 5000, max: 250000 });
    expect(priceRangeSliderDataSchema.parse({ min: 9000, max: 100 })).toMatchObject({ min: 5000, max: 250000 });
  });

  it("'View' opens the search sorted by highest price, thumbs step 500", async () => {
    const html = await renderBlockHtml(priceRangeSliderBlock.Component, priceRangeSliderDataSchema.parse({ heading: 'Shop by price' }), testContext('harbour-city-toyota'));
    expect(html).toMatch(/href="\/search\?price=\d+-\d+&amp;sortBy=price-desc"/);
    expect(html).toContain('step="500"');
    expect(html).toContain('>View<');
  });
});
