import { deepMerge, resolveSiteConfig, type DeepPartial, type SiteConfig, type SiteDefinition } from '@dealer/tenants';
import { parseCar, type Car, type CarInput } from '../car/car';

/**
 * Fixtures for the rule tests: a complete Car and a complete SiteConfig built through the real
 * schemas (so defaults are the platform's), with only the fields a test cares about overridden.
 */

/** The instant every rule test runs at: 2024-11-22T00:00:00Z = 1732233600 unix seconds. */
export const NOW = new Date('2024-11-22T00:00:00Z');
export const NOW_SECONDS = 1732233600;
export const DAY_SECONDS = 86_400;

const baseCar: CarInput = {
  id: 'c1',
  make: 'Kia',
  model: 'Sportage',
  year: 2022,
  car_type: 'used',
  status: 'in_stock',
  dealership_slug: 'riverside-kia',
  price: 32990,
  fuel: 'Petrol',
  photos_count: 12,
  created_at: '2024-10-01T00:00:00Z',
};

export function makeCar(overrides: Partial<CarInput> = {}): Car {
  const result = parseCar({ ...baseCar, ...overrides });
  if (!result.ok) throw new Error(`bad fixture car: ${result.errors.join('; ')}`);
  return result.car;
}

const baseSite: SiteDefinition = {
  slug: 'riverside-kia',
  name: 'Riverside Kia',
  template: 'brand',
  dealership_slug: 'riverside-kia',
  dealership_id: 'd-rk-1',
  dealerships: [{ id: 'd-rk-1', slug: 'riverside-kia', name: 'Riverside Kia', manufacturers: ['Kia'] }],
  locations: [
    {
      id: 'l1',
      name: 'Riverside Kia - Sales',
      slug: 'riverside-kia-sales',
      dealership_slug: 'riverside-kia',
      location_type: 'sales',
      address: { street: '1 Main St', city: 'Milton', state: 'QLD', postcode: '4064', lat: -27.47, long: 153 },
      phone: '07 3000 1100',
    },
  ],
  logo: { text: 'Riverside Kia' },
};

export function makeSite(overrides: DeepPartial<SiteDefinition> = {}): SiteConfig {
  return resolveSiteConfig(deepMerge<SiteDefinition>(baseSite, overrides)).config;
}
