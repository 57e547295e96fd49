/**
 * What Next's cache must not keep (README "Page speed": cached pages; hostile addresses): a
 * rendered page that answered 404, or an `unstable_cache` result of null or undefined (Next stores
 * it as a FETCH entry whose body is the result's JSON). What exists is bounded by the content; what
 * does not is not, and one entry per random address asked for would fill the disk or Redis.
 * Next's kinds are a const enum, so they are compared as strings.
 */
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

type Entry = Parameters<FileSystemCacheType['set']>[1];

export function isMiss(entry: Entry): boolean {
  const value = entry as { kind?: string; status?: number; data?: { body?: unknown } } | null;
  if (value?.kind === 'APP_PAGE') return value.status === 404;
  if (value?.kind === 'FETCH') return value.data?.body === undefined || value.data.body === 'null';
  return false;
}
