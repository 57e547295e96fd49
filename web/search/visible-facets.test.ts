import { refinementFacets } from '@dealer/stock';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { facetLayout, GROUP_PANEL_FACETS } from './visible-facets';
import { GROUP_CITY_LIMIT, GROUP_DEALERSHIP_LIMIT } from './ui/GroupSearchPanel';

const config = (slug: string) => resolveSiteConfig(siteDefinitions.find((site) => site.slug === slug)!).config;

describe('§3 search facets: every one has a widget, shown or not', () => {
  it.each(siteDefinitions.map((site) => site.slug))('%s: sidebar, group panel and hidden facets cover the §3 list facets once each', (slug) => {
    const { sidebar, groupPanel, hidden } = facetLayout(config(slug));
    const all = [...sidebar, ...groupPanel, ...hidden];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...refinementFacets].sort());
    expect(hidden).toContain('dealership_slug');
  });

  it('§2 the brand group (southern-cross-motors) has the side panel: city, dealership, weekly price range', () => {
    expect(facetLayout(config('southern-cross-motors')).groupPanel).toEqual([...GROUP_PANEL_FACETS]);
    expect(config('southern-cross-motors').features.singleSelectFacets).toEqual(['make', 'weekly_price_range']);
  });

  it('§2 group panel limits: city 20, dealership 40', () => {
    expect([GROUP_CITY_LIMIT, GROUP_DEALERSHIP_LIMIT]).toEqual([20, 40]);
  });

  it('a site without the panel keeps city hidden (address only)', () => {
    const { groupPanel, hidden } = facetLayout(config('riverside-kia'));
    expect(groupPanel).toEqual([]);
    expect(hidden).toContain('city');
  });
});
