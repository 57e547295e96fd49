/**
 * The pages the front door answers without asking Next (README "Page speed", "Pages answered from
 * the front door"): per address, the answer's head and its body compressed once per encoding,
 * with the cache tags it was kept under. A page is fresh until its time, then stale for a short
 * while (one request renders it again, the others get the stale copy), and outdated at once when
 * one of its tags expires (page-tag-expiry.mts). Bounded by bytes, least recently used out first.
 */
import { outdatedByTags } from '../cache/page-tag-expiry.mts';

export interface KeptPage {
  status: number;
  /** The answer's headers, without those of one transfer (length, encoding, ETag). */
  headers: Record<string, string | string[]>;
  /** The body compressed (the uncompressed body is made from gzip for the rare client that takes neither). */
  br: Buffer;
  gzip: Buffer;
  /** A strong validator of the uncompressed body, quoted. */
  etag: string;
  tags: readonly string[];
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
}

export type Lookup = { page: KeptPage; state: 'fresh' | 'stale' } | undefined;

export interface PageCache {
  /** The page kept for `key`, fresh or stale; nothing when missing, too old or outdated by a tag. */
  get(key: string): Lookup;
  set(key: string, page: KeptPage): void;
  /**
   * For a stale page: true for the one request that renders it again (until it stores a new copy,
   * gives up with `release`, or `refreshWaitMs` passes), false for the others.
   */
  claimRefresh(key: string): boolean;
  release(key: string): void;
  readonly size: number;
  readonly bytes: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  now?: () => number;
  /** Whether `tags` expired since `storedAt` (by default, this process's tag expiry times). */
  outdated?: (tags: readonly string[], storedAt: number) => boolean;
  refreshWaitMs?: number;
}

const sizeOf = (page: KeptPage) => page.br.length + page.gzip.length + 1024;

export function createPageCache({ maxBytes, now = Date.now, outdated = outdatedByTags, refreshWaitMs = 10_000 }: PageCacheOptions): PageCache {
  const pages = new Map<string, KeptPage>();
  const refreshing = new Map<string, number>();
  let bytes = 0;

  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    refreshing.delete(key);
    bytes -= sizeOf(page);
  };

  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      const time = now();
      if (time >= page.staleUntil || outdated(page.tags, page.storedAt)) {
        remove(key);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      pages.delete(key);
      pages.set(key, page);
      return { page, state: time < page.freshUntil ? 'fresh' : 'stale' };
    },
    set(key, page) {
      remove(key);
      const size = sizeOf(page);
      if (size > maxBytes) return;
      pages.set(key, page);
      bytes += size;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    claimRefresh(key) {
      const since = refreshing.get(key);
      if (since !== undefined && now() - since < refreshWaitMs) return false;
      refreshing.set(key, now());
      return true;
    },
    release(key) {
      refreshing.delete(key);
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
