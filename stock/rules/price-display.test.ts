import { describe, expect, it } from 'vitest';
import { belowMarket, currentPrice, priceDisplay, regoExpiry, type PriceDisplay } from './price-display';
import { makeCar, makeSite, NOW } from './testing';

const site = makeSite();
const subscriptionSite = makeSite({ features: { offers_subscription: true } });
const hideZeroSite = makeSite({ features: { hidePriceWhenZero: true }, copy: { noPriceText: 'Call for price.' } });

describe('price display order (§4)', () => {
  it.each<[string, Parameters<typeof makeCar>[0], ReturnType<typeof makeSite>, PriceDisplay]>([
    ['§4 1 subscription price when the dealership offers subscription and it is above 0', { subscription_price: 199 }, subscriptionSite, { kind: 'subscription', amount: 199 }],
    ['§4 1 subscription price of 0 falls through to the price', { subscription_price: 0 }, subscriptionSite, { kind: 'price', amount: 32990, reduced: false, wasPrice: null }],
    ['§4 1 subscription price ignored when the dealership does not offer subscription', { subscription_price: 199 }, site, { kind: 'price', amount: 32990, reduced: false, wasPrice: null }],
    ['§4 2 normal price above 10', { price: 11 }, site, { kind: 'price', amount: 11, reduced: false, wasPrice: null }],
    ['§4 2 reduced price differs from the car price', { price: 32990, offer_price: 29990 }, site, { kind: 'price', amount: 29990, reduced: true, wasPrice: null }],
    ['§4 2 offer equal to the car price is not reduced', { price: 32990, offer_price: 32990 }, site, { kind: 'price', amount: 32990, reduced: false, wasPrice: null }],
    ['§4 2 an offer of 10 or less is not a price: the car price shows', { price: 32990, offer_price: 10 }, site, { kind: 'price', amount: 32990, reduced: false, wasPrice: null }],
    ['§4 2 price of 10 is not above 10: no-price text', { price: 10 }, site, { kind: 'noPrice', text: 'Enquire for price.' }],
    ['§4 3 PREORDER when preorder and no price', { price: 0, preorder: true }, site, { kind: 'preorder' }],
    ['§4 3 a real price beats PREORDER', { price: 50990, preorder: true }, site, { kind: 'price', amount: 50990, reduced: false, wasPrice: null }],
    ["§4 4 no-price text defaults to 'Enquire for price.'", { price: 0 }, site, { kind: 'noPrice', text: 'Enquire for price.' }],
    ['§4 price hidden on cards when 0 on sites with the flag', { price: 0 }, hideZeroSite, { kind: 'hidden' }],
    ['§4 hidden-zero applies to 0 only: a price of 5 shows the site no-price text', { price: 5 }, hideZeroSite, { kind: 'noPrice', text: 'Call for price.' }],
    ['§4 was-price when before_price exceeds the current price', { price: 32990, before_price: 35990 }, site, { kind: 'price', amount: 32990, reduced: false, wasPrice: 35990 }],
    ['§4 was-price compares with the reduced price', { price: 32990, offer_price: 29990, before_price: 32990 }, site, { kind: 'price', amount: 29990, reduced: true, wasPrice: 32990 }],
    ['§4 no was-price when before_price equals the current price', { price: 32990, before_price: 32990 }, site, { kind: 'price', amount: 32990, reduced: false, wasPrice: null }],
    ['§4 no was-price when before_price is below the current price', { price: 32990, before_price: 30000 }, site, { kind: 'price', amount: 32990, reduced: false, wasPrice: null }],
  ])('%s', (_name, overrides, siteConfig, expected) => {
    expect(priceDisplay(makeCar(overrides), siteConfig)).toEqual(expected);
  });

  it('§4 the zero price is hidden on cards only; the detail page shows the no-price text', () => {
    expect(priceDisplay(makeCar({ price: 0 }), hideZeroSite, { surface: 'detail' })).toEqual({ kind: 'noPrice', text: 'Call for price.' });
  });

  it('§4 currentPrice is the offer price when above 10', () => {
    expect(currentPrice(makeCar({ price: 32990, offer_price: 29990 }))).toBe(29990);
    expect(currentPrice(makeCar({ price: 32990 }))).toBe(32990);
  });
});

describe('rego expiry (§4)', () => {
  it.each([
    ["§4 'Expires on {date}' for an ISO date in the future", '2025-03-31', new Date('2025-03-31T00:00:00Z')],
    ['§4 an Australian dd/mm/yyyy date in the future', '31/03/2025', new Date('2025-03-31T00:00:00Z')],
    ['§4 an ISO timestamp two hours in the future', '2024-11-22T12:00:00+10:00', new Date('2024-11-22T02:00:00Z')],
    ['§4 not shown when in the past', '2024-11-21', null],
    ['§4 not shown on the day it expires (not in the future)', '2024-11-22', null],
    ['not shown when not a real date', '31/02/2025', null],
    ['not shown when missing', null, null],
    ['not shown when unreadable', 'soon', null],
  ])('%s', (_name, rego_expiry, expected) => {
    expect(regoExpiry(makeCar({ rego_expiry }), { now: NOW })).toEqual(expected);
  });
});

describe('below-market indicator (§4)', () => {
  it.each([
    ['§4 $500 under the state average', 30000, { state_average_market_price: 30500, average_market_price: 40000 }, { marketPrice: 30500, basis: 'state', difference: 500 }],
    ['§4 exactly $499 under is not below market', 30000, { state_average_market_price: 30499 }, null],
    ['§4 the national average when no state average', 30000, { average_market_price: 31000 }, { marketPrice: 31000, basis: 'national', difference: 1000 }],
    ['§4 the state average decides even when the national one would qualify', 30000, { state_average_market_price: 30000, average_market_price: 40000 }, null],
    ['§4 no market data, no indicator', 30000, null, null],
    ['§4 no indicator for a car without a real price', 0, { state_average_market_price: 30000 }, null],
  ] as const)('%s', (_name, price, autograb_data, expected) => {
    expect(belowMarket(makeCar({ price, autograb_data }))).toEqual(expected);
  });

  it('§4 compares the reduced price, not the car price', () => {
    expect(belowMarket(makeCar({ price: 31000, offer_price: 29000, autograb_data: { state_average_market_price: 30000 } }))).toEqual({
      marketPrice: 30000,
      basis: 'state',
      difference: 1000,
    });
  });
});
