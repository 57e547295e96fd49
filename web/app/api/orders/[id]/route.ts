import type { z } from 'zod';
import { siteRoute } from '@/server/http/site-route';
import { noStore, orderJson, sellsOnline, shopperOrder } from '@/server/orders/order-request';

/** GET /api/orders/{id}: the order, to resume the journey after a reload (another site's id or another shopper's order: 404). */
export const GET = siteRoute<z.ZodType<undefined>, { id: string }>({ feature: sellsOnline, sameOrigin: true }, async ({ request, site, params }) => {
  const found = await shopperOrder(request, site, params.id);
  if ('refused' in found) return found.refused;
  return Response.json({ order: orderJson(found.order) }, { headers: noStore });
});
