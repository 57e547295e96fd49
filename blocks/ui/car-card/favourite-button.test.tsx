// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { hasCarImage, isListed, parseCar, type Car } from '@dealer/stock';
import { createLocale, findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { favourites } from '../shopper/local-list';
import { carCardModel } from './card-model';
import { CarCard } from './CarCard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * §5 "Favourite button on some sites requires price above 0 and at least one thumbnail or image":
 * on lone-star-jeep (the demo site with `favouriteNeedsPriceAndImage`) the cards of its real demo
 * feed, rendered as the search page renders them.
 */
const NOW = new Date();
const config = (slug: string): SiteConfig => resolveSiteConfig(findSiteDefinition(slug)!).config;
const listed = (site: SiteConfig) =>
  generateSiteFeed(site.slug, { now: NOW }).flatMap((row) => {
    const parsed = parseCar(row);
    return parsed.ok && isListed(parsed.car, site, { now: NOW }) ? [parsed.car] : [];
  });

const jeep = config('lone-star-jeep');
const jeepCars = listed(jeep);
const priced = jeepCars.find((car) => car.price > 0 && hasCarImage(car))!;
const zeroPrice = jeepCars.find((car) => car.price === 0 && hasCarImage(car))!;
const noImage = jeepCars.find((car) => car.price > 0 && !hasCarImage(car))!;

const heart = (car: Car) => `Save ${car.year} ${car.make} ${car.model} to favourites`;
const html = (car: Car, site: SiteConfig) => renderToString(<CarCard car={carCardModel(car, site, NOW)} locale={createLocale(site.locale)} />);

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('§5 favourite button on the cards of a site with the rule', () => {
  it('the demo feed has the cases to show (a priced car with photos, a $0 car, a car without photos)', () => {
    expect(jeep.features.favouriteNeedsPriceAndImage).toBe(true);
    expect([priced, zeroPrice, noImage].every(Boolean)).toBe(true);
  });

  it.each([
    ['§5 price above 0 and an image: the heart shows', () => priced, true],
    ['§5 price 0: no heart', () => zeroPrice, false],
    ['§5 no thumbnail or image: no heart', () => noImage, false],
  ] as const)('%s', (_name, pick, shown) => {
    const car = pick();
    expect(carCardModel(car, jeep, NOW).favouritable).toBe(shown);
    expect(html(car, jeep).includes(`aria-label="${heart(car)}"`)).toBe(shown);
    // Compare stays on every card: the rule is the favourite's alone.
    expect(html(car, jeep)).toContain(`aria-label="Compare ${car.year} ${car.make} ${car.model}"`);
  });

  it('§5 a site without the rule shows the heart on a $0 car without photos', () => {
    const site = { ...jeep, features: { ...jeep.features, favouriteNeedsPriceAndImage: false } };
    expect(html(zeroPrice, site)).toContain(`aria-label="${heart(zeroPrice)}"`);
    expect(html(noImage, site)).toContain(`aria-label="${heart(noImage)}"`);
  });

  it('§5 a car favourited before it lost its price keeps its heart, so it can be removed', async () => {
    favourites.add(zeroPrice.id);
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    await act(async () => root!.render(<CarCard car={carCardModel(zeroPrice, jeep, NOW)} locale={createLocale(jeep.locale)} />));
    const remove = host.querySelector<HTMLButtonElement>(`button[aria-label="Remove ${zeroPrice.year} ${zeroPrice.make} ${zeroPrice.model} from favourites"]`)!;
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    await act(async () => remove.click());
    expect(favourites.read()).not.toContain(zeroPrice.id);
    // Once removed it cannot be added again: the heart goes.
    expect(host.querySelector('button[aria-label$="favourites"]')).toBeNull();
  });
});
