/**
 * Next's `cacheHandler` (next.config.ts): with REDIS_URL, the cache every web instance shares
 * (redis-cache.mts, README "Running many instances"); without it, today's file cache on this
 * instance's disk (cache-without-misses.mts), exactly as `npm start` has always run. Neither keeps
 * a miss. Next reads this once when the server starts.
 */
import CacheWithoutMisses from './cache-without-misses.mts';
import RedisCache from './redis-cache.mts';

export default process.env.REDIS_URL ? RedisCache : CacheWithoutMisses;
