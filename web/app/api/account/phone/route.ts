import { z } from 'zod';
import { isPhoneNumber } from '@dealer/leads';
import { setShopperPhone } from '@dealer/leads/server';
import { accountFeature, signedInShopper } from '@/server/accounts/account-request';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

/** POST /api/account/phone `{phone}`: the profile's phone (§5: the watchlist needs one); 400 with `errors: {phone}`, 401 signed out. */
export const POST = siteRoute(
  {
    feature: accountFeature,
    sameOrigin: true,
    body: {
      schema: z.object({ phone: z.string().trim().max(30).refine(isPhoneNumber) }),
      maxBytes: 1024,
      example: '{"phone": "..."}',
      fieldErrors: (_error, site) => ({ phone: site.locale.t('account.error.phone') }),
    },
  },
  async ({ request, site, body }) => {
    const shopper = await signedInShopper(request, site);
    if (shopper instanceof Response) return shopper;
    await setShopperPhone((await database()).db, site.config.slug, shopper.id, body.phone);
    return Response.json({ phone: body.phone });
  },
);
