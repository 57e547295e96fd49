import { endSession } from '@dealer/leads/server';
import { accountFeature, emptyBody } from '@/server/accounts/account-request';
import { clearedSessionCookieHeader, isHttpsRequest, sessionTokenFrom } from '@/server/accounts/session-cookie';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

/** POST /api/account/sign-out `{}`: ends this browser's session (and only it) and clears the cookie. */
export const POST = siteRoute({ feature: accountFeature, sameOrigin: true, body: emptyBody }, async ({ request }) => {
  const token = sessionTokenFrom(request.headers.get('cookie'));
  if (token) await endSession((await database()).db, token);
  return Response.json({ signedOut: true }, { headers: { 'set-cookie': clearedSessionCookieHeader(isHttpsRequest(request)) } });
});
