import { describe, expect, it } from 'vitest';
import { renderBlockHtml, testContext } from '../registry/render-for-test';
import { facetTilesDataSchema } from './data';
import { facetTilesBlock } from './index';

describe('facet tiles (§2: tiles link to make or body searches)', () => {
  it.each([
    ['make', 'southern-cross-motors', /href="\/search\/[a-z0-9-]+"/],
    ['body', 'riverside-kia', /href="\/search\/[a-z0-9-]+-cars"/],
  ])('%s tiles on %s link to the search route with live counts', async (facet, site, link) => {
    const data = facetTilesDataSchema.parse({ heading: 'Shop', facet, limit: 6 });
    const html = await renderBlockHtml(facetTilesBlock.Component, data, testContext(site));
    expect(html).toMatch(link);
    expect((html.match(/<li/g) ?? []).length).toBeGreaterThan(0);
    expect((html.match(/<li/g) ?? []).length).toBeLessThanOrEqual(6);
  });

  it('only shows the site’s own makes', async () => {
    const html = await renderBlockHtml(facetTilesBlock.Component, facetTilesDataSchema.parse({ facet: 'make' }), testContext('riverside-kia'));
    expect(html).toContain('href="/search/kia"');
    expect(html).not.toContain('/search/toyota');
  });

  it.each([[{ facet: 'colour' }, 'make'], [{ limit: 1000 }, 'make']])('bad content %j falls back to defaults', (input, facet) => {
    const data = facetTilesDataSchema.parse(input);
    expect(data.facet).toBe(facet);
    expect(data.limit).toBe(8);
  });
});
