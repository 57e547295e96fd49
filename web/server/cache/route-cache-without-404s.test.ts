import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import RouteCacheWithout404s from './route-cache-without-404s.mts';

// Next's own file system methods, as its server hands them to a cache handler.
const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
const distDir = mkdtempSync(join(tmpdir(), 'route-cache-'));
// No memory store: what `get` returns then comes from the disk.
const cache = new RouteCacheWithout404s({ fs: nodeFs, flushToDisk: true, serverDistDir: distDir, revalidatedTags: [] } as never);

/** A rendered page as Next's response cache hands it over. */
const renderedPage = (status: number) =>
  ({ kind: 'APP_PAGE', html: `<h1>${status}</h1>`, rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': 'site:riverside-kia' }, status, postponed: undefined, segmentData: undefined }) as never;
const set = (key: string, status: number) => cache.set(key, renderedPage(status), { cacheControl: { revalidate: 60, expire: 31_536_000 } } as never);
const filesUnder = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []);

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('the route cache keeps no 404s (issue 11: cached pages; hostile addresses)', () => {
  it.each([
    [200, 'a page that exists is stored, as by Next', true],
    [404, 'a 404 is not: one per random address would fill the disk', false],
  ])('status %s: %s', async (status, _why, stored) => {
    const key = `/sites/riverside-kia/page-${status}`;
    await set(key, status);
    expect(filesUnder(join(distDir, 'app', 'sites', 'riverside-kia')).some((file) => file.startsWith(`page-${status}.`))).toBe(stored);
    const read = await cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never);
    expect(Boolean(read)).toBe(stored);
  });
});
