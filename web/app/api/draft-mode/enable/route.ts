import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { draftMode } from 'next/headers';
import { partitionPreviewCookie, setPreviewPerspectiveCookie } from '@/preview/preview-cookie';
import { contentClient } from '@/server/content/client';
import { parsePreviewPerspective, perspectiveCookieValue } from '@/server/content/preview-perspective';
import { problem } from '@/server/http/problem';
import { sameSitePath } from '@/server/http/same-site-path';

/**
 * Turns on preview mode (drafts visible) for this site's host, for the Studio's Presentation
 * tool. The tool first writes a short-lived secret into the content store; this route accepts only
 * a URL that carries that secret, so a shopper cannot switch drafts on.
 */
// Not siteRoute: a redirecting GET the Presentation tool opens, vouched for by the secret in its URL.
export async function GET(request: Request) {
  let client: ReturnType<typeof contentClient>;
  try {
    client = contentClient(true);
  } catch (cause) {
    // A server without a read token cannot show drafts: say so rather than fail with a 500.
    console.error('[draft-mode] preview is not set up', cause);
    return problem(503, 'Preview is not set up on this server: it needs a read token for the content store.');
  }
  const { isValid, redirectTo = '/', studioPreviewPerspective } = await validatePreviewUrl(client, request.url);
  if (!isValid) return problem(401, 'Preview links are made by the Studio; this one is missing its secret or has expired.');
  (await draftMode()).enable();
  await partitionPreviewCookie(true);
  // The release the Studio was showing when it opened the preview (README "Content Releases").
  await setPreviewPerspectiveCookie(perspectiveCookieValue(parsePreviewPerspective(studioPreviewPerspective)));
  return new Response(null, { status: 307, headers: { location: sameSitePath(redirectTo) } });
}
