import { generateSiteFeed, type DemoCarRow } from '@dealer/demo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@dealer/db';
import { openTestDatabase } from '@dealer/db/testing';
import { createCarRepository, type CarRepository } from '../db/repository';
import { migrateStock } from '../db/migrate';
import { FeedImportError, importFeed, validateFeedRows } from './import-feed';
import { toImportResponse, importResponseSchema, importRequestSchema } from './protocol';
import { parseFeedText } from './read-feed';

// One database for the file: PGlite in memory, or a schema on TEST_DATABASE_URL (db/README.md).
let db: Database;
let close: () => Promise<void>;
let repo: CarRepository;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase('import', [migrateStock]));
  repo = createCarRepository(db);
});
afterAll(async () => close?.());
beforeEach(async () => {
  await db.execute(sql`DELETE FROM cars`);
  await db.execute(sql`DELETE FROM feed_imports`);
});

const NOW = new Date('2026-11-20T00:00:00Z');
const kia = generateSiteFeed('riverside-kia', { now: NOW }).slice(0, 30);
const scm = generateSiteFeed('southern-cross-motors', { now: NOW });
const jeep = generateSiteFeed('lone-star-jeep', { now: NOW }).slice(0, 10);
const ids = (cars: { id: string }[]) => cars.map((c) => c.id).sort();

