import { createRequire } from 'node:module';
import { redisServerAvailable, startTestRedis, type TestRedis } from '@dealer/db/testing-redis';
import type { IncrementalCache as IncrementalCacheType } from 'next/dist/server/lib/incremental-cache/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisConnection } from '../redis/redis-connection.mts';
import RedisCache from './redis-cache.mts';

// Next's own wrapper around a `cacheHandler`, as its server builds one per request.
const { IncrementalCache } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/index.js') as { IncrementalCache: typeof IncrementalCacheType };

/** One web instance's view of the cache for one request: what `next start` constructs with our handler. */
const instanceCache = () =>
  new IncrementalCache({
    dev: false,
    requestHeaders: {},
    previewProps: { previewModeId: 'preview', previewModeEncryptionKey: '', previewModeSigningKey: '' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'preview', previewModeEncryptionKey: '', previewModeSigningKey: '' } } as never,
    CurCacheHandler: RedisCache as never,
  });

const route = { kind: 'APP_PAGE', sourceRoute: '/sites/[site]/[[...slug]]/page' };
const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/sites/riverside-kia/service,site:riverside-kia' }, status: 200, postponed: undefined, segmentData: undefined });

describe.skipIf(!redisServerAvailable())('the Redis cache under Next’s own IncrementalCache, as `next start` runs it (README "Running many instances")', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
    process.env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    const connections = (globalThis as { [key: symbol]: Map<string, RedisConnection> | undefined })[Symbol.for('dealer.nextCacheRedis')];
    for (const connection of connections?.values() ?? []) connection.destroy();
    delete process.env.REDIS_URL;
    await redis?.close();
  });

  /** The shared connection opens in the background (writes before it are dropped): retries until `attempt` holds. */
  async function eventually(attempt: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (!(await attempt()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('a lookup stored by one instance is a hit on another until the webhook expires its tag on a third', async () => {
    const storing = instanceCache();
    const lookup = { kind: 'FETCH', data: { headers: {}, body: '{"title":"Service"}', status: 200, url: '' }, revalidate: 31_536_000 } as const;
    await eventually(async () => {
      await storing.set('content-lookup', lookup as never, { fetchCache: true, tags: ['site:riverside-kia'] } as never);
      return (await instanceCache().get('content-lookup', { kind: 'FETCH', tags: ['site:riverside-kia'], softTags: [] } as never)) !== null;
    });
    const hit = await instanceCache().get('content-lookup', { kind: 'FETCH', tags: ['site:riverside-kia'], softTags: [] } as never);
    expect(hit).toMatchObject({ isStale: false, value: { kind: 'FETCH', data: lookup.data } });

    await instanceCache().revalidateTag('site:riverside-kia', { expire: 0 });
    expect(await instanceCache().get('content-lookup', { kind: 'FETCH', tags: ['site:riverside-kia'], softTags: [] } as never)).toBeNull();
  });

  it('a page stored by one instance is served fresh by another, and a blocking render once its tag expired', async () => {
    await instanceCache().set('/sites/riverside-kia/service', page('<h1>Service</h1>') as never, { route, cacheControl: { revalidate: false, expire: 31_536_000 } } as never);
    const hit = await instanceCache().get('/sites/riverside-kia/service', { kind: 'APP_PAGE', route, isRoutePPREnabled: false, isFallback: false } as never);
    expect(hit).toMatchObject({ isStale: undefined, value: { html: '<h1>Service</h1>' }, cacheControl: { revalidate: false } });

    await instanceCache().revalidateTag(['_N_T_/sites/riverside-kia/service'], { expire: 0 });
    expect(await instanceCache().get('/sites/riverside-kia/service', { kind: 'APP_PAGE', route, isRoutePPREnabled: false, isFallback: false } as never)).toBeNull();
  });
});
