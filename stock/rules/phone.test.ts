import { describe, expect, it } from 'vitest';
import { carPhone, maskPhone, salesPhone, telHref } from './phone';
import { makeCar, makeSite } from './testing';

const numbers = { new: '07 3000 0001', used: '07 3000 0002', demo: '07 3000 0003' };
const location = { phone: '07 3000 0009' };

describe('phone choice (§9)', () => {
  it.each([
    ['§9 1 the override beats everything', 'used', { ...numbers, override: '1300 000 000' }, '1300 000 000'],
    ['§9 2 by car type: new', 'new', numbers, '07 3000 0001'],
    ['§9 2 by car type: used', 'used', numbers, '07 3000 0002'],
    ['§9 2 by car type: demo', 'demo', numbers, '07 3000 0003'],
    ['§9 2 by car type: demo falls back to new', 'demo', { new: '07 3000 0001', used: '07 3000 0002' }, '07 3000 0001'],
    ['§9 3 no used number: the site new number', 'used', { new: '07 3000 0001' }, '07 3000 0001'],
    ['§9 3 no new number: the site used number', 'new', { used: '07 3000 0002' }, '07 3000 0002'],
    ["§9 4 no site numbers: the car's location phone", 'used', {}, '07 3000 0009'],
    ["§9 4 the sales phone override replaces the car's location phone", 'used', { salesOverride: '07 3999 9999' }, '07 3999 9999'],
  ] as const)('%s', (_name, car_type, phones, expected) => {
    expect(carPhone(makeCar({ car_type, location }), makeSite({ phones }))).toBe(expected);
  });

  it('§8 no phone at all: null (the caller warns and omits the button)', () => {
    expect(carPhone(makeCar({ location: null }), makeSite())).toBeNull();
  });

  it('§9 the sales phone override for a sales location', () => {
    expect(salesPhone(makeSite({ phones: { salesOverride: '07 3999 9999' } }), '07 3000 1100')).toBe('07 3999 9999');
    expect(salesPhone(makeSite(), '07 3000 1100')).toBe('07 3000 1100');
  });
});

describe('phone masking (§4)', () => {
  it.each([
    ['§4 masked after the first 5 characters', '07 3000 1100', false, '07 30XX XXXX'],
    ['§4 a mobile number', '0412 345 678', false, '0412 XXX XXX'],
    ['§4 an international number', '+61 7 3000 1100', false, '+61 7 XXXX XXXX'],
    ['§4 5 characters or fewer show as they are', '13 13', false, '13 13'],
    ['§4 shown in full once revealed', '07 3000 1100', true, '07 3000 1100'],
  ])('%s', (_name, phone, revealed, expected) => {
    expect(maskPhone(phone, { revealed })).toBe(expected);
  });

  it.each([
    ['07 3000 1100', 'tel:0730001100'],
    ['+61 7 3000 1100', 'tel:+61730001100'],
    ['(07) 3000-1100', 'tel:0730001100'],
  ])('§4 after the reveal %s is the link %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
