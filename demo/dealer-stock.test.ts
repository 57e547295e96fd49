import { parseCar } from '@dealer/stock';
import { describe, expect, it } from 'vitest';
import { DAY, scenarioCounts } from './build-car';
import { benchmarkSites, searchTestSites } from './dealer-sites';
import { DEALER_STOCK_NOW, generateDealerStock, generateSearchRecords } from './dealer-stock';

const nowSeconds = DEALER_STOCK_NOW.getTime() / 1000;

describe('generateDealerStock: search test stock', () => {
  const cars = generateDealerStock(2_000, 7);

  it('is deterministic per seed, and another seed gives other cars', () => {
    expect(generateDealerStock(2_000, 7)).toEqual(cars);
    expect(generateDealerStock(50, 8)).not.toEqual(cars.slice(0, 50));
  });

  it('spreads over every dealership of the test sites, demo sites and groups alike', () => {
    const dealerships = searchTestSites.flatMap((site) => site.dealerships.map((dealership) => dealership.slug));
    expect(new Set(cars.map((car) => car.dealership_slug))).toEqual(new Set(dealerships));
    expect(cars.filter((car) => car.dealership_slug === 'southern-cross-caravans').every((car) => car.item_type === 'caravan')).toBe(true);
    expect(new Set(cars.filter((car) => car.dealership_slug === 'metro-mazda').map((car) => car.make))).toEqual(new Set(['Mazda']));
    const yard = cars.filter((car) => car.dealership_slug === 'metro-used');
    expect(yard.filter((car) => car.car_type === 'used').length / yard.length).toBeGreaterThan(0.85); // a used-car yard
  });

  it('holds every §4 special case the search must handle', () => {
    const sold = cars.filter((car) => car.sold);
    expect(sold.some((car) => nowSeconds - car.sold_date_timestamp! < 3 * DAY)).toBe(true);
    expect(sold.some((car) => nowSeconds - car.sold_date_timestamp! > 3 * DAY)).toBe(true);
    for (const check of [
      (car: (typeof cars)[number]) => car.status === 'coming_soon',
      (car: (typeof cars)[number]) => car.reserved,
      (car: (typeof cars)[number]) => car.price === 0,
      (car: (typeof cars)[number]) => car.preorder,
      (car: (typeof cars)[number]) => car.tag === 'Test Drive Only',
      (car: (typeof cars)[number]) => car.photos_count === 0,
      (car: (typeof cars)[number]) => !car.show_on_dealer_website,
      (car: (typeof cars)[number]) => Number(car.before_price ?? 0) > car.price,
    ]) expect(cars.some(check)).toBe(true);
    expect(Object.keys(scenarioCounts)).toHaveLength(14);
  });

  it('search records carry the sites’ dealership names', () => {
    const records = generateSearchRecords(200, 7);
    expect(records.map((record) => record.objectID)).toEqual(cars.slice(0, 200).map((car) => car.id));
    expect(records.find((record) => record.dealership_slug === 'metro-mazda')?.dealership_name).toBe('Metro Mazda');
  });
});

describe('the benchmark set', () => {
  it('makes 100,000 valid cars over hundreds of dealerships, quickly and deterministically', () => {
    const sites = benchmarkSites(150, 1);
    expect(benchmarkSites(150, 1)).toEqual(sites);
    const started = performance.now();
    const cars = generateDealerStock(100_000, 1, { sites });
    const elapsed = performance.now() - started;
    console.log(`generateDealerStock(100000): ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(10_000); // target < 5 s on an idle 2-core machine; generous for busy CI
    expect(cars).toHaveLength(100_000);
    expect(new Set(cars.map((c) => c.id)).size).toBe(100_000);
    expect(new Set(cars.map((c) => c.dealership_slug)).size).toBeGreaterThanOrEqual(300);
    for (let i = 0; i < cars.length; i += 997) {
      const parsed = parseCar(cars[i]);
      expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    }
    expect(generateDealerStock(500, 1, { sites })).toEqual(cars.slice(0, 500));
    expect(cars.some((c) => c.status === 'sold')).toBe(true);
    expect(new Set(cars.map((c) => c.make)).size).toBeGreaterThanOrEqual(12);
  });
});
