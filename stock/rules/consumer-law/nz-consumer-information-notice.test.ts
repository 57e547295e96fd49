import { describe, expect, it } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { parseCar, type CarInput } from '../../car/car';
import { makeCar, makeSite, NOW } from '../testing';
import { nzConsumerInformationNotice, type CinField } from './nz-consumer-information-notice';
import type { NoticeValue } from './notice-value';

const REGS = 'Consumer Information Standards (Used Motor Vehicles) Regulations 2008';

const nzSite = makeSite({
  slug: 'harbour-city-toyota',
  name: 'Harbour City Toyota',
  locale: 'en-NZ',
  state: 'Auckland',
  dealership_slug: 'harbour-city-toyota',
  dealerships: [{ id: 'd1', slug: 'harbour-city-toyota', name: 'Harbour City Toyota', manufacturers: ['Toyota'], motor_vehicle_trader_number: 'M300412' }],
  locations: [
    {
      id: 'l-hct',
      name: 'Harbour City Toyota - Newmarket',
      slug: 'newmarket',
      dealership_slug: 'harbour-city-toyota',
      location_type: 'sales',
      primary: true,
      address: { street: '301 Broadway', city: 'Newmarket', state: 'Auckland', postcode: '1023', lat: -36.87, long: 174.78 },
      phone: '09 300 4100',
    },
  ],
});

const usedCar: Partial<CarInput> = {
  make: 'Toyota',
  model: 'RAV4',
  year: 2021,
  car_type: 'used',
  dealership_slug: 'harbour-city-toyota',
  location_id: 'l-hct',
  vin: 'JTMPXZ32XHP0PZB6M',
  regplate: 'JSB885',
  km: 78_754,
  rego_expiry: '2025-03-19',
  price: 22_990,
};

const notice = (overrides: Partial<CarInput> = {}, site: SiteConfig = nzSite, now = NOW) =>
  nzConsumerInformationNotice(makeCar({ ...usedCar, ...overrides }), site, { now });

const fieldValues = (overrides: Partial<CarInput> = {}, site: SiteConfig = nzSite): Record<CinField, NoticeValue> =>
  Object.fromEntries(notice(overrides, site)!.groups.flatMap((group) => group.fields).map((field) => [field.field, field.value])) as Record<CinField, NoticeValue>;

