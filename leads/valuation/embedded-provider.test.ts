import { createLocale } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { createEmbeddedValuationProvider } from './embedded-provider';
import type { IdentifiedVehicle, ValuationProvider } from './port';
import { requestTradeInOffer } from './request-offer';

const NOW = new Date('2025-06-15T02:00:00.000Z');
const provider = createEmbeddedValuationProvider({ now: () => NOW });
const format = createLocale('en-AU');
const corolla: IdentifiedVehicle = {
  market: 'AU', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2020, body: 'hatchback', fuel: 'Petrol', transmission: 'Automatic',
  reference: { provider: 'embedded', id: 'toyota-corolla-ascent-sport' },
};
const answers = { odometerKm: 60_000, condition: 'good', accidentDamage: 'no', financeOwing: 'no', serviceHistory: 'full', keys: '2+' } as const;

describe('the embedded provider behind the port (README "The embedded provider")', () => {
  it.each([
    ['an AU plate', { rego: 'ABC123', regoState: 'NSW' }],
    ['an NZ plate', { rego: 'BMT038', regoState: 'NZ' }],
    ['a US VIN', { vin: '1HGCM82633A004352' }],
  ] as const)('finds a car for %s', async (_case, request) => {
    expect(await provider.lookup(request)).toMatchObject({ kind: 'found', vehicle: { reference: { provider: 'embedded' } } });
  });

  it.each([
    ['an empty plate', { rego: '', regoState: 'NSW' }],
    ['a plate with a symbol', { rego: 'AB!23', regoState: 'VIC' }],
    ['an NZ plate of 7', { rego: 'ABC1234', regoState: 'NZ' }],
    ['a state that is none', { rego: 'ABC123', regoState: 'XX' }],
    ['a VIN whose check digit is wrong', { vin: '1M8GDM9A1KP042788' }],
  ])('answers not-found for %s (only a well-formed plate names a car)', async (_case, request) => {
    expect(await provider.lookup(request as never)).toEqual({ kind: 'not-found' });
  });

  it('a caller that has given up gets unavailable, not a car', async () => {
    const signal = AbortSignal.abort();
    expect(await provider.lookup({ rego: 'ABC123', regoState: 'NSW' }, { signal })).toMatchObject({ kind: 'unavailable' });
    expect(await provider.value(corolla, answers, { signal })).toMatchObject({ kind: 'unavailable' });
  });

  it('values by its curve, then the answers, in the market currency', async () => {
    expect(await provider.value(corolla, { ...answers, keys: '1' })).toEqual({
      kind: 'valued',
      value: {
        cents: 1_101_484,
        currency: 'AUD',
        basis: "the model's new price depreciated for its age and odometer",
        basisCents: 3_000_000,
        adjustments: [
          { answer: 'age', cents: -1_891_763 },
          { answer: 'odometer', cents: 33_247 },
          { answer: 'keys', cents: -40_000 },
        ],
      },
    });
    expect(await provider.value({ ...corolla, market: 'NZ' }, answers)).toMatchObject({ value: { currency: 'NZD', cents: 1_221_388 } });
  });

  it('has no price for a car another provider identified', async () => {
    expect(await provider.value({ ...corolla, reference: { provider: 'autograb', id: '5804870883868672' } }, answers)).toEqual({ kind: 'no-market-value' });
  });
});

describe('§5/§9 asking for an offer (requestTradeInOffer)', () => {
  const counting = (inner: ValuationProvider) => {
    const calls = { value: 0 };
    const wrapped: ValuationProvider = { name: inner.name, lookup: inner.lookup, value: (...args) => (calls.value++, inner.value(...args)) };
    return { wrapped, calls };
  };

  it('a plate to an offer: $11,400 for a 2020 Corolla with 60,000 km in good order', async () => {
    expect(await requestTradeInOffer(provider, corolla, answers, { now: NOW, format })).toMatchObject({ kind: 'offer', priceCents: 1_140_000, currency: 'AUD', validDays: 7 });
  });

  it.each([
    ['§9 over 7 years', { ...corolla, year: 2017 }, answers, 'over-7-years'],
    ['§9 over 100,000 km', corolla, { ...answers, odometerKm: 100_001 }, 'over-100000-km'],
  ] as const)('%s: no online estimate, and the provider is never asked (a real one charges per valuation)', async (_case, vehicle, given, reason) => {
    const { wrapped, calls } = counting(provider);
    expect(await requestTradeInOffer(wrapped, vehicle, given, { now: NOW, format })).toMatchObject({ kind: 'no-online-estimate', reason });
    expect(calls.value).toBe(0);
  });

  it('a provider without a market price: no online estimate', async () => {
    expect(await requestTradeInOffer(provider, { ...corolla, reference: { provider: 'autograb', id: 'x' } }, answers, { now: NOW, format })).toMatchObject({
      kind: 'no-online-estimate',
      reason: 'no-market-value',
    });
  });

  it('a provider that cannot answer: unavailable, for the route to say so (not a made-up price)', async () => {
    const down: ValuationProvider = { name: 'autograb', lookup: async () => ({ kind: 'unavailable', reason: 'down' }), value: async () => ({ kind: 'unavailable', reason: 'AutoGrab did not answer within 5000 ms' }) };
    expect(await requestTradeInOffer(down, corolla, answers, { now: NOW, format })).toEqual({ kind: 'unavailable', reason: 'AutoGrab did not answer within 5000 ms' });
  });
});
