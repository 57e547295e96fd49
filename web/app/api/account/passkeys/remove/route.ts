import { z } from 'zod';
import { removePasskey } from '@dealer/leads/server';
import { accountFeature, signedInShopper } from '@/server/accounts/account-request';
import { readRouteBody } from '@/server/http/site-route';
import { noStore } from '@/server/accounts/passkey-request';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

const removeBody = {
  schema: z.object({ id: z.string().min(1).max(1024) }),
  maxBytes: 2048,
  example: '{"id": "..."}',
  fieldErrors: () => ({ id: 'Send {"id": "..."}.' }),
};

/**
 * POST /api/account/passkeys/remove `{id}`: removes one of the signed-in shopper's passkeys (401
 * signed out, whatever the body; 404 for anyone else's passkey).
 */
export const POST = siteRoute({ feature: accountFeature, sameOrigin: true }, async ({ request, site }) => {
  const shopper = await signedInShopper(request, site);
  if (shopper instanceof Response) return shopper;
  const body = await readRouteBody(request, site, removeBody);
  if (body instanceof Response) return body;
  const removed = await removePasskey((await database()).db, site.config.slug, shopper.id, body.id);
  if (!removed) return problem(404, site.locale.t('account.passkeys.error.unknown'), {}, noStore);
  return Response.json({ success: true }, { headers: noStore });
});
