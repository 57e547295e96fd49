import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import { cookies } from 'next/headers';

/** Next's draft-mode cookie: its value proves preview mode was switched on by this deployment. */
const PREVIEW_COOKIE = '__prerender_bypass';

/**
 * Re-issues Next's draft-mode cookie as a partitioned (CHIPS) cookie.
 *
 * The Studio's Presentation tool shows the site in an iframe on another site (the Studio's
 * origin), where browsers that block third-party cookies (Chromium's incognito and automation
 * contexts, Safari, Firefox's strict mode) drop Next's plain SameSite=None cookie, so the frame
 * never sees drafts. A partitioned cookie is kept per top-level site, so it works inside the
 * Studio's frame and, keyed to the site itself, when the preview is opened in its own tab.
 * Partitioned cookies must be Secure; browsers accept Secure cookies from http://*.localhost.
 */
export async function partitionPreviewCookie(enabled: boolean): Promise<void> {
  const value = enabled ? (await cookies()).get(PREVIEW_COOKIE)?.value : null;
  if (enabled && !value) return;
  await setPartitionedCookie(PREVIEW_COOKIE, value ?? null);
}

/**
 * Keeps the release (or the drafts) the editor previews, for the server's content reads
 * (server/content/preview-perspective.ts). Partitioned like the draft-mode cookie, for the same
 * reason: it must reach the site inside the Studio's frame. `null` removes it.
 */
export const setPreviewPerspectiveCookie = (value: string | null): Promise<void> => setPartitionedCookie(perspectiveCookieName, value);

/** A preview cookie as the Studio's frame needs it (see above); `null` expires it. */
async function setPartitionedCookie(name: string, value: string | null): Promise<void> {
  (await cookies()).set({
    name,
    value: value ?? '',
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    partitioned: true,
    path: '/',
    ...(value === null ? { expires: new Date(0) } : {}),
  });
}
