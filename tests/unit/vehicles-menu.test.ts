import { facetSlug, matchBodySlug, parseSearchPath } from '@dealer/stock';
import { testContext } from '@dealer/blocks/testing';
import { describe, expect, it } from 'vitest';
import { siteDefinitions } from '@dealer/tenants';
import { seedFiles } from '@dealer/tenants/seed';

const files = seedFiles();

interface MenuDoc {
  _id: string;
  items: { _type: string; label?: string; links?: { href: string }[] }[];
}

/** The §2 header 'Vehicles' dropdown (models) of a demo site, from its seed content. */
function vehiclesLinks(slug: string): string[] {
  const docs = files.get(`${slug}/content.ndjson`)!.trim().split('\n').map((line) => JSON.parse(line) as MenuDoc);
  const header = docs.find((doc) => doc._id === `menu_${slug}_header`)!;
  return header.items.find((item) => item._type === 'menuGroup' && item.label === 'Vehicles')?.links?.map((link) => link.href) ?? [];
}

/** Whether a link resolves to a page the web app serves (search slugs must match facet values, as the search route requires). */
async function works(slug: string, href: string): Promise<boolean> {
  if (href === '/models' || href === '/7-seater-cars') return true;
  if (!href.startsWith('/search')) return false;
  const route = parseSearchPath(href.split('/').slice(2));
  if (!route) return false;
  const context = testContext(slug);
  const facets = (await context.searchStock({ hitsPerPage: 0, facets: ['make', 'body'], maxValuesPerFacet: 1000 })).facets ?? {};
  const find = (facet: string, wanted: string) => Object.keys(facets[facet] ?? {}).find((value) => facetSlug(value) === wanted);
  if (route.bodySlug) return matchBodySlug(route.bodySlug, Object.keys(facets.body ?? {}))?.canonical === true;
  if (!route.makeSlug) return true;
  const make = find('make', route.makeSlug);
  if (!make || !route.modelSlug) return Boolean(make);
  const models = await context.searchStock({ hitsPerPage: 0, facets: ['model'], maxValuesPerFacet: 1000, filters: `make:${JSON.stringify(make)}` });
  return Object.keys(models.facets?.model ?? {}).some((model) => facetSlug(model) === route.modelSlug);
}

describe('§2 header Vehicles menu (models dropdown) of every demo site', () => {
  it.each(siteDefinitions.map((site) => site.slug))('%s: every model link opens a working page, and the last is /models', async (slug) => {
    const links = vehiclesLinks(slug);
    expect(links.length).toBeGreaterThan(2);
    expect(links.at(-1)).toBe('/models');
    for (const href of links) expect(await works(slug, href), href).toBe(true);
  });
});
