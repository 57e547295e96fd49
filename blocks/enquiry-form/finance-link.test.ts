import { describe, expect, it } from 'vitest';
import { financeLinkValues } from './finance-link';

const rules = { dealerships: [{ value: 'southern-cross-parramatta', label: 'Parramatta' }, { value: 'southern-cross-penrith', label: 'Penrith' }] };

describe('§2 a finance link carries preferredDealership, vehiclePriceBudget, car_id, car_type to the form', () => {
  it.each([
    ['?preferredDealership=southern-cross-penrith&vehiclePriceBudget=45990&car_id=sc-00012&car_type=used', { dealership_slug: 'southern-cross-penrith', vehiclePriceBudget: '45990', car_id: 'sc-00012', car_type: 'used' }],
    ['?vehiclePriceBudget=45990.00', { vehiclePriceBudget: '45990' }],
    ['', {}],
    ['?preferredDealership=riverside-kia', {}],
    ['?car_id=%3Cscript%3E&car_type=stolen&vehiclePriceBudget=-5', {}],
    [`?car_id=${'x'.repeat(101)}&vehiclePriceBudget=1e9`, {}],
  ])('%s', (search, expected) => {
    expect(financeLinkValues(search, rules)).toEqual(expected);
  });
});
