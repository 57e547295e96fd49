import { z } from 'zod';
import { giveReturnNotice } from '@dealer/leads/server';
import { siteTimeZone } from '@dealer/tenants';
import { readJsonBody } from '@/server/http/read-json-body';
import { noStore, orderJson, orderSite, shopperOrder } from '@/server/orders/order-request';
import { database } from '@/server/db/database';

type Context = { params: Promise<{ id: string }> };

/** POST /api/orders/{id}/return-notice `{appointment}` (§4, §9): notice of return within 14 days of delivery. */
export async function POST(request: Request, { params }: Context) {
  const checked = await orderSite(request);
  if ('refused' in checked) return checked.refused;
  const id = (await params).id;
  const found = await shopperOrder(request, checked.site, id);
  if (!('order' in found)) return Response.json({ message: found.message }, { status: found.status });
  const body = await readJsonBody(request, 1024, '{"appointment": "YYYY-MM-DD"}');
  if (!body.ok) return Response.json({ message: body.message }, { status: body.status });
  const parsed = z.object({ appointment: z.iso.date() }).safeParse(body.value);
  if (!parsed.success) return Response.json({ errors: { appointment: 'Please choose a date for the return appointment' } }, { status: 400 });
  const result = await giveReturnNotice((await database()).db, checked.site.config.slug, id, parsed.data.appointment, new Date(), siteTimeZone(checked.site.config));
  if (!result.ok) return Response.json({ message: result.message }, { status: result.status });
  return Response.json({ order: orderJson(result.order) }, { headers: noStore });
}
