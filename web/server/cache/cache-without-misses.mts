/**
 * Next's own cache (the file system cache behind ISR and `unstable_cache`), except that it keeps
 * nothing about what does not exist. Next stores every rendered page under its address, 404s
 * included (about 170 KB on disk each: HTML, RSC payload, segments), and every cached lookup under
 * its arguments, a lookup that found nothing included (a file per page slug asked for). A crawler
 * or an attacker asking for random addresses would fill the disk, and its inodes, without bound.
 * What exists is bounded by the content; what does not is not. Not keeping misses costs a render
 * and a content query per repeated 404, what its first visit always cost.
 * The handler without REDIS_URL (cache-handler.mts); misses are defined in cache-misses.mts.
 */
import { createRequire } from 'node:module';
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { isMiss } from './cache-misses.mts';

// Next's class, from its CommonJS build (an ESM default import would give the module object).
const { default: FileSystemCache } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js') as { default: typeof FileSystemCacheType };

export default class CacheWithoutMisses extends FileSystemCache {
  override async set(...[key, entry, context]: Parameters<FileSystemCacheType['set']>): Promise<void> {
    if (isMiss(entry)) return;
    return super.set(key, entry, context);
  }
}
