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
  const jar = await cookies();
  const value = enabled ? jar.get(PREVIEW_COOKIE)?.value : '';
  if (enabled && !value) return;
  jar.set({
    name: PREVIEW_COOKIE,
    value: value ?? '',
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    partitioned: true,
    path: '/',
    ...(enabled ? {} : { expires: new Date(0) }),
  });
}

/**
 * Keeps the release (or the drafts) the editor previews, for the server's content reads
 * (server/content/preview-perspective.ts). Partitioned like the draft-mode cookie, for the same
 * reason: it must reach the site inside the Studio's frame. `null` removes it.
 */
export async function setPreviewPerspectiveCookie(value: string | null): Promise<void> {
  (await cookies()).set({
    name: perspectiveCookieName,
    value: value ?? '',
    httpOnly: true,
    sameSite: 'none',
    secure: true,
    partitioned: true,
    path: '/',
    ...(value === null ? { expires: new Date(0) } : {}),
  });
}
