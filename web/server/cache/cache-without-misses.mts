/**
 * Next's own cache (the file system cache behind ISR and `unstable_cache`), except that it keeps
 * nothing about what does not exist. Next stores every rendered page under its address, 404s
 * included (about 170 KB on disk each: HTML, RSC payload, segments), and every cached lookup under
 * its arguments, a lookup that found nothing included (a file per page slug asked for). A crawler
 * or an attacker asking for random addresses would fill the disk, and its inodes, without bound.
 * What exists is bounded by the content; what does not is not. Not keeping misses costs a render
 * and a content query per repeated 404, what its first visit always cost.
 * Wired as `cacheHandler` in next.config.ts.
 */
import { createRequire } from 'node:module';
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Next's class, from its CommonJS build (an ESM default import would give the module object).
const { default: FileSystemCache } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js') as { default: typeof FileSystemCacheType };

type Entry = Parameters<FileSystemCacheType['set']>[1];

/**
 * A rendered App Router page that answered 404, or an `unstable_cache` result of null or
 * undefined (Next stores it as a FETCH entry whose body is the result's JSON). Next's kinds are a
 * const enum, so they are compared as strings.
 */
export function isMiss(entry: Entry): boolean {
  const value = entry as { kind?: string; status?: number; data?: { body?: unknown } } | null;
  if (value?.kind === 'APP_PAGE') return value.status === 404;
  if (value?.kind === 'FETCH') return value.data?.body === undefined || value.data.body === 'null';
  return false;
}

export default class CacheWithoutMisses extends FileSystemCache {
  override async set(...[key, entry, context]: Parameters<FileSystemCacheType['set']>): Promise<void> {
    if (isMiss(entry)) return;
    return super.set(key, entry, context);
  }
}
