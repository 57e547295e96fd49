import { redisServerAvailable, startTestRedis, type TestRedis } from '@dealer/db/testing-redis';
import { RATE_LIMITS, redisRateLimiter } from '@dealer/leads/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRedisConnection, type RedisConnection } from '../redis/redis-connection.mts';
import { CLIENT_ADDRESS_HEADER } from './client-address.mts';

// Lead limits count in the database; these tests are about the ones that count in Redis.
vi.mock('../db/database', () => ({ database: async () => ({ db: {} }) }));

const shopper = (address: string) => new Request('http://riverside-kia.localhost:3000/api/search', { headers: { [CLIENT_ADDRESS_HEADER]: address } });

describe.skipIf(!redisServerAvailable())('with REDIS_URL the web app counts search, events, captcha and PDFs in Redis (README "Running many instances")', () => {
  let redis: TestRedis;
  let otherInstance: RedisConnection;
  let rateLimitWait: typeof import('./rate-limit').rateLimitWait;
  beforeAll(async () => {
    redis = await startTestRedis();
    process.env.REDIS_URL = redis.url;
    ({ rateLimitWait } = await import('./rate-limit'));
    otherInstance = openRedisConnection(redis.url, { purpose: 'another instance', fallback: 'it counts alone' });
    const deadline = Date.now() + 5_000;
    while (!otherInstance.isReady && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(async () => {
    otherInstance?.destroy();
    delete process.env.REDIS_URL;
    await redis?.close();
  });

  it('searches spent through another instance count against this one: the shopper is refused here once the shared limit is spent', async () => {
    const search = RATE_LIMITS.search;
    // This instance's connection opens in the background: its first verdicts may come from memory.
    const deadline = Date.now() + 5_000;
    while ((await otherInstance.keys('rate-limit:search:*')).length === 0 && Date.now() < deadline) {
      await rateLimitWait(shopper('198.51.100.20'), 'riverside-kia', 'search');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await otherInstance.keys('rate-limit:search:*')).toEqual(['rate-limit:search:riverside-kia:198.51.100.20']);

    const elsewhere = redisRateLimiter(otherInstance, search);
    for (let i = 0; i < search.points - 1; i++) expect(await elsewhere.consume('riverside-kia', '203.0.113.50')).toEqual({ allowed: true });
    expect(await rateLimitWait(shopper('203.0.113.50'), 'riverside-kia', 'search')).toBeNull();
    const wait = await rateLimitWait(shopper('203.0.113.50'), 'riverside-kia', 'search');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(search.durationSeconds);
  });
});