describe('importFeed (§3 feed import)', () => {
  it('stores every good row and records an audit row', async () => {
    const result = await importFeed({ db, site: 'riverside-kia', rows: kia, now: NOW, fileName: 'kia.json' });
    expect(result.summary).toEqual({ site: 'riverside-kia', total: 30, inserted: 30, updated: 0, unchanged: 0, removed: 0, rejected: 0, full: false, dryRun: false, removal: 'not-full' });
    expect(result.errors).toEqual([]);
    expect(await repo.listCars({ dealershipSlugs: ['riverside-kia'] })).toEqual([...kia].sort((a, b) => a.id.localeCompare(b.id)));
    const [audit] = await repo.listImports('riverside-kia');
    expect(audit).toMatchObject({ id: result.importId, fileName: 'kia.json', total: 30, inserted: 30, rejected: 0, full: false });
  });

  it('upserts by id: a changed car is updated, the rest are unchanged', async () => {
    await importFeed({ db, site: 'riverside-kia', rows: kia, now: NOW });
    const changed = kia.map((car, i) => (i === 3 ? { ...car, price: 12345 } : car));
    const result = await importFeed({ db, site: 'riverside-kia', rows: changed, now: NOW });
    expect(result.summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 29 });
    expect(result.changedIds).toEqual([kia[3]!.id]);
    expect((await repo.getCarBySlug(kia[3]!.slug, ['riverside-kia']))?.price).toBe(12345);
  });

  const good = (over: Partial<DemoCarRow> | Record<string, unknown>) => ({ ...kia[0]!, id: 'new-1', slug: null, ...over });
  it.each([
    { name: 'a missing make', row: good({ make: '' }), reason: 'make: make is required' },
    { name: 'a bad car_type', row: good({ car_type: 'nearly-new' }), reason: 'car_type: car_type must be one of new, demo, used' },
    { name: 'a bad status', row: good({ status: 'gone' }), reason: 'status: status must be one of in_stock, coming_soon, sold, others' },
    { name: 'a year out of range', row: good({ year: 1800 }), reason: 'year: year must be 1900 or later' },
    { name: 'a negative price', row: good({ price: -5 }), reason: 'price:' },
    { name: 'another site’s dealership', row: good({ dealership_slug: 'lone-star-jeep' }), reason: 'dealership_slug: "lone-star-jeep" is not a dealership of site riverside-kia (riverside-kia)' },
    { name: 'an unknown dealership', row: good({ dealership_slug: 'nowhere' }), reason: 'dealership_slug: "nowhere" is not a dealership of site riverside-kia' },
    { name: 'a row that is not an object', row: 'just text', reason: 'row: must be an object with the §3 car fields' },
    { name: 'a duplicate id in the feed', row: good({ id: kia[1]!.id }), reason: `id: "${kia[1]!.id}" appears twice in the feed (first at 2)` },
    { name: 'a duplicate slug in the feed', row: good({ slug: kia[1]!.slug }), reason: `slug: "${kia[1]!.slug}" is already used in the feed (at 2)` },
  ])('rejects $name with its line and reason, and touches nothing else', async ({ row, reason }) => {
    const existing = { ...kia[5]!, price: 777 };
    await importFeed({ db, site: 'riverside-kia', rows: [existing], now: NOW });
    const before = await repo.listCars();
    // Line 3 is the bad row; lines 1, 2 and 4 are good.
    const result = await importFeed({ db, site: 'riverside-kia', rows: [kia[0]!, kia[1]!, row, kia[2]!], now: NOW });
    expect(result.summary).toMatchObject({ total: 4, inserted: 3, rejected: 1 });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.line).toBe(3);
    expect(result.errors[0]!.errors.join('; ')).toContain(reason);
    const after = await repo.listCars();
    expect(after.find((c) => c.id === existing.id)).toEqual(before[0]);
    expect(ids(after)).toEqual(ids([existing, kia[0]!, kia[1]!, kia[2]!]));
  });

  it('a bad version of a stored car leaves the stored car as it was', async () => {
    await importFeed({ db, site: 'riverside-kia', rows: [kia[0]!], now: NOW });
    const result = await importFeed({ db, site: 'riverside-kia', rows: [{ ...kia[0]!, year: 'soon', price: 1 }], now: NOW });
    expect(result.errors).toEqual([{ line: 1, id: kia[0]!.id, errors: [expect.stringMatching(/^year: /)] }]);
    expect(await repo.listCars()).toEqual([kia[0]]);
  });

  it.each([
    ['a NUL in the make', { make: 'Kia\u0000' }, 'make: must not contain a NUL character'],
    ['a lone surrogate in a thumbnail', { thumbnails: ['a.jpg', 'b\ud800.jpg'] }, 'thumbnails.1: must be well-formed Unicode text (a lone surrogate was sent)'],
  ])('a row with text the database cannot store (%s) is rejected, the others imported', async (_label, change, message) => {
    const result = await importFeed({ db, site: 'riverside-kia', rows: [{ ...kia[0]!, ...change }, kia[1]!], now: NOW });
    expect(result.errors).toEqual([{ line: 1, id: kia[0]!.id, errors: [message] }]);
    expect((await repo.listCars()).map((car) => car.id)).toEqual([kia[1]!.id]);
  });

  it('rejects an id that belongs to another site’s dealership (one site never changes another’s stock)', async () => {
    await importFeed({ db, site: 'lone-star-jeep', rows: jeep, now: NOW });
    const stolen = { ...kia[0]!, id: jeep[0]!.id, slug: 'stolen' };
    const result = await importFeed({ db, site: 'riverside-kia', rows: [stolen, kia[1]!], now: NOW });
    expect(result.errors).toEqual([{ line: 1, id: jeep[0]!.id, errors: [`id: "${jeep[0]!.id}" already belongs to dealership lone-star-jeep of another site`] }]);
    expect((await repo.listCars({ dealershipSlugs: ['lone-star-jeep'] })).find((c) => c.id === jeep[0]!.id)).toEqual(jeep[0]);
  });

  it('keeps the stored created_at when the feed leaves it out, and uses now for a new car (§4 new tag)', async () => {
    const { created_at: _dropped, ...withoutDate } = kia[0]!;
    await importFeed({ db, site: 'riverside-kia', rows: [kia[0]!], now: NOW });
    const later = new Date('2026-12-01T00:00:00Z');
    const again = await importFeed({ db, site: 'riverside-kia', rows: [withoutDate, { ...withoutDate, id: 'fresh', slug: null }], now: later });
    expect(again.summary).toMatchObject({ inserted: 1, unchanged: 1 });
    const stored = Object.fromEntries((await repo.listCars()).map((c) => [c.id, c.created_at]));
    expect(stored).toEqual({ [kia[0]!.id]: kia[0]!.created_at, fresh: later.toISOString() });
  });

  describe('--full', () => {
    const parramatta = scm.filter((c) => c.dealership_slug === 'southern-cross-parramatta');
    const caravans = scm.filter((c) => c.dealership_slug === 'southern-cross-caravans');

    it('removes only the site’s cars missing from the feed (all its dealerships, no other site)', async () => {
      await importFeed({ db, site: 'southern-cross-motors', rows: scm, now: NOW });
      await importFeed({ db, site: 'riverside-kia', rows: kia, now: NOW });
      const keep = parramatta.slice(0, 10);
      const hook = vi.fn();
      const result = await importFeed({ db, site: 'southern-cross-motors', rows: keep, full: true, now: NOW, afterImport: hook });
      expect(result.summary).toMatchObject({ unchanged: 10, removed: scm.length - 10, removal: 'removed' });
      expect(ids(await repo.listCars({ dealershipSlugs: ['southern-cross-parramatta', 'southern-cross-dandenong', 'southern-cross-caravans'] }))).toEqual(ids(keep));
      expect(await repo.countCars({ dealershipSlugs: ['riverside-kia'] })).toBe(kia.length);
      expect(hook).toHaveBeenCalledWith({ site: 'southern-cross-motors', changedIds: [], removedIds: ids(scm.slice()).filter((id) => !keep.some((k) => k.id === id)) });
    });

    it('removes nothing when any row was rejected, and says so', async () => {
      await importFeed({ db, site: 'southern-cross-motors', rows: scm, now: NOW });
      const result = await importFeed({ db, site: 'southern-cross-motors', rows: [...caravans.slice(0, 5), { ...caravans[5]!, status: 'lost' }], full: true, now: NOW });
      expect(result.summary).toMatchObject({ removed: 0, rejected: 1, removal: 'skipped-rejections' });
      expect(result.notes).toContain('Full import: no cars were removed because 1 row was rejected. Fix it and import again.');
      expect(await repo.countCars()).toBe(scm.length);
    });

    it('an empty feed never empties a site', async () => {
      await importFeed({ db, site: 'southern-cross-motors', rows: scm.slice(0, 5), now: NOW });
      const result = await importFeed({ db, site: 'southern-cross-motors', rows: [], full: true, now: NOW });
      expect(result.summary).toMatchObject({ removed: 0, removal: 'skipped-empty-feed' });
      expect(await repo.countCars()).toBe(5);
    });
  });

  it('a dry run counts what would change and changes nothing', async () => {
    await importFeed({ db, site: 'riverside-kia', rows: kia.slice(0, 20), now: NOW });
    const before = await repo.listCars();
    const rows = [...kia.slice(0, 9), { ...kia[9]!, price: 1 }, ...kia.slice(20, 25)];
    const hook = vi.fn();
    const result = await importFeed({ db, site: 'riverside-kia', rows, full: true, dryRun: true, now: NOW, afterImport: hook });
    expect(result.summary).toMatchObject({ inserted: 5, updated: 1, unchanged: 9, removed: 10, dryRun: true, removal: 'dry-run' });
    expect(result.importId).toBeNull();
    expect(hook).not.toHaveBeenCalled();
    expect(await repo.listCars()).toEqual(before);
    expect(await repo.listImports('riverside-kia')).toHaveLength(1);
  });

  it('writes in batches (one transaction each) and reports progress', async () => {
    const progress: string[] = [];
    await importFeed({ db, site: 'riverside-kia', rows: kia, now: NOW, batchSize: 12, onProgress: (p) => progress.push(`${p.phase} ${p.done}/${p.total}`) });
    expect(progress).toEqual(['validate 30/30', 'write 12/30', 'write 24/30', 'write 30/30']);
    expect(await repo.countCars()).toBe(30);
  });

  it('after a successful import the hook gets the changed ids; a failing hook is a note, the cars stay', async () => {
    const result = await importFeed({
      db,
      site: 'riverside-kia',
      rows: kia.slice(0, 3),
      now: NOW,
      afterImport: () => {
        throw new Error('index offline');
      },
    });
    expect(result.changedIds.sort()).toEqual(ids(kia.slice(0, 3)));
    expect(result.notes).toEqual(['The cars are stored, but updating the search index failed: index offline']);
    expect(await repo.countCars()).toBe(3);
  });

  it.each([
    { name: 'an unknown site', options: { site: 'nowhere', rows: kia }, code: 'unknown-site', message: /Unknown site "nowhere". Known sites: riverside-kia, / },
    { name: 'rows that are not an array', options: { site: 'riverside-kia', rows: { cars: [] } as unknown as [] }, code: 'not-array', message: /must be an array/ },
  ])('$name: a clear error and nothing touched', async ({ options, code, message }) => {
    await importFeed({ db, site: 'riverside-kia', rows: kia.slice(0, 2), now: NOW });
    const error = await importFeed({ db, now: NOW, ...options }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedImportError);
    expect((error as FeedImportError).code).toBe(code);
    expect((error as Error).message).toMatch(message);
    expect(await repo.countCars()).toBe(2);
    expect(await repo.listImports('riverside-kia')).toHaveLength(1);
  });

  it('CSV physical lines reach the error report', async () => {
    const csv = 'id,make,model,year,car_type,status,dealership_slug,dealercomments\n' +
      'c1,Kia,EV3,2025,new,in_stock,riverside-kia,"Two|\nparagraphs"\n' +
      'c2,Kia,EV5,1800,new,in_stock,riverside-kia,\n';
    const feed = parseFeedText(csv, 'csv');
    const result = await importFeed({ db, site: 'riverside-kia', rows: feed.rows, now: NOW });
    expect(result.errors).toEqual([{ line: 4, id: 'c2', errors: ['year: year must be 1900 or later'] }]);
    expect((await repo.listCars())[0]).toMatchObject({ id: 'c1', dealercomments: 'Two|\nparagraphs', created_at: NOW.toISOString() });
  });

  it('validateFeedRows works without a database (the CLI checks rows before sending them)', () => {
    const { valid, errors } = validateFeedRows('riverside-kia', [kia[0]!, { id: 'x' }]);
    expect(valid.map((v) => v.line)).toEqual([1]);
    expect(errors[0]).toMatchObject({ line: 2, id: 'x' });
  });

  it('the web route contract: request and response schemas', () => {
    expect(importRequestSchema.parse({ site: 'riverside-kia', cars: [] })).toEqual({ site: 'riverside-kia', full: false, cars: [] });
    expect(importRequestSchema.safeParse({ site: '', cars: {} }).success).toBe(false);
  });

  it('toImportResponse round-trips through the response schema', async () => {
    const result = await importFeed({ db, site: 'riverside-kia', rows: [kia[0]!, { id: 'bad' }], now: NOW });
    expect(importResponseSchema.parse(JSON.parse(JSON.stringify(toImportResponse(result))))).toEqual(toImportResponse(result));
  });
});
