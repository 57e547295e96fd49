import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { onPoolFault, type Database, type DatabaseExecutor, type PoolFault } from '@dealer/db';

/**
 * The delivery bench's database fault. By default it cuts the bench's own client connections (found
 * by their `application_name` prefix) again and again for a while: to every client that is what a
 * database restart looks like (connections dropped, statements in flight fail, new connections
 * dropped too until it is back), and nobody else's connections on the shared server are touched.
 * `restart` really restarts the local PostgreSQL cluster on the URL's port (`pg_ctlcluster`, root
 * only): every other user of the server sees it as well.
 */

export type DatabaseFaultMode = 'terminate' | 'restart';

export interface DatabaseFaultOutcome {
  mode: DatabaseFaultMode;
  description: string;
  durationMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

/** Cuts every connection whose application_name starts with `prefix`, every 100 ms for `durationMs`. */
export async function cutConnections(admin: DatabaseExecutor, prefix: string, durationMs: number): Promise<DatabaseFaultOutcome> {
  const start = Date.now();
  let cut = 0;
  do {
    const result = await admin.execute(sql`
      SELECT count(*)::int AS cut FROM (
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE starts_with(application_name, ${prefix}) AND pid <> pg_backend_pid()
      ) AS terminated`);
    cut += Number(rowsOf(result)[0]?.cut ?? 0);
    await sleep(100);
  } while (Date.now() - start < durationMs);
  const durationMsTaken = Date.now() - start;
  return {
    mode: 'terminate',
    description: `database restart simulated: the bench clients' connections were terminated every 100 ms for ${(durationMsTaken / 1000).toFixed(1)} s (${cut} connections cut); other users of the server untouched`,
    durationMs: durationMsTaken,
  };
}

/** Whether this process may restart the server: root, on this machine's server. */
export function canRestartServer(url: string): boolean {
  const host = new URL(url).hostname;
  return process.getuid?.() === 0 && ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host);
}

/** Restarts the local cluster the URL's port belongs to (pg_lsclusters; `pg_ctlcluster` stops it in fast mode). */
export async function restartServer(url: string): Promise<DatabaseFaultOutcome> {
  const run = promisify(execFile);
  const port = new URL(url).port || '5432';
  const { stdout } = await run('pg_lsclusters', ['-h']);
  const cluster = stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === port);
  if (!cluster) throw new Error(`no local PostgreSQL cluster listens on port ${port} (pg_lsclusters)`);
  const [version, name] = cluster as [string, string];
  const start = Date.now();
  await run('pg_ctlcluster', [version, name, 'restart'], { timeout: 120_000 });
  const durationMs = Date.now() - start;
  return { mode: 'restart', description: `PostgreSQL cluster ${version}/${name} restarted with pg_ctlcluster (${(durationMs / 1000).toFixed(1)} s); every client of the server saw it`, durationMs };
}

export interface PoolGuard {
  /** Connection errors on the pool's clients: each would have ended an unguarded process. */
  clientErrors(): number;
  /** Failed BEGINs: each would have leaked its client for good; five exhaust a pool (storing hangs). */
  failedBegins(): number;
}

/**
 * Counts the pool faults a dropped connection sets off. Every PostgreSQL pool the platform opens
 * survives them since this benchmark found them (db/pool-guard.ts); this only counts.
 */
export function guardPool(db: Database, onFault: (fault: PoolFault) => void = () => {}): PoolGuard {
  let clientErrors = 0;
  let failedBegins = 0;
  onPoolFault(db, (fault) => {
    if (fault === 'client error') clientErrors += 1;
    else failedBegins += 1;
    onFault(fault);
  });
  return { clientErrors: () => clientErrors, failedBegins: () => failedBegins };
}
