/**
 * Next's `cacheHandler` (next.config.ts): with REDIS_URL, the cache every web instance shares
 * (redis-cache.mts, README "Running many instances"); without it, today's file cache on this
 * instance's disk (cache-without-misses.mts), exactly as `npm start` has always run. Neither keeps
 * a miss. Next reads this once when the server starts.
 *
 * Either way every tag expiry is also told to the front door's page cache (page-tag-expiry.mts),
 * which answers pages without asking Next and so would not see Next's entry go stale.
 */
import CacheWithoutMisses from './cache-without-misses.mts';
import { expirePageTags } from './page-tag-expiry.mts';
import RedisCache from './redis-cache.mts';

const Base: typeof RedisCache | typeof CacheWithoutMisses = process.env.REDIS_URL ? RedisCache : CacheWithoutMisses;

export default class PageCacheAwareHandler extends (Base as typeof RedisCache) {
  override async revalidateTag(...args: Parameters<RedisCache['revalidateTag']>): Promise<void> {
    const [tags] = args;
    expirePageTags(typeof tags === 'string' ? [tags] : tags);
    return super.revalidateTag(...args);
  }
}
