import { describe, expect, it } from 'vitest';
import type { Car } from '../car/car';
import { DAY_SECONDS, makeCar, makeSite, NOW, NOW_SECONDS } from './testing';
import { isAvailable, isListed, isSold, isSoldWithinWindow, mandatoryFilters, soldCutoffSeconds } from './visibility';

/**
 * A reference evaluator for the subset of Algolia `filters` syntax the rules emit: top-level AND of
 * terms or parenthesised OR groups; terms `attr:value`, `attr:"quoted"`, `attr > number`.
 */
function matchesFilter(filter: string, record: Record<string, unknown>): boolean {
  const term = (text: string): boolean => {
    const numeric = /^(\w+) (>|<|>=|<=|=) (-?\d+(?:\.\d+)?)$/.exec(text);
    if (numeric) {
      const value = record[numeric[1]!];
      if (typeof value !== 'number') return false;
      const n = Number(numeric[3]);
      return { '>': value > n, '<': value < n, '>=': value >= n, '<=': value <= n, '=': value === n }[numeric[2]!]!;
    }
    const facet = /^(\w+):(?:"((?:[^"\\]|\\.)*)"|([^\s()"]+))$/.exec(text);
    if (!facet) throw new Error(`unsupported filter term: ${text}`);
    const wanted = (facet[2]?.replace(/\\(.)/g, '$1') ?? facet[3]!).toLowerCase();
    return String(record[facet[1]!]).toLowerCase() === wanted;
  };
  return filter.split(' AND ').every((group) => {
    const inner = group.startsWith('(') && group.endsWith(')') ? group.slice(1, -1) : group;
    if (inner.includes('(') || inner.includes(' AND ')) throw new Error(`not valid Algolia nesting: ${group}`);
    return inner.split(' OR ').some(term);
  });
}

const cutoff = NOW_SECONDS - 3 * DAY_SECONDS; // 3 days: the §4 default include_sold_cars_days

describe('sold window (§4, §7)', () => {
  it('§7 cutoff is the default 3 days in seconds before now', () => {
    expect(soldCutoffSeconds(NOW, 3)).toBe(1731974400);
    expect(makeSite().stockVisibility.include_sold_cars_days).toBe(3);
  });

  it.each([
    ['§4 sold 1 second inside the 3-day window', cutoff + 1, true],
    ['§7 sold exactly at the cutoff is outside (strictly greater)', cutoff, false],
    ['§4 sold 4 days ago is outside the 3-day window', NOW_SECONDS - 4 * DAY_SECONDS, false],
    ['§4 no sold date is outside the window', null, false],
  ])('%s', (_name, soldAt, expected) => {
    expect(isSoldWithinWindow(makeCar({ status: 'sold', sold: true, sold_date_timestamp: soldAt }), makeSite(), { now: NOW })).toBe(expected);
  });
});

describe('availability (§4)', () => {
  it.each([
    ['in_stock', false, true],
    ['coming_soon', false, true],
    ['sold', false, false],
    ['others', false, false],
    ['in_stock', true, false],
    ['coming_soon', true, false],
  ] as const)('§4 status %s with sold flag %s: available %s', (status, sold, expected) => {
    const car = makeCar({ status, sold });
    expect(isAvailable(car)).toBe(expected);
    expect(isSold(car)).toBe(sold || status === 'sold');
  });

  it('§4 a reserved car is still available (rule 3 Reserved ranks below rule 1 Sold)', () => {
    expect(isAvailable(makeCar({ reserved: true }))).toBe(true);
  });
});

const site = makeSite();
const usedSite = makeSite({ stockVisibility: { carTypes: ['used'] } });
const strictSite = makeSite({
  stockVisibility: { include_sold_cars_days: 14, carTypes: ['new', 'demo'], inStockOnly: true, requirePhotos: true, priceAboveZeroWhenSortingByPriceAsc: true },
});

