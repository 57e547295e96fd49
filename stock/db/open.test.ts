import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCar } from '../car/car';
import { closeDatabase, DatabaseLockedError, databaseEngine, migrate, openDatabase } from './open';
import { createCarRepository } from './repository';

// The file-backed PGlite that `npm start` uses (<dataDir>/pglite): persistence and the process lock.
describe('openDatabase with a data directory (PGlite on disk)', () => {
  let dataDir: string;
  const savedUrl = process.env.DATABASE_URL;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stock-db-'));
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('persists cars under <dataDir>/pglite and refuses a second process while open', async () => {
    const db = await openDatabase({ dataDir });
    expect(databaseEngine(db)).toBe('pglite');
    await migrate(db);
    const parsed = parseCar({ id: 'p1', make: 'Kia', model: 'EV3', year: 2025, car_type: 'new', status: 'in_stock', dealership_slug: 'riverside-kia' });
    if (!parsed.ok) throw new Error(parsed.errors.join());
    await createCarRepository(db).upsertCars([parsed.car]);

    // Another process holding the lock: opening fails with a clear message, before touching files.
    await closeDatabase(db);
    await writeFile(join(dataDir, 'pglite.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+ \(is `npm start` running\?\)/);

    // A stale lock (dead pid) is taken over; the data survived the restart.
    await writeFile(join(dataDir, 'pglite.lock'), '999999999');
    const reopened = await openDatabase({ dataDir });
    await migrate(reopened);
    expect((await createCarRepository(reopened).listCars()).map((c) => c.id)).toEqual(['p1']);
    await closeDatabase(reopened);
  });
});
