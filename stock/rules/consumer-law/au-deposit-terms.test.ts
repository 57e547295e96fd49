import { describe, expect, it } from 'vitest';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import type { CarType } from '../../car/car';
import { makeCar, makeSite } from '../testing';
import { AU_COOLING_OFF, AU_STATES, auDepositTerms, auState, coolingOffTerms, type AuState } from './au-deposit-terms';

describe('§9 AU deposit terms (held 48 hours, 100% refundable)', () => {
  it('§9 the $200 default deposit, held 48 hours, 100% refundable, on an AU site', () => {
    expect(auDepositTerms(makeCar(), makeSite())?.deposit).toEqual({ deposit: 200, holdHours: 48, refundablePercent: 100 });
  });

  it.each([
    ['an NZ site (its own notice)', { locale: 'en-NZ' as const }],
    ['a US site (its own guide)', { locale: 'en-US' as const }],
    ['§9 a site that takes no deposit ($0)', { reservation_deposit: 0 }],
  ])('none for %s', (_name, overrides) => {
    expect(auDepositTerms(makeCar(), makeSite(overrides))).toBeNull();
  });
});

describe('AU cooling-off by the dealer\'s state (state motor dealer Acts)', () => {
  it.each<[string, AuState | null, CarType, object]>([
    ['Motor Dealers and Repairers Act 2013 (NSW): 1 business day with dealer-arranged (linked) finance, waivable', 'NSW', 'used',
      { kind: 'period', businessDays: 1, clearDays: false, onlyWithDealerFinance: true, waivable: true, endsEarly: null, act: 'Motor Dealers and Repairers Act 2013 (NSW)' }],
    ['Motor Dealers and Repairers Act 2013 (NSW): new cars alike', 'NSW', 'new', { kind: 'period', businessDays: 1, onlyWithDealerFinance: true }],
    ['Motor Car Traders Act 1986 (Vic): 3 clear business days, new or used, ended by taking delivery', 'VIC', 'used',
      { kind: 'period', businessDays: 3, clearDays: true, onlyWithDealerFinance: false, waivable: false, endsEarly: 'onDelivery', act: 'Motor Car Traders Act 1986 (Vic)' }],
    ['Motor Car Traders Act 1986 (Vic): a new car too', 'VIC', 'new', { kind: 'period', businessDays: 3 }],
    ['Motor Dealers and Chattel Auctioneers Act 2014 (Qld): 1 business day for a used car, ended by taking it', 'QLD', 'used',
      { kind: 'period', businessDays: 1, clearDays: false, onlyWithDealerFinance: false, waivable: false, endsEarly: 'onDelivery', act: 'Motor Dealers and Chattel Auctioneers Act 2014 (Qld)' }],
    ['Motor Dealers and Chattel Auctioneers Act 2014 (Qld): none for a new car', 'QLD', 'new', { kind: 'none', state: 'QLD', act: 'Motor Dealers and Chattel Auctioneers Act 2014 (Qld)' }],
    ['Motor Dealers and Chattel Auctioneers Act 2014 (Qld): a demonstrator depends on its registration: ask', 'QLD', 'demo', { kind: 'askDealer', state: 'QLD' }],
    ['Sale of Motor Vehicles Act 1977 (ACT) s 25B: 3 clear business days, ended by signing the loss-of-right form at delivery', 'ACT', 'used',
      { kind: 'period', businessDays: 3, clearDays: true, endsEarly: 'onSignedDelivery', act: 'Sale of Motor Vehicles Act 1977 (ACT)' }],
    ['SA not researched: ask the dealer', 'SA', 'used', { kind: 'askDealer', state: 'SA' }],
    ['WA not researched: ask the dealer', 'WA', 'used', { kind: 'askDealer', state: 'WA' }],
    ['TAS not researched: ask the dealer', 'TAS', 'used', { kind: 'askDealer', state: 'TAS' }],
    ['NT not researched: ask the dealer', 'NT', 'used', { kind: 'askDealer', state: 'NT' }],
    ['an unknown state: ask the dealer', null, 'used', { kind: 'askDealer', state: null }],
  ])('%s', (_name, state, carType, expected) => {
    expect(coolingOffTerms(state, carType)).toMatchObject(expected);
  });

  it('every state and territory has a row, and a row that states a right names its Act', () => {
    expect(Object.keys(AU_COOLING_OFF).sort()).toEqual([...AU_STATES].sort());
    for (const [state, row] of Object.entries(AU_COOLING_OFF)) {
      const states = Object.values(row.byCarType).some((rule) => rule.kind !== 'askDealer');
      expect(states ? row.act : null, state).toEqual(states ? expect.stringMatching(/ Act \d{4} \(/) : null);
    }
  });

  it.each([
    ['NSW', 'NSW'], ['nsw', 'NSW'], [' Vic ', 'VIC'], ['Queensland', 'QLD'], ['new south wales', 'NSW'],
    ['Auckland', null], ['TX', null], ['', null], [null, null],
  ] as const)('reads the state %j as %j', (text, state) => {
    expect(auState(text)).toBe(state);
  });

  it.each([
    ['riverside-kia: QLD yard', 'riverside-kia', 'l-rk-sales', 'QLD'],
    ['southern-cross-motors: the Dandenong yard is in VIC', 'southern-cross-motors', 'l-scm-dand', 'VIC'],
    ['southern-cross-motors: the Parramatta yard is in NSW', 'southern-cross-motors', 'l-scm-parra', 'NSW'],
    ['a car whose yard the site does not know takes the site\'s default state (§1)', 'southern-cross-motors', 'nowhere', 'NSW'],
  ])('the dealer\'s state is the selling yard\'s: %s', (_name, slug, location_id, state) => {
    const site = resolveSiteConfig(findSiteDefinition(slug)!).config;
    expect(auDepositTerms(makeCar({ location_id, dealership_slug: site.dealership_slug }), site)?.coolingOff.state).toBe(state);
  });
});
