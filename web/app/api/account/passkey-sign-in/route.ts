import { shopperForSession, signInWithPasskey, type AuthenticationResponseJSON } from '@dealer/leads/server';
import { accountSite } from '@/server/accounts/account-request';
import { noStore, PASSKEY_FAILURES, readCredential, relyingParty } from '@/server/accounts/passkey-request';
import { isHttpsRequest, sessionCookieHeader } from '@/server/accounts/session-cookie';
import { rateLimitResponse } from '@/server/http/rate-limit';
import { database } from '@/server/db/database';

/**
 * POST /api/account/passkey-sign-in `{credential}`: signs in with a passkey of this site (issue
 * 15), setting the session cookie as a code does and answering `{signedIn, needsPhone}`; 400 says
 * why not (expired, not verified, a passkey this site does not know).
 */
export async function POST(request: Request) {
  const checked = await accountSite(request);
  if ('refused' in checked) return checked.refused;
  const { config, locale } = checked.site;
  const limited = await rateLimitResponse(request, config.slug, 'signIn');
  if (limited) return limited;
  const read = await readCredential(request);
  if ('refused' in read) return read.refused;
  const { db } = await database();
  const result = await signInWithPasskey(db, config.slug, read.credential as unknown as AuthenticationResponseJSON, relyingParty(request, config));
  if (!result.ok) return Response.json({ message: locale.t(PASSKEY_FAILURES[result.reason]) }, { status: 400, headers: noStore });
  const shopper = await shopperForSession(db, config.slug, result.session.token);
  return Response.json(
    { signedIn: true, needsPhone: !shopper?.phone },
    { headers: { 'set-cookie': sessionCookieHeader(result.session.token, result.session.expiresAt, isHttpsRequest(request)), ...noStore } },
  );
}
