import { describe, expect, it } from 'vitest';
import { deriveSlug, parseCar } from './car';

const minimal = { id: 'ab12', make: 'Kia', model: 'Sportage', year: 2024, car_type: 'new', status: 'in_stock', dealership_slug: 'riverside-kia' };

describe('Car schema (§3)', () => {
  it('a minimal row gets sensible defaults and a derived slug', () => {
    const result = parseCar(minimal);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.car.slug).toBe('2024-kia-sportage-ab12');
    expect(result.car.show_on_dealer_website).toBe(true);
    expect(result.car.price).toBe(0);
    expect(result.car.sold).toBe(false);
    expect(result.car.finance_lenders).toEqual({});
  });

  it.each([
    ['id', { ...minimal, id: '' }, 'id: id is required'],
    ['make', { ...minimal, make: undefined }, 'make:'],
    ['car_type', { ...minimal, car_type: 'nearly-new' }, 'car_type: car_type must be one of new, demo, used'],
    ['status', { ...minimal, status: 'gone' }, 'status: status must be one of in_stock, coming_soon, sold, others'],
    ['year', { ...minimal, year: 1800 }, 'year: year must be 1900 or later'],
    ['price', { ...minimal, price: -5 }, 'price:'],
    ['km', { ...minimal, km: 'lots' }, 'km:'],
  ])('rejects a bad %s with a reason', (_field, row, message) => {
    const result = parseCar(row);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toContain(message);
  });

  it('coerces CSV strings', () => {
    const result = parseCar({ ...minimal, year: '2021', price: '32990', km: '45000', sold: 'false', reserved: 'true', seats: '7' });
    expect(result.ok && result.car).toMatchObject({ year: 2021, price: 32990, km: 45000, sold: false, reserved: true, seats: 7 });
  });

  it.each([
    [{ year: 2024, make: 'Mercedes-Benz', model: 'GLC 300', id: 'X_1' }, '2024-mercedes-benz-glc-300-x-1'],
    [{ year: 2019, make: 'Kia', model: 'Niro Hybrid', id: '77' }, '2019-kia-niro-hybrid-77'],
  ])('deriveSlug(%j) = %s', (car, slug) => {
    expect(deriveSlug(car)).toBe(slug);
  });
});
