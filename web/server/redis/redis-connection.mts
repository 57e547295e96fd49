/**
 * A Redis client that never makes a request wait on Redis (README "Running many instances"): no
 * offline queue (a command while disconnected fails at once), a short timeout per command, and
 * reconnection in the background for as long as the process lives. Callers treat a failed command
 * as "no Redis": the cache misses, limits count in memory. One line is logged when Redis is lost
 * (or unreachable at start) and one when it is back, not one per request or per retry.
 * Plain Node TypeScript (no path aliases): Next loads the cache handler that uses it without bundling.
 */
import { createClient } from 'redis';

export type RedisConnection = ReturnType<typeof createClient>;

/** Long enough for a loopback or same-zone round trip under load; short enough not to be felt by a shopper. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

/** The address without its password, for logs. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

/** What the client is for and what happens without it, for its log lines. */
export interface RedisUse {
  /** e.g. "Next's shared cache" */
  purpose: string;
  /** e.g. "pages render from origin" */
  fallback: string;
}

function isRedisUrl(url: string): boolean {
  try {
    return ['redis:', 'rediss:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Opens a client on `url`; it connects in the background. An address that is not a redis:// or
 * rediss:// URL is said once and treated as a Redis that never answers, never as an error per request.
 */
export function openRedisConnection(url: string, { purpose, fallback }: RedisUse): RedisConnection {
  if (!isRedisUrl(url)) {
    console.error(`REDIS_URL is not a redis:// or rediss:// address: ${purpose} is off and ${fallback}`);
    // Never connected: `isReady` stays false and every command fails at once.
    return createClient();
  }
  const where = redactedRedisUrl(url);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS) },
  });
  let reachable = true;
  // Without an 'error' listener a lost connection would crash the process.
  client.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    console.warn(`Redis at ${where} unreachable (${error.message || error.name}): ${purpose} is off and ${fallback} until it returns`);
  });
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    console.info(`Redis at ${where} reachable again: ${purpose} resumes`);
  });
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps reconnecting.
  });
  return client;
}
