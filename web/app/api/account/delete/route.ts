import { deleteShopper } from '@dealer/leads/server';
import { accountFeature, signedInShopper } from '@/server/accounts/account-request';
import { clearedSessionCookieHeader, isHttpsRequest } from '@/server/accounts/session-cookie';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

/**
 * POST /api/account/delete: deletes the signed-in shopper's account with its sessions and watchlist
 * (401 signed out). Enquiries already sent are the dealer's leads; the account page says so before
 * the shopper confirms.
 */
export const POST = siteRoute({ feature: accountFeature, sameOrigin: true }, async ({ request, site }) => {
  const shopper = await signedInShopper(request, site);
  if (shopper instanceof Response) return shopper;
  await deleteShopper((await database()).db, site.config.slug, shopper.id);
  return Response.json({ deleted: true }, { headers: { 'set-cookie': clearedSessionCookieHeader(isHttpsRequest(request)) } });
});
