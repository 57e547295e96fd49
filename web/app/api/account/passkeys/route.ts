import { addPasskey, type RegistrationResponseJSON } from '@dealer/leads/server';
import { accountFeature, signedInShopper } from '@/server/accounts/account-request';
import { readRouteBody } from '@/server/http/site-route';
import { credentialBody, noStore, PASSKEY_FAILURES, relyingParty } from '@/server/accounts/passkey-request';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

/**
 * POST /api/account/passkeys `{credential}`: keeps the passkey the browser just made for the
 * signed-in shopper (README "Accounts, the watchlist, reservations and buying online"): 201; 401
 * signed out, whatever the body; or a 400 problem saying why (an expired or used challenge, an
 * answer that does not verify, a passkey already on the account).
 */
export const POST = siteRoute({ feature: accountFeature, sameOrigin: true }, async ({ request, site }) => {
  const shopper = await signedInShopper(request, site);
  if (shopper instanceof Response) return shopper;
  const body = await readRouteBody(request, site, credentialBody);
  if (body instanceof Response) return body;
  const { config, locale } = site;
  const result = await addPasskey((await database()).db, config.slug, shopper.id, body.credential as unknown as RegistrationResponseJSON, relyingParty(request, config));
  if (!result.ok) return problem(400, locale.t(PASSKEY_FAILURES[result.reason]), {}, noStore);
  return Response.json({ passkey: { id: result.passkey.id, createdAt: result.passkey.createdAt.toISOString() } }, { status: 201, headers: noStore });
});
