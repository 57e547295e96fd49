import { createLocale } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { enquiryFieldErrors } from './enquiry';
import { createAdjustmentAnswersSchema, createVehicleLookupSchema, tradeInOfferJsonSchema } from './valuation';
import { isVin, normalisePlate, odometerKmFromMiles, valuationErrorMessages, valuationMarket, vinCheckDigit } from './valuation-rules';

const en = valuationErrorMessages(createLocale('en-AU').t);
const us = valuationErrorMessages(createLocale('en-US').t);

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : enquiryFieldErrors(result.error as Parameters<typeof enquiryFieldErrors>[0]);

describe('§3 valuation lead: the plate lookup {rego, regoState} of an AU site', () => {
  const schema = createVehicleLookupSchema('AU', en);

  it.each([
    ['a NSW plate as printed', { rego: 'DJ·00·JP', regoState: 'NSW' }, { rego: 'DJ00JP', regoState: 'NSW' }],
    ['a VIC plate with a space, lower case', { rego: ' 1ab 2cd ', regoState: 'VIC' }, { rego: '1AB2CD', regoState: 'VIC' }],
    ['a QLD plate with a hyphen', { rego: '123-ABC', regoState: 'QLD' }, { rego: '123ABC', regoState: 'QLD' }],
    ['a WA plate of 7', { rego: '1ABC123', regoState: 'WA' }, { rego: '1ABC123', regoState: 'WA' }],
    ['an SA plate', { rego: 'S123CYP', regoState: 'SA' }, { rego: 'S123CYP', regoState: 'SA' }],
    ['a TAS personalised plate of letters', { rego: 'HOTROD', regoState: 'TAS' }, { rego: 'HOTROD', regoState: 'TAS' }],
    ['an ACT plate', { rego: 'YRP00A', regoState: 'ACT' }, { rego: 'YRP00A', regoState: 'ACT' }],
    ['an NT plate', { rego: 'CF45AA', regoState: 'NT' }, { rego: 'CF45AA', regoState: 'NT' }],
    ['one character', { rego: '1', regoState: 'NSW' }, { rego: '1', regoState: 'NSW' }],
    ['nine characters, the most a state issues', { rego: 'ABCDE1234', regoState: 'WA' }, { rego: 'ABCDE1234', regoState: 'WA' }],
    ['a state in lower case', { rego: 'ABC123', regoState: 'qld' }, { rego: 'ABC123', regoState: 'QLD' }],
  ])('accepts %s', (_case, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it.each([
    ['an empty plate', { rego: '', regoState: 'NSW' }, { rego: en.rego }],
    ['ten characters', { rego: 'ABCDE12345', regoState: 'NSW' }, { rego: en.rego }],
    ['a symbol', { rego: 'ABC!23', regoState: 'NSW' }, { rego: en.rego }],
    ['no plate at all', { regoState: 'NSW' }, { rego: en.rego }],
    ['no state', { rego: 'ABC123' }, { regoState: en.regoState }],
    ['a state that is not Australian', { rego: 'ABC123', regoState: 'NZ' }, { regoState: en.regoState }],
    ['both wrong, both listed', { rego: '', regoState: 'XX' }, { rego: en.rego, regoState: en.regoState }],
  ])('refuses %s', (_case, input, errors) => {
    expect(errorsOf(schema.safeParse(input))).toEqual(errors);
  });
});

describe('§3 valuation lead: the plate lookup of an NZ site (regoState fixed NZ)', () => {
  const schema = createVehicleLookupSchema('NZ', en);

  it.each([
    ['a standard plate', { rego: 'BMT038', regoState: 'NZ' }, { rego: 'BMT038', regoState: 'NZ' }],
    ['no state: NZ', { rego: 'abc12' }, { rego: 'ABC12', regoState: 'NZ' }],
    ['a personalised plate of 6', { rego: 'KIWI 1' }, { rego: 'KIWI1', regoState: 'NZ' }],
  ])('accepts %s', (_case, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it.each([
    ['seven characters (NZ plates have at most 6)', { rego: 'ABC1234' }, { rego: en.rego }],
    ['an Australian state', { rego: 'ABC123', regoState: 'NSW' }, { regoState: en.regoState }],
  ])('refuses %s', (_case, input, errors) => {
    expect(errorsOf(schema.safeParse(input))).toEqual(errors);
  });
});

describe('§3 valuation lead: the VIN lookup of a US site', () => {
  const schema = createVehicleLookupSchema('US', us);

  it.each([
    ['a VIN whose check digit is X', '1M8GDM9AXKP042788', '1M8GDM9AXKP042788'],
    ['a Honda VIN, lower case with spaces', ' 1hgcm82633a004352 ', '1HGCM82633A004352'],
    ['a BMW VIN', 'WBAFR7C57CC811956', 'WBAFR7C57CC811956'],
  ])('accepts %s', (_case, vin, expected) => {
    expect(schema.parse({ vin })).toEqual({ vin: expected });
  });

  it.each([
    ['16 characters', '1M8GDM9AXKP04278', us.vin],
    ['18 characters', '1M8GDM9AXKP0427888', us.vin],
    ['an I (never used in a VIN)', '1M8GDM9AXKP04278I', us.vin],
    ['an O', 'O1111111111111111', us.vin],
    ['a Q', '1Q111111111111111', us.vin],
    ['a wrong check digit', '1M8GDM9A1KP042788', us.vinCheckDigit],
    ['a Tesla VIN with one character mistyped', '5YJ3E1EA7KF317000', us.vinCheckDigit],
    ['nothing', '', us.vin],
  ])('refuses %s', (_case, vin, message) => {
    expect(errorsOf(schema.safeParse({ vin }))).toEqual({ vin: message });
  });

  it('a US site takes no rego', () => {
    expect(errorsOf(schema.safeParse({ rego: 'ABC123', regoState: 'CA' }))).toEqual({ vin: us.vin });
  });
});

describe('plate and VIN rules', () => {
  it.each([
    ['ab-12 c', 'AB12C'],
    ['  x.y·z  ', 'XYZ'],
  ])('normalisePlate(%j) is %j', (input, expected) => {
    expect(normalisePlate(input)).toBe(expected);
  });

  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['1HGCM82633A004352', '3'],
    ['2T1BY32E95C347786', '9'],
  ])('the check digit of %s is %s (position 9, weights 8765432 10 098765432, mod 11)', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(isVin(vin)).toBe(true);
  });

  it.each([
    ['en-AU', 'AU'],
    ['en-NZ', 'NZ'],
    ['en-US', 'US'],
  ] as const)('§1 a %s site values cars of %s', (locale, market) => {
    expect(valuationMarket({ locale })).toBe(market);
  });

  it.each([
    [0, 0],
    [62_137, 100_000],
    [621_370, 999_998],
    [621_371, 1_000_000],
  ])('a US odometer of %i miles is %i km (the most a US form takes is 621,370 miles)', (miles, km) => {
    expect(odometerKmFromMiles(miles)).toBe(km);
  });
});

describe('§3 adjustmentAnswers (§7 valuation adjustment call)', () => {
  const schema = createAdjustmentAnswersSchema(en);
  const valid = { odometerKm: 85_000, condition: 'good', accidentDamage: 'no', financeOwing: 'yes', serviceHistory: 'full', keys: '2+' };

  it('accepts a full set of answers', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['0 km', 0, 0],
    ['999,999 km', 999_999, 999_999],
    ['a typed "85,000"', '85,000', 85_000],
    ['a typed " 12 345 "', ' 12 345 ', 12_345],
  ])('odometer: accepts %s', (_case, odometerKm, expected) => {
    expect(schema.parse({ ...valid, odometerKm }).odometerKm).toBe(expected);
  });

  it.each([
    ['-1', -1],
    ['10,000,000', 10_000_000],
    ['1,000,000', 1_000_000],
    ['a fraction', 1234.5],
    ['empty', ''],
    ['words', 'lots'],
    ['nothing', undefined],
  ])('odometer: refuses %s with its message', (_case, odometerKm) => {
    expect(errorsOf(schema.safeParse({ ...valid, odometerKm }))).toEqual({ odometerKm: en.odometer });
  });

  it.each([
    ['condition', ['excellent', 'good', 'fair', 'poor'], 'mint', en.condition],
    ['accidentDamage', ['yes', 'no'], 'maybe', en.accidentDamage],
    ['financeOwing', ['yes', 'no'], true, en.financeOwing],
    ['serviceHistory', ['full', 'partial', 'none'], 'some', en.serviceHistory],
    ['keys', ['1', '2+'], '3', en.keys],
  ] as const)('%s takes %j and refuses %j', (field, values, wrong, message) => {
    for (const value of values) expect(schema.parse({ ...valid, [field]: value })[field]).toBe(value);
    expect(errorsOf(schema.safeParse({ ...valid, [field]: wrong }))).toEqual({ [field]: message });
  });

  it('lists every missing answer at once, each with its own message', () => {
    expect(errorsOf(schema.safeParse({}))).toEqual({
      odometerKm: en.odometer,
      condition: en.condition,
      accidentDamage: en.accidentDamage,
      financeOwing: en.financeOwing,
      serviceHistory: en.serviceHistory,
      keys: en.keys,
    });
  });

  it('the messages come from the site locale: en-US asks for miles', () => {
    expect(en.odometer).toBe('Please enter the odometer reading in km, a whole number from 0 to 999,999');
    expect(us.odometer).toBe('Please enter the odometer reading in miles, a whole number from 0 to 621,370');
  });
});

describe('§5 the trade-in answer as the API sends it', () => {
  it.each([
    ['an offer', { kind: 'offer', priceCents: 1_140_000, currency: 'AUD', explanation: 'x.', validDays: 7, expiresAt: '2025-06-22T00:00:00.000Z', financeOwing: false }],
    ['no online estimate', { kind: 'no-online-estimate', reason: 'over-7-years', explanation: 'x.' }],
  ])('parses %s', (_case, answer) => {
    expect(tradeInOfferJsonSchema.parse(answer)).toEqual(answer);
  });

  it('refuses an offer in fractions of a cent', () => {
    expect(tradeInOfferJsonSchema.safeParse({ kind: 'offer', priceCents: 1.5, currency: 'AUD', explanation: 'x.', validDays: 7, expiresAt: '2025-06-22T00:00:00.000Z', financeOwing: false }).success).toBe(false);
  });
});
