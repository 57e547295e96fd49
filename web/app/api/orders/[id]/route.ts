import { findOrder } from '@dealer/leads/server';
import { noStore, orderJson, orderSite } from '../../../../server/orders/order-request';
import { stockDatabase } from '../../../../server/stock/database';

type Context = { params: Promise<{ id: string }> };

/** GET /api/orders/{id}: the order, to resume the journey after a reload (another site's id: 404). */
export async function GET(request: Request, { params }: Context) {
  const checked = await orderSite(request);
  if ('refused' in checked) return checked.refused;
  const order = await findOrder((await stockDatabase()).db, checked.site.config.slug, (await params).id);
  if (!order) return Response.json({ message: 'No such order.' }, { status: 404 });
  return Response.json({ order: orderJson(order) }, { headers: noStore });
}
