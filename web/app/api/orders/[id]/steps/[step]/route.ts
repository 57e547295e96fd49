import { z } from 'zod';
import { JOURNEY_STEPS, type JourneyStep } from '@dealer/leads';
import { saveOrderStep } from '@dealer/leads/server';
import { siteTimeZone } from '@dealer/tenants';
import { invalidFields, problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { noStore, orderJson, sellsOnline, shopperOrder } from '@/server/orders/order-request';
import { database } from '@/server/db/database';

/** Any JSON: the step's own schema, which only the path names, is applied by saveOrderStep. */
const stepBody = z.unknown();

/**
 * PUT /api/orders/{id}/steps/{buyer|tradeIn|payment|handover}: one step, validated with the form's
 * own schema and kept. Invalid fields are a 400 with `errors: {field: message}`; an order placed or
 * cancelled meanwhile is a 409.
 */
export const PUT = siteRoute<typeof stepBody, { id: string; step: string }>(
  { feature: sellsOnline, sameOrigin: true, body: { schema: stepBody, maxBytes: 4 * 1024, example: 'the step\'s fields' } },
  async ({ request, site, body, params }) => {
    const { step } = params;
    if (!(JOURNEY_STEPS as readonly string[]).includes(step)) return problem(404, `No such step: ${JOURNEY_STEPS.join(', ')}.`);
    const found = await shopperOrder(request, site, params.id);
    if ('refused' in found) return found.refused;
    const saved = await saveOrderStep((await database()).db, site.config.slug, found.order.id, step as JourneyStep, body, new Date(), siteTimeZone(site.config));
    if (saved.ok) return Response.json({ order: orderJson(saved.order) }, { headers: noStore });
    // A 400 names its fields; any other refusal is about the order as a whole (`form`).
    if (saved.status === 400) return invalidFields(saved.errors);
    return problem(saved.status, saved.errors.form ?? Object.values(saved.errors)[0] ?? 'This step could not be saved.');
  },
);
