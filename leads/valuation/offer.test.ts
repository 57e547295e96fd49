import { createLocale } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { tradeInOfferJsonSchema } from '../contract/valuation';
import { OFFER_VALID_DAYS, onlineEstimateExclusion, tradeInOffer } from './offer';
import type { IdentifiedVehicle, TradeValue } from './port';

const NOW = new Date('2025-06-15T02:00:00.000Z');
const format = createLocale('en-AU');
const corolla: IdentifiedVehicle = {
  market: 'AU', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2020, body: 'hatchback', fuel: 'Petrol', transmission: 'Automatic',
  reference: { provider: 'embedded', id: 'toyota-corolla-ascent-sport' },
};
const answers = { odometerKm: 60_000, condition: 'good', accidentDamage: 'no', financeOwing: 'no', serviceHistory: 'full', keys: '2+' } as const;
const value = (cents: number): TradeValue => ({ cents, currency: 'AUD', basis: "the model's new price depreciated for its age and odometer", basisCents: 3_000_000, adjustments: [] });

describe('§5/§9 no online estimate over 7 years or over 100,000 km', () => {
  // 'Over 7 years old' compares calendar years in UTC, as stock's rule does: in 2025 a 2018 car is 7, a 2017 car is 8.
  it.each([
    ['§9 a 2018 car in 2025 is 7 years old: estimated', 2018, 60_000, NOW, null],
    ['§9 a 2017 car in 2025 is over 7 years old', 2017, 60_000, NOW, 'over-7-years'],
    ['§9 100,000 km exactly: estimated', 2020, 100_000, NOW, null],
    ['§9 100,001 km is over 100,000 km', 2020, 100_001, NOW, 'over-100000-km'],
    ['§9 both: the age is the reason given', 2010, 250_000, NOW, 'over-7-years'],
    ['a 2018 car on 1 Jan 2026 before 11:00 in Sydney (still 2025 in UTC): estimated for those hours', 2018, 60_000, new Date('2026-01-01T10:30:00+11:00'), null],
    ['a 2018 car on 1 Jan 2026 at noon in Sydney: over 7 years', 2018, 60_000, new Date('2026-01-01T12:00:00+11:00'), 'over-7-years'],
  ] as const)('%s', (_case, year, odometerKm, now, reason) => {
    expect(onlineEstimateExclusion({ year }, { odometerKm }, now)).toBe(reason);
  });

  it.each([
    ['§9 over 7 years', { ...corolla, year: 2017 }, answers, 'over-7-years', 'Cars over 7 years old get no online estimate, so the dealer will value your 2017 Toyota Corolla Ascent Sport in person.'],
    ['§9 over 100,000 km', corolla, { ...answers, odometerKm: 100_001 }, 'over-100000-km', 'Cars with over 100,000 km get no online estimate, so the dealer will value your 2020 Toyota Corolla Ascent Sport in person.'],
  ] as const)('the answer for %s says why, in one sentence', (_case, vehicle, given, reason, explanation) => {
    const answer = tradeInOffer({ vehicle, answers: given, value: value(1_141_484) }, { now: NOW, format });
    expect(answer).toEqual({ kind: 'no-online-estimate', reason, explanation });
    expect(tradeInOfferJsonSchema.parse(answer)).toEqual(answer);
  });

  it('a US site says the limit in miles', () => {
    const answer = tradeInOffer({ vehicle: { ...corolla, market: 'US' }, answers: { ...answers, odometerKm: 100_001 }, value: value(1) }, { now: NOW, format: createLocale('en-US') });
    expect(answer).toMatchObject({ reason: 'over-100000-km', explanation: 'Cars with over 62,137 mi get no online estimate, so the dealer will value your 2020 Toyota Corolla Ascent Sport in person.' });
  });
});

describe('§5 the offer: rounded to the nearest $50, valid for 7 days, explained in one sentence', () => {
  it.each([
    ['$11,414.84 is $11,400', 1_141_484, 1_140_000],
    ['$11,424.99 is $11,400', 1_142_499, 1_140_000],
    ['$11,425.00 is $11,450 (halves go up)', 1_142_500, 1_145_000],
    ['$11,450.00 stays', 1_145_000, 1_145_000],
    ['$25.00 is $50', 2_500, 5_000],
  ])('%s', (_case, cents, priceCents) => {
    expect(tradeInOffer({ vehicle: corolla, answers, value: value(cents) }, { now: NOW, format })).toMatchObject({ kind: 'offer', priceCents });
  });

  it('is the whole answer: price, currency, the sentence, 7 days and when they end', () => {
    const answer = tradeInOffer({ vehicle: corolla, answers, value: value(1_141_484) }, { now: NOW, format });
    expect(answer).toEqual({
      kind: 'offer',
      priceCents: 1_140_000,
      currency: 'AUD',
      explanation:
        "$11,400 for your 2020 Toyota Corolla Ascent Sport with 60,000 km, from the model's new price depreciated for its age and odometer, adjusted for good condition, no accident damage, a full service history and two or more keys; valid for 7 days.",
      validDays: 7,
      expiresAt: '2025-06-22T02:00:00.000Z',
      financeOwing: false,
    });
    expect(OFFER_VALID_DAYS).toBe(7);
    expect(tradeInOfferJsonSchema.parse(answer)).toEqual(answer);
  });

  it('§2 trade-in FAQ: finance owing leaves the price alone and is carried for the dealer', () => {
    const owing = { ...answers, financeOwing: 'yes', condition: 'fair', accidentDamage: 'yes', serviceHistory: 'none', keys: '1' } as const;
    expect(tradeInOffer({ vehicle: { ...corolla, badge: null }, answers: owing, value: value(1_141_484) }, { now: NOW, format })).toMatchObject({
      priceCents: 1_140_000,
      financeOwing: true,
      explanation:
        "$11,400 for your 2020 Toyota Corolla with 60,000 km, from the model's new price depreciated for its age and odometer, adjusted for fair condition, accident damage, no service history and one key; any finance owing is paid out of it; valid for 7 days.",
    });
  });

  it('a value that rounds to nothing is no offer: the dealer values the car in person', () => {
    expect(tradeInOffer({ vehicle: corolla, answers, value: value(2_499) }, { now: NOW, format })).toEqual({
      kind: 'no-online-estimate',
      reason: 'no-market-value',
      explanation: 'There is too little market data to estimate your 2020 Toyota Corolla Ascent Sport online, so the dealer will value it in person.',
    });
  });
});
