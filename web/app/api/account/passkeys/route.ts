import { addPasskey, type RegistrationResponseJSON } from '@dealer/leads/server';
import { signedInAccount } from '@/server/accounts/account-request';
import { noStore, PASSKEY_FAILURES, readCredential, relyingParty } from '@/server/accounts/passkey-request';
import { database } from '@/server/db/database';

/**
 * POST /api/account/passkeys `{credential}`: keeps the passkey the browser just made for the
 * signed-in shopper (issue 15): 201, or 400 saying why (an expired or used challenge, an answer that
 * does not verify, a passkey already on the account).
 */
export async function POST(request: Request) {
  const checked = await signedInAccount(request);
  if ('refused' in checked) return checked.refused;
  const { site: { config, locale }, shopper } = checked;
  const read = await readCredential(request);
  if ('refused' in read) return read.refused;
  const result = await addPasskey((await database()).db, config.slug, shopper.id, read.credential as unknown as RegistrationResponseJSON, relyingParty(request, config));
  if (!result.ok) return Response.json({ message: locale.t(PASSKEY_FAILURES[result.reason]) }, { status: 400, headers: noStore });
  return Response.json({ passkey: { id: result.passkey.id, createdAt: result.passkey.createdAt.toISOString() } }, { status: 201, headers: noStore });
}
