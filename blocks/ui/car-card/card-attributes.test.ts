import { describe, expect, it } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { isListed, parseCar } from '@dealer/stock';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { CARD_ATTRIBUTES } from './card-attributes';
import { carCardModel } from './card-model';

/**
 * A search for cards returns CARD_ATTRIBUTES only (README "Page speed"): the card drawn from what
 * comes back is the card drawn from the whole record, for every listed demo car of every site
 * (§4 card, §5 favourite and finance rules, §9 tags and reserve amounts all read from it).
 */
const NOW = new Date();
const retrieved = (car: object) => Object.fromEntries(Object.entries(car).filter(([key]) => (CARD_ATTRIBUTES as readonly string[]).includes(key)));

describe('a card from the retrieved attributes is the card from the whole record (README "Page speed")', () => {
  it.each(siteDefinitions.map((definition) => [definition.slug, definition] as const))('%s', (_slug, definition) => {
    const site = resolveSiteConfig(definition).config;
    const cars = generateSiteFeed(site.slug, { now: NOW }).flatMap((row) => {
      const parsed = parseCar(row);
      return parsed.ok && isListed(parsed.car, site, { now: NOW }) ? [parsed.car] : [];
    });
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) expect(carCardModel(retrieved(car) as typeof car, site, NOW), car.slug).toEqual(carCardModel(car, site, NOW));
  });
});
