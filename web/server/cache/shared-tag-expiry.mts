/**
 * With REDIS_URL, the tag expiry times every instance writes to Redis (redis-cache.mts) reach this
 * instance's front door (README "Page speed", "Pages answered from the front door"): the lake's
 * webhook reaches one instance, whose Next cache writes the time; every other instance reads the
 * times each second and outdates its kept pages under those tags (page-tag-expiry.mts). Stock
 * changes need no poll: each instance hears them itself (README "Stock coherence").
 *
 * Until a read succeeds, and while Redis cannot be read, no kept page is answered: another
 * instance's expiry could not be seen, so every page goes to Next, as Next's own cache does then.
 */
import type { RedisConnection } from '../redis/redis-connection.mts';
import { expirePageTags, setTagTimesKnown } from './page-tag-expiry.mts';
import { TAG_TIMES_KEY } from './redis-cache.mts';

export const SHARED_TAG_POLL_MS = 1_000;

/** One read of the shared times into this process's; false (and no kept page answered until a read succeeds) when Redis could not be read. */
export async function readSharedTagTimes(redis: RedisConnection, now = Date.now()): Promise<boolean> {
  let times: Record<string, string>;
  try {
    if (!redis.isReady) throw new Error('not connected');
    times = await redis.hGetAll(TAG_TIMES_KEY);
  } catch {
    setTagTimesKnown(false);
    return false;
  }
  for (const [tag, text] of Object.entries(times)) {
    const last = lastTagExpiry(text, now);
    if (last !== undefined) expirePageTags([tag], last);
  }
  setTagTimesKnown(true);
  return true;
}

/** When a tag last went stale or expired (by then), from its stored `{stale, expired}` (also read for kept pages shared in Redis: shared-kept-pages.mts). */
export function lastTagExpiry(text: string, now: number): number | undefined {
  try {
    const { stale, expired } = JSON.parse(text) as { stale?: unknown; expired?: unknown };
    const times = [stale, typeof expired === 'number' && expired <= now ? expired : undefined].filter((time): time is number => typeof time === 'number');
    return times.length ? Math.max(...times) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the shared times now and every `everyMs`, until stopped. */
export function followSharedTagTimes(redis: RedisConnection, everyMs = SHARED_TAG_POLL_MS): { stop(): void } {
  setTagTimesKnown(false);
  let running = false;
  const poll = async () => {
    if (running) return;
    running = true;
    try {
      await readSharedTagTimes(redis);
    } finally {
      running = false;
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
