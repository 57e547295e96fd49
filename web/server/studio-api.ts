import 'server-only';
import { resolveHost } from '@dealer/tenants';
import { studioOrigin } from './http/security-headers';
import { studioUser, type StudioUser } from './studio-auth';

/**
 * The web API the Studio's tools call (issue 13: the Leads tool), on the site's own host: the site
 * comes from the Host, the user from the content store (studio-auth.ts). Browsers may call it
 * from the Studio's origin only.
 */
export function studioCorsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || origin !== studioOrigin()) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** The answer to a CORS preflight: allowed for the Studio's origin, 403 for any other. */
export function studioPreflight(request: Request): Response {
  const headers = studioCorsHeaders(request);
  return new Response(null, { status: Object.keys(headers).length ? 204 : 403, headers });
}

export const studioJson = (request: Request, body: unknown, status = 200) =>
  Response.json(body, { status, headers: { ...studioCorsHeaders(request), 'cache-control': 'no-store' } });

/** The site and the vouched-for user of a Studio API request, or the refusal to send. */
export async function studioCaller(request: Request): Promise<{ site: string; user: StudioUser } | { response: Response }> {
  const match = resolveHost(request.headers.get('host'));
  if (match.kind !== 'site') return { response: studioJson(request, { message: 'Call this on a dealer site\'s host.' }, 404) };
  const verdict = await studioUser(request, match.slug);
  if ('refused' in verdict) {
    const message = verdict.refused === 401 ? 'Sign in to the Studio: this needs a Studio user\'s token.' : 'This Studio user does not work on this site.';
    return { response: studioJson(request, { message }, verdict.refused) };
  }
  return { site: match.slug, user: verdict.user };
}
