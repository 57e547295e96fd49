import { redisServerAvailable, startTestRedis, type TestRedis } from '@dealer/db/testing-redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRedisConnection, type RedisConnection } from '../redis/redis-connection.mts';
import RedisCache from './redis-cache.mts';

const context = { revalidatedTags: [], _requestHeaders: {} } as never;
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;
const lookupContext = (tags: string[], softTags: string[] = []) => ({ kind: 'FETCH', tags, softTags }) as never;
const setPage = { cacheControl: { revalidate: 60, expire: 3600 } } as never;
const setLookup = (tags: string[]) => ({ fetchCache: true, tags }) as never;

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const renderedPage = (status: number, tags = 'site:riverside-kia') => ({
  kind: 'APP_PAGE',
  html: `<h1>${status}</h1>`,
  rscData: Buffer.from([0, 1, 2, 255, 254]),
  headers: { 'x-next-cache-tags': tags },
  status,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')], ['/_full', Buffer.from([9, 8, 7])]]),
});
const lookup = (body: string | undefined) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 60 });

describe.skipIf(!redisServerAvailable())('Next’s cache in Redis, shared by every instance (README "Running many instances")', () => {
  let redis: TestRedis;
  let first: RedisConnection;
  let second: RedisConnection;
  /** Two handlers on separate connections: two web instances sharing one Redis. */
  let instanceA: RedisCache;
  let instanceB: RedisCache;
  beforeAll(async () => {
    redis = await startTestRedis();
    first = openRedisConnection(redis.url, { purpose: 'test instance A', fallback: 'it misses' });
    second = openRedisConnection(redis.url, { purpose: 'test instance B', fallback: 'it misses' });
    await until(() => first.isReady && second.isReady);
    instanceA = new RedisCache(context, first);
    instanceB = new RedisCache(context, second);
  });
  afterAll(async () => {
    first?.destroy();
    second?.destroy();
    await redis?.close();
  });

  it.each([
    ['a page (HTML, RSC payload and segments as Buffers)', renderedPage(200), pageContext, setPage],
    ['a route response (body as a Buffer)', { kind: 'APP_ROUTE', body: Buffer.from('<svg/>'), status: 200, headers: { 'content-type': 'image/svg+xml' } }, { kind: 'APP_ROUTE' }, setPage],
    ['an unstable_cache lookup', lookup(JSON.stringify({ title: 'Service' })), lookupContext(['site:riverside-kia']), setLookup(['site:riverside-kia'])],
    ['a Pages Router page', { kind: 'PAGES', html: '<p/>', pageData: { a: 1 }, status: 200, headers: {} }, { kind: 'PAGES' }, setPage],
    ['a redirect', { kind: 'REDIRECT', props: { destination: '/x' } }, { kind: 'APP_PAGE' }, setPage],
  ])('%s comes back from another instance as it was stored', async (_what, value, getContext, setContext) => {
    const key = `/round-trip/${String((value as { kind: string }).kind)}`;
    await instanceA.set(key, value as never, setContext as never);
    const entry = await instanceB.get(key, getContext as never);
    expect(entry?.value).toEqual(value);
    expect(entry?.lastModified).toBeLessThanOrEqual(Date.now());
  });

  it('a page keeps its lifetime, so an instance that did not render it serves it with the same one', async () => {
    await instanceA.set('/lifetime', renderedPage(200) as never, setPage);
    expect((await instanceB.get('/lifetime', pageContext))?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
  });

  it.each([
    ['a page answering 404', '/missing-page', renderedPage(404), pageContext, setPage],
    ['a lookup that found null', 'lookup-null', lookup('null'), lookupContext([]), setLookup([])],
    ['a lookup that found undefined', 'lookup-undefined', lookup(undefined), lookupContext([]), setLookup([])],
  ])('%s is not stored (README "Page speed": hostile addresses)', async (_what, key, value, getContext, setContext) => {
    await instanceA.set(key, value as never, setContext);
    expect(await instanceB.get(key, getContext)).toBeNull();
    expect(await first.keys('*' + key)).toEqual([]);
  });

  it("a tag expired through one instance is expired for the other, a page's implicit path tags included", async () => {
    await instanceA.set('content-lookup', lookup('"about us"') as never, setLookup(['site:riverside-kia']));
    await instanceA.set('/sites/riverside-kia/about', renderedPage(200, '_N_T_/layout,_N_T_/sites/riverside-kia/about') as never, setPage);
    expect(await instanceB.get('content-lookup', lookupContext(['site:riverside-kia']))).not.toBeNull();
    expect(await instanceB.get('/sites/riverside-kia/about', pageContext)).not.toBeNull();

    // The lake's webhook reaches instance B only (web/app/api/revalidate).
    await instanceB.revalidateTag(['site:riverside-kia', '_N_T_/sites/riverside-kia/about'], { expire: 0 });
    expect(await instanceA.get('content-lookup', lookupContext(['site:riverside-kia']))).toBeNull();
    expect(await instanceA.get('/sites/riverside-kia/about', pageContext)).toBeNull();

    // What is rendered after the expiry is cached again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await instanceA.set('content-lookup', lookup('"about us, edited"') as never, setLookup(['site:riverside-kia']));
    expect((await instanceB.get('content-lookup', lookupContext(['site:riverside-kia'])))?.value).toEqual(lookup('"about us, edited"'));
  });

  it("a lookup's soft tags (the page it ran in) expire it too", async () => {
    await instanceA.set('soft-lookup', lookup('[1]') as never, setLookup(['stock:lone-star-jeep']));
    await instanceA.revalidateTag('_N_T_/sites/lone-star-jeep/cars');
    expect(await instanceB.get('soft-lookup', lookupContext(['stock:lone-star-jeep'], ['_N_T_/sites/lone-star-jeep/cars']))).toBeNull();
    expect(await instanceB.get('soft-lookup', lookupContext(['stock:lone-star-jeep'], ['_N_T_/sites/lone-star-jeep/other']))).not.toBeNull();
  });

  it('a value that does not parse is logged and is a miss', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const keys = await first.keys('next-cache:*:entry:/lifetime');
    for (const [key, garbage] of [[keys[0] ?? 'none', '{not json'], [keys[0] ?? 'none', JSON.stringify({ lastModified: 'yesterday', value: {} })]] as const) {
      await first.set(key, garbage);
      expect(await instanceB.get('/lifetime', pageContext)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/lifetime');
    warn.mockRestore();
  });

  it('Redis stopped: misses and dropped writes without throwing or waiting; restarted: caching again, and an expiry from the outage is written', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await redis.stop();
    await until(() => !first.isReady && !second.isReady);
    const started = Date.now();
    expect(await instanceA.get('/sites/riverside-kia/about', pageContext)).toBeNull();
    await expect(instanceA.set('/during-outage', renderedPage(200) as never, setPage)).resolves.toBeUndefined();
    await expect(instanceA.revalidateTag('site:outage', { expire: 0 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
    // One line per instance for the whole outage, however many retries and requests.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warn.mock.calls.filter(([line]) => String(line).includes('unreachable'))).toHaveLength(2);

    await redis.start();
    await until(() => first.isReady && second.isReady);
    await instanceA.set('/after-outage', renderedPage(200) as never, setPage);
    expect((await instanceB.get('/after-outage', pageContext))?.value).toEqual(renderedPage(200));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(JSON.parse((await first.hGet('next-cache:tag-times', 'site:outage')) ?? '{}')).toMatchObject({ expired: expect.any(Number) });
    expect(info.mock.calls.filter(([line]) => String(line).includes('reachable again'))).toHaveLength(2);
    warn.mockRestore();
    info.mockRestore();
  });

  it('Redis unreachable at start: the handler answers misses at once, with one line saying so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nowhere = openRedisConnection('redis://127.0.0.1:1', { purpose: 'test instance C', fallback: 'it misses' });
    const instanceC = new RedisCache(context, nowhere);
    await until(() => warn.mock.calls.length > 0);
    expect(await instanceC.get('/lifetime', pageContext)).toBeNull();
    await expect(instanceC.set('/x', renderedPage(200) as never, setPage)).resolves.toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Redis at redis:\/\/127\.0\.0\.1:1 unreachable/);
    nowhere.destroy();
    warn.mockRestore();
  });

  it.each(['not a url', 'http://127.0.0.1:6379'])('a REDIS_URL that is not a Redis address (%s): one clear line, and every lookup misses', async (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const misconfigured = openRedisConnection(url, { purpose: 'test instance D', fallback: 'it misses' });
    const instanceD = new RedisCache(context, misconfigured);
    expect(await instanceD.get('/lifetime', pageContext)).toBeNull();
    await expect(instanceD.set('/x', renderedPage(200) as never, setPage)).resolves.toBeUndefined();
    await expect(instanceD.revalidateTag('site:riverside-kia')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('REDIS_URL is not a redis:// or rediss:// address');
    error.mockRestore();
  });
});
