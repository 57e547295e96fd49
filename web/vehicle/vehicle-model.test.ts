import { parseCar, type Car, type CarInput } from '@dealer/stock';
import { createLocale, findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { vehicleModel } from './vehicle-model';

const NOW = new Date('2026-11-20T00:00:00Z');
const site = (slug: string, overrides: Partial<SiteConfig> = {}): SiteConfig => ({ ...resolveSiteConfig(findSiteDefinition(slug)!).config, ...overrides });
const riverside = site('riverside-kia');
const locale = createLocale('en-AU');

function car(overrides: Partial<CarInput> = {}): Car {
  const parsed = parseCar({
    id: 'c1', make: 'Kia', model: 'Sportage', year: 2023, car_type: 'used', status: 'in_stock', dealership_slug: 'riverside-kia',
    price: 32_990, km: 12_000, simple_transmission: 'Automatic', simple_fuel: 'Petrol', simple_body: 'suv', created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.car;
}
const model = (overrides: Partial<CarInput> = {}, on: SiteConfig = riverside) => vehicleModel(car(overrides), on, locale, NOW);
const values = (rows: { label: string; value: string }[]) => Object.fromEntries(rows.map((row) => [row.label, row.value]));

describe('vehicle page rules', () => {
  it('§5 hides specs with empty, null or "null" values', () => {
    const summary = values(model({ badge: 'null', series: '', colour: 'White', engine_size: null }).summary);
    expect(summary).not.toHaveProperty('Badge');
    expect(summary).not.toHaveProperty('Series');
    expect(summary).not.toHaveProperty('Engine');
    expect(summary.Colour).toBe('White');
  });

  it('§9 key specs are the top 4', () => {
    expect(model({ drive: 'AWD' }).keySpecs).toHaveLength(4);
  });

  it('§5/§9 dealer comments split at | and collapse at 400 characters; empty shows the pending text', () => {
    const long = `${'a'.repeat(300)}|${'b'.repeat(300)}`;
    const comments = model({ dealercomments: long }).comments;
    expect(comments.kind === 'comments' && comments.paragraphs).toHaveLength(2);
    expect(comments.kind === 'comments' && comments.truncated).toBe(true);
    expect(comments.kind === 'comments' && comments.collapsed.join('').length).toBe(400);
    const pending = model({ dealercomments: '' }).comments;
    expect(pending.kind === 'pending' && locale.t(pending.message.key)).toBe('Dealer comments are pending. Please check back here later.');
  });

  it('§9 caravans show specifications with feet converted to metres at 0.3048', () => {
    const specs = values(model({ item_type: 'caravan', specifications: { body_width: 8, body_length: 20, sleeps: 4 } }).specifications);
    expect(specs['Body width']).toBe(`${(8 * 0.3048).toFixed(2)} m`);
    expect(specs['Body length']).toBe(`${(20 * 0.3048).toFixed(2)} m`);
    expect(specs.Sleeps).toBe('4');
  });

  it.each([
    ['§4 rego expiry in the future is shown', '2027-03-01', 'Expires on 1 Mar 2027'],
    ['§4 rego expiry in the past is hidden', '2026-01-01', undefined],
  ])('%s', (_name, rego_expiry, shown) => {
    expect(values(model({ rego_expiry }).details)['Rego expiry']).toBe(shown);
  });

  it.each([
    ['§4 was-price only when before_price exceeds the price', { before_price: 35_990 }, 35_990],
    ['§4 no was-price when before_price is lower', { before_price: 30_000 }, null],
  ])('%s', (_name, overrides, was) => {
    const { price } = model(overrides);
    expect(price.kind === 'price' && price.wasPrice).toBe(was);
  });

  it.each([
    ['§4 below market when more than $499 under the state average', 33_490, 500],
    ['§4 not below market at exactly $499 under', 33_489, null],
  ])('%s', (_name, state_average_market_price, by) => {
    expect(model({ autograb_data: { state_average_market_price } }).belowMarketBy).toBe(by);
  });

  it.each([
    ['§9 Toyota, certified, not sold', { make: 'Toyota', certified: true }, true],
    ['§9 not for another make', { make: 'Kia', certified: true }, false],
    ['§9 not when sold', { make: 'Toyota', certified: true, status: 'sold' as const, sold: true }, false],
  ])('Toyota Certified pop-up: %s', (_name, overrides, shown) => {
    expect(model(overrides).toyotaCertified).toBe(shown);
  });

  it('§4 a sold car offers no reservation, finance or phone', () => {
    const sold = model({ status: 'sold', sold: true, sold_date_timestamp: NOW.getTime() / 1000 - 3600, finance_lenders: { taurus: { interestRate: 6, comparisonRate: 7, paymentWeek: 100 } } });
    expect(sold.sold).toBe(true);
    expect(sold.reserveAmount).toBeNull();
    expect(sold.finance).toBeNull();
    expect(sold.phone).toBeNull();
    expect(sold.tag).toMatchObject({ rule: 1 });
  });

  it.each([
    ['§9 Reserve Now defaults to $200', 200, 200],
    ['§9 $0 hides Reserve Now', 0, null],
  ])('%s', (_name, reservation_deposit, amount) => {
    expect(model({}, { ...riverside, reservation_deposit }).reserveAmount).toBe(amount);
  });

  it('§4 trade-in only with the valuation tool, in stock, not reserved, price over 200', () => {
    const withTool = { ...riverside, features: { ...riverside.features, autograb: true } };
    expect(model({}, withTool).tradeIn).toBe(true);
    expect(model({ price: 200 }, withTool).tradeIn).toBe(false);
    expect(model({ reserved: true }, withTool).tradeIn).toBe(false);
    expect(model({}, { ...riverside, features: { ...riverside.features, autograb: false } }).tradeIn).toBe(false);
  });

  it('§5 the finance estimate carries its comparison rate beside the repayment, in whole dollars', () => {
    const provider = riverside.finance_provider;
    const finance = model({ finance_lenders: { [provider]: { interestRate: 6.99, comparisonRate: 7.49, paymentWeek: 123.4, paymentMonth: 535, termMonths: 60, deposit: 0 } } }).finance;
    expect(finance).toMatchObject({ interestRate: '6.99% p.a. interest rate', comparisonRate: '7.49% p.a. comparison rate' });
    expect(finance!.repayment).toMatch(/^\$123 per (week|month)$|^\$535 per month$/);
  });

  it('§5 no finance without a comparison rate', () => {
    const provider = riverside.finance_provider;
    expect(model({ finance_lenders: { [provider]: { interestRate: 6.99, paymentWeek: 123 } } }).finance).toBeNull();
  });

  it('a car with no photos, price, variant, comments or lenders still has a model', () => {
    const bare = model({ price: 0, images: [], primary_image_url: null, variant: null, dealercomments: null, finance_lenders: {} });
    expect(bare.images).toEqual([]);
    expect(bare.price).toEqual({ kind: 'noPrice', text: 'Enquire for price.' });
    expect(bare.finance).toBeNull();
  });
});
