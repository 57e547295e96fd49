import { draftMode } from 'next/headers';
import { sameSitePath } from '@/server/http/same-site-path';
import { partitionPreviewCookie, setPreviewPerspectiveCookie } from '@/preview/preview-cookie';

/** Leaves preview mode: the page is shown as shoppers see it again. It refuses nothing. */
// Not siteRoute: a redirecting GET, the banner's "Leave preview" link, back to a path of this site.
export async function GET(request: Request) {
  (await draftMode()).disable();
  await partitionPreviewCookie(false);
  await setPreviewPerspectiveCookie(null);
  const back = sameSitePath(new URL(request.url).searchParams.get('redirect'));
  return new Response(null, { status: 307, headers: { location: back } });
}
