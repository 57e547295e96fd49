import { deleteShopper } from '@dealer/leads/server';
import { signedInAccount } from '@/server/accounts/account-request';
import { clearedSessionCookieHeader, isHttpsRequest } from '@/server/accounts/session-cookie';
import { database } from '@/server/db/database';

/**
 * POST /api/account/delete: deletes the signed-in shopper's account with its sessions and watchlist.
 * Enquiries already sent are the dealer's leads; the account page says so before the shopper confirms.
 */
export async function POST(request: Request) {
  const checked = await signedInAccount(request);
  if ('refused' in checked) return checked.refused;
  const { site, shopper } = checked;
  await deleteShopper((await database()).db, site.config.slug, shopper.id);
  return Response.json({ deleted: true }, { headers: { 'set-cookie': clearedSessionCookieHeader(isHttpsRequest(request)) } });
}
