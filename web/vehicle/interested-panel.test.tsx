import { renderToString } from 'react-dom/server';
import { parseCar, type Car, type CarInput } from '@dealer/stock';
import { createLocale, findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { InterestedPanel } from './InterestedPanel';
import { vehicleModel } from './vehicle-model';

/**
 * The vehicle page's trade-in parts: the sidebar's Trade-In Valuation under the §4 rule on every
 * site whose valuation tool is on (autograb or redbook), and §2's 'Interested in this vehicle?' /
 * Reserve Now panel on the dealers that show it (features.reservePanel).
 */
const NOW = new Date('2026-11-20T00:00:00Z');
const locale = createLocale('en-AU');
const base = resolveSiteConfig(findSiteDefinition('riverside-kia')!).config;
const site = (features: Partial<SiteConfig['features']>): SiteConfig => ({ ...base, features: { ...base.features, autograb: false, redbook: false, reservePanel: false, ...features } });

function car(overrides: Partial<CarInput> = {}): Car {
  const parsed = parseCar({
    id: 'rk-42', slug: 'kia-sportage-rk-42', make: 'Kia', model: 'Sportage', year: 2023, car_type: 'used', status: 'in_stock', dealership_slug: 'riverside-kia',
    price: 32_990, km: 12_000, simple_transmission: 'Automatic', simple_fuel: 'Petrol', simple_body: 'suv', created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.car;
}
const model = (overrides: Partial<CarInput>, on: SiteConfig) => vehicleModel(car(overrides), on, locale, NOW);

describe('the vehicle page\'s Trade-In Valuation (§2 sidebar, §4 rule)', () => {
  it.each([
    ['autograb on', {}, { autograb: true }, '/cars/trade-in?car_id=rk-42'],
    ['redbook on', {}, { redbook: true }, '/cars/trade-in?car_id=rk-42'],
    ['the tool off', {}, {}, null],
    ['§4 price of 200 (needs over 200)', { price: 200 }, { autograb: true }, null],
    ['§4 price of 201', { price: 201 }, { autograb: true }, '/cars/trade-in?car_id=rk-42'],
    ['§4 reserved', { reserved: true }, { autograb: true }, null],
    ['§4 coming soon (not in stock)', { status: 'coming_soon' }, { autograb: true }, null],
    ['§4 sold', { status: 'sold', sold: true }, { autograb: true }, null],
  ] as const)('%s: %s', (_case, overrides, features, href) => {
    const vehicle = model(overrides, site(features));
    expect(vehicle.tradeInHref).toBe(href);
    expect(vehicle.tradeIn).toBe(href !== null);
  });
});

describe('§2 the \'Interested in this vehicle?\' / Reserve Now panel', () => {
  it('shows on a dealer that shows it: reserving by card with the §9 deposit, and the instant trade-in price', () => {
    const vehicle = model({}, site({ autograb: true, reservePanel: true }));
    expect(vehicle.interested).toEqual({ reserveAmount: 200, reserveHref: '/cars/kia-sportage-rk-42/checkout', tradeInHref: '/cars/trade-in?car_id=rk-42' });
    const html = renderToString(<InterestedPanel panel={vehicle.interested!} locale={locale} />).replace(/<!-- -->/g, '');
    expect(html).toContain('Interested in this vehicle?');
    expect(html).toContain('Reserve it now by card with a fully refundable $200 deposit, and we will hold it for you for 48 hours.');
    expect(html).toContain('<a class="_primary_');
    expect(html).toMatch(/href="\/cars\/kia-sportage-rk-42\/checkout">Reserve Now \$200<\/a>/);
    expect(html).toContain('Get an instant price for your current car from an independent valuation tool.');
    expect(html).toMatch(/href="\/cars\/trade-in\?car_id=rk-42">Get my instant trade-in price<\/a>/);
  });

  it.each([
    ['a dealer that does not show it', {}, { autograb: true, reservePanel: false }],
    ['a sold car', { status: 'sold', sold: true }, { autograb: true, reservePanel: true }],
  ] as const)('is not shown for %s', (_case, overrides, features) => {
    expect(model(overrides, site(features)).interested).toBeNull();
  });

  it('offers only what the car has: a site without the tool keeps reserving; a reserved car has neither (§4), so no panel', () => {
    expect(model({ reserved: true }, site({ autograb: true, reservePanel: true })).interested).toBeNull();
    expect(model({}, site({ reservePanel: true })).interested).toMatchObject({ reserveAmount: 200, tradeInHref: null });
  });
});
