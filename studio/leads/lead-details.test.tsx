import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { extraDetails, tradeInDetails } from './lead-details';
import { LeadCard } from './LeadCard';
import type { Lead, LeadTradeIn } from './leads-api';

/**
 * The Leads tool shows a trade-in lead (§3 "Valuation lead": category Trade-in, subcategory
 * '3. Offer Accepted', the vehicle, the adjustment answers and the offer in the lead's extra
 * values) in words a dealer reads, never as the keys it is stored under.
 */
const accepted: LeadTradeIn = {
  valuationId: '3f1e9a52-0000-4000-8000-0000000000ab', rego: 'ABC123', regoState: 'QLD', year: '2024', make: 'Ford', model: 'Mustang', badge: 'GT',
  body: 'coupe', fuel: 'Petrol', transmission: 'Automatic', odometerKm: '12000', condition: 'good', accidentDamage: 'no', financeOwing: 'yes',
  serviceHistory: 'full', keys: '2+', offerPrice: '42950.00', offerCurrency: 'AUD', offerExpiresAt: '2025-03-11T05:06:07.890Z',
  explanation: '$42,950 for your 2024 Ford Mustang GT with 12,000 km; valid for 7 days.',
};

const lead = (overrides: Partial<Lead>): Lead => ({
  id: 'l-1', createdAt: '2025-03-04T05:06:07.890Z', category: 'Trade-in', subcategory: '3. Offer Accepted', name: 'Jamie', email: 'jamie@example.com',
  phone: '0412 345 678', carId: null, state: 'delivered', deliveries: [], ...overrides,
});

describe('§3 the Leads tool shows a trade-in readably', () => {
  it('§3 an accepted offer: the vehicle, the plate, each answer and the offer', () => {
    expect(tradeInDetails(accepted)).toEqual({
      vehicle: '2024 Ford Mustang GT (coupe, petrol, automatic)',
      identity: 'Rego ABC123 (QLD)',
      answers: [
        ['Odometer', '12,000 km'], ['Condition', 'Good'], ['Accident damage', 'No'], ['Finance owing', 'Yes'], ['Service history', 'Full'], ['Keys', 'Two or more'],
      ],
      offer: '$42,950 AUD, valid until 11 Mar 2025',
      explanation: '$42,950 for your 2024 Ford Mustang GT with 12,000 km; valid for 7 days.',
    });
  });

  it.each([
    ['§5 over 7 years: no online estimate', { noOnlineEstimate: 'over-7-years' }, 'No online estimate: the car is over 7 years old. Value it in person.'],
    ['§5 over 100,000 km: no online estimate', { noOnlineEstimate: 'over-100000-km' }, 'No online estimate: the car has done over 100,000 km. Value it in person.'],
    ['cents kept when there are any', { offerPrice: '11400.50', offerCurrency: 'NZD', offerExpiresAt: undefined }, '$11,400.50 NZD'],
    ['a US offer', { offerPrice: '18000.00', offerCurrency: 'USD', offerExpiresAt: undefined }, '$18,000 USD'],
  ])('%s', (_case, change, offer) => {
    const { offerPrice: _price, offerCurrency: _currency, offerExpiresAt: _expires, ...rest } = accepted;
    expect(tradeInDetails({ ...rest, ...change } as LeadTradeIn).offer).toBe(offer);
  });

  it('a VIN (the US site) identifies the car when there is no plate; unanswered questions are left out', () => {
    const details = tradeInDetails({ valuationId: 'v', vin: '1C4RJFAG0FC625797', year: '2015', make: 'Jeep', model: 'Grand Cherokee' });
    expect(details).toMatchObject({ vehicle: '2015 Jeep Grand Cherokee', identity: 'VIN 1C4RJFAG0FC625797', answers: [], offer: 'No offer yet.' });
  });

  it.each([
    [{ last_name: 'Smith', postcode: '4064' }, [['Last name', 'Smith'], ['Postcode', '4064']]],
    [{ additional_services: ['Extended warranty', 'Service plan'], Rego: 'XYZ987' }, [['Rego', 'XYZ987'], ['Also interested in', 'Extended warranty, Service plan']]],
    [{ car_id: 'rk-1', page_id: 'p', stock_number: 'RK10001', some_other_value: 'x' }, [['Stock number', 'RK10001'], ['Some other value', 'x']]],
    [{ additional_services: [] }, []],
    [undefined, []],
  ])('§5 the form\'s other values, labelled: %j', (extra, rows) => {
    expect(extraDetails(extra)).toEqual(rows);
  });

  it('§3 the lead card shows the trade-in and the other values in words, none of the stored keys', () => {
    const html = renderToString(<LeadCard lead={lead({ tradeIn: accepted, extra: { last_name: 'Smith', postcode: '4064' } })} onResend={async () => undefined} />).replace(/<!-- -->/g, '');
    for (const text of ['Trade-in: 2024 Ford Mustang GT (coupe, petrol, automatic)', 'Rego ABC123 (QLD)', 'Accident damage', 'Two or more', '$42,950 AUD, valid until 11 Mar 2025', 'Last name', 'Smith', 'Trade-in: 3. Offer Accepted']) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/trade_in_|odometerKm|accidentDamage|last_name|2\+/);
  });

  it('a lead without a trade-in shows none', () => {
    const html = renderToString(<LeadCard lead={lead({ category: 'Sales', subcategory: null, tradeIn: null })} onResend={async () => undefined} />);
    expect(html).not.toContain('data-testid="lead-trade-in"');
  });
});
