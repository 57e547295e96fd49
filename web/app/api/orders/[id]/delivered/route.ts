import { deliverOrder } from '@/server/orders/dealer-order-actions';
import { noStore, orderSite } from '@/server/orders/order-request';

type Context = { params: Promise<{ id: string }> };

/** POST /api/orders/{id}/delivered `{odometer_km}` (the dealer, with the admin secret): the handover; the 14-day return starts. */
export async function POST(request: Request, { params }: Context) {
  const checked = await orderSite(request, 'dealer');
  if ('refused' in checked) return checked.refused;
  const answer = await deliverOrder(request, checked.site.config.slug, (await params).id);
  return Response.json(answer.body, { status: answer.status, headers: noStore });
}
