import { endSession } from '@dealer/leads/server';
import { accountSite } from '@/server/accounts/account-request';
import { clearedSessionCookieHeader, isHttpsRequest, sessionTokenFrom } from '@/server/accounts/session-cookie';
import { database } from '@/server/db/database';

/** POST /api/account/sign-out: ends this browser's session (and only it) and clears the cookie. */
export async function POST(request: Request) {
  const checked = await accountSite(request);
  if ('refused' in checked) return checked.refused;
  const token = sessionTokenFrom(request.headers.get('cookie'));
  if (token) await endSession((await database()).db, token);
  return Response.json({ signedOut: true }, { headers: { 'set-cookie': clearedSessionCookieHeader(isHttpsRequest(request)) } });
}
