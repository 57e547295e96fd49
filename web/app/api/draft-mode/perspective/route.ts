import { draftMode } from 'next/headers';
import { z } from 'zod';
import { setPreviewPerspectiveCookie } from '@/preview/preview-cookie';
import { parsePreviewPerspective, perspectiveCookieValue, requestPreviewPerspective } from '@/server/content/preview-perspective';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';

const perspectiveBody = z.object({
  perspective: z.union([z.string().max(600), z.array(z.string().max(64)).max(8)]),
});

/**
 * POST /api/draft-mode/perspective: the editor picked another release (or the drafts) in the
 * Studio while previewing (README "Content Releases"). Keeps it for the server's content reads and
 * says whether it changed, so the preview re-renders only then. Only in preview mode.
 */
export const POST = siteRoute(
  {
    sameOrigin: true,
    body: { schema: perspectiveBody, maxBytes: 1024, example: '{"perspective": ["rSummerSale", "drafts"]}' },
  },
  async ({ body }) => {
    if (!(await draftMode()).isEnabled) return problem(403, 'Only a preview opened from the Studio can change what it previews.');
    const next = perspectiveCookieValue(parsePreviewPerspective(body.perspective));
    const changed = perspectiveCookieValue(await requestPreviewPerspective()) !== next;
    await setPreviewPerspectiveCookie(next);
    return Response.json({ perspective: next, changed });
  },
);
