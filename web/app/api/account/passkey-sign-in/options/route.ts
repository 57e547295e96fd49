import { passkeySignInOptions } from '@dealer/leads/server';
import { accountSite } from '@/server/accounts/account-request';
import { noStore, relyingParty } from '@/server/accounts/passkey-request';
import { rateLimitResponse } from '@/server/http/rate-limit';
import { database } from '@/server/db/database';

/** POST /api/account/passkey-sign-in/options: what the browser's passkey prompt needs to sign in to this site (issue 15). */
export async function POST(request: Request) {
  const checked = await accountSite(request);
  if ('refused' in checked) return checked.refused;
  const { config } = checked.site;
  const limited = await rateLimitResponse(request, config.slug, 'signIn');
  if (limited) return limited;
  const options = await passkeySignInOptions((await database()).db, config.slug, relyingParty(request, config));
  return Response.json({ options }, { headers: noStore });
}
