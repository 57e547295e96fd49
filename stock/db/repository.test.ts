import type { Database } from '@dealer/db';
import { openTestDatabase } from '@dealer/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseCar, type Car, type CarInput } from '../car/car';
import { migrateStock } from './migrate';
import { createCarRepository, MAX_STORED_IMPORT_ERRORS, type CarRepository } from './repository';

// Runs on in-memory PGlite; on PostgreSQL too when TEST_DATABASE_URL is set (see db/README.md).
let db: Database;
let close: () => Promise<void>;
let repo: CarRepository;
let engine: string;

beforeAll(async () => {
  ({ db, close, engine } = await openTestDatabase('repository', [migrateStock]));
  repo = createCarRepository(db);
});
afterAll(async () => close?.());
beforeEach(async () => {
  await db.execute(sql`DELETE FROM cars`);
  await db.execute(sql`DELETE FROM feed_imports`);
});

function car(id: string, dealership_slug = 'riverside-kia', extra: Partial<CarInput> = {}): Car {
  const parsed = parseCar({ id, make: 'Kia', model: 'Sportage', year: 2024, car_type: 'used', status: 'in_stock', dealership_slug, created_at: '2026-01-01T00:00:00.000Z', ...extra });
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.car;
}

describe(`stock repository (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs on the engine the environment asks for', () => {
    expect(engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('migrate is idempotent (safe at every start)', async () => {
    await migrateStock(db);
    expect(await repo.countCars()).toBe(0);
  });

  it.each([
    {
      name: 'new ids are inserted',
      before: [] as Car[],
      rows: [car('a'), car('b')],
      expected: { inserted: ['a', 'b'], updated: [], unchanged: [] },
    },
    {
      name: 'identical data is left unchanged',
      before: [car('a'), car('b')],
      rows: [car('a'), car('b')],
      expected: { inserted: [], updated: [], unchanged: ['a', 'b'] },
    },
    {
      name: 'changed data is updated, by id',
      before: [car('a'), car('b')],
      rows: [car('a', 'riverside-kia', { price: 41990 }), car('b'), car('c')],
      expected: { inserted: ['c'], updated: ['a'], unchanged: ['b'] },
    },
  ])('§3 upsert by car id: $name', async ({ before, rows, expected }) => {
    await repo.upsertCars(before);
    const result = await repo.upsertCars(rows);
    expect({ inserted: result.inserted.sort(), updated: result.updated.sort(), unchanged: result.unchanged.sort() }).toEqual(expected);
    expect(await repo.countCars()).toBe(new Set([...before, ...rows].map((c) => c.id)).size);
  });

  it('an update replaces the stored car and its slug', async () => {
    await repo.upsertCars([car('a')]);
    await repo.upsertCars([car('a', 'riverside-kia', { price: 39990, slug: 'my-sportage' })]);
    const stored = await repo.getCarBySlug('my-sportage', ['riverside-kia']);
    expect(stored?.price).toBe(39990);
    expect(await repo.getCarBySlug('2024-kia-sportage-a', ['riverside-kia'])).toBeNull();
  });

  it('never overwrites a car owned by a dealership outside the allowed ones', async () => {
    await repo.upsertCars([car('x', 'lone-star-jeep', { price: 100 })]);
    const result = await repo.upsertCars([car('x', 'riverside-kia', { price: 1 })], { allowedDealerships: ['riverside-kia'] });
    expect(result.unchanged).toEqual(['x']);
    const [stored] = await repo.listCars({ dealershipSlugs: ['lone-star-jeep'] });
    expect(stored).toMatchObject({ id: 'x', price: 100, dealership_slug: 'lone-star-jeep' });
  });

  it('deleteCarsNotIn removes only the listed dealerships’ cars missing from the keep list', async () => {
    await repo.upsertCars([car('a'), car('b'), car('c', 'other-dealer'), car('d', 'riverside-kia-2')]);
    const removed = await repo.deleteCarsNotIn(['riverside-kia', 'riverside-kia-2'], ['a']);
    expect(removed).toEqual(['b', 'd']);
    expect((await repo.listCars()).map((c) => c.id)).toEqual(['a', 'c']);
    expect(await repo.deleteCarsNotIn([], [])).toEqual([]);
  });

  it('deleteCarsNotIn with an empty keep list empties those dealerships only', async () => {
    await repo.upsertCars([car('a'), car('c', 'other-dealer')]);
    expect(await repo.deleteCarsNotIn(['riverside-kia'], [])).toEqual(['a']);
    expect(await repo.countCars()).toBe(1);
  });

  it('reads are scoped by dealership: one site never sees another site’s cars', async () => {
    await repo.upsertCars([car('a'), car('b', 'lone-star-jeep')]);
    expect((await repo.listCars({ dealershipSlugs: ['riverside-kia'] })).map((c) => c.id)).toEqual(['a']);
    expect(await repo.listCars({ dealershipSlugs: [] })).toEqual([]);
    expect(await repo.getCarBySlug('2024-kia-sportage-b', ['riverside-kia'])).toBeNull();
    expect((await repo.getCarBySlug('2024-kia-sportage-b', ['lone-star-jeep']))?.id).toBe('b');
    expect(await repo.countCars({ dealershipSlugs: ['lone-star-jeep'] })).toBe(1);
    expect(await repo.countCars()).toBe(2);
  });

  it('stores the full parsed car as jsonb and returns it unchanged', async () => {
    const full = car('full', 'riverside-kia', {
      finance_lenders: { taurus: { interestRate: 8.99, comparisonRate: 9.49, paymentWeek: 120 } },
      location: { name: 'Riverside Kia - Sales', address: { city: 'Milton', state: 'QLD' } },
      images: [{ image_url: '/car-images/suv/red.png?v=1' }],
      standardEquipment: ['Apple CarPlay'],
    });
    await repo.upsertCars([full]);
    expect((await repo.listCars())[0]).toEqual(full);
  });

  it('getCarOwners reports the dealership and created_at of existing ids', async () => {
    await repo.upsertCars([car('a'), car('b', 'lone-star-jeep')]);
    const owners = await repo.getCarOwners(['a', 'b', 'missing']);
    expect(Object.fromEntries(owners)).toEqual({
      a: { dealershipSlug: 'riverside-kia', createdAt: '2026-01-01T00:00:00.000Z' },
      b: { dealershipSlug: 'lone-star-jeep', createdAt: '2026-01-01T00:00:00.000Z' },
    });
  });

  it('recordImport keeps an audit row per import, newest first, with at most 1000 errors', async () => {
    const base = { site: 'riverside-kia', full: false, total: 3, inserted: 1, updated: 1, unchanged: 0, removed: 0, rejected: 1 };
    await repo.recordImport({ ...base, fileName: 'a.json', startedAt: new Date('2026-01-01T00:00:00Z'), finishedAt: new Date('2026-01-01T00:00:01Z'), errors: [{ line: 3, id: 'x', errors: ['year: required'] }] });
    const errors = Array.from({ length: MAX_STORED_IMPORT_ERRORS + 5 }, (_, i) => ({ line: i + 2, errors: ['make: make is required'] }));
    const id = await repo.recordImport({ ...base, fileName: 'b.csv', startedAt: new Date('2026-01-02T00:00:00Z'), finishedAt: new Date('2026-01-02T00:00:01Z'), errors });
    const imports = await repo.listImports('riverside-kia');
    expect(imports.map((i) => i.fileName)).toEqual(['b.csv', 'a.json']);
    expect(imports[0]!.id).toBe(id);
    expect(imports[0]!.errors).toHaveLength(1000);
    expect(imports[1]!.errors).toEqual([{ line: 3, id: 'x', errors: ['year: required'] }]);
    expect(await repo.listImports('other-site')).toEqual([]);
  });

  it('a transaction rolls back every write in it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await createCarRepository(tx).upsertCars([car('t1')]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await repo.countCars()).toBe(0);
  });

  it('upserts thousands of cars in one call (no parameter-count limits in the keep list)', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => car(`m${i}`));
    for (let i = 0; i < many.length; i += 1000) await repo.upsertCars(many.slice(i, i + 1000));
    expect(await repo.countCars()).toBe(3000);
    const removed = await repo.deleteCarsNotIn(['riverside-kia'], many.slice(0, 2999).map((c) => c.id));
    expect(removed).toEqual(['m2999']);
  });
});
