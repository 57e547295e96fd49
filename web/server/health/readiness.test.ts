import { closeDatabase, openDatabase, type Database } from '@dealer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessCheck, readinessResponse, type ReadinessProbes } from './readiness';

/**
 * GET /healthz's answer (README "Running many instances"): ready only when the database answers a
 * `select 1` and the search index is built; a check never waits long, and says what is not ready.
 */
let db: Database;
beforeAll(async () => {
  db = await openDatabase({ memory: true });
}, 120_000);
let closed = false;
afterAll(async () => {
  if (!closed) await closeDatabase(db);
});

const never = () => new Promise<never>(() => {});
const body = async (response: Response) => [response.status, await response.json()] as const;

describe('readinessCheck', () => {
  it('ready: the database answers select 1 and the index is built → 200 {"status":"ready"}, never cached', async () => {
    const check = readinessCheck({ database: async () => db, searchIndex: async () => ({}) });
    const readiness = await check();
    expect(readiness).toEqual({ ready: true, database: 'ready', search: 'ready' });
    const response = readinessResponse(readiness);
    expect(await body(response)).toEqual([200, { status: 'ready' }]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('an index still building is "starting" within the wait, and the work goes on: the next check finds it ready', async () => {
    let built!: () => void;
    const building = new Promise<void>((resolve) => (built = resolve));
    let started = 0;
    const check = readinessCheck({ database: async () => db, searchIndex: () => (started++, building) }, { waitMs: 50 });
    const began = Date.now();
    expect(await check()).toEqual({ ready: false, database: 'ready', search: 'starting' });
    expect(Date.now() - began).toBeLessThan(1_000);
    expect(await body(readinessResponse(await check()))).toEqual([503, { status: 'not ready', search: 'starting' }]);
    built();
    expect(await check()).toEqual({ ready: true, database: 'ready', search: 'ready' });
    // Every check asks the probe, which is the process singleton: asking starts the build once.
    expect(started).toBe(3);
  });

  it('a failed index build is "unavailable"; the answer names the parts but never the error (it may name hosts)', async () => {
    const logged: string[] = [];
    const check = readinessCheck(
      { database: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')), searchIndex: () => Promise.reject(new Error('boom')) },
      { log: (line) => logged.push(line) },
    );
    const response = readinessResponse(await check());
    expect(await body(response)).toEqual([503, { status: 'not ready', database: 'unavailable', search: 'unavailable' }]);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(logged).toEqual(['[healthz] database unavailable: connect ECONNREFUSED 10.0.0.5:5432', '[healthz] search unavailable: boom']);
  });

  it('a probe that throws synchronously is a failure, not a crash', async () => {
    const check = readinessCheck({ database: async () => db, searchIndex: () => { throw new Error('sync'); } }, { log: () => {} });
    expect(await check()).toEqual({ ready: false, database: 'ready', search: 'unavailable' });
  });
  it('(last: it closes the database) a database that does not answer, and one that fails, are not ready; the failure is logged once per change, not per check', async () => {
    const logged: string[] = [];
    let down = true;
    // The file's own database, closed (one PGlite per file: each takes seconds to start).
    await closeDatabase(db);
    closed = true;
    const working = await openDatabase({ memory: true });
    const probes: ReadinessProbes = { database: async () => (down ? db : working), searchIndex: async () => ({}) };
    const check = readinessCheck(probes, { waitMs: 200, log: (line) => logged.push(line) });
    for (let i = 0; i < 3; i++) expect(await check()).toEqual({ ready: false, database: 'unavailable', search: 'ready' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[healthz\] database unavailable: /);
    down = false;
    expect((await check()).ready).toBe(true);
    expect(logged).toEqual([logged[0], '[healthz] database ready again']);
    await closeDatabase(working);

    const hanging = readinessCheck({ database: never, searchIndex: async () => ({}) }, { waitMs: 50 });
    expect(await hanging()).toEqual({ ready: false, database: 'starting', search: 'ready' });
  }, 120_000);
});
