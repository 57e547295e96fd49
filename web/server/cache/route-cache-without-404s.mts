/**
 * Next's own route cache (the file system cache behind ISR), except that a 404 is never stored.
 * Next caches every rendered page under its address, 404s included: about 170 KB on disk per
 * address (HTML, RSC payload, segments). A crawler or an attacker asking for random addresses
 * would fill the disk without bound, one render and three files per request. Pages that exist are
 * bounded by the content; 404s are not. Not storing them costs a render per repeated 404, the
 * same as the first visit always cost. Wired as `cacheHandler` in next.config.ts.
 */
import { createRequire } from 'node:module';
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Next's class, from its CommonJS build (an ESM default import would give the module object).
const { default: FileSystemCache } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js') as { default: typeof FileSystemCacheType };

type Entry = Parameters<FileSystemCacheType['set']>[1];

/** A rendered App Router page that answered 404 (Next's kinds are a const enum: compared as strings). */
export function isNotFoundPage(entry: Entry): boolean {
  const page = entry as { kind?: string; status?: number } | null;
  return page?.kind === 'APP_PAGE' && page.status === 404;
}

export default class RouteCacheWithout404s extends FileSystemCache {
  override async set(...[key, entry, context]: Parameters<FileSystemCacheType['set']>): Promise<void> {
    if (isNotFoundPage(entry)) return;
    return super.set(key, entry, context);
  }
}
