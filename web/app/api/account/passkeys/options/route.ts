import { passkeyRegistrationOptions } from '@dealer/leads/server';
import { accountFeature, signedInShopper } from '@/server/accounts/account-request';
import { noStore, relyingParty } from '@/server/accounts/passkey-request';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

/**
 * POST /api/account/passkeys/options: what the browser's passkey prompt needs to add a passkey to
 * the signed-in account (401 signed out; README "Accounts, the watchlist, reservations and buying online").
 */
export const POST = siteRoute({ feature: accountFeature, sameOrigin: true }, async ({ request, site }) => {
  const shopper = await signedInShopper(request, site);
  if (shopper instanceof Response) return shopper;
  const options = await passkeyRegistrationOptions((await database()).db, site.config.slug, shopper, relyingParty(request, site.config));
  return Response.json({ options }, { headers: noStore });
});
