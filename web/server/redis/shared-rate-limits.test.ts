import { redisServerAvailable, startTestRedis, type TestRedis } from '@dealer/db/testing-redis';
import { redisRateLimiter } from '@dealer/leads/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRedisConnection, type RedisConnection } from './redis-connection.mts';

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!redisServerAvailable())('rate limits counted in Redis, shared by every instance (README "Running many instances")', () => {
  let redis: TestRedis;
  let first: RedisConnection;
  let second: RedisConnection;
  beforeAll(async () => {
    redis = await startTestRedis();
    first = openRedisConnection(redis.url, { purpose: 'limits of instance A', fallback: 'it counts alone' });
    second = openRedisConnection(redis.url, { purpose: 'limits of instance B', fallback: 'it counts alone' });
    await until(() => first.isReady && second.isReady);
  });
  afterAll(async () => {
    first?.destroy();
    second?.destroy();
    await redis?.close();
  });

  const limit = { name: 'test-search', points: 4, durationSeconds: 60 };

  it('two instances share one count: a shopper balanced between them is refused after the limit, with a Retry-After', async () => {
    const instanceA = redisRateLimiter(first, limit);
    const instanceB = redisRateLimiter(second, limit);
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await (i % 2 ? instanceB : instanceA).consume('riverside-kia', '203.0.113.7'));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(4);
    expect(verdicts[4]).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(await instanceB.consume('lone-star-jeep', '203.0.113.7')).toEqual({ allowed: true });
    expect(await instanceA.consume('riverside-kia', '198.51.100.1')).toEqual({ allowed: true });
  });

  it('concurrent requests through both instances are counted exactly (one atomic script each)', async () => {
    const instanceA = redisRateLimiter(first, { ...limit, name: 'test-concurrent', points: 10 });
    const instanceB = redisRateLimiter(second, { ...limit, name: 'test-concurrent', points: 10 });
    const verdicts = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? instanceB : instanceA).consume('riverside-kia', '192.0.2.1')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it('Redis down: counted in this process instead, never refused for it or thrown; back: counted in Redis again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const instanceA = redisRateLimiter(first, { ...limit, name: 'test-outage' });
    const instanceB = redisRateLimiter(second, { ...limit, name: 'test-outage' });
    await redis.stop();
    await until(() => !first.isReady && !second.isReady);
    const duringOutage = [];
    for (let i = 0; i < 5; i++) duringOutage.push(await instanceA.consume('riverside-kia', '203.0.113.9'));
    // The memory count still holds a flood back on this instance.
    expect(duringOutage.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, false]);

    await redis.start();
    await until(() => first.isReady && second.isReady);
    const afterwards = [];
    for (let i = 0; i < 5; i++) afterwards.push(await (i % 2 ? instanceB : instanceA).consume('riverside-kia', '203.0.113.10'));
    expect(afterwards.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, false]);
    expect(await first.keys('rate-limit:test-outage*')).not.toEqual([]);
    warn.mockRestore();
    info.mockRestore();
  });

  it('a REDIS_URL that is not a Redis address: counted in this process, never refused for it or thrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const limiter = redisRateLimiter(openRedisConnection('not a url', { purpose: 'limits', fallback: 'it counts alone' }), { ...limit, name: 'test-misconfigured' });
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await limiter.consume('riverside-kia', '203.0.113.11'));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, true, false]);
    error.mockRestore();
  });
});
