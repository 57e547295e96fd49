import { z } from 'zod';
import { FUEL_LEVELS, recordReturnInspection } from '@dealer/leads/server';
import { readJsonBody } from '../../../../../server/http/read-json-body';
import { noStore, orderJson, orderSite } from '../../../../../server/orders/order-request';
import { stockDatabase } from '../../../../../server/stock/database';
import { stockService } from '../../../../../server/stock/service';

type Context = { params: Promise<{ id: string }> };

const bodySchema = z.object({
  odometer_km: z.number().int().min(0).max(2_000_000),
  fuel: z.enum(FUEL_LEVELS),
  keys_and_accessories: z.boolean(),
  encumbrance_cents: z.number().int().min(0).max(100_000_000).default(0),
});

/**
 * POST /api/orders/{id}/return-inspection (the dealer, with the admin secret, at the appointment):
 * the §5 terms checked; accepted, the car is returned and available again; otherwise a 422 listing
 * every unmet term.
 */
export async function POST(request: Request, { params }: Context) {
  const checked = await orderSite(request, 'dealer');
  if ('refused' in checked) return checked.refused;
  const body = await readJsonBody(request, 1024, '{"odometer_km", "fuel", "keys_and_accessories", "encumbrance_cents"}');
  if (!body.ok) return Response.json({ message: body.message }, { status: body.status });
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return Response.json({ message: `Send odometer_km, fuel (${FUEL_LEVELS.join(', ')}), keys_and_accessories and encumbrance_cents.` }, { status: 400 });
  const result = await recordReturnInspection((await stockDatabase()).db, checked.site.config.slug, (await params).id, {
    returnOdometerKm: parsed.data.odometer_km, fuel: parsed.data.fuel, keysAndAccessories: parsed.data.keys_and_accessories, encumbranceCents: parsed.data.encumbrance_cents,
  });
  if (!result.ok) return Response.json({ message: result.message, ...(result.reasons ? { reasons: result.reasons } : {}) }, { status: result.status });
  await (await stockService()).reindex().catch((error: unknown) => console.error('[orders] re-index after a return failed:', error));
  return Response.json({ order: orderJson(result.order) }, { headers: noStore });
}
