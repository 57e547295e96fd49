/**
 * The local lake serves uploaded images from its own HTTPS origin, whose self-signed certificate
 * a shopper's browser does not trust. Content read by the web app therefore has those URLs
 * rewritten to `/cms-images/...` on the site's own host, which streams them from the lake
 * (web/app/cms-images). Sanity's CDN URLs (production) are left as they are.
 */
export const CMS_IMAGES_PATH = '/cms-images';

export function localiseAssetUrls<T>(value: T, lakeOrigin: string | undefined): T {
  if (!lakeOrigin) return value;
  const prefix = `${lakeOrigin.replace(/\/$/, '')}/images/`;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return node.startsWith(prefix) ? `${CMS_IMAGES_PATH}/${node.slice(prefix.length)}` : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    return node;
  };
  return walk(value) as T;
}
