import { describe, expect, it } from 'vitest';
import { parseCar, type Car } from '../car/car';
import {
  bucketLabel,
  buildSearchLookups,
  carFromSearchRecord,
  carCategories,
  customRank,
  filteredFeatures,
  priceRangeBuckets,
  toSearchRecord,
  weeklyPrice,
  weeklyPriceRangeBuckets,
} from './record';

const lookups = buildSearchLookups([
  {
    dealerships: [{ id: 'd-1', slug: 'riverside-kia', name: 'Riverside Kia' }],
    locations: [{ id: 'l-1', name: 'Riverside Kia - Sales', address: { city: 'Milton', state: 'QLD' } }],
  },
]);

function car(overrides: Record<string, unknown> = {}): Car {
  const parsed = parseCar({
    id: 'c1',
    make: 'Kia',
    model: 'Sportage',
    year: 2024,
    car_type: 'used',
    status: 'in_stock',
    dealership_slug: 'riverside-kia',
    location_id: 'l-1',
    price: 32_990,
    simple_body: 'SUV',
    simple_fuel: 'Petrol',
    fuel: 'Unleaded Petrol 91',
    simple_transmission: 'Automatic',
    created_at: '2025-01-02T03:04:05Z',
    photos_count: 12,
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.car;
}

describe('search records (§3 car fields plus the search facet attributes)', () => {
  it('carries every Car field plus objectID and the facet attributes', () => {
    const source = car();
    const record = toSearchRecord(source, lookups);
    for (const key of Object.keys(source)) if (key !== 'fuel') expect(record).toHaveProperty(key);
    expect(record).toMatchObject({
      objectID: 'c1',
      body: 'SUV',
      fuel: 'Petrol',
      fuel_description: 'Unleaded Petrol 91',
      transmission: 'Automatic',
      make_model: 'Kia > Sportage',
      price_range: '$30,000 - $40,000',
      weekly_price: 119,
      weekly_price_range: '$100 - $150',
      dealership_name: 'Riverside Kia',
      location_name: 'Riverside Kia - Sales',
      city: 'Milton',
      state: 'QLD',
      created_at_timestamp: Date.parse('2025-01-02T03:04:05Z') / 1000,
      categories: ['Used'],
    });
  });

  it("keeps the car's own city and state, and finds names by dealership_id when the slug is unknown", () => {
    const record = toSearchRecord(car({ city: 'Brisbane', state: 'qld', dealership_slug: 'unknown', dealership_id: 'd-1' }), lookups);
    expect(record).toMatchObject({ city: 'Brisbane', state: 'qld', dealership_name: 'Riverside Kia' });
    const orphan = toSearchRecord(car({ dealership_slug: 'unknown', location_id: null, location: { name: 'Yard' } }), lookups);
    expect(orphan).toMatchObject({ dealership_name: null, location_name: 'Yard', city: null });
  });

  it('buckets prices with inclusive lower and exclusive upper bounds; price 0 has no bucket', () => {
    expect(bucketLabel(priceRangeBuckets, 9_999)).toBe('Under $10,000');
    expect(bucketLabel(priceRangeBuckets, 10_000)).toBe('$10,000 - $20,000');
    expect(bucketLabel(priceRangeBuckets, 74_999)).toBe('$50,000 - $75,000');
    expect(bucketLabel(priceRangeBuckets, 250_000)).toBe('$100,000+');
    expect(toSearchRecord(car({ price: 0 }), lookups)).toMatchObject({ price_range: null, weekly_price: null, weekly_price_range: null });
    expect(bucketLabel(weeklyPriceRangeBuckets, 99)).toBe('Under $100');
    expect(bucketLabel(weeklyPriceRangeBuckets, 200)).toBe('$200 - $250');
    expect(bucketLabel(weeklyPriceRangeBuckets, 500)).toBe('$500+');
  });

  it('estimates the weekly price as round((price - 2000) / 260) unless a lender quotes paymentWeek (§9: 260, deposit 2000)', () => {
    expect(weeklyPrice({ price: 54_000, finance_lenders: {} })).toBe(200); // the budget block's defaults: 260 × 200 + 2000
    expect(weeklyPrice({ price: 1_500, finance_lenders: {} })).toBe(0);
    expect(weeklyPrice({ price: 40_000, finance_lenders: { manual: { paymentWeek: 171.6 } } })).toBe(172);
    expect(weeklyPrice({ price: 40_000, finance_lenders: { angle: { paymentWeek: 0 } } })).toBe(146);
  });

  it('ranks available before unavailable, then with photos before without, then priced before unpriced, then newer first', () => {
    const t = 1_750_000_000;
    const available = customRank({ status: 'in_stock', sold: false, photos_count: 1, price: 1 }, t);
    const older = customRank({ status: 'in_stock', sold: false, photos_count: 1, price: 1 }, t - 1);
    const noPhotos = customRank({ status: 'in_stock', sold: false, photos_count: 0, price: 1 }, t + 10_000);
    const noPrice = customRank({ status: 'coming_soon', sold: false, photos_count: 1, price: 0 }, t + 10_000);
    const sold = customRank({ status: 'sold', sold: true, photos_count: 30, price: 1 }, t + 10_000);
    const flaggedSold = customRank({ status: 'in_stock', sold: true, photos_count: 30, price: 1 }, t + 10_000);
    expect(available).toBeGreaterThan(older);
    expect(older).toBeGreaterThan(noPrice);
    expect(noPrice).toBeGreaterThan(noPhotos);
    expect(noPhotos).toBeGreaterThan(sold);
    expect(sold).toBe(flaggedSold);
    expect(Number.isSafeInteger(available)).toBe(true);
  });

  it('derives categories and the filtered features', () => {
    expect(carCategories(car({ car_type: 'new', simple_fuel: 'Electric', seats: 7, drive: 'AWD', status: 'coming_soon' }))).toEqual([
      'New', 'Electric', '7 Seater', '4WD & AWD', 'Coming Soon',
    ]);
    expect(carCategories(car({ simple_fuel: 'Hybrid', certified: true, before_price: 40_000 }))).toEqual(['Used', 'Hybrid', 'Certified', 'Special Offer']);
    expect(carCategories(car({ item_type: 'caravan', simple_fuel: null, fuel: null }))).toEqual(['Used', 'Caravans']);
    expect(filteredFeatures(['Wireless Apple CarPlay', 'Reversing Camera', 'Adaptive Cruise Control', '17" Alloy wheels'])).toEqual([
      'Apple CarPlay', 'Reversing Camera', 'Adaptive Cruise Control', 'Cruise Control', 'Alloy Wheels',
    ]);
    expect(filteredFeatures([])).toEqual([]);
  });
});

describe('a car back from its search record (the vehicle page reads through search)', () => {
  it('round-trips every Car field, the feed fuel text included', () => {
    const source = car({ slug: '2024-kia-sportage-c1', dealercomments: 'One owner|Full history' });
    expect(carFromSearchRecord(toSearchRecord(source, lookups))).toEqual({ ...source, city: 'Milton', state: 'QLD' });
  });

  it.each([
    ['null', null],
    ['a string', 'car'],
    ['a record without a slug', { ...toSearchRecord(car(), lookups), slug: null }],
    ['a record with a bad year', { ...toSearchRecord(car({ slug: 's' }), lookups), year: 'soon' }],
  ])('is null for %s', (_name, record) => {
    expect(carFromSearchRecord(record)).toBeNull();
  });
});
