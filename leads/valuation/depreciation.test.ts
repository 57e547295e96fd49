import { describe, expect, it } from 'vitest';
import { applyAnswerAdjustments } from './answer-adjustments';
import { depreciatedTradeValue } from './depreciation';

// The curve (README "The embedded provider"): 70% of the new price as a trade price when new,
// 12% less each year, ±2% for each 10,000 km under or over 15,000 km a year (−30% to +6%).
const NOW = new Date('2025-06-15T02:00:00Z');
const corolla = { newPriceAud: 30_000 };

describe('the embedded provider values by age and km (README "The embedded provider")', () => {
  it.each([
    ['a 2020 car (5 years) with 60,000 km: 15,000 under the 75,000 expected, +3%', corolla, 'AU', 2020, 60_000, { basisCents: 3_000_000, age: -1_891_763, odometer: 33_247, cents: 1_141_484 }],
    ['the same car with exactly the 75,000 km expected: no km adjustment', corolla, 'AU', 2020, 75_000, { basisCents: 3_000_000, age: -1_891_763, odometer: 0, cents: 1_108_237 }],
    ['the same car with 300,000 km: the most taken for km, −30%', corolla, 'AU', 2020, 300_000, { basisCents: 3_000_000, age: -1_891_763, odometer: -332_471, cents: 775_766 }],
    ['the same car with 0 km: the most added for km, +6%', corolla, 'AU', 2020, 0, { basisCents: 3_000_000, age: -1_891_763, odometer: 66_494, cents: 1_174_731 }],
    ['a car of this year with 5,000 km: 70% of new, and 10,000 under a year\'s 15,000, +2%', corolla, 'AU', 2025, 5_000, { basisCents: 3_000_000, age: -900_000, odometer: 42_000, cents: 2_142_000 }],
    ['a 2018 HiLux SR5 (7 years, the oldest estimated online) with 100,000 km', { newPriceAud: 62_000 }, 'AU', 2018, 100_000, { basisCents: 6_200_000, age: -4_426_348, odometer: 17_737, cents: 1_791_389 }],
    ['in New Zealand the new price is 7% higher, in NZD', corolla, 'NZ', 2020, 60_000, { basisCents: 3_210_000, age: -2_024_186, odometer: 35_574, cents: 1_221_388 }],
    ['in the US, 72% of it, in USD', corolla, 'US', 2020, 60_000, { basisCents: 2_160_000, age: -1_362_069, odometer: 23_938, cents: 821_869 }],
  ] as const)('%s', (_case, entry, market, year, odometerKm, expected) => {
    const value = depreciatedTradeValue(entry, { market, year, odometerKm, now: NOW });
    expect(value).toEqual({
      basisCents: expected.basisCents,
      adjustments: [
        { answer: 'age', cents: expected.age },
        { answer: 'odometer', cents: expected.odometer },
      ],
      cents: expected.cents,
    });
    expect(value.basisCents + value.adjustments.reduce((sum, adjustment) => sum + adjustment.cents, 0)).toBe(value.cents);
  });

  it('a model year after this one counts as new, never younger', () => {
    expect(depreciatedTradeValue(corolla, { market: 'AU', year: 2026, odometerKm: 5_000, now: NOW }).cents).toBe(2_142_000);
  });
});

describe('the answers adjust the value (§3 adjustmentAnswers; README "The embedded provider")', () => {
  const good = { odometerKm: 60_000, condition: 'good', accidentDamage: 'no', financeOwing: 'no', serviceHistory: 'full', keys: '2+' } as const;
  const BASE = 1_141_484;

  it.each([
    ['good condition, no damage, full history, 2+ keys: the value as it is', {}, [], BASE],
    ['excellent condition: +5%', { condition: 'excellent' }, [{ answer: 'condition', cents: 57_074 }], 1_198_558],
    ['fair condition: −10%', { condition: 'fair' }, [{ answer: 'condition', cents: -114_148 }], 1_027_336],
    ['poor condition: −25%', { condition: 'poor' }, [{ answer: 'condition', cents: -285_371 }], 856_113],
    ['accident damage: −15%', { accidentDamage: 'yes' }, [{ answer: 'accidentDamage', cents: -171_223 }], 970_261],
    ['a partial service history: −5%', { serviceHistory: 'partial' }, [{ answer: 'serviceHistory', cents: -57_074 }], 1_084_410],
    ['no service history: −10%', { serviceHistory: 'none' }, [{ answer: 'serviceHistory', cents: -114_148 }], 1_027_336],
    ['one key: $400 for a second', { keys: '1' }, [{ answer: 'keys', cents: -40_000 }], 1_101_484],
    ['finance owing changes nothing: the dealer pays it out of the price (§2 trade-in FAQ)', { financeOwing: 'yes' }, [], BASE],
    [
      'everything against it: −25%, −15% and −10%, each a share of the value before any answer, and $400',
      { condition: 'poor', accidentDamage: 'yes', serviceHistory: 'none', keys: '1' },
      [{ answer: 'condition', cents: -285_371 }, { answer: 'accidentDamage', cents: -171_223 }, { answer: 'serviceHistory', cents: -114_148 }, { answer: 'keys', cents: -40_000 }],
      530_742,
    ],
  ] as const)('%s', (_case, answers, adjustments, cents) => {
    expect(applyAnswerAdjustments(BASE, { ...good, ...answers })).toEqual({ adjustments, cents });
  });

  it('a provider that already priced the condition (AutoGrab\'s condition score) leaves it out', () => {
    expect(applyAnswerAdjustments(BASE, { ...good, condition: 'poor', keys: '1' }, { condition: false })).toEqual({ adjustments: [{ answer: 'keys', cents: -40_000 }], cents: 1_101_484 });
  });

  it('never below nothing', () => {
    expect(applyAnswerAdjustments(30_000, { ...good, keys: '1' })).toEqual({ adjustments: [{ answer: 'keys', cents: -30_000 }], cents: 0 });
  });
});
