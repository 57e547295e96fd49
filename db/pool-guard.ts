import type { Pool, PoolClient } from 'pg';

export type PoolFault = 'client error' | 'failed BEGIN';

/**
 * Guards a PostgreSQL pool against two faults a dropped connection sets off (found by
 * `npm run bench:leads`, which cuts the database's connections mid-run):
 *
 * - pg emits a dropped connection as an 'error' event on a checked-out client that has no
 *   statement running (between a transaction's statements). Without a listener the process ends
 *   on an unhandled 'error' event: the web process, or a worker, crashed with it.
 * - drizzle-orm 0.45's transaction() sends BEGIN before its try/finally, so a BEGIN that fails
 *   never gives its client back (github.com/drizzle-team/drizzle-orm/issues/6023, /6241 and
 *   /6341): a pool of 5 is gone after 5 and every later query waits for ever. A failed BEGIN here
 *   releases its client as broken.
 *
 * `onFault` hears each one (the benchmark counts them).
 */
export function guardPool(pool: Pool, onFault: (fault: PoolFault) => void = () => {}): void {
  const guarded = new WeakSet<PoolClient>();
  pool.on('error', () => onFault('client error')); // an idle client dropped by the server
  pool.on('acquire', (client) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', () => onFault('client error'));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (isBegin(args[0]) && result instanceof Promise) {
        result.catch((error: unknown) => {
          onFault('failed BEGIN');
          client.release(error instanceof Error ? error : new Error(String(error)));
        });
      }
      return result;
    };
  });
}

function isBegin(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}
