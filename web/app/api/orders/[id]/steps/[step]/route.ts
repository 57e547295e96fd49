import { JOURNEY_STEPS, type JourneyStep } from '@dealer/leads';
import { saveOrderStep } from '@dealer/leads/server';
import { siteTimeZone } from '@dealer/tenants';
import { readJsonBody } from '@/server/http/read-json-body';
import { noStore, orderJson, orderSite, shopperOrder } from '@/server/orders/order-request';
import { database } from '@/server/db/database';

type Context = { params: Promise<{ id: string; step: string }> };

/** PUT /api/orders/{id}/steps/{buyer|tradeIn|payment|handover}: one step, validated with the form's own schema and kept. */
export async function PUT(request: Request, { params }: Context) {
  const checked = await orderSite(request);
  if ('refused' in checked) return checked.refused;
  const { id, step } = await params;
  if (!(JOURNEY_STEPS as readonly string[]).includes(step)) return Response.json({ errors: { form: `No such step: ${JOURNEY_STEPS.join(', ')}.` } }, { status: 404 });
  const found = await shopperOrder(request, checked.site, id);
  if (!('order' in found)) return Response.json({ errors: { form: found.message } }, { status: found.status });
  const body = await readJsonBody(request, 4 * 1024, 'the step\'s fields');
  if (!body.ok) return Response.json({ errors: { form: body.message } }, { status: body.status });
  const saved = await saveOrderStep((await database()).db, checked.site.config.slug, id, step as JourneyStep, body.value, new Date(), siteTimeZone(checked.site.config));
  if (!saved.ok) return Response.json({ errors: saved.errors }, { status: saved.status });
  return Response.json({ order: orderJson(saved.order) }, { headers: noStore });
}
