/**
 * Kept pages shared through Redis (README "Page speed", "Pages answered from the front door",
 * "With Redis"): the instance that renders a page writes its kept copy (head, brotli and gzip
 * bytes, tags, times: kept-page-codec.mts) to Redis, and an instance that does not hold it in memory
 * reads it from there before asking Next, so a page is rendered once for the cluster, not once per
 * instance.
 *
 * One round trip per read: a script returns the entry and the expiry times of its tags (the hash
 * Next's Redis cache writes, redis-cache.mts) together, and an entry kept before one of its tags
 * last expired is not served. Such an entry is left to its TTL rather than deleted: the render
 * that replaces it may be writing already.
 *
 * Bounds: each entry lives as long as the page may be answered (fresh, then stale), at most 30
 * days; an entry larger than `maxEntryBytes` is not written (the page stays in its instance's
 * memory only); entries are kept under the build's ID, since a page names its build's scripts.
 *
 * Failure: Redis down, slow past `readTimeoutMs`, or an error of any kind is a miss (Next renders,
 * as without Redis); a write that fails is dropped; a value that does not decode is not served.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESP_TYPES } from 'redis';
import { TAG_TIMES_KEY } from '../cache/redis-cache.mts';
import { lastTagExpiry } from '../cache/shared-tag-expiry.mts';
import type { RedisConnection } from '../redis/redis-connection.mts';
import { decodeKeptPage, encodeKeptPage } from './kept-page-codec.mts';
import type { KeptPage } from './page-cache.mts';

export interface SharedPageStore {
  /** The page another instance kept for `key`, unless missing, outdated by a tag, unreadable, or Redis did not answer in time. */
  read(key: string): Promise<KeptPage | null>;
  /** Shares `page`; resolves when written or given up (never rejects). */
  write(key: string, page: KeptPage): Promise<void>;
}

export interface SharedPageStoreOptions {
  /** Usually the build's ID (`keptPagesNamespace`). */
  namespace: string;
  /** An entry (head and both bodies) larger than this is not shared. */
  maxEntryBytes?: number;
  /** How long a miss waits for Redis before asking Next. */
  readTimeoutMs?: number;
  now?: () => number;
}

/** A few hundred search pages' brotli and gzip bytes together are a few tens of MB; one page above 1 MB is rare and stays local. */
export const SHARED_PAGE_MAX_BYTES = 1024 * 1024;
/** A loopback or same-zone round trip; a miss waits no longer than this before rendering. */
export const SHARED_PAGE_READ_TIMEOUT_MS = 150;
const MAX_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'kept-page';

/** Tags are site and stock names (cached-pages.mts `pageTags`): never a line break. */
const TAG_SEPARATOR = '\n';

/**
 * The entry and its tags' times in one round trip: [tags, page, times], or nil when there is no
 * entry. A value of another type under the key is an error, which the caller takes as a miss.
 */
const READ_SCRIPT = `
local tags = redis.call('HGET', KEYS[1], 'tags')
if not tags then return false end
local page = redis.call('HGET', KEYS[1], 'page')
local list = {}
for tag in string.gmatch(tags, '[^\\n]+') do list[#list + 1] = tag end
if #list == 0 then return {tags, page, {}} end
return {tags, page, redis.call('HMGET', KEYS[2], unpack(list))}
`;

/** Bulk strings as Buffers: the page field is binary. */
const binaryReplies = { [RESP_TYPES.BLOB_STRING]: Buffer };

/**
 * `command`, or a rejection after `ms`. The client's own timeout covers only the wait to be sent
 * (node-redis 5, commands-queue.js drops it once written), so a server that is slow to reply
 * would hold the request without this.
 */
function withinMs<T>(command: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  command.catch(() => {});
  return Promise.race([command, late]).finally(() => clearTimeout(timer));
}

/** The build's ID, next to its static folder (`.next/static` → `.next/BUILD_ID`); `unbuilt` without one. */
export function keptPagesNamespace(staticDir: string): string {
  try {
    return readFileSync(join(staticDir, '..', 'BUILD_ID'), 'utf8').trim() || 'unbuilt';
  } catch {
    return 'unbuilt';
  }
}

export function redisPageStore(redis: RedisConnection, { namespace, maxEntryBytes = SHARED_PAGE_MAX_BYTES, readTimeoutMs = SHARED_PAGE_READ_TIMEOUT_MS, now = Date.now }: SharedPageStoreOptions): SharedPageStore {
  /** Reads under way, so that many misses of one page at once cost one round trip. */
  const reading = new Map<string, Promise<KeptPage | null>>();
  const redisKey = (key: string) => `${KEY_PREFIX}:${namespace}:${createHash('sha256').update(key).digest('base64url')}`;

  const readOnce = async (key: string): Promise<KeptPage | null> => {
    if (!redis.isReady) return null;
    let reply: unknown;
    try {
      reply = await withinMs(redis.sendCommand(['EVAL', READ_SCRIPT, '2', redisKey(key), TAG_TIMES_KEY], { typeMapping: binaryReplies, timeout: readTimeoutMs }), readTimeoutMs);
    } catch {
      return null;
    }
    if (!Array.isArray(reply) || reply.length !== 3) return null;
    const [tagsField, pageField, times] = reply as [unknown, unknown, unknown];
    if (!Buffer.isBuffer(tagsField) || !Buffer.isBuffer(pageField) || !Array.isArray(times)) return null;
    const page = decodeKeptPage(key, pageField);
    if (!page || page.tags.join(TAG_SEPARATOR) !== tagsField.toString('utf8')) return null;
    const time = now();
    if (time >= page.staleUntil) return null;
    const outdated = times.some((text) => {
      const last = Buffer.isBuffer(text) ? lastTagExpiry(text.toString('utf8'), time) : undefined;
      // The same millisecond counts as before, as for pages kept in memory (page-tag-expiry.mts).
      return last !== undefined && last >= page.storedAt;
    });
    return outdated ? null : page;
  };

  return {
    read(key) {
      const under = reading.get(key);
      if (under) return under;
      const read = readOnce(key).finally(() => reading.delete(key));
      reading.set(key, read);
      return read;
    },
    async write(key, page) {
      if (!redis.isReady || page.tags.some((tag) => tag.includes(TAG_SEPARATOR))) return;
      const bytes = encodeKeptPage(key, page);
      if (bytes.length > maxEntryBytes) return;
      const ttlMs = Math.min(page.staleUntil - now(), MAX_TTL_MS);
      if (ttlMs <= 0) return;
      const entry = redisKey(key);
      try {
        await redis.multi().del(entry).hSet(entry, { tags: page.tags.join(TAG_SEPARATOR), page: bytes }).pExpire(entry, Math.ceil(ttlMs)).exec();
      } catch {
        // Redis is down or slow: the page is kept in this instance's memory; it is simply not shared.
      }
    },
  };
}
