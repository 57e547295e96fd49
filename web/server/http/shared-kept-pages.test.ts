import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { redisServerAvailable, startTestRedis, type TestRedis } from '@dealer/db/testing-redis';
import { RESP_TYPES } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTagTimesKnown } from '../cache/page-tag-expiry.mts';
import RedisCache from '../cache/redis-cache.mts';
import { readSharedTagTimes } from '../cache/shared-tag-expiry.mts';
import { openRedisConnection, type RedisConnection } from '../redis/redis-connection.mts';
import { keptPage, PAGE_CACHE_HEADER, pageKey } from './cached-pages.mts';
import { parseTrustedProxies } from './client-address.mts';
import { createFrontDoor } from './front-door.mts';
import { decodeKeptPage, encodeKeptPage } from './kept-page-codec.mts';
import { SITE_HEADER } from './page-site-header.mts';
import { redisPageStore } from './shared-kept-pages.mts';
import { getRaw, serveOnLoopback, type RawAnswer } from './testing/loopback-server';
import { sendLikeNext, streamLikeNext } from './testing/next-like-writes';

const browser = { host: 'riverside-kia.localhost:3000', 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
const html = { 'content-type': 'text/html; charset=utf-8', [SITE_HEADER]: 'riverside-kia' };
const page = (title: string, nonce?: string) => {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""${n}></script></head><body><h1>${title}</h1><p>${'Every car. '.repeat(300)}</p><script${n}>self.__next_f=[]</script></body></html>`;
};

async function until(done: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The key the front door keeps a browser's GET of `path` under. */
const pageKeyOf = (path: string) => pageKey({ method: 'GET', url: path, headers: browser } as unknown as IncomingMessage)!;

const text = (answer: RawAnswer) => (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body).toString();

/** One web instance: its own front door (its own memory), its own Redis connection, and a stand-in for its Next that counts renders. */
interface Instance {
  name: string;
  port: number;
  redis: RedisConnection;
  rendered: string[];
  close(): Promise<void>;
}

describe.skipIf(!redisServerAvailable())('kept pages shared through Redis between front doors (README "Pages answered from the front door", "With Redis")', () => {
  let redis: TestRedis;
  let admin: RedisConnection;
  const instances: Instance[] = [];
  const staticDir = mkdtempSync(join(tmpdir(), 'shared-kept-pages-'));

  async function startInstance(name: string): Promise<Instance> {
    const connection = openRedisConnection(redis.url, { purpose: `test instance ${name}`, fallback: 'every page goes to Next' });
    await until(() => connection.isReady);
    const rendered: string[] = [];
    let renders = 0;
    const next = (request: IncomingMessage, response: ServerResponse) => {
      rendered.push(request.url!);
      renders += 1;
      const path = request.url!.split('?')[0]!;
      if (path.startsWith('/search')) {
        const nonce = `${name}${renders}`;
        return streamLikeNext(response, { status: 200, headers: { ...html, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', 'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'` } }, [page(`Results by ${name}`, nonce)]);
      }
      return sendLikeNext(response, { status: 200, headers: { ...html, 'cache-control': 's-maxage=3600', 'content-security-policy': "script-src 'self' 'unsafe-inline'" } }, page(`${path} by ${name}`));
    };
    let door: RequestListener = () => {};
    const server = await serveOnLoopback((request, response) => door(request, response));
    door = createFrontDoor({ handle: next, staticDir, trustedProxies: parseTrustedProxies(''), self: { host: '127.0.0.1', port: server.port }, redis: connection });
    const instance = {
      name,
      port: server.port,
      redis: connection,
      rendered,
      async close() {
        await server.close();
        connection.destroy();
      },
    };
    instances.push(instance);
    return instance;
  }

  const keptPageKeys = () => admin.keys('kept-page:*');
  /** The HTML of the copy of `path` in Redis, if any. */
  async function sharedCopyOf(path: string): Promise<string | undefined> {
    for (const key of await keptPageKeys()) {
      const bytes = await admin.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).hGet(key, 'page');
      const kept = bytes ? decodeKeptPage(pageKeyOf(path), bytes) : null;
      if (kept) return brotliDecompressSync(kept.br).toString();
    }
    return undefined;
  }
  /** A renders `path` and keeps it; resolves once its copy is in Redis. */
  async function renderedAndShared(a: Instance, path: string): Promise<RawAnswer> {
    const before = (await keptPageKeys()).length;
    const first = await getRaw(a.port, path, browser);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('MISS');
    await until(async () => (await keptPageKeys()).length > before);
    return first;
  }

  beforeAll(async () => {
    redis = await startTestRedis();
    admin = openRedisConnection(redis.url, { purpose: 'test admin', fallback: 'none' });
    await until(() => admin.isReady);
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    admin?.destroy();
    await redis?.close();
    setTagTimesKnown(true);
  });

  it.each([
    ['a CMS page Next keeps', '/service'],
    ['a search page (its nonce policy turned into hashes)', '/search/used-cars?make=kia'],
  ])('%s rendered on A is answered by B from Redis, without B’s Next, then from B’s memory', async (_what, path) => {
    const [a, b] = [await startInstance('A'), await startInstance('B')];
    const first = await renderedAndShared(a, path);
    const fromRedis = await getRaw(b.port, path, browser);
    expect([fromRedis.status, fromRedis.headers[PAGE_CACHE_HEADER], fromRedis.headers['content-encoding'], b.rendered]).toEqual([200, 'HIT', 'br', []]);
    expect(text(fromRedis)).toBe(text(first));
    const onA = await getRaw(a.port, path, browser);
    expect([fromRedis.headers.etag, fromRedis.headers['content-security-policy']]).toEqual([onA.headers.etag, onA.headers['content-security-policy']]);
    // B now holds it: a 304 for A's ETag, and answers while Redis is emptied.
    await admin.flushDb();
    expect((await getRaw(b.port, path, { ...browser, 'if-none-match': onA.headers.etag as string })).status).toBe(304);
    expect((await getRaw(b.port, path, browser)).headers[PAGE_CACHE_HEADER]).toBe('HIT');
    expect(b.rendered).toEqual([]);
  });

  it('a tag expiry through A (the lake’s webhook): a fresh instance does not serve the shared copy, and B drops its own at its next read of the tag times', async () => {
    const [a, b] = [await startInstance('A'), await startInstance('B')];
    await renderedAndShared(a, '/finance');
    await getRaw(b.port, '/finance', browser);
    expect(b.rendered).toEqual([]);
    await new RedisCache({ serverDistDir: undefined } as never, a.redis).revalidateTag('site:riverside-kia', { expire: 0 });

    const c = await startInstance('C');
    const fromC = await getRaw(c.port, '/finance', browser);
    expect([fromC.headers[PAGE_CACHE_HEADER], c.rendered, text(fromC)]).toEqual(['MISS', ['/finance'], expect.stringContaining('/finance by C')]);

    // B's copy is outdated; the copy C kept after the expiry is in Redis (once C has written it), and B takes that one.
    await until(async () => (await sharedCopyOf('/finance'))?.includes('/finance by C') ?? false);
    expect(await readSharedTagTimes(b.redis)).toBe(true);
    const fromB = await getRaw(b.port, '/finance', browser);
    expect([fromB.headers[PAGE_CACHE_HEADER], b.rendered, text(fromB)]).toEqual(['HIT', [], text(fromC)]);
  });

  /** Changes one bit of the stored page, at the offset `where` picks. */
  const flipBit = (where: (bytes: Buffer) => number) => async (key: string) => {
    const bytes = (await admin.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).hGet(key, 'page'))!;
    bytes[where(bytes)]! ^= 0x01;
    await admin.hSet(key, 'page', bytes);
  };
  const spoils: [string, (key: string) => Promise<unknown>][] = [
    ['truncated', async (key) => admin.hSet(key, 'page', (await admin.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).hGet(key, 'page'))!.subarray(0, 500))],
    ['a bit of its head changed (in a header value: still valid JSON)', flipBit((bytes) => bytes.indexOf('text/html'))],
    ['a bit of its brotli body changed', flipBit((bytes) => bytes.length - decodeKeptPage(pageKeyOf('/corrupt'), bytes)!.gzip.length - 1)],
    ['a foreign value (a plain string) under the key', async (key) => admin.set(key, 'not a page')],
    ['another address’s page under the key', async (key) => {
      const other = (await keptPage(200, { 'content-type': 'text/html' }, Buffer.from(page('other')), ['site:riverside-kia', 'stock:riverside-kia'], Date.now(), 60_000))!;
      await admin.hSet(key, 'page', encodeKeptPage('https other.localhost /', other));
    }],
    ['tags that are not the page’s', async (key) => admin.hSet(key, 'tags', 'site:elsewhere')],
  ];
  it.each(spoils)('bad bytes in Redis (%s) are ignored: the fresh instance renders', async (_what, spoil) => {
    const a = await startInstance('A');
    await admin.flushDb();
    await renderedAndShared(a, '/corrupt');
    const [key] = await keptPageKeys();
    await spoil(key!);
    const c = await startInstance('C');
    const answer = await getRaw(c.port, '/corrupt', browser);
    expect([answer.status, answer.headers[PAGE_CACHE_HEADER], c.rendered]).toEqual([200, 'MISS', ['/corrupt']]);
  });

  it('Redis stopped mid-way: every instance renders through Next (no kept page while tag times cannot be read); back: shared again', async () => {
    const a = await startInstance('A');
    await renderedAndShared(a, '/outage');
    const c = await startInstance('C');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await redis.stop();
      await until(() => !a.redis.isReady && !c.redis.isReady);
      const fromC = await getRaw(c.port, '/outage', browser);
      expect([fromC.status, fromC.headers[PAGE_CACHE_HEADER], c.rendered]).toEqual([200, 'MISS', ['/outage']]);
      expect(await readSharedTagTimes(a.redis)).toBe(false);
      expect((await getRaw(a.port, '/outage', browser)).headers[PAGE_CACHE_HEADER]).toBe('MISS');
      await redis.start();
      await until(() => a.redis.isReady && c.redis.isReady && admin.isReady);
    } finally {
      warn.mockRestore();
      vi.spyOn(console, 'info').mockImplementation(() => {});
    }
    expect(await readSharedTagTimes(a.redis)).toBe(true);
    await renderedAndShared(a, '/after-outage');
    const d = await startInstance('D');
    expect((await getRaw(d.port, '/after-outage', browser)).headers[PAGE_CACHE_HEADER]).toBe('HIT');
    expect(d.rendered).toEqual([]);
    vi.restoreAllMocks();
  });

  it('Redis slow (all clients paused past the read’s timeout): the fresh instance renders through Next', async () => {
    const a = await startInstance('A');
    await renderedAndShared(a, '/slow');
    const c = await startInstance('C');
    await admin.sendCommand(['CLIENT', 'PAUSE', '700', 'ALL']);
    const answer = await getRaw(c.port, '/slow', browser);
    expect([answer.status, answer.headers[PAGE_CACHE_HEADER], c.rendered]).toEqual([200, 'MISS', ['/slow']]);
    await new Promise((resolve) => setTimeout(resolve, 800));
  });

  describe('the store on its own', () => {
    const body = Buffer.from(page('store'));
    const tags = ['site:riverside-kia', 'stock:riverside-kia'];

    it('a page over the size cap is not written (it stays in its instance’s memory); under it, it is, with a TTL of its lifetime and stale window', async () => {
      const kept = (await keptPage(200, { 'content-type': 'text/html' }, body, tags, Date.now(), 60_000))!;
      const size = encodeKeptPage('k', kept).length;
      const small = redisPageStore(admin, { namespace: 'cap', maxEntryBytes: size - 1 });
      await small.write('k', kept);
      expect(await admin.keys('kept-page:cap:*')).toEqual([]);
      expect(await small.read('k')).toBeNull();
      const roomy = redisPageStore(admin, { namespace: 'cap', maxEntryBytes: size });
      await roomy.write('k', kept);
      const [key] = await admin.keys('kept-page:cap:*');
      expect(await admin.pTTL(key!)).toBeGreaterThan(60_000);
      expect(await admin.pTTL(key!)).toBeLessThanOrEqual(90_000);
      expect(await roomy.read('k')).toEqual(kept);
    });

    it('one round trip per miss, however many requests miss the same page at once', async () => {
      const store = redisPageStore(admin, { namespace: 'trips' });
      await store.write('k', (await keptPage(200, {}, body, tags, Date.now(), 60_000))!);
      await admin.configResetStat();
      const reads = await Promise.all([store.read('k'), store.read('k'), store.read('k'), store.read('missing')]);
      expect(reads.map(Boolean)).toEqual([true, true, true, false]);
      expect(/cmdstat_eval:calls=(\d+)/.exec(await admin.info('commandstats'))?.[1]).toBe('2');
    });

    it.each([
      ['empty', Buffer.alloc(0)],
      ['random bytes', randomBytes(4096)],
      ['the mark and nothing else', Buffer.from('DKP1')],
      ['a head longer than the value', Buffer.concat([Buffer.from('DKP1'), Buffer.from([0, 0, 255, 255]), Buffer.from('{}')])],
    ])('the codec turns %s into nothing', (_what, bytes) => {
      expect(decodeKeptPage('k', bytes)).toBeNull();
    });
  });
});
