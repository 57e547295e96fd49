import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Client, Pool } from 'pg';
import { databaseEngine, type Database, type DatabaseExecutor } from './open';

/**
 * Change notices between processes on one database, on PostgreSQL's LISTEN/NOTIFY (README "Stock
 * coherence"). A notice sent inside a transaction is delivered at its commit, never for a
 * rollback; every listener hears it, the sender's own included.
 *
 * On PostgreSQL a LISTEN needs a connection of its own (a pooled one is handed to other queries),
 * so each listener holds one dedicated client. When that connection is lost (a server restart, a
 * network cut), it reconnects with a growing pause and then calls `onReconnect`: notices sent while
 * it was away are lost, so the listener must re-read what it follows. PGlite delivers notices
 * within the process.
 */

/** PostgreSQL's limit on a NOTIFY payload is 8000 bytes; a sender keeps well under it. */
export const MAX_NOTICE_BYTES = 7_900;

export interface NoticeListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  onNotice(payload: string): void;
  /** After a lost connection came back (PostgreSQL only): notices may have been missed. */
  onReconnect?(): void;
  /** A lost connection or a failed reconnect, for the log. */
  onFault?(error: Error): void;
  /** Pause before the first reconnect attempt, doubled up to 10 s (default 250 ms). */
  retryMs?: number;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/** Sends a notice on `channel` (inside a transaction: at its commit). */
export async function sendNotice(db: DatabaseExecutor, channel: string, payload: string): Promise<void> {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notice channel: ${channel}`);
  if (Buffer.byteLength(payload) > MAX_NOTICE_BYTES) throw new Error(`A notice payload is limited to ${MAX_NOTICE_BYTES} bytes`);
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

export async function listenForNotices(db: Database, channel: string, options: ListenOptions): Promise<NoticeListener> {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notice channel: ${channel}`);
  if (databaseEngine(db) === 'pglite') {
    const unsubscribe = await (db.$client as PGlite).listen(channel, (payload) => options.onNotice(payload));
    return { close: () => unsubscribe() };
  }
  return listenOnPostgres(db.$client as Pool, channel, options);
}

async function listenOnPostgres(pool: Pool, channel: string, options: ListenOptions): Promise<NoticeListener> {
  const { default: pg } = await import('pg');
  const firstPause = options.retryMs ?? 250;
  let closed = false;
  let client: Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let pause = firstPause;

  const connect = async (): Promise<void> => {
    // The pool's own settings (URL, search_path): the channel is per database, not per schema.
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === channel) options.onNotice(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the notice connection ended')));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    pause = firstPause;
  };

  const lost = (which: Client, error: Error) => {
    if (closed || client !== which) return;
    client = null;
    which.removeAllListeners('notification');
    which.on('error', () => {});
    void which.end().catch(() => {});
    options.onFault?.(error);
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(async () => {
      timer = null;
      try {
        await connect();
        if (!closed) options.onReconnect?.();
      } catch (error) {
        options.onFault?.(error as Error);
        pause = Math.min(pause * 2, 10_000);
        schedule();
      }
    }, pause);
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const open = client as Client | null;
      client = null;
      if (open) await open.end().catch(() => {});
    },
  };
}
