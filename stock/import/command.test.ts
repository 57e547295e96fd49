import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSiteFeed } from '@dealer/demo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, type Database } from '@dealer/db';
import { openTestDatabase } from '@dealer/db/testing';
import { createCarRepository } from '../db/repository';
import { migrateStock } from '../db/migrate';
import { runImportCli, parseCliArgs, type CliDeps } from './command';
import { carsToCsv } from './csv';

// The CLI with its outside world injected: a test database (opened once) and a fake web app.
let db: Database;
let close: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase('cli', [migrateStock]));
  dir = await mkdtemp(join(tmpdir(), 'stock-import-'));
});
afterAll(async () => {
  await close?.();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.execute(sql`DELETE FROM cars`);
  await db.execute(sql`DELETE FROM feed_imports`);
});

const NOW = new Date('2026-11-20T00:00:00Z');
const kia = generateSiteFeed('riverside-kia', { now: NOW }).slice(0, 12);

type Call = { url: string; body: unknown; auth: string | null };
function refused(): typeof fetch {
  return (async () => {
    throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3000'), { code: 'ECONNREFUSED' }) });
  }) as typeof fetch;
}
function webApp(handler: (call: Call) => { status: number; body: unknown }, calls: Call[]): typeof fetch {
  return (async (url: string | URL, init?: RequestInit) => {
    const call = { url: String(url), body: JSON.parse(String(init?.body)), auth: new Headers(init?.headers).get('authorization') };
    calls.push(call);
    const { status, body } = handler(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

function deps(overrides: Partial<CliDeps> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliDeps = {
    io: { out: (t) => out.push(t), err: (t) => err.push(t) },
    env: { STOCK_ADMIN_SECRET: 's3cret' },
    dataDir: dir,
    fetch: refused(),
    openDatabase: async () => db,
    closeDatabase: async () => {},
    now: () => NOW,
    ...overrides,
  };
  return { deps: value, out, err, text: () => [...err, ...out].join('\n') };
}

async function file(name: string, content: string) {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

const cars = () => createCarRepository(db).listCars();

describe('stock:import CLI arguments', () => {
  it.each([
    [['feed.json', '--site', 'riverside-kia'], { file: 'feed.json', site: 'riverside-kia', full: false, dryRun: false }],
    [['--site=riverside-kia', 'feed.csv', '--full', '--dry-run'], { file: 'feed.csv', site: 'riverside-kia', full: true, dryRun: true }],
    [['feed.json'], { error: 'Which site? Add --site SLUG.' }],
    [['--site', 'x'], { error: 'Which file? Give the feed file to import.' }],
    [['a', 'b', '--site', 'x'], { error: 'One file at a time (got a and b)' }],
    [['a', '--site'], { error: '--site needs a site slug' }],
    [['a', '--site', 'x', '--force'], { error: 'Unknown option --force' }],
    [['--help'], { help: true }],
  ])('%j', (argv, expected) => {
    expect(parseCliArgs(argv)).toEqual(expected);
  });

  it('usage errors exit 2 with the usage text', async () => {
    const run = deps();
    expect(await runImportCli(['feed.json'], run.deps)).toBe(2);
    expect(run.text()).toContain('Usage: npm run stock:import -- FILE --site SLUG [--full] [--dry-run]');
  });
});

describe('stock:import CLI: errors that import nothing (exit 2)', () => {
  it.each([
    { name: 'unknown site', content: JSON.stringify(kia), site: 'nowhere', message: 'Error: Unknown site "nowhere". Known sites: riverside-kia, southern-cross-motors, harbour-city-toyota, lone-star-jeep. Nothing was imported.' },
    { name: 'JSON that is not an array', content: '{"cars": []}', site: 'riverside-kia', message: 'The feed must be a JSON array of cars ([{...}, ...]); this file holds an object. Nothing was imported.' },
    { name: 'broken JSON', content: '[{"id": ', site: 'riverside-kia', message: 'The file is not valid JSON' },
    { name: 'an empty CSV', content: '', site: 'riverside-kia', message: 'The CSV file is empty', ext: 'csv' },
  ])('$name', async ({ content, site, message, ext }) => {
    const run = deps();
    const path = await file(`bad.${ext ?? 'json'}`, content);
    expect(await runImportCli([path, '--site', site], run.deps)).toBe(2);
    expect(run.text()).toContain(message);
    expect(await cars()).toEqual([]);
  });

  it('an unreadable file', async () => {
    const run = deps();
    expect(await runImportCli([join(dir, 'missing.json'), '--site', 'riverside-kia'], run.deps)).toBe(2);
    expect(run.text()).toContain(`Cannot read ${join(dir, 'missing.json')}: no such file. Nothing was imported.`);
  });

  it('the web app holds the database but does not answer: says so, touches nothing', async () => {
    const run = deps({
      openDatabase: async () => {
        throw new DatabaseLockedError(join(dir, 'pglite'), 4242);
      },
    });
    const path = await file('ok.json', JSON.stringify(kia));
    expect(await runImportCli([path, '--site', 'riverside-kia'], run.deps)).toBe(2);
    expect(run.text()).toContain('in use by process 4242');
    expect(run.text()).toContain('wait until it has started');
  });
});

describe('stock:import CLI without the web app (imports into the database itself)', () => {
  it('imports good rows, reports bad CSV rows by physical line, exits 1, and notes the web app will pick it up', async () => {
    const rows = [kia[0]!, { ...kia[1]!, dealercomments: 'Line one|\nline two' }, { ...kia[2]!, year: 1800 }, { ...kia[3]!, dealership_slug: 'lone-star-jeep' }, kia[4]!];
    const path = await file('feed.csv', carsToCsv(rows));
    const run = deps();
    expect(await runImportCli([path, '--site', 'riverside-kia'], run.deps)).toBe(1);
    const text = run.text();
    expect(text).toContain('Read 5 rows from feed.csv (CSV; "line" is the physical line in the file) for site riverside-kia.');
    expect(text).toContain('The web app is not running at http://127.0.0.1:3000: importing into the database directly.');
    expect(text).toContain('Rejected 2 rows:');
    // Header is line 1, rows start on 2; row 2's comment spans two lines, so the bad rows are on 5 and 6.
    expect(text).toContain(`  line 5 (id ${kia[2]!.id}): year: year must be 1900 or later`);
    expect(text).toContain(`  line 6 (id ${kia[3]!.id}): dealership_slug: "lone-star-jeep" is not a dealership of site riverside-kia (riverside-kia)`);
    expect(text).toContain('Note: the web app is not running; it will load the new stock when it starts.');
    expect(run.out).toEqual(['riverside-kia: inserted 3, updated 0, unchanged 0, removed 0, rejected 2']);
    expect((await cars()).map((c) => c.id).sort()).toEqual([kia[0]!.id, kia[1]!.id, kia[4]!.id].sort());
  });

  it('--full removes missing cars, but not when a row was rejected (and says so)', async () => {
    await createCarRepository(db).upsertCars(kia);
    const withBad = await file('full-bad.json', JSON.stringify([kia[0], { ...kia[1], make: '' }]));
    const run = deps();
    expect(await runImportCli([withBad, '--site', 'riverside-kia', '--full'], run.deps)).toBe(1);
    expect(run.text()).toContain('  row 2 (id');
    expect(run.text()).toContain('Full import: no cars were removed because 1 row was rejected. Fix it and import again.');
    expect(await createCarRepository(db).countCars()).toBe(kia.length);

    const clean = await file('full.json', JSON.stringify(kia.slice(0, 4)));
    const second = deps();
    expect(await runImportCli([clean, '--site', 'riverside-kia', '--full'], second.deps)).toBe(0);
    expect(second.out).toEqual(['riverside-kia: inserted 0, updated 0, unchanged 4, removed 8, rejected 0']);
    expect(await createCarRepository(db).countCars()).toBe(4);
  });

  it('--dry-run counts and changes nothing', async () => {
    await createCarRepository(db).upsertCars(kia.slice(0, 2));
    const path = await file('dry.json', JSON.stringify(kia.slice(0, 5)));
    const run = deps();
    expect(await runImportCli([path, '--site', 'riverside-kia', '--dry-run'], run.deps)).toBe(0);
    expect(run.out).toEqual(['riverside-kia: inserted 3, updated 0, unchanged 2, removed 0, rejected 0 (dry run: nothing changed)']);
    expect(await createCarRepository(db).countCars()).toBe(2);
  });

  it('asks a web app that came up to reindex the site', async () => {
    const calls: Call[] = [];
    let first = true;
    const fetchImpl: typeof fetch = async (url, init) => {
      if (first) {
        first = false;
        return refused()(url, init);
      }
      return webApp(() => ({ status: 200, body: { cars: 12 } }), calls)(url, init);
    };
    const run = deps({ fetch: fetchImpl });
    expect(await runImportCli([await file('ok.json', JSON.stringify(kia)), '--site', 'riverside-kia'], run.deps)).toBe(0);
    expect(calls).toEqual([{ url: 'http://127.0.0.1:3000/api/stock/reindex', body: { site: 'riverside-kia' }, auth: 'Bearer s3cret' }]);
    expect(run.text()).toContain('The web app at http://127.0.0.1:3000 reindexed riverside-kia.');
  });
});

describe('stock:import CLI with the web app running (it holds the database)', () => {
  const okResponse = (site: string, n: number, errors: unknown[] = []) => ({
    summary: { site, total: n, inserted: n - errors.length, updated: 0, unchanged: 0, removed: 0, rejected: errors.length, full: false, dryRun: false, removal: 'not-full' },
    errors,
    notes: [],
    importId: 7,
  });

  it('sends only the valid rows with the secret, never --full after a local rejection, and maps the web’s errors back to file rows', async () => {
    const calls: Call[] = [];
    const fetchImpl = webApp(({ body }) => {
      const sent = (body as { cars: unknown[] }).cars;
      // The web rejects the second car it received (e.g. an id owned by another site).
      return { status: 200, body: okResponse('riverside-kia', sent.length, [{ line: 2, id: kia[2]!.id, errors: ['id: "x" already belongs to dealership y of another site'] }]) };
    }, calls);
    const rows = [kia[0], { ...kia[1], status: 'gone' }, kia[2], kia[3]];
    const run = deps({ fetch: fetchImpl, env: { WEB_URL: 'http://127.0.0.1:3999/' } });
    await writeFile(join(dir, 'stock-admin-secret'), 'from-file\n');
    expect(await runImportCli([await file('web.json', JSON.stringify(rows)), '--site', 'riverside-kia', '--full'], run.deps)).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: 'http://127.0.0.1:3999/api/stock/import', auth: 'Bearer from-file', body: { site: 'riverside-kia', full: false } });
    expect((calls[0]!.body as { cars: { id: string }[] }).cars.map((c) => c.id)).toEqual([kia[0]!.id, kia[2]!.id, kia[3]!.id]);
    const text = run.text();
    expect(text).toContain('  row 2 (id');
    expect(text).toContain(`  row 3 (id ${kia[2]!.id}): id: "x" already belongs to dealership y of another site`);
    expect(text).toContain('Full import: no cars were removed because 1 row was rejected.');
    expect(run.out).toEqual(['riverside-kia: inserted 2, updated 0, unchanged 0, removed 0, rejected 2']);
    expect(await cars()).toEqual([]); // the CLI did not open the database itself
  });

  it.each([
    // Refusals are problem details: the CLI shows their `detail` (README "Routes and errors").
    { status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Invalid or missing stock admin secret.' }, message: 'answered 401: Invalid or missing stock admin secret. Set STOCK_ADMIN_SECRET' },
    { status: 404, body: 'Not Found', message: 'has no /api/stock/import route' },
    { status: 400, body: { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Unknown site "x".', errors: { site: 'Unknown site "x".' } }, message: 'answered 400: Unknown site "x". Nothing' },
    { status: 200, body: { weird: true }, message: 'answered with an unexpected body' },
  ])('a web app answering $status: exit 2, nothing imported', async ({ status, body, message }) => {
    const run = deps({ fetch: webApp(() => ({ status, body }), []) });
    expect(await runImportCli([await file('w.json', JSON.stringify(kia)), '--site', 'riverside-kia'], run.deps)).toBe(2);
    expect(run.text()).toContain(message);
    expect(await cars()).toEqual([]);
  });

  it('shows progress on stderr for long files', async () => {
    const many = generateSiteFeed('southern-cross-motors', { now: NOW });
    const big = Array.from({ length: 3 }, (_, copy) => many.map((c) => ({ ...c, id: `${c.id}-${copy}`, slug: null }))).flat();
    const run = deps({ fetch: webApp(({ body }) => ({ status: 200, body: okResponse('southern-cross-motors', (body as { cars: unknown[] }).cars.length) }), []) });
    expect(await runImportCli([await file('big.json', JSON.stringify(big)), '--site', 'southern-cross-motors'], run.deps)).toBe(0);
    expect(run.err).toContain(`  validated 500/${big.length} (${Math.floor((500 / big.length) * 100)}%)`);
    expect(run.err).toContain(`  validated ${big.length}/${big.length} (100%)`);
    expect(run.err).toContain(`Sending ${big.length} cars to the web app at http://127.0.0.1:3000 ...`);
  });
});
