import { passkeySignInOptions } from '@dealer/leads/server';
import { accountFeature, emptyBody } from '@/server/accounts/account-request';
import { noStore, relyingParty } from '@/server/accounts/passkey-request';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

/**
 * POST /api/account/passkey-sign-in/options `{}`: what the browser's passkey prompt needs to sign
 * in to this site (README "Accounts, the watchlist, reservations and buying online").
 */
export const POST = siteRoute({ feature: accountFeature, sameOrigin: true, rateLimit: 'signIn', body: emptyBody }, async ({ request, site: { config } }) => {
  const options = await passkeySignInOptions((await database()).db, config.slug, relyingParty(request, config));
  return Response.json({ options }, { headers: noStore });
});
