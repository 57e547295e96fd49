import { noStore, orderJson, orderSite, shopperOrder } from '@/server/orders/order-request';

type Context = { params: Promise<{ id: string }> };

/** GET /api/orders/{id}: the order, to resume the journey after a reload (another site's id or another shopper's order: 404). */
export async function GET(request: Request, { params }: Context) {
  const checked = await orderSite(request);
  if ('refused' in checked) return checked.refused;
  const found = await shopperOrder(request, checked.site, (await params).id);
  if (!('order' in found)) return Response.json({ message: found.message }, { status: found.status });
  return Response.json({ order: orderJson(found.order) }, { headers: noStore });
}
