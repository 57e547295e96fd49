import 'server-only';
import { unstable_cache } from 'next/cache';

/** Cache tags are scoped by site: an edit on one dealer's content never flushes another's. */
export const siteTag = (slug: string) => `site:${slug}`;

/**
 * Caches a content read under the site's tag until /api/revalidate expires it. Preview reads
 * skip the cache: editors always see their latest draft.
 */
export function cachedForSite<Args extends unknown[], Result>(
  name: string,
  load: (slug: string, preview: boolean, ...args: Args) => Promise<Result>,
): (slug: string, preview: boolean, ...args: Args) => Promise<Result> {
  return (slug, preview, ...args) => {
    if (preview) return load(slug, true, ...args);
    return unstable_cache(() => load(slug, false, ...args), [name, slug, JSON.stringify(args)], { tags: [siteTag(slug)] })();
  };
}
