import { describe, expect, it } from 'vitest';
import { AU_REGO_STATES } from '../contract/valuation-rules';
import { identifyFromTable } from './embedded-identify';
import { VEHICLE_TABLE } from './vehicle-table';
import { vinModelYear } from './vin-model-year';

describe('the embedded provider identifies every well-formed plate (README "The embedded provider")', () => {
  it('the same plate and state always name the same car, however the plate is typed', () => {
    const first = identifyFromTable({ rego: 'ABC123', regoState: 'NSW' });
    expect(identifyFromTable({ rego: 'ABC123', regoState: 'NSW' })).toEqual(first);
    expect(identifyFromTable({ rego: 'abc 123', regoState: 'NSW' })).toEqual(first);
  });

  it('names one car for good: a hash of plate and state, no randomness, no clock (editing VEHICLE_TABLE moves plates: update this line then)', () => {
    expect(identifyFromTable({ rego: 'ABC123', regoState: 'NSW' })).toEqual({
      market: 'AU', make: 'Kia', model: 'Picanto', badge: 'GT-Line', year: 2014, body: 'hatchback', fuel: 'Petrol', transmission: 'Automatic',
      reference: { provider: 'embedded', id: 'kia-picanto-gt-line' },
    });
  });

  it('the same plate in different states names different cars', () => {
    const cars = new Set(AU_REGO_STATES.map((regoState) => identifyFromTable({ rego: 'ABC123', regoState }).reference.id));
    expect(cars.size).toBeGreaterThan(4);
  });

  it.each([
    ['AU', (i: number) => ({ rego: `TRY${i}`, regoState: AU_REGO_STATES[i % 8]! })],
    ['NZ', (i: number) => ({ rego: `NZ${i}`, regoState: 'NZ' as const })],
  ] as const)('1,000 %s plates: each a car sold in that market, in a year it was sold, spread across the table', (market, plate) => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const vehicle = identifyFromTable(plate(i));
      const entry = VEHICLE_TABLE.find((row) => row.id === vehicle.reference.id)!;
      expect(vehicle).toMatchObject({ market, make: entry.make, model: entry.model, badge: entry.badge, body: entry.body, fuel: entry.fuel, transmission: entry.transmission, reference: { provider: 'embedded' } });
      expect(entry.markets).toContain(market);
      expect(vehicle.year).toBeGreaterThanOrEqual(entry.years[0]);
      expect(vehicle.year).toBeLessThanOrEqual(entry.years[1]);
      seen.add(entry.id);
    }
    expect(seen.size).toBe(VEHICLE_TABLE.filter((row) => row.markets.includes(market)).length);
  });

  it.each([
    ['a 2019 Tesla VIN (position 7 a letter: 2010-2039; K)', '5YJ3E1EA2KF317000', 2019],
    ['a 2003 Honda VIN (position 7 a digit: 1980-2009; 3)', '1HGCM82633A004352', 2003],
    ['a 2005 Toyota VIN', '2T1BY32E95C347786', 2005],
    ['a 2012 BMW VIN', 'WBAFR7C57CC811956', 2012],
  ])('a US VIN: %s keeps the year it states, on a US car sold that year', (_case, vin, year) => {
    const vehicle = identifyFromTable({ vin });
    const entry = VEHICLE_TABLE.find((row) => row.id === vehicle.reference.id)!;
    expect(vehicle).toMatchObject({ market: 'US', year });
    expect(entry.markets).toContain('US');
    expect(Math.min(Math.max(year, 2005), 2025)).toBeGreaterThanOrEqual(entry.years[0]);
    expect(Math.min(Math.max(year, 2005), 2025)).toBeLessThanOrEqual(entry.years[1]);
  });

  it.each([
    ['1M8GDM9AXKP042788', 1989],
    ['5YJ3E1EA2KF317000', 2019],
    ['11111111111111111', 2001],
    ['1HGCM8263ZA004352', null],
  ])('the model year of VIN %s is %s', (vin, year) => {
    expect(vinModelYear(vin)).toBe(year);
  });
});

describe('the vehicle table (README "The embedded provider")', () => {
  it('holds 60 to 100 models of 2005-2025 with unique ids, realistic prices and several makes, bodies and fuels', () => {
    expect(VEHICLE_TABLE.length).toBeGreaterThanOrEqual(60);
    expect(VEHICLE_TABLE.length).toBeLessThanOrEqual(100);
    expect(new Set(VEHICLE_TABLE.map((row) => row.id)).size).toBe(VEHICLE_TABLE.length);
    for (const row of VEHICLE_TABLE) {
      expect(row.years[0]).toBeGreaterThanOrEqual(2005);
      expect(row.years[1]).toBeLessThanOrEqual(2025);
      expect(row.years[0]).toBeLessThanOrEqual(row.years[1]);
      expect(row.newPriceAud).toBeGreaterThanOrEqual(15_000);
      expect(row.newPriceAud).toBeLessThanOrEqual(150_000);
    }
    expect(new Set(VEHICLE_TABLE.map((row) => row.make)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(VEHICLE_TABLE.map((row) => row.body)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(VEHICLE_TABLE.map((row) => row.fuel))).toEqual(new Set(['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric']));
    for (const market of ['AU', 'NZ', 'US'] as const) expect(VEHICLE_TABLE.filter((row) => row.markets.includes(market)).length).toBeGreaterThanOrEqual(25);
  });
});
