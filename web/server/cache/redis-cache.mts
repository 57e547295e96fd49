/**
 * Next's cache in Redis, shared by every web instance (README "Running many instances"): pages,
 * route responses and `unstable_cache` lookups, with today's rule that no miss is stored
 * (cache-misses.mts). Chosen by cache-handler.mts when REDIS_URL is set.
 *
 * Tags: Next's file cache keeps tag expiry times in process memory, so a webhook reaching one
 * instance would expire that instance's copy only. Here the times live in one Redis hash, and
 * `get` checks the entry's tags (its own, a page's implicit path tags from its headers, a lookup's
 * soft tags) against them, so an expiry through any instance holds for all. An entry stored before
 * its tag went stale is a miss: the platform expires at once (`revalidateTag(tag, { expire: 0 })`),
 * so a blocking render is what the file cache does too.
 *
 * Redis down or unreachable: `get` misses and `set` is dropped, within the connection's short
 * timeout (redis-connection.mts), so pages render from origin; an expiry that could not be written
 * is kept and written when Redis is back. A value that does not parse is logged and is a miss.
 * No copy in process memory sits in front: it would not see another instance's expiry.
 *
 * Entries are kept under the build's ID, since a page's HTML names that build's script files; tag
 * times are shared by all builds. Each entry has a TTL, so Redis with `maxmemory-policy
 * volatile-lru` evicts entries and never the tag times.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache/index.js';
import { openRedisConnection, type RedisConnection } from '../redis/redis-connection.mts';
import { decodeEntry, encodeEntry, type StoredEntry } from './cache-entry-codec.mts';
import { isMiss } from './cache-misses.mts';

type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];
type Value = Parameters<CacheHandler['set']>[1];

/** When a tag went stale and when it expired, in ms since the epoch, as Next's own tags manifest keeps them. */
interface TagTimes {
  stale?: number;
  expired?: number;
}

const KEY_PREFIX = 'next-cache';
/** Every tag's times, in one hash (also read by the front door's kept pages: shared-tag-expiry.mts). */
export const TAG_TIMES_KEY = `${KEY_PREFIX}:tag-times`;
/** The header in which Next stores a page's tags, implicit path tags included. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** An entry with no lifetime of its own that nobody asked for in 30 days is rendered again on demand. */
const DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;
const MAX_TTL_SECONDS = 365 * 24 * 60 * 60;

/** One connection per process and address: Next constructs a handler per request. */
function sharedConnection(url: string): RedisConnection {
  const connections = ((globalThis as { [key: symbol]: Map<string, RedisConnection> | undefined })[Symbol.for('dealer.nextCacheRedis')] ??= new Map());
  let connection = connections.get(url);
  if (!connection) {
    connection = openRedisConnection(url, { purpose: "Next's shared cache", fallback: 'pages render from origin' });
    connections.set(url, connection);
  }
  return connection;
}

/** Expiry times not yet written because Redis was down, per connection; written when it is back. */
const unwrittenTagTimes = new WeakMap<RedisConnection, Map<string, TagTimes>>();
/** Connections with a write of those times waiting for their next 'ready'. */
const retryScheduled = new WeakSet<RedisConnection>();

const buildIds = new Map<string, string>();

/** The build's ID (`.next/BUILD_ID`), read once: Next constructs a handler per request. */
function buildIdOf(serverDistDir: string | undefined): string {
  if (!serverDistDir) return 'unbuilt';
  const known = buildIds.get(serverDistDir);
  if (known) return known;
  try {
    const id = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    if (id) buildIds.set(serverDistDir, id);
    return id || 'unbuilt';
  } catch {
    // During `next build` the ID is written last: not remembered, so the server reads the real one.
    return 'unbuilt';
  }
}

function logIgnored(what: string, key: string, error: unknown): void {
  console.warn(`Next's Redis cache: ${what} ${key} ignored (${error instanceof Error ? error.message : String(error)})`);
}

/** The tags an entry answers to: those stored with it, a page's header tags, and a lookup's tags and soft tags. */
function tagsOf(entry: StoredEntry, context: GetContext): string[] {
  const tags = new Set(entry.tags ?? []);
  const header = (entry.value as { headers?: Record<string, unknown> } | null)?.headers?.[CACHE_TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  const lookup = context as { tags?: string[]; softTags?: string[] };
  for (const tag of [...(lookup.tags ?? []), ...(lookup.softTags ?? [])]) tags.add(tag);
  return [...tags];
}

function parseTagTimes(text: string | null | undefined): TagTimes {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as TagTimes;
    return { stale: typeof parsed.stale === 'number' ? parsed.stale : undefined, expired: typeof parsed.expired === 'number' ? parsed.expired : undefined };
  } catch {
    return {};
  }
}