describe(`NZ Consumer Information Notice (${REGS}, Fair Trading Act 1986)`, () => {
  it.each([
    ['a used car on an NZ site gets the notice (Regs: every used vehicle a trader offers)', 'en-NZ', 'used', {}, true],
    ['a new car does not (Motor Vehicle Sales Act 2003: used motor vehicles only)', 'en-NZ', 'new', {}, false],
    ['a demonstrator does not, until the MVSA definition is checked', 'en-NZ', 'demo', {}, false],
    ['a sold used car is no longer offered for sale', 'en-NZ', 'used', { sold: true }, false],
    ['an AU site never shows it', 'en-AU', 'used', {}, false],
    ['a US site never shows it', 'en-US', 'used', {}, false],
  ] as const)('%s', (_name, locale, car_type, overrides, shown) => {
    expect(notice({ car_type, ...overrides }, { ...nzSite, locale }) !== null).toBe(shown);
  });

  it.each<[string, CinField, NoticeValue]>([
    ['Regs Schedule: trader name', 'traderName', { kind: 'text', text: 'Harbour City Toyota' }],
    ['Regs Schedule: trader address', 'traderAddress', { kind: 'text', text: '301 Broadway, Newmarket Auckland 1023' }],
    ['Regs Schedule: trader contact (optional, the phone)', 'traderPhone', { kind: 'text', text: '09 300 4100' }],
    ['Regs Schedule and MVSA 2003: trader registration number', 'traderNumber', { kind: 'text', text: 'M300412' }],
    ['Regs Schedule: total cash price', 'cashPrice', { kind: 'price', amount: 22_990 }],
    ['Regs Schedule: PPSR security interest, not in the feed', 'securityInterest', { kind: 'askDealer' }],
    ['Regs Schedule: make', 'make', { kind: 'text', text: 'Toyota' }],
    ['Regs Schedule: model', 'model', { kind: 'text', text: 'RAV4' }],
    ['Regs Schedule: year', 'year', { kind: 'year', year: 2021 }],
    ['Regs Schedule: registration plate', 'registrationPlate', { kind: 'text', text: 'JSB885' }],
    ['Regs Schedule: VIN or chassis number', 'vin', { kind: 'text', text: 'JTMPXZ32XHP0PZB6M' }],
    ['Regs Schedule: odometer reading', 'odometer', { kind: 'distance', km: 78_754 }],
    ['Regs Schedule: year first registered in NZ, not in the feed', 'firstRegisteredInNz', { kind: 'askDealer' }],
    ['Regs Schedule: registered overseas (imported), not in the feed', 'registeredOverseas', { kind: 'askDealer' }],
    ['Regs Schedule: licence (rego) expiry', 'licenceExpiry', { kind: 'date', date: new Date('2025-03-19T00:00:00Z'), past: false }],
    ['Regs Schedule: WoF expiry, not in the feed', 'wofExpiry', { kind: 'askDealer' }],
  ])('%s', (_name, field, value) => {
    expect(fieldValues()[field]).toEqual(value);
  });

  it('groups the fields as the Schedule does: trader, sale, vehicle', () => {
    expect(notice()!.groups.map((group) => [group.group, group.heading, group.fields.length])).toEqual([
      ['trader', 'cin.group.trader', 4],
      ['sale', 'cin.group.sale', 2],
      ['vehicle', 'cin.group.vehicle', 10],
    ]);
  });

  it.each<[string, Partial<CarInput>, CinField, NoticeValue]>([
    ['Regs cash price is the §4 reduced price when there is one', { offer_price: 21_500 }, 'cashPrice', { kind: 'price', amount: 21_500 }],
    ['Regs cash price: a car without a real price (§4 above 10) is asked for', { price: 0 }, 'cashPrice', { kind: 'askDealer' }],
    ['Regs odometer: 0 km on a used car is no reading', { km: 0 }, 'odometer', { kind: 'askDealer' }],
    ['Regs VIN missing from the feed', { vin: null }, 'vin', { kind: 'askDealer' }],
    ['Regs plate given as the feed literal null', { regplate: 'null' }, 'registrationPlate', { kind: 'askDealer' }],
    ['Regs licence expiry in the past is shown as expired, not hidden', { rego_expiry: '01/11/2024' }, 'licenceExpiry', { kind: 'date', date: new Date('2024-11-01T00:00:00Z'), past: true }],
    ['Regs licence expiry missing', { rego_expiry: null }, 'licenceExpiry', { kind: 'askDealer' }],
  ])('%s', (_name, overrides, field, value) => {
    expect(fieldValues(overrides)[field]).toEqual(value);
  });

  it('lists what the dealer still has to supply: the facts the feed lacks, and a missing trader number', () => {
    const withoutNumber = { ...nzSite, dealerships: nzSite.dealerships.map(({ motor_vehicle_trader_number: _n, ...dealership }) => dealership) };
    expect(notice({}, withoutNumber)!.askDealer).toEqual(['traderNumber', 'securityInterest', 'firstRegisteredInNz', 'registeredOverseas', 'wofExpiry']);
  });

  it('names the car\'s own yard when the feed gives a location the config does not know', () => {
    const values = fieldValues({ location_id: 'elsewhere', location: { name: 'Yard 2', phone: '09 111 2222', address: { street: '1 Queen St', city: 'Auckland', state: 'Auckland', postcode: '1010' } } });
    expect(values.traderAddress).toEqual({ kind: 'text', text: '1 Queen St, Auckland Auckland 1010' });
    expect(values.traderPhone).toEqual({ kind: 'text', text: '09 111 2222' });
  });

  it('ends with the fixed statements: Ask the dealer, PPSR, free of security interests (MVSA), Consumer Guarantees Act 1993, Motor Vehicle Disputes Tribunal (MVSA s 89), the traders register, the acknowledgement', () => {
    expect(notice()!.statements).toEqual([
      'cin.statement.askDealer',
      'cin.statement.securityInterest',
      'cin.statement.freeOfSecurity',
      'cin.statement.consumerGuarantees',
      'cin.statement.disputes',
      'cin.statement.register',
      'cin.statement.acknowledge',
    ]);
  });

  it('every used car of the harbour-city-toyota demo site gets a notice with its trader number, plate, VIN and odometer', () => {
    const site = resolveSiteConfig(findSiteDefinition('harbour-city-toyota')!).config;
    const cars = generateSiteFeed(site.slug, { now: NOW }).flatMap((row) => {
      const parsed = parseCar(row);
      return parsed.ok && parsed.car.car_type === 'used' && !parsed.car.sold && parsed.car.status !== 'sold' ? [parsed.car] : [];
    });
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) {
      const cin = nzConsumerInformationNotice(car, site, { now: NOW })!;
      expect(cin, car.id).not.toBeNull();
      expect(cin.askDealer, car.id).not.toContain('traderNumber');
      expect(cin.askDealer, car.id).not.toContain('vin');
      expect(cin.askDealer, car.id).not.toContain('registrationPlate');
    }
  });
});
