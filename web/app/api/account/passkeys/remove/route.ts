import { z } from 'zod';
import { removePasskey } from '@dealer/leads/server';
import { signedInAccount } from '@/server/accounts/account-request';
import { noStore } from '@/server/accounts/passkey-request';
import { readJsonBody } from '@/server/http/read-json-body';
import { database } from '@/server/db/database';

/** POST /api/account/passkeys/remove `{id}`: removes one of the signed-in shopper's passkeys (404 for anyone else's). */
export async function POST(request: Request) {
  const checked = await signedInAccount(request);
  if ('refused' in checked) return checked.refused;
  const { site: { config, locale }, shopper } = checked;
  const body = await readJsonBody(request, 2048, '{"id": "..."}');
  if (!body.ok) return Response.json({ message: body.message }, { status: body.status });
  const parsed = z.object({ id: z.string().min(1).max(1024) }).safeParse(body.value);
  if (!parsed.success) return Response.json({ message: 'Send {"id": "..."}.' }, { status: 400 });
  const removed = await removePasskey((await database()).db, config.slug, shopper.id, parsed.data.id);
  if (!removed) return Response.json({ message: locale.t('account.passkeys.error.unknown') }, { status: 404, headers: noStore });
  return Response.json({ success: true }, { headers: noStore });
}
