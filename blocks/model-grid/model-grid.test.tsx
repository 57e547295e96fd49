import { bodyFromSlug, bodyNameSlug, bodySlug, kiaModels } from '@dealer/stock';
import { describe, expect, it } from 'vitest';
import { renderBlockHtml, testContext } from '../registry/render-for-test';
import { modelGridDataSchema } from './data';
import { modelGridBlock, modelsPath } from './index';
import { loadModels } from './models';

const render = (input: Record<string, unknown>, slug = 'riverside-kia', preview = false) =>
  renderBlockHtml(modelGridBlock.Component, modelGridDataSchema.parse(input), testContext(slug, preview));
const tileNames = (html: string) => [...html.matchAll(/data-testid="model-tile".*?<a[^>]*>([^<]+)<\/a>/gs)].map((match) => match[1]);

describe('model grid (§3 Model and Manufacturer)', () => {
  it('§3 the static Kia list has the 15 models in the spec’s order', () => {
    expect(kiaModels.map((model) => model.name)).toEqual([
      'Picanto', 'Cerato', 'K4', 'Stonic', 'Seltos', 'Sportage', 'Sorento', 'Carnival', 'Niro Hybrid', 'Tasman', 'EV3', 'EV5', 'EV6', 'EV6 GT', 'EV9',
    ]);
    expect(kiaModels).toHaveLength(15);
  });

  it('§3 the Kia site’s grid shows the static list in order, each tile linking to /search/{make}/{model}', async () => {
    const html = await render({ heading: 'Explore the range' });
    expect(tileNames(html)).toEqual(kiaModels.map((model) => model.name));
    expect(html).toContain('href="/search/kia/niro-hybrid"');
    expect(html).toContain('href="/search/kia/ev6-gt"');
    expect(html).toContain(encodeURIComponent('/car-images/peopleMover/')); // Carnival drawn as a people mover
    expect(html).toMatch(/alt="Kia Carnival, People Mover"/);
    expect(html).toContain('>New<'); // §3 status badge
  });

  it('every static Kia tile links to a model the demo stock has (no 404s from the grid)', async () => {
    const context = testContext('riverside-kia');
    const stock = await context.searchStock({ hitsPerPage: 0, facets: ['model'], maxValuesPerFacet: 100 });
    for (const model of kiaModels) expect(Object.keys(stock.facets?.model ?? {})).toContain(model.name);
  });

  it.each([
    ['harbour-city-toyota', 'Toyota', '/search/toyota/'],
    ['lone-star-jeep', 'Jeep', '/search/jeep/'],
  ])('other makes: %s lists the %s models in its stock', async (slug, make, prefix) => {
    const { shown } = await loadModels(modelGridDataSchema.parse({}), testContext(slug));
    expect(shown.length).toBeGreaterThan(3);
    for (const model of shown) {
      expect(model.make).toBe(make);
      expect(model.href.startsWith(prefix)).toBe(true);
    }
  });

  it('a site without a manufacturer lists models of every make in stock', async () => {
    const { shown } = await loadModels(modelGridDataSchema.parse({ limit: 60 }), testContext('southern-cross-motors'));
    expect(new Set(shown.map((model) => model.make)).size).toBeGreaterThan(3);
    const html = await render({ limit: 60 }, 'southern-cross-motors');
    expect(tileNames(html)).toContain('Volkswagen Tiguan'); // the make is named when the grid spans makes
  });

  it.each([
    // §2: body names lowercased, spaces to hyphens
    ['People Mover', 'people-mover'],
    ['Cab Chassis', 'cab-chassis'],
    ['SUV', 'suv'],
    ['Station Wagon', 'station-wagon'],
  ])('§2 /models?body=: %s -> %s', (name, slug) => {
    expect(bodyNameSlug(name)).toBe(slug);
  });

  it.each([
    ['peopleMover', 'people-mover'],
    ['suv', 'suv'],
    ['lightTruck', 'light-truck'],
  ])('§2 body type %s has the slug %s and back', (body, slug) => {
    expect(bodySlug(body)).toBe(slug);
    expect(bodyFromSlug(slug)).toBe(body);
    expect(modelsPath(body)).toBe(`/models?body=${slug}`);
  });

  it('§2 body filter: only that body’s models, with an accessible nav marking the current body', async () => {
    const html = await render({ body: 'peopleMover', showBodyFilter: true });
    expect(tileNames(html)).toEqual(['Carnival']);
    expect(html).toMatch(/<nav[^>]*aria-label="Filter models by body type"/);
    expect(html).toMatch(/<a[^>]*href="\/models\?body=people-mover"[^>]*aria-current="page"/);
    expect(html).toContain('href="/models"');
    expect(html).toContain('href="/models?body=ute"');
  });

  it('§2 an unknown body shows an empty state with a link to all models, not a 404', async () => {
    const html = await render({ body: bodyFromSlug('hovercraft') ?? 'hovercraft', showBodyFilter: true });
    expect(tileNames(html)).toEqual([]);
    expect(html).toContain('We have no models with that body type right now.');
    expect(html).toContain('href="/models"');
  });

  it('an unknown make with no stock: nothing for shoppers, a placeholder in preview', async () => {
    expect(await render({ make: 'Lada', source: 'stock' })).toBe('');
    expect(await render({ make: 'Lada', source: 'stock' }, 'riverside-kia', true)).toContain('data-block-placeholder');
  });
});
