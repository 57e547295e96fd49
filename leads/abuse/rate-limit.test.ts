import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import { databaseRateLimiter, memoryRateLimiter, RATE_LIMITS } from './rate-limit';

let database: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  database = await openLeadsTestDatabase('rate-limits');
});
afterAll(() => database.close());

describe('rate limits per site and client address (README "Lead delivery" and "Holding under abuse")', () => {
  it.each([
    ['lead', RATE_LIMITS.lead, 20, 600],
    ['phone reveal', RATE_LIMITS.phoneReveal, 60, 600],
    ['tracking event', RATE_LIMITS.event, 300, 60],
    ['search', RATE_LIMITS.search, 150, 10],
    ['car PDF', RATE_LIMITS.carPdf, 30, 60],
  ])('%s: %s', (_label, limit, points, seconds) => {
    expect([limit.points, limit.durationSeconds]).toEqual([points, seconds]);
  });

  const small = { name: 'test', points: 3, durationSeconds: 60 };
  it.each([
    ['in the database', () => databaseRateLimiter(database.db, { ...small, name: 'test-db' })],
    ['in memory', () => memoryRateLimiter({ ...small, name: 'test-memory' })],
  ])('%s: the limit is spent after 3, with a Retry-After; other sites and addresses count apart', async (_label, create) => {
    const limiter = create();
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.consume('riverside-kia', '203.0.113.7'));
    expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(verdicts[3]).toMatchObject({ allowed: false });
    const retry = (verdicts[3] as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await limiter.consume('lone-star-jeep', '203.0.113.7')).toEqual({ allowed: true });
    expect(await limiter.consume('riverside-kia', '198.51.100.1')).toEqual({ allowed: true });
  });

  it('the database counts concurrent requests exactly (one atomic upsert each)', async () => {
    const limiter = databaseRateLimiter(database.db, { name: 'test-concurrent', points: 10, durationSeconds: 60 });
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => limiter.consume('riverside-kia', '192.0.2.1')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });
});
