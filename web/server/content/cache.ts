import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { localiseAssetUrls } from './asset-urls';
import { currentContentConfig, type ContentConfig } from './config';
import { inPreviewPerspective, requestPreviewPerspective } from './preview-perspective';

/** Cache tags are scoped by site: an edit on one dealer's content never flushes another's. */
export const siteTag = (slug: string) => `site:${slug}`;

/**
 * Which content store the cached entries came from. Next keeps its data cache on disk across
 * restarts, so a freshly seeded local lake (new data, new token) or another Sanity dataset must
 * not be answered from entries of the old one.
 */
let identity: { of: ContentConfig; is: string } | undefined;
function contentStoreIdentity(): string {
  const config = currentContentConfig();
  if (identity?.of === config) return identity.is;
  const source = config.mode === 'lake' ? `lake:${config.token ?? 'no-token'}` : `sanity:${config.projectId}:${config.dataset}`;
  identity = { of: config, is: createHash('sha256').update(source).digest('hex').slice(0, 16) };
  return identity.is;
}

/**
 * Caches a content read under the site's tag until /api/revalidate expires it. Preview reads
 * skip the cache: editors always see their latest draft, or the release they picked in the Studio. Uploaded image URLs are made same-host.
 * Outside a Next server (`npm run worker`) there is no data cache: every read goes to the store.
 * A read that found nothing (null) is not kept (server/cache/cache-without-misses.mts): a slug
 * that does not exist is asked of the store again, so random addresses cannot grow the cache.
 */
export function cachedForSite<Args extends unknown[], Result>(
  name: string,
  load: (slug: string, preview: boolean, ...args: Args) => Promise<Result>,
): (slug: string, preview: boolean, ...args: Args) => Promise<Result> {
  const loadLocalised = async (slug: string, preview: boolean, ...args: Args) => localiseAssetUrls(await load(slug, preview, ...args), currentContentConfig().apiHost);
  return (slug, preview, ...args) => {
    if (preview) return requestPreviewPerspective().then((perspective) => inPreviewPerspective(perspective, () => loadLocalised(slug, true, ...args)));
    if (!process.env.NEXT_RUNTIME) return loadLocalised(slug, false, ...args);
    return unstable_cache(() => loadLocalised(slug, false, ...args), [name, contentStoreIdentity(), slug, JSON.stringify(args)], { tags: [siteTag(slug)] })();
  };
}
