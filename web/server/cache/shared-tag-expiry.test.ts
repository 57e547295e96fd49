import { redisServerAvailable, startTestRedis, type TestRedis } from '@dealer/db/testing-redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedisConnection, type RedisConnection } from '../redis/redis-connection.mts';
import { outdatedByTags, setTagTimesKnown } from './page-tag-expiry.mts';
import RedisCache from './redis-cache.mts';
import { readSharedTagTimes } from './shared-tag-expiry.mts';

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Two instances on one Redis: A's Next cache takes the lake's webhook; B's front door reads the time. */
describe.skipIf(!redisServerAvailable())('tag expiry shared through Redis reaches every front door (shared-tag-expiry.mts)', () => {
  let redis: TestRedis;
  let a: RedisConnection;
  let b: RedisConnection;
  beforeAll(async () => {
    redis = await startTestRedis();
    a = openRedisConnection(redis.url, { purpose: 'test instance A', fallback: 'it misses' });
    b = openRedisConnection(redis.url, { purpose: 'test instance B', fallback: 'it misses' });
    await until(() => a.isReady && b.isReady);
  });
  afterAll(async () => {
    a?.destroy();
    b?.destroy();
    await redis?.close();
    setTagTimesKnown(true);
  });

  it('an expiry through instance A outdates instance B’s pages of that tag only, kept before it', async () => {
    const keptBefore = Date.now() - 1;
    await new RedisCache({ serverDistDir: undefined } as never, a).revalidateTag('site:shared-a', { expire: 0 });
    expect(await readSharedTagTimes(b)).toBe(true);
    expect(outdatedByTags(['site:shared-a'], keptBefore)).toBe(true);
    expect(outdatedByTags(['site:shared-b'], keptBefore)).toBe(false);
    expect(outdatedByTags(['site:shared-a'], Date.now() + 1)).toBe(false);
  });

  it('while Redis cannot be read, no kept page is answered; once read again, they are', async () => {
    const down = openRedisConnection('redis://127.0.0.1:1', { purpose: 'a Redis that is down', fallback: 'it misses' });
    try {
      expect(await readSharedTagTimes(down)).toBe(false);
      expect(outdatedByTags(['site:shared-b'], Date.now())).toBe(true);
      expect(await readSharedTagTimes(b)).toBe(true);
      expect(outdatedByTags(['site:shared-b'], Date.now())).toBe(false);
    } finally {
      down.destroy();
    }
  });
});
