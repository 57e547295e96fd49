import { passkeyRegistrationOptions } from '@dealer/leads/server';
import { signedInAccount } from '@/server/accounts/account-request';
import { noStore, relyingParty } from '@/server/accounts/passkey-request';
import { database } from '@/server/db/database';

/** POST /api/account/passkeys/options: what the browser's passkey prompt needs to add a passkey to the signed-in account (issue 15). */
export async function POST(request: Request) {
  const checked = await signedInAccount(request);
  if ('refused' in checked) return checked.refused;
  const { site: { config }, shopper } = checked;
  const options = await passkeyRegistrationOptions((await database()).db, config.slug, shopper, relyingParty(request, config));
  return Response.json({ options }, { headers: noStore });
}
