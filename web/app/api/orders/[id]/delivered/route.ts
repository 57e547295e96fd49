import { z } from 'zod';
import { markOrderDelivered } from '@dealer/leads/server';
import { readJsonBody } from '../../../../../server/http/read-json-body';
import { noStore, orderJson, orderSite } from '../../../../../server/orders/order-request';
import { stockDatabase } from '../../../../../server/stock/database';

type Context = { params: Promise<{ id: string }> };

/** POST /api/orders/{id}/delivered `{odometer_km}` (the dealer, with the admin secret): the handover; the 14-day return starts. */
export async function POST(request: Request, { params }: Context) {
  const checked = await orderSite(request, 'dealer');
  if ('refused' in checked) return checked.refused;
  const body = await readJsonBody(request, 1024, '{"odometer_km": 42000}');
  if (!body.ok) return Response.json({ message: body.message }, { status: body.status });
  const parsed = z.object({ odometer_km: z.number().int().min(0).max(2_000_000) }).safeParse(body.value);
  if (!parsed.success) return Response.json({ message: 'Send {"odometer_km": <whole km>}.' }, { status: 400 });
  const order = await markOrderDelivered((await stockDatabase()).db, checked.site.config.slug, (await params).id, parsed.data.odometer_km);
  if (!order) return Response.json({ message: 'Only a placed order can be delivered.' }, { status: 409 });
  return Response.json({ order: orderJson(order) }, { headers: noStore });
}
