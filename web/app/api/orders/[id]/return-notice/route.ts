import { z } from 'zod';
import { giveReturnNotice } from '@dealer/leads/server';
import { siteTimeZone } from '@dealer/tenants';
import { invalidFields, problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { noStore, orderJson, sellsOnline, shopperOrder } from '@/server/orders/order-request';
import { database } from '@/server/db/database';

const noticeBody = z.object({ appointment: z.iso.date() });
const CHOOSE_DATE = 'Please choose a date for the return appointment';

/**
 * POST /api/orders/{id}/return-notice `{appointment}` (§4, §9): notice of return within 14 days of
 * delivery. A date outside the appointment window is a 400 under `appointment`; notice out of time
 * (or before delivery) a 409.
 */
export const POST = siteRoute<typeof noticeBody, { id: string }>(
  {
    feature: sellsOnline,
    sameOrigin: true,
    body: { schema: noticeBody, maxBytes: 1024, example: '{"appointment": "YYYY-MM-DD"}', fieldErrors: () => ({ appointment: CHOOSE_DATE }) },
  },
  async ({ request, site, body, params }) => {
    const found = await shopperOrder(request, site, params.id);
    if ('refused' in found) return found.refused;
    const result = await giveReturnNotice((await database()).db, site.config.slug, found.order.id, body.appointment, new Date(), siteTimeZone(site.config));
    if (result.ok) return Response.json({ order: orderJson(result.order) }, { headers: noStore });
    return result.status === 400 ? invalidFields({ appointment: result.message }) : problem(result.status, result.message);
  },
);
