/**
 * §9 "Result cache 10 entries, oldest evicted": a first-in-first-out cache, deliberately not LRU
 * (a hit does not make an entry younger). The HTTP layer keys it by the request JSON it received
 * (after adding the site's mandatory filters, so sites never share entries) and clears it when the
 * index changes.
 */
export interface ResultCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
  readonly size: number;
}

export const RESULT_CACHE_ENTRIES = 10;

export function createResultCache<T>(capacity: number = RESULT_CACHE_ENTRIES): ResultCache<T> {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
  const entries = new Map<string, T>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (entries.has(key)) {
        entries.set(key, value); // keeps its original age
        return;
      }
      if (entries.size >= capacity) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/** A cache key for a request list: JSON with object keys sorted, so key order does not matter. */
export function requestCacheKey(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      return Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return inner;
  });
}
