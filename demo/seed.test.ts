import type { Database } from '@dealer/db';
import { openTestDatabase } from '@dealer/db/testing';
import { createCarRepository, migrateStock, type CarRepository } from '@dealer/stock/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStock } from './seed';
import { generateSiteFeed } from './site-feed';

// One database for the file: PGlite in memory, or a schema on TEST_DATABASE_URL (db/README.md).
let db: Database;
let close: () => Promise<void>;
let repo: CarRepository;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase('demo-seed', [migrateStock]));
  repo = createCarRepository(db);
});
afterAll(async () => close?.());

const NOW = new Date('2026-11-20T00:00:00Z');

describe('seedDemoStock', () => {
  it('imports every demo site’s feed when the table is empty, and never again', async () => {
    const seeded = await seedDemoStock(db, { now: NOW });
    expect(Object.keys(seeded!.sites)).toEqual(['riverside-kia', 'southern-cross-motors', 'harbour-city-toyota', 'lone-star-jeep']);
    const expected = ['riverside-kia', 'southern-cross-motors', 'harbour-city-toyota', 'lone-star-jeep'].reduce((n, s) => n + generateSiteFeed(s, { now: NOW }).length, 0);
    expect(seeded!.cars).toBe(expected);
    expect(await repo.countCars()).toBe(expected);
    expect(await seedDemoStock(db, { now: NOW })).toBeNull();
    expect((await repo.listImports('harbour-city-toyota'))[0]).toMatchObject({ fileName: 'demo-seed:harbour-city-toyota', rejected: 0 });
  });
});
