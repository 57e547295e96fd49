import type { Database } from '@dealer/db';

/**
 * Whether this web instance can serve (README "Running many instances"): its database is open and
 * answers a `select 1`, and its search index is built. The balancer sends traffic only to a ready
 * instance, so an instance still building its index, or cut off from PostgreSQL, gets none.
 *
 * Asking is what starts the work: the first check opens the database and builds the index (the
 * stock service), so a fresh instance becomes ready without waiting for a shopper. A check never
 * waits longer than `waitMs` for either: a slow answer is "not yet", and the balancer asks again.
 */
export interface ReadinessProbes {
  /** This process's database, opened on first call. */
  database(): Promise<Database>;
  /** This process's search index (the stock service), built on first call. */
  searchIndex(): Promise<unknown>;
}

/** What a part is doing: ready, still starting, or failed (the detail goes to the log, never to the caller). */
export type PartState = 'ready' | 'starting' | 'unavailable';

export interface Readiness {
  ready: boolean;
  database: PartState;
  search: PartState;
}

/** Long enough for a `select 1` on a loaded machine, well inside the balancer's check timeout. */
export const DEFAULT_WAIT_MS = 1_000;

type Settled = { state: 'ready' } | { state: 'starting' } | { state: 'unavailable'; error: unknown };

/** `work`'s outcome, or "starting" if it has not settled within `ms` (it goes on in the background). */
async function within(ms: number, work: () => Promise<unknown>): Promise<Settled> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Settled>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'starting' }), ms);
  });
  const settled = Promise.resolve()
    .then(work)
    .then(
      (): Settled => ({ state: 'ready' }),
      (error: unknown): Settled => ({ state: 'unavailable', error }),
    );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A readiness check for `probes`. It logs a part's failure when the part's state changes, not on
 * every check: the balancer asks twice a second.
 */
export function readinessCheck(probes: ReadinessProbes, { waitMs = DEFAULT_WAIT_MS, log = console.error }: { waitMs?: number; log?: (message: string) => void } = {}): () => Promise<Readiness> {
  const last: Record<'database' | 'search', PartState | undefined> = { database: undefined, search: undefined };
  const report = (part: 'database' | 'search', settled: Settled): PartState => {
    if (settled.state !== last[part]) {
      if (settled.state === 'unavailable') log(`[healthz] ${part} unavailable: ${settled.error instanceof Error ? settled.error.message : String(settled.error)}`);
      else if (last[part] === 'unavailable') log(`[healthz] ${part} ${settled.state} again`);
      last[part] = settled.state;
    }
    return settled.state;
  };
  return async () => {
    const [database, search] = await Promise.all([
      within(waitMs, async () => {
        const client = (await probes.database()).$client;
        // PGlite or a pg Pool (@dealer/db): both take a plain query; the pool's goes to the server.
        await ('waitReady' in client ? client.query('select 1') : client.query('select 1'));
      }),
      within(waitMs, probes.searchIndex),
    ]);
    const readiness = { database: report('database', database), search: report('search', search) };
    return { ready: readiness.database === 'ready' && readiness.search === 'ready', ...readiness };
  };
}

/** The answer of GET /healthz: 200 `{"status":"ready"}`, else 503 naming what is not ready. Never stored by anyone. */
export function readinessResponse(readiness: Readiness): Response {
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };
  if (readiness.ready) return new Response(JSON.stringify({ status: 'ready' }), { status: 200, headers });
  const notReady = Object.fromEntries((['database', 'search'] as const).filter((part) => readiness[part] !== 'ready').map((part) => [part, readiness[part]]));
  return new Response(JSON.stringify({ status: 'not ready', ...notReady }), { status: 503, headers: { ...headers, 'retry-after': '1' } });
}
