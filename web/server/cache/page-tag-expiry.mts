/**
 * When each cache tag last expired in this process, for the front door's page cache (README "Page
 * speed", "Pages answered from the front door"). Next's cache handler reports every
 * `revalidateTag` here (cache-handler.mts: the lake's webhook, an import, a reindex), and the stock
 * service every stock change it applies, its own and those the change notices bring from other
 * instances (README "Stock coherence"). A page kept under a tag is answered again only if it was
 * kept after the tag's last expiry.
 *
 * Kept on globalThis: Next bundles the cache handler and the stock service apart from serve.mts,
 * so each would otherwise hold its own copy of this module.
 */

const slot = Symbol.for('dealer.pageTagExpiry');

interface Registry {
  /** Tag to the last time (ms since the epoch) it expired. */
  times: Map<string, number>;
  /** False while the expiry times other instances share (through Redis) cannot be read: then every page is outdated. */
  known?: boolean;
}

function registry(): Registry {
  const shared = globalThis as { [slot]?: Registry };
  return (shared[slot] ??= { times: new Map() });
}

/** Whether this process knows every expiry time (shared-tag-expiry.mts says so with Redis). */
export function setTagTimesKnown(known: boolean): void {
  registry().known = known;
}

/** Marks `tags` expired now (or at `at`): every page kept under one of them before is outdated. */
export function expirePageTags(tags: Iterable<string>, at = Date.now()): void {
  const { times } = registry();
  for (const tag of tags) times.set(tag, Math.max(times.get(tag) ?? 0, at));
}

/** Whether a page kept at `storedAt` under `tags` was kept before one of them expired (the same millisecond counts as before). */
export function outdatedByTags(tags: readonly string[], storedAt: number): boolean {
  const { times, known } = registry();
  if (known === false) return true;
  return tags.some((tag) => (times.get(tag) ?? -Infinity) >= storedAt);
}
