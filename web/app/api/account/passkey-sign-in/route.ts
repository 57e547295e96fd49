import { shopperForSession, signInWithPasskey, type AuthenticationResponseJSON } from '@dealer/leads/server';
import { accountFeature } from '@/server/accounts/account-request';
import { credentialBody, noStore, PASSKEY_FAILURES, relyingParty } from '@/server/accounts/passkey-request';
import { isHttpsRequest, sessionCookieHeader } from '@/server/accounts/session-cookie';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

/**
 * POST /api/account/passkey-sign-in `{credential}`: signs in with a passkey of this site (README
 * "Accounts, the watchlist, reservations and buying online"), setting the session cookie as a code
 * does and answering `{signedIn, needsPhone}`; a 400 problem says why not (expired, not verified, a
 * passkey this site does not know).
 */
export const POST = siteRoute({ feature: accountFeature, sameOrigin: true, rateLimit: 'signIn', body: credentialBody }, async ({ request, site: { config, locale }, body }) => {
  const { db } = await database();
  const result = await signInWithPasskey(db, config.slug, body.credential as unknown as AuthenticationResponseJSON, relyingParty(request, config));
  if (!result.ok) return problem(400, locale.t(PASSKEY_FAILURES[result.reason]), {}, noStore);
  const shopper = await shopperForSession(db, config.slug, result.session.token);
  return Response.json(
    { signedIn: true, needsPhone: !shopper?.phone },
    { headers: { 'set-cookie': sessionCookieHeader(result.session.token, result.session.expiresAt, isHttpsRequest(request)), ...noStore } },
  );
});
