import { carImageBodies, parseCar } from '@dealer/stock';
import { findSiteDefinition } from '@dealer/tenants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoCarRow } from './build-car';
import { generateDealerStock } from './dealer-stock';
import { createRandom } from './prng';
import { demoStockSites, generateSiteFeed } from './site-feed';

const NOW = new Date('2026-11-20T00:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const DAY = 86_400;
type DemoSite = 'riverside-kia' | 'southern-cross-motors' | 'harbour-city-toyota' | 'lone-star-jeep';
const sites = demoStockSites as readonly DemoSite[];
const feeds = Object.fromEntries(sites.map((site) => [site, generateSiteFeed(site, { now: NOW })])) as Record<DemoSite, DemoCarRow[]>;

afterEach(() => vi.restoreAllMocks());

describe('seeded PRNG', () => {
  it('gives the same stream for the same seed and a different one for another', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    const c = createRandom('y');
    const draws = (r: ReturnType<typeof createRandom>) => Array.from({ length: 5 }, () => r.next());
    const first = draws(a);
    expect(draws(b)).toEqual(first);
    expect(draws(c)).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('int, pick, sample and weighted stay in range', () => {
    const r = createRandom(7);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(new Set(r.sample([1, 2, 3, 4], 4))).toEqual(new Set([1, 2, 3, 4]));
    expect(r.weighted([['a', 0], ['b', 1]])).toBe('b');
  });
});

describe('generateSiteFeed: deterministic demo feeds', () => {
  it('same site, now and seed give the same rows; another seed or now changes them', () => {
    expect(generateSiteFeed('riverside-kia', { now: NOW })).toEqual(feeds['riverside-kia']);
    expect(generateSiteFeed('riverside-kia', { now: NOW, seed: 2 })).not.toEqual(feeds['riverside-kia']);
    const later = generateSiteFeed('riverside-kia', { now: new Date(NOW.getTime() + DAY * 1000) });
    expect(later[0]!.created_at).not.toBe(feeds['riverside-kia'][0]!.created_at);
  });

  it('never calls Math.random', () => {
    const spy = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    generateSiteFeed('southern-cross-motors', { now: NOW });
    generateDealerStock(200, 3);
    expect(spy).not.toHaveBeenCalled();
  });

  it('the demo sites with stock are the profiled ones of @dealer/tenants, in seeding order', () => {
    expect(demoStockSites).toEqual(['riverside-kia', 'southern-cross-motors', 'harbour-city-toyota', 'lone-star-jeep']);
  });

  it('rejects an unknown site', () => {
    expect(() => generateSiteFeed('nope', { now: NOW })).toThrow('Unknown site: nope');
  });

  it('ids are unique across all demo sites', () => {
    const ids = Object.values(feeds).flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe.each(sites)('§3 demo feed for %s', (siteSlug) => {
  const rows = feeds[siteSlug];
  const site = findSiteDefinition(siteSlug)!;
  const dealerships = new Set(site.dealerships.map((d) => d.slug));
  const count = (predicate: (row: DemoCarRow) => boolean) => rows.filter(predicate).length;

  it('has a few hundred cars, every row valid for parseCar and for the site’s dealerships', () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.length).toBeLessThanOrEqual(500);
    for (const row of rows) {
      const parsed = parseCar(row);
      expect(parsed.ok ? [] : parsed.errors, row.id).toEqual([]);
      if (parsed.ok) expect(parsed.car).toEqual(row); // already in parsed form: nothing is defaulted or coerced
      expect(dealerships.has(row.dealership_slug), row.dealership_slug).toBe(true);
    }
  });

  it('location objects match the site’s locations', () => {
    for (const row of rows) {
      const location = site.locations.find((l) => l.id === row.location_id)!;
      expect(location, row.id).toBeDefined();
      expect(location.dealership_slug).toBe(row.dealership_slug);
      expect(row.location).toMatchObject({ name: location.name, slug: location.slug, phone: location.phone, address: { city: location.address.city, state: location.address.state, postcode: location.address.postcode } });
      expect(row.city).toBe(location.address.city);
    }
  });

  it.each([
    ['§4 sold inside the 3-day sold window', (r: DemoCarRow) => r.status === 'sold' && r.sold === true && nowSeconds - r.sold_date_timestamp! < 3 * DAY],
    ['§4 sold outside the 3-day sold window', (r: DemoCarRow) => r.status === 'sold' && r.sold === true && nowSeconds - r.sold_date_timestamp! > 3 * DAY],
    ['§4 coming_soon', (r: DemoCarRow) => r.status === 'coming_soon'],
    ['§4 reserved', (r: DemoCarRow) => r.reserved === true],
    ['§4 price 0 (no-price text)', (r: DemoCarRow) => r.price === 0 && !r.preorder],
    ['§4 preorder (price 0)', (r: DemoCarRow) => r.preorder === true && r.price === 0 && r.car_type === 'new'],
    ['§3 tag Test Drive Only', (r: DemoCarRow) => r.tag === 'Test Drive Only'],
    ['§9 photos_count 0 (no images)', (r: DemoCarRow) => r.photos_count === 0 && (r.images ?? []).length === 0 && r.primary_image_url === null],
    ['show_on_dealer_website false', (r: DemoCarRow) => r.show_on_dealer_website === false],
    ['§4 new tag: created within 8 days', (r: DemoCarRow) => nowSeconds - Date.parse(r.created_at!) / 1000 < 8 * DAY],
    ['§4 below market: more than $499 under the market price', (r: DemoCarRow) => !!r.autograb_data && (r.autograb_data.state_average_market_price ?? r.autograb_data.average_market_price!) - Number(r.price) > 499],
    ['§4 near market: within $499 (no indicator)', (r: DemoCarRow) => !!r.autograb_data && Math.abs((r.autograb_data.state_average_market_price ?? r.autograb_data.average_market_price!) - Number(r.price)) <= 499],
    ['§4 was-price above the price', (r: DemoCarRow) => Number(r.before_price ?? 0) > Number(r.price)],
    ['§3 Electric', (r: DemoCarRow) => r.simple_fuel === 'Electric'],
    ['§3 Hybrid', (r: DemoCarRow) => r.simple_fuel === 'Hybrid' || r.simple_fuel === 'Plug-in Hybrid'],
    ['new', (r: DemoCarRow) => r.car_type === 'new'],
    ['used', (r: DemoCarRow) => r.car_type === 'used'],
    ['demo', (r: DemoCarRow) => r.car_type === 'demo'],
    ['§5 dealer comments with | paragraphs', (r: DemoCarRow) => (r.dealercomments ?? '').split('|').length >= 2],
    ['§5 empty dealer comments (pending text)', (r: DemoCarRow) => r.dealercomments === null],
  ])('includes %s', (_name, predicate) => {
    expect(count(predicate)).toBeGreaterThan(0);
  });

  it('created_at spreads over the last 120 days and sold cars were listed before they sold', () => {
    for (const row of rows) {
      const created = Date.parse(row.created_at!) / 1000;
      expect(nowSeconds - created).toBeGreaterThanOrEqual(0);
      expect(nowSeconds - created).toBeLessThanOrEqual(180 * DAY);
      if (row.sold_date_timestamp) expect(created).toBeLessThan(row.sold_date_timestamp);
    }
    expect(count((r) => nowSeconds - Date.parse(r.created_at!) / 1000 > 60 * DAY)).toBeGreaterThan(20);
  });

  it(`finance_lenders are keyed by the site's provider (${site.finance_provider}) with whole-dollar payments`, () => {
    const financed = rows.filter((r) => Object.keys(r.finance_lenders ?? {}).length > 0);
    expect(financed.length).toBeGreaterThan(rows.length / 2);
    for (const row of financed) {
      const lender = (row.finance_lenders as Record<string, Record<string, number>>)[site.finance_provider!]!;
      expect(lender, row.id).toBeDefined();
      expect(Number.isInteger(lender.paymentWeek) && Number.isInteger(lender.paymentMonth)).toBe(true);
      expect(lender.interestRate).toBeGreaterThan(0);
      expect(Number(row.price)).toBeGreaterThan(500);
    }
    expect(count((r) => Object.values(r.finance_lenders ?? {}).some((l) => l.comparisonRate == null))).toBeGreaterThan(0);
  });

  it('every car has images at /car-images/{body}/{colour}.png?v=N unless it has no photos', () => {
    for (const row of rows) {
      expect(row.images!.length).toBe(row.photos_count);
      expect(row.thumbnails!.length).toBe(row.photos_count);
      for (const [i, image] of row.images!.entries()) {
        const match = /^\/car-images\/([A-Za-z]+)\/([a-z]+)\.png\?v=(\d+)$/.exec(image.image_url);
        expect(match, image.image_url).not.toBeNull();
        expect(carImageBodies).toContain(match![1]);
        expect(match![2]).toBe(String(row.colour).toLowerCase());
        expect(Number(match![3])).toBe(i + 1);
      }
    }
  });

  it('realistic figures: prices, years, km and equipment by car type', () => {
    for (const row of rows) {
      const price = Number(row.price);
      if (price > 0) expect(price).toBeGreaterThanOrEqual(5000);
      expect(price).toBeLessThan(200_000);
      expect(row.year).toBeLessThanOrEqual(NOW.getUTCFullYear());
      expect(row.year).toBeGreaterThanOrEqual(NOW.getUTCFullYear() - 14);
      if (row.car_type === 'new' && row.item_type !== 'caravan') expect(row.km).toBeLessThan(100);
      if (row.car_type === 'demo') expect(Number(row.km)).toBeGreaterThanOrEqual(500);
      if (row.car_type === 'used' && row.item_type !== 'caravan') expect(Number(row.km)).toBeGreaterThan(1000);
      expect(row.standardEquipment!.length).toBeGreaterThan(4);
      if (row.item_type !== 'caravan') expect(row.variant).toMatchObject({ vehiclelength: expect.any(Number), torque: expect.any(Number) });
    }
  });
});

describe('site-specific stock', () => {
  it('Riverside Kia: only Kias, covering the §3 model list', () => {
    const models = new Set(feeds['riverside-kia'].map((r) => r.model));
    expect(new Set(feeds['riverside-kia'].map((r) => r.make))).toEqual(new Set(['Kia']));
    expect([...models].sort()).toEqual(
      ['Picanto', 'Cerato', 'K4', 'Stonic', 'Seltos', 'Sportage', 'Sorento', 'Carnival', 'Niro Hybrid', 'Tasman', 'EV3', 'EV5', 'EV6', 'EV6 GT', 'EV9'].sort(),
    );
  });

  it('Harbour City Toyota: Toyotas, with certified used cars only among used', () => {
    const rows = feeds['harbour-city-toyota'];
    expect(new Set(rows.map((r) => r.make))).toEqual(new Set(['Toyota']));
    const certified = rows.filter((r) => r.certified);
    expect(certified.length).toBeGreaterThan(20);
    expect(certified.every((r) => r.car_type === 'used' && r.year >= NOW.getUTCFullYear() - 6)).toBe(true);
    expect(rows.some((r) => r.car_type === 'used' && !r.certified)).toBe(true);
  });

  it('Lone Star Jeep: Jeep and Ram; km stored as km (the comments show miles)', () => {
    const rows = feeds['lone-star-jeep'];
    expect(new Set(rows.map((r) => r.make))).toEqual(new Set(['Jeep', 'Ram']));
    const used = rows.find((r) => r.car_type === 'used' && r.dealercomments)!;
    const miles = Math.round(Number(used.km) / 1.609344).toLocaleString('en-US');
    expect(used.dealercomments).toContain(`${miles} miles`);
    expect(rows.filter((r) => r.price_type === 'MSRP').every((r) => r.car_type === 'new')).toBe(true);
  });

  it('Southern Cross: many used makes at two dealerships, and Jayco caravans with specifications', () => {
    const rows = feeds['southern-cross-motors'];
    const cars = rows.filter((r) => r.item_type !== 'caravan');
    const caravans = rows.filter((r) => r.item_type === 'caravan');
    expect(new Set(cars.map((r) => r.make)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(cars.map((r) => r.dealership_slug))).toEqual(new Set(['southern-cross-parramatta', 'southern-cross-dandenong']));
    expect(cars.filter((r) => r.car_type === 'used').length / cars.length).toBeGreaterThan(0.8);
    expect(caravans.length).toBeGreaterThan(20);
    for (const caravan of caravans) {
      expect(caravan).toMatchObject({ make: 'Jayco', dealership_slug: 'southern-cross-caravans', simple_body: 'caravan' });
      expect(caravan.specifications).toEqual({
        body_width: expect.any(Number),
        body_length: expect.any(Number),
        tare_weight: expect.any(Number),
        axle_type: expect.stringMatching(/^(Single|Tandem)$/),
        sleeps: expect.any(Number),
        aggregate_trailer_mass: expect.any(Number),
      });
      expect(caravan.specifications!.aggregate_trailer_mass!).toBeGreaterThan(caravan.specifications!.tare_weight!);
    }
    expect(cars.filter((r) => r.state === 'VIC').length).toBeGreaterThan(0);
  });

  it('uses §3 body types (plus caravan) and the transmissions and fuels shoppers filter on', () => {
    const all = Object.values(feeds).flat();
    const sectionThreeBodies = ['4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon', 'caravan'];
    expect(all.every((r) => sectionThreeBodies.includes(String(r.simple_body)))).toBe(true);
    expect(new Set(all.map((r) => r.simple_body)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((r) => r.simple_transmission))).toEqual(new Set(['Automatic', 'Manual', null]));
    expect(new Set(all.map((r) => r.simple_fuel))).toEqual(new Set(['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', null]));
    expect(new Set(all.map((r) => r.colour)).size).toBeGreaterThanOrEqual(8);
  });
});
