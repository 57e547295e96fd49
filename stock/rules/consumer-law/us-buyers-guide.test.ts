import { describe, expect, it } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { findSiteDefinition, resolveSiteConfig, type BuyersGuideWarranty, type SiteConfig } from '@dealer/tenants';
import { parseCar, type CarInput } from '../../car/car';
import { makeCar, makeSite, NOW } from '../testing';
import { usBuyersGuide } from './us-buyers-guide';

const RULE = '16 CFR Part 455 (FTC Used Car Rule, as amended 2016)';

const usSite = makeSite({
  slug: 'lone-star-jeep',
  name: 'Lone Star Jeep',
  locale: 'en-US',
  state: 'TX',
  dealership_slug: 'lone-star-jeep',
  dealerships: [{ id: 'd1', slug: 'lone-star-jeep', name: 'Lone Star Jeep', manufacturers: ['Jeep'] }],
  locations: [
    {
      id: 'l-lsj',
      name: 'Lone Star Jeep - Austin',
      slug: 'austin',
      dealership_slug: 'lone-star-jeep',
      location_type: 'sales',
      primary: true,
      address: { street: '9100 Research Blvd', city: 'Austin', state: 'TX', postcode: '78758', lat: 30.37, long: -97.72 },
      phone: '(512) 555-0140',
    },
  ],
});

const usedJeep: Partial<CarInput> = {
  make: 'Jeep',
  model: 'Wrangler',
  year: 2020,
  car_type: 'used',
  dealership_slug: 'lone-star-jeep',
  location_id: 'l-lsj',
  vin: '1C4HJXDG5LW123456',
  stocknum: 'LSJ10000',
};

const guide = (overrides: Partial<CarInput> = {}, site: SiteConfig = usSite) => usBuyersGuide(makeCar({ ...usedJeep, ...overrides }), site);
const withWarranty = (buyersGuideWarranty: BuyersGuideWarranty): SiteConfig => ({ ...usSite, consumerLaw: { buyersGuideWarranty } });

