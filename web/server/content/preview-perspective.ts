import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import { cookies } from 'next/headers';

/**
 * What an editor previews (README "Content Releases"): the drafts, or a release stack such as
 * `['rSummer', 'drafts']`, which the Studio's Presentation tool hands over when it opens the
 * preview and again whenever the editor picks another release.
 */
export type PreviewPerspective = 'drafts' | 'published' | string[];

/** A release's name as the content store writes it (the lake and Sanity: letters, digits, _ and -). */
const RELEASE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** More layers than any editor stacks; a longer list is not a perspective but noise. */
const MAX_LAYERS = 8;

/**
 * Reads a perspective from the Studio (a URL parameter, a cookie or a message): `drafts`,
 * `published`, or release names with `drafts` among them, as a JSON array or comma-separated.
 * Anything else falls back to the drafts, the preview's default, rather than failing the page.
 */
export function parsePreviewPerspective(raw: unknown): PreviewPerspective {
  let value = raw;
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      return 'drafts';
    }
  }
  if (typeof value === 'string') {
    if (value === 'drafts' || value === 'previewDrafts' || value === '') return 'drafts';
    if (value === 'published') return 'published';
    value = value.split(',');
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LAYERS) return 'drafts';
  const layers = value.map((layer) => (typeof layer === 'string' ? layer.trim() : ''));
  // `raw` shows every version side by side: not a page anyone publishes.
  if (!layers.every((layer) => RELEASE_NAME.test(layer) && layer !== 'raw')) return 'drafts';
  const releases = layers.filter((layer) => layer !== 'drafts' && layer !== 'published');
  if (releases.length === 0) return layers.includes('drafts') ? 'drafts' : 'published';
  return layers.filter((layer) => layer !== 'published');
}

/** The cookie's value for a perspective: comma-separated, as the content store's query parameter. */
export const perspectiveCookieValue = (perspective: PreviewPerspective): string =>
  Array.isArray(perspective) ? perspective.join(',') : perspective;

export { perspectiveCookieName };

/** The perspective of this request's preview, from its cookie; the drafts outside a request. */
export async function requestPreviewPerspective(): Promise<PreviewPerspective> {
  try {
    return parsePreviewPerspective((await cookies()).get(perspectiveCookieName)?.value);
  } catch {
    return 'drafts'; // no request (a script or the worker): the default preview
  }
}

const scope = new AsyncLocalStorage<PreviewPerspective>();

/** Runs a preview read with the perspective the content client will use (client.ts). */
export const inPreviewPerspective = <T>(perspective: PreviewPerspective, read: () => T): T => scope.run(perspective, read);

/** The perspective of the preview read in progress; the drafts when none was set. */
export const currentPreviewPerspective = (): PreviewPerspective => scope.getStore() ?? 'drafts';
