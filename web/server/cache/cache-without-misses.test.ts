import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import CacheWithoutMisses from './cache-without-misses.mts';

// Next's own file system methods, as its server hands them to a cache handler.
const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
const root = mkdtempSync(join(tmpdir(), 'next-cache-'));
const serverDistDir = join(root, 'server');
// No memory store: what `get` returns comes from the disk.
const cache = new CacheWithoutMisses({ fs: nodeFs, flushToDisk: true, serverDistDir, revalidatedTags: [] } as never);
const filesUnder = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('Next’s cache keeps nothing about what does not exist (README "Page speed": cached pages; hostile addresses)', () => {
  /** A rendered page as Next's response cache hands it over. */
  const renderedPage = (status: number) =>
    ({ kind: 'APP_PAGE', html: `<h1>${status}</h1>`, rscData: Buffer.from('0:{}'), headers: {}, status, postponed: undefined, segmentData: undefined }) as never;

  it.each([
    [200, 'a page that exists is stored, as by Next', true],
    [404, 'a 404 is not: one per random address would fill the disk', false],
  ])('page answering %s: %s', async (status, _why, stored) => {
    const key = `/sites/riverside-kia/page-${status}`;
    await cache.set(key, renderedPage(status), { cacheControl: { revalidate: 60, expire: 31_536_000 } } as never);
    expect(filesUnder(join(serverDistDir, 'app', 'sites', 'riverside-kia')).some((file) => file.startsWith(`page-${status}.`))).toBe(stored);
    expect(Boolean(await cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never))).toBe(stored);
  });

  // unstable_cache stores a result as a FETCH entry whose body is the result's JSON.
  it.each([
    ['a page found', JSON.stringify({ title: 'Service' }), true],
    ['nothing found (null)', 'null', false],
    ['nothing found (undefined)', undefined, false],
  ])('cached lookup of %s: stored %s', async (_what, body, stored) => {
    const key = `lookup-${String(body).length}-${stored}`;
    const entry = { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 31_536_000 };
    await cache.set(key, entry as never, { fetchCache: true, tags: ['site:riverside-kia'] } as never);
    expect(filesUnder(join(root, 'cache', 'fetch-cache')).includes(key)).toBe(stored);
  });
});