describe(`US Buyers Guide (${RULE})`, () => {
  it.each([
    ['§ 455.2(a): a used car on a US site gets a Buyers Guide', 'en-US', 'used', {}, true],
    ['§ 455.1(d)(2): a demonstrator is a used vehicle too', 'en-US', 'demo', {}, true],
    ['§ 455.1(d)(2): a new car is not a used vehicle', 'en-US', 'new', {}, false],
    ['§ 455.2(a): a sold car is no longer offered for sale', 'en-US', 'used', { status: 'sold' }, false],
    ['an AU site never shows it', 'en-AU', 'used', {}, false],
    ['an NZ site never shows it', 'en-NZ', 'used', {}, false],
  ] as const)('%s', (_name, locale, car_type, overrides, shown) => {
    expect(guide({ car_type, ...overrides }, { ...usSite, locale }) !== null).toBe(shown);
  });

  it.each<[string, BuyersGuideWarranty, object]>([
    ['Figure 1: AS IS - NO DEALER WARRANTY (the default; Texas allows As Is)', { kind: 'as-is' }, { kind: 'as-is', heading: 'buyersGuide.asIs', body: 'buyersGuide.asIsBody' }],
    ['Figure 2: IMPLIED WARRANTIES ONLY', { kind: 'implied-only' }, { kind: 'implied-only', heading: 'buyersGuide.impliedOnly', body: 'buyersGuide.impliedOnlyBody' }],
    [
      'Figures 1 and 2: DEALER WARRANTY, limited, 50% parts and 50% labor, its systems and duration',
      { kind: 'dealer', coverage: 'limited', partsPercent: 50, laborPercent: 50, systems: ['Engine', 'Transmission'], duration: '30 days or 1,000 miles' },
      {
        kind: 'dealer', heading: 'buyersGuide.dealerWarranty', body: 'buyersGuide.dealerWarrantyBody', coverage: 'buyersGuide.limitedWarranty',
        partsPercent: 50, laborPercent: 50, systems: ['Engine', 'Transmission'], duration: '30 days or 1,000 miles',
      },
    ],
    [
      'Figures 1 and 2: DEALER WARRANTY, full',
      { kind: 'dealer', coverage: 'full', partsPercent: 100, laborPercent: 100, systems: ['Powertrain'], duration: '90 days' },
      { kind: 'dealer', coverage: 'buyersGuide.fullWarranty', partsPercent: 100, laborPercent: 100 },
    ],
  ])('%s', (_name, warranty, box) => {
    expect(guide({}, withWarranty(warranty))!.warranty).toMatchObject(box);
  });

  it('the platform default and the lone-star-jeep demo site are As Is', () => {
    expect(usSite.consumerLaw.buyersGuideWarranty).toEqual({ kind: 'as-is' });
    expect(resolveSiteConfig(findSiteDefinition('lone-star-jeep')!).config.consumerLaw.buyersGuideWarranty).toEqual({ kind: 'as-is' });
  });

  it('Figures 1 and 2, top: make, model, year, VIN and the dealer stock number', () => {
    expect(guide()!.vehicle).toEqual([
      { field: 'make', label: 'buyersGuide.make', value: { kind: 'text', text: 'Jeep' } },
      { field: 'model', label: 'buyersGuide.model', value: { kind: 'text', text: 'Wrangler' } },
      { field: 'year', label: 'buyersGuide.year', value: { kind: 'year', year: 2020 } },
      { field: 'vin', label: 'buyersGuide.vin', value: { kind: 'text', text: '1C4HJXDG5LW123456' } },
      { field: 'stockNumber', label: 'buyersGuide.stockNumber', value: { kind: 'text', text: 'LSJ10000' } },
    ]);
  });

  it.each([
    ['the stock number is optional on the form: left out when unknown', { stocknum: null }, ['make', 'model', 'year', 'vin'], []],
    ['the VIN is required: asked for when the feed lacks it', { vin: '' }, ['make', 'model', 'year', 'vin', 'stockNumber'], ['vin']],
  ] as const)('Figures 1 and 2: %s', (_name, overrides, fields, asked) => {
    const result = guide(overrides)!;
    expect(result.vehicle.map((row) => row.field)).toEqual(fields);
    expect(result.askDealer).toEqual(asked);
  });

  it('Figure 3 (the back): the dealer\'s name, address and telephone, from the car\'s yard', () => {
    expect(guide()!.dealer).toEqual([
      { field: 'dealerName', label: 'buyersGuide.dealerName', value: { kind: 'text', text: 'Lone Star Jeep' } },
      { field: 'dealerAddress', label: 'buyersGuide.dealerAddress', value: { kind: 'text', text: '9100 Research Blvd, Austin TX 78758' } },
      { field: 'dealerPhone', label: 'buyersGuide.dealerPhone', value: { kind: 'text', text: '(512) 555-0140' } },
    ]);
  });

  it('§ 455.2 and § 455.3(b): spoken promises, inspection, history report and recalls, major defects, part of the contract; § 455.5 the Spanish notice', () => {
    const result = guide()!;
    expect(result.important).toBe('buyersGuide.important');
    expect(result.statements).toEqual(['buyersGuide.inspection', 'buyersGuide.history', 'buyersGuide.defects', 'buyersGuide.contract']);
    expect(result.spanishNotice).toBe('buyersGuide.spanish');
  });

  it('every used and demo car of the lone-star-jeep demo site gets an As Is guide with its VIN', () => {
    const site = resolveSiteConfig(findSiteDefinition('lone-star-jeep')!).config;
    const cars = generateSiteFeed(site.slug, { now: NOW }).flatMap((row) => {
      const parsed = parseCar(row);
      return parsed.ok && parsed.car.car_type !== 'new' && !parsed.car.sold && parsed.car.status !== 'sold' ? [parsed.car] : [];
    });
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) {
      const result = usBuyersGuide(car, site)!;
      expect(result.warranty.kind, car.id).toBe('as-is');
      expect(result.askDealer, car.id).toEqual([]);
    }
  });
});