/**
 * Next's rule (tags-manifest.external.js) for an entry stored at `storedAt`: stale since, or expired
 * since; an entry stored in the very millisecond its tag expired counts as outdated (Next's `>`
 * would keep it), since a publish that is not shown costs more than one render more.
 */
function outdatedBy(times: TagTimes, storedAt: number, now: number): boolean {
  const expired = times.expired !== undefined && times.expired <= now && times.expired >= storedAt;
  const stale = times.stale !== undefined && times.stale >= storedAt;
  return expired || stale;
}

export default class RedisCache implements CacheHandler {
  private readonly redis: RedisConnection;
  private readonly entryPrefix: string;
  private readonly revalidatedTags: readonly string[];

  /** Next passes `context` only; tests pass a connection, to stand for separate instances. */
  constructor(context: CacheHandlerContext, connection?: RedisConnection) {
    const url = process.env.REDIS_URL;
    if (!connection && !url) throw new Error('RedisCache needs REDIS_URL');
    this.redis = connection ?? sharedConnection(url as string);
    this.entryPrefix = `${KEY_PREFIX}:${buildIdOf(context.serverDistDir)}:entry:`;
    this.revalidatedTags = context.revalidatedTags ?? [];
  }

  async get(key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    if (!this.redis.isReady) return null;
    let text: string | null;
    try {
      text = await this.redis.get(this.entryPrefix + key);
    } catch {
      return null;
    }
    if (text === null) return null;
    let entry: StoredEntry;
    try {
      entry = decodeEntry(text);
    } catch (error) {
      logIgnored('unreadable value under', key, error);
      return null;
    }
    const tags = tagsOf(entry, context);
    if (tags.some((tag) => this.revalidatedTags.includes(tag))) return null;
    if (tags.length > 0) {
      let times: (string | null)[];
      try {
        times = await this.redis.hmGet(TAG_TIMES_KEY, tags);
      } catch {
        return null;
      }
      const now = Date.now();
      if (times.some((text) => outdatedBy(parseTagTimes(text), entry.lastModified, now))) return null;
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key: string, value: Value, context: SetContext): Promise<void> {
    if (value === null || isMiss(value) || !this.redis.isReady) return;
    const options = context as { fetchCache?: boolean; tags?: string[]; cacheControl?: CacheHandlerValue['cacheControl'] };
    const cacheControl = options.fetchCache ? undefined : options.cacheControl;
    const entry: StoredEntry = { lastModified: Date.now(), value, cacheControl, tags: options.fetchCache ? options.tags : undefined };
    const expire = cacheControl?.expire;
    const ttl = typeof expire === 'number' && expire > 0 ? Math.min(Math.ceil(expire), MAX_TTL_SECONDS) : DEFAULT_TTL_SECONDS;
    try {
      await this.redis.set(this.entryPrefix + key, encodeEntry(entry), { expiration: { type: 'EX', value: ttl } });
    } catch {
      // Redis is down or slow: the page was rendered and served; it is simply not shared.
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    // As Next's file cache: with durations, stale now and expired after `expire` seconds; without, expired now.
    const times: TagTimes = durations ? { stale: now, expired: durations.expire === undefined ? undefined : now + durations.expire * 1000 } : { expired: now };
    const pending = unwrittenTagTimes.get(this.redis) ?? new Map<string, TagTimes>();
    for (const tag of list) pending.set(tag, { ...pending.get(tag), ...Object.fromEntries(Object.entries(times).filter(([, time]) => time !== undefined)) });
    await writeTagTimes(this.redis, pending);
  }

  resetRequestCache(): void {}
}

/**
 * Writes `pending` tag times, merged over those in Redis (a tag's later time wins); on failure keeps
 * them and tries again when the connection is ready, so an expiry during an outage is not lost.
 */
async function writeTagTimes(redis: RedisConnection, pending: Map<string, TagTimes>): Promise<void> {
  const tags = [...pending.keys()];
  try {
    if (!redis.isReady) throw new Error('not connected');
    const current = await redis.hmGet(TAG_TIMES_KEY, tags);
    const merged = Object.fromEntries(
      tags.map((tag, index) => {
        const before = parseTagTimes(current[index]);
        const after = pending.get(tag) ?? {};
        return [tag, JSON.stringify({ stale: Math.max(before.stale ?? 0, after.stale ?? 0) || undefined, expired: after.expired ?? before.expired })];
      }),
    );
    await redis.hSet(TAG_TIMES_KEY, merged);
    unwrittenTagTimes.delete(redis);
  } catch {
    unwrittenTagTimes.set(redis, pending);
    if (retryScheduled.has(redis)) return;
    retryScheduled.add(redis);
    redis.once('ready', () => {
      retryScheduled.delete(redis);
      void writeTagTimes(redis, unwrittenTagTimes.get(redis) ?? new Map());
    });
  }
}
