import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable, startTestRedis, type TestRedis } from '@dealer/db/testing-redis';
import { cacheCounters, entryHitRatio, redisCommands, resetRedisStats } from './redis-stats';

describe('the cache hit ratio bench:cluster reads from Redis', () => {
  it('takes the tag-times lookups out of the keyspace counts', () => {
    // 10 entries found (each followed by a tag-times HMGET, a hit while the hash exists), 5 not.
    expect(entryHitRatio({ keyspaceHits: 20, keyspaceMisses: 5, gets: 15, hmgets: 10, sets: 5, tagTimesExist: true, usedMemoryBytes: 0 })).toBeCloseTo(10 / 15);
    // Before any tag expired the hash is missing: each HMGET is a miss.
    expect(entryHitRatio({ keyspaceHits: 10, keyspaceMisses: 15, gets: 15, hmgets: 10, sets: 5, tagTimesExist: false, usedMemoryBytes: 0 })).toBeCloseTo(10 / 15);
    expect(entryHitRatio({ keyspaceHits: 0, keyspaceMisses: 0, gets: 0, hmgets: 0, sets: 0, tagTimesExist: false, usedMemoryBytes: 0 })).toBeNull();
  });
});

describe.skipIf(!redisServerAvailable())('Redis counters over its own protocol (a real redis-server)', () => {
  let redis: TestRedis;
  let port: number;
  beforeAll(async () => {
    redis = await startTestRedis();
    port = Number(new URL(redis.url).port);
  });
  afterAll(() => redis?.close());

  it('counts entry hits and misses from a reset on', async () => {
    await redisCommands(port, undefined, [['SET', 'entry:a', 'x'], ['GET', 'entry:a']]);
    await resetRedisStats(port, undefined);
    const replies = await redisCommands(port, undefined, [['GET', 'entry:a'], ['GET', 'entry:b'], ['GET', 'entry:a'], ['HMGET', 'next-cache:tag-times', 'site:x']]);
    expect(replies.slice(0, 3)).toEqual(['x', null, 'x']);
    const counters = await cacheCounters(port, undefined);
    expect(counters).toMatchObject({ gets: 3, hmgets: 1, keyspaceHits: 2, keyspaceMisses: 2, tagTimesExist: false });
    expect(entryHitRatio(counters)).toBeCloseTo(2 / 3);
    expect(counters.usedMemoryBytes).toBeGreaterThan(0);
  });

  it('refuses a wrong password with Redis\'s own message', async () => {
    await expect(redisCommands(port, 'not-the-password', [['PING']])).rejects.toThrow(/AUTH|password/i);
  });
});
