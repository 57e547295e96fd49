import 'server-only';
import { z } from 'zod';
import { FUEL_LEVELS, findOrder, markOrderDelivered, parseUuid, recordReturnInspection } from '@dealer/leads/server';
import { readJsonBody } from '../http/read-json-body';
import { wakeDeliveryWorker } from '../leads/delivery-worker';
import { database } from '../db/database';
import { stockService } from '../stock/service';
import { orderJson } from './order-request';

/** What a dealer's action answers: the status and the JSON body, for the route to send with its own headers. */
export interface DealerAnswer {
  status: number;
  body: Record<string, unknown>;
}

const odometer = z.number().int().min(0).max(2_000_000);

/** An order id from the path that is not one is the same 404 as an unknown order (README "Holding under abuse"). */
const noSuchOrder: DealerAnswer = { status: 404, body: { message: 'No such order.' } };

/**
 * The handover `{odometer_km}`: the 14-day return starts (§4, §9). Called by the admin-secret API
 * and by the Studio's Sales tool alike.
 */
export async function deliverOrder(request: Request, site: string, pathId: string): Promise<DealerAnswer> {
  const id = parseUuid(pathId);
  if (!id) return noSuchOrder;
  const body = await readJsonBody(request, 1024, '{"odometer_km": 42000}');
  if (!body.ok) return { status: body.status, body: { message: body.message } };
  const parsed = z.object({ odometer_km: odometer }).safeParse(body.value);
  if (!parsed.success) return { status: 400, body: { message: 'Send {"odometer_km": <whole km>}.' } };
  const { db } = await database();
  const order = await markOrderDelivered(db, site, id, parsed.data.odometer_km);
  if (!order) return (await findOrder(db, site, id)) ? { status: 409, body: { message: 'Only a placed order can be delivered.' } } : noSuchOrder;
  // The shopper's email (the 14-day return has started) was queued with the handover.
  wakeDeliveryWorker();
  return { status: 200, body: { order: orderJson(order) } };
}

const inspectionSchema = z.object({
  odometer_km: odometer,
  fuel: z.enum(FUEL_LEVELS),
  keys_and_accessories: z.boolean(),
  encumbrance_cents: z.number().int().min(0).max(100_000_000).default(0),
});

/**
 * The return inspection at the appointment: the §5 terms checked; accepted, the car is returned
 * and available again; otherwise a 422 listing every unmet term.
 */
export async function inspectReturnedCar(request: Request, site: string, pathId: string): Promise<DealerAnswer> {
  const id = parseUuid(pathId);
  if (!id) return noSuchOrder;
  const body = await readJsonBody(request, 1024, '{"odometer_km", "fuel", "keys_and_accessories", "encumbrance_cents"}');
  if (!body.ok) return { status: body.status, body: { message: body.message } };
  const parsed = inspectionSchema.safeParse(body.value);
  if (!parsed.success) return { status: 400, body: { message: `Send odometer_km, fuel (${FUEL_LEVELS.join(', ')}), keys_and_accessories and encumbrance_cents.` } };
  const result = await recordReturnInspection((await database()).db, site, id, {
    returnOdometerKm: parsed.data.odometer_km, fuel: parsed.data.fuel, keysAndAccessories: parsed.data.keys_and_accessories, encumbranceCents: parsed.data.encumbrance_cents,
  });
  if (!result.ok) return { status: result.status, body: { message: result.message, ...(result.reasons ? { reasons: result.reasons } : {}) } };
  // The shopper's email (the refund) was queued with the return.
  wakeDeliveryWorker();
  await (await stockService()).reindex().catch((error: unknown) => console.error('[orders] re-index after a return failed:', error));
  return { status: 200, body: { order: orderJson(result.order) } };
}