// [name, car overrides, listed on the default site]
const listingTable: [string, Partial<Parameters<typeof makeCar>[0]>, boolean][] = [
  ['§4 in_stock shown on the dealer site', {}, true],
  ['§4 coming_soon', { status: 'coming_soon' }, true],
  ['§4 hidden from the dealer site', { show_on_dealer_website: false }, false],
  ['§4 status others', { status: 'others' }, false],
  ['§4 sold within 3 days', { status: 'sold', sold: true, sold_date_timestamp: cutoff + 60 }, true],
  ['§4 sold 4 days ago', { status: 'sold', sold: true, sold_date_timestamp: NOW_SECONDS - 4 * DAY_SECONDS }, false],
  ['§4 sold with no sold date', { status: 'sold', sold: true }, false],
  ['§4 status sold, flag not set, inside window', { status: 'sold', sold_date_timestamp: cutoff + 60 }, true],
  ['§4 flagged sold though status in_stock, outside window', { sold: true, sold_date_timestamp: cutoff - 60 }, false],
  ['§4 flagged sold though status in_stock, inside window', { sold: true, sold_date_timestamp: cutoff + 60 }, true],
  ['§4 sold within window but hidden from the site', { status: 'sold', sold: true, sold_date_timestamp: cutoff + 60, show_on_dealer_website: false }, false],
  ['another dealership', { dealership_slug: 'other-dealer' }, false],
  ['§9 demo car', { car_type: 'demo' }, true],
  ['§9 new car, no photos, price 0', { car_type: 'new', photos_count: 0, price: 0 }, true],
  ['§9 new in_stock car with photos and a price', { car_type: 'new', photos_count: 3, price: 45990 }, true],
  ['§9 sold 10 days ago (inside a 14-day window)', { car_type: 'new', status: 'sold', sold: true, sold_date_timestamp: NOW_SECONDS - 10 * DAY_SECONDS }, false],
];
const cars: [string, Car, boolean][] = listingTable.map(([name, overrides, listed]) => [name, makeCar(overrides), listed]);

describe('isListed (§4, §7)', () => {
  it.each(cars)('%s', (_name, car, expected) => {
    expect(isListed(car, site, { now: NOW })).toBe(expected);
  });
});

describe('per-site stock visibility (§9)', () => {
  it.each([
    ['§9 car_type used only lists a used car', usedSite, {}, true],
    ['§9 car_type used only hides a demo car', usedSite, { car_type: 'demo' }, false],
    ['§9 in_stock only hides coming_soon', strictSite, { car_type: 'new', status: 'coming_soon' }, false],
    ['§9 photos_count above 0 hides a car with 0 photos', strictSite, { car_type: 'new', photos_count: 0 }, false],
    ['§9 all strict rules met', strictSite, { car_type: 'new', photos_count: 1 }, true],
  ] as const)('%s', (_name, siteConfig, overrides, expected) => {
    expect(isListed(makeCar(overrides), siteConfig, { now: NOW })).toBe(expected);
  });

  it('§9 price above 0 is required only when sorting by lowest price on sites with the flag', () => {
    const free = makeCar({ car_type: 'new', price: 0 });
    expect(isListed(free, strictSite, { now: NOW })).toBe(true);
    expect(isListed(free, strictSite, { now: NOW, sort: 'price-desc' })).toBe(true);
    expect(isListed(free, strictSite, { now: NOW, sort: 'price-asc' })).toBe(false);
    expect(isListed(free, site, { now: NOW, sort: 'price-asc' })).toBe(true);
  });
});

describe('mandatoryFilters (§7, §9)', () => {
  it('§7 the default site: dealership scope, the 3-day sold window, shown on the dealer site', () => {
    expect(mandatoryFilters(site, { now: NOW })).toBe(
      'dealership_slug:"riverside-kia" AND (status:in_stock OR status:coming_soon OR sold_date_timestamp > 1731974400)' +
        ' AND (sold:false OR sold_date_timestamp > 1731974400) AND show_on_dealer_website:true',
    );
  });

  it('§9 a site with every rule on, sorting by lowest price, across two dealerships', () => {
    expect(mandatoryFilters(strictSite, { now: NOW, sort: 'price-asc', dealershipSlugs: ['a', 'b'] })).toBe(
      '(dealership_slug:"a" OR dealership_slug:"b") AND (status:in_stock OR status:coming_soon OR sold_date_timestamp > 1731024000)' +
        ' AND (sold:false OR sold_date_timestamp > 1731024000) AND show_on_dealer_website:true' +
        ' AND (car_type:new OR car_type:demo) AND status:in_stock AND photos_count > 0 AND price > 0',
    );
  });

  it('refuses an empty dealership scope instead of listing every dealer', () => {
    expect(() => mandatoryFilters(site, { now: NOW, dealershipSlugs: [] })).toThrow(/dealership/);
  });

  it('quotes dealership slugs safely', () => {
    expect(mandatoryFilters(site, { now: NOW, dealershipSlugs: ['a"b'] })).toMatch(/^dealership_slug:"a\\"b" AND/);
  });

  const sites = [
    ['default site', site],
    ['used-only site', usedSite],
    ['strict site', strictSite],
  ] as const;
  const sorts = [undefined, 'price-asc', 'latest'] as const;
  const combos = sites.flatMap(([siteName, siteConfig]) =>
    sorts.flatMap((sort) => cars.map(([carName, car]) => [`${siteName}, sort ${sort ?? 'none'}: ${carName}`, siteConfig, sort, car] as const)),
  );

  it.each(combos)('§7 the Algolia filter and isListed agree: %s', (_name, siteConfig, sort, car) => {
    const options = { now: NOW, sort };
    expect(matchesFilter(mandatoryFilters(siteConfig, options), car)).toBe(isListed(car, siteConfig, options));
  });
});
