import { z } from 'zod';
import { isPhoneNumber } from '@dealer/leads';
import { setShopperPhone } from '@dealer/leads/server';
import { accountSite } from '@/server/accounts/account-request';
import { requestShopper } from '@/server/accounts/current-shopper';
import { readJsonBody } from '@/server/http/read-json-body';
import { database } from '@/server/db/database';

/** POST /api/account/phone `{phone}`: the profile's phone (§5: the watchlist needs one). */
export async function POST(request: Request) {
  const checked = await accountSite(request);
  if ('refused' in checked) return checked.refused;
  const { site } = checked;
  const body = await readJsonBody(request, 1024, '{"phone": "..."}');
  if (!body.ok) return Response.json({ errors: { form: body.message } }, { status: body.status });
  const parsed = z.object({ phone: z.string().trim().max(30).refine(isPhoneNumber) }).safeParse(body.value);
  if (!parsed.success) return Response.json({ errors: { phone: site.locale.t('account.error.phone') } }, { status: 400 });
  const shopper = await requestShopper(site.config, request);
  if (!shopper) return Response.json({ message: site.locale.t('account.error.signedOut') }, { status: 401 });
  const { db } = await database();
  await setShopperPhone(db, site.config.slug, shopper.id, parsed.data.phone);
  return Response.json({ phone: parsed.data.phone });
}
