import 'server-only';
import { z } from 'zod';
import { parseUuid, type OrderJson } from '@dealer/leads';
import { FUEL_LEVELS, findOrder, markOrderDelivered, recordReturnInspection } from '@dealer/leads/server';
import { problem, zodFieldErrors } from '../http/problem';
import { readJsonBody } from '../http/read-json-body';
import { wakeDeliveryWorker } from '../leads/delivery-worker';
import { database } from '../db/database';
import { stockService } from '../stock/service';
import { orderJson } from './order-request';

/**
 * A dealer's action refused: the members of its problem details (README "Routes and errors") but
 * the four the status fixes, so each route answers it with its own headers (`dealerResponse`).
 */
export interface DealerRefusal {
  detail: string;
  /** `{field: message}` of an invalid body. */
  errors?: Record<string, string>;
  /** A refused return inspection (422): each unmet §5 return term. */
  reasons?: string[];
}

/** What a dealer's action answers: the order (200), or why not. */
export type DealerAnswer = { status: 200; body: { order: OrderJson } } | { status: 400 | 404 | 409 | 413 | 415 | 422; body: DealerRefusal };

/** The answer to send: the order as JSON, or the refusal as problem details; `headers` on both. */
export function dealerResponse(answer: DealerAnswer, headers: HeadersInit = {}): Response {
  if ('order' in answer.body) return Response.json(answer.body, { status: answer.status, headers });
  const { detail, ...extensions } = answer.body;
  return problem(answer.status, detail, extensions, headers);
}

const odometer = z.number().int().min(0).max(2_000_000);

/** An order id from the path that is not one is the same 404 as an unknown order (README "Holding under abuse"). */
const noSuchOrder = { status: 404, body: { detail: 'No such order.' } } as const;

/** A body that could not be read: too large (413), or not UTF-8 JSON (400, under `form` as `siteRoute` puts it). */
const unreadable = (status: 400 | 413 | 415, message: string): DealerAnswer => ({ status, body: { detail: message, ...(status === 400 ? { errors: { form: message } } : {}) } });

/**
 * The handover `{odometer_km}`: the 14-day return starts (§4, §9). Called by the admin-secret API
 * and by the Studio's Sales tool alike.
 */
export async function deliverOrder(request: Request, site: string, pathId: string): Promise<DealerAnswer> {
  const id = parseUuid(pathId);
  if (!id) return noSuchOrder;
  const body = await readJsonBody(request, 1024, '{"odometer_km": 42000}');
  if (!body.ok) return unreadable(body.status, body.message);
  const parsed = z.object({ odometer_km: odometer }).safeParse(body.value);
  if (!parsed.success) {
    const message = 'Send {"odometer_km": <whole km>}.';
    return { status: 400, body: { detail: message, errors: { odometer_km: message } } };
  }
  const { db } = await database();
  const order = await markOrderDelivered(db, site, id, parsed.data.odometer_km);
  if (!order) return (await findOrder(db, site, id)) ? { status: 409, body: { detail: 'Only a placed order can be delivered.' } } : noSuchOrder;
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
 * and available again; otherwise a 422 listing every unmet term (`reasons`).
 */
export async function inspectReturnedCar(request: Request, site: string, pathId: string): Promise<DealerAnswer> {
  const id = parseUuid(pathId);
  if (!id) return noSuchOrder;
  const body = await readJsonBody(request, 1024, '{"odometer_km", "fuel", "keys_and_accessories", "encumbrance_cents"}');
  if (!body.ok) return unreadable(body.status, body.message);
  const parsed = inspectionSchema.safeParse(body.value);
  if (!parsed.success) {
    return { status: 400, body: { detail: `Send odometer_km, fuel (${FUEL_LEVELS.join(', ')}), keys_and_accessories and encumbrance_cents.`, errors: zodFieldErrors(parsed.error) } };
  }
  const result = await recordReturnInspection((await database()).db, site, id, {
    returnOdometerKm: parsed.data.odometer_km, fuel: parsed.data.fuel, keysAndAccessories: parsed.data.keys_and_accessories, encumbranceCents: parsed.data.encumbrance_cents,
  });
  if (!result.ok) return { status: result.status, body: { detail: result.message, ...(result.reasons ? { reasons: result.reasons } : {}) } };
  // The shopper's email (the refund) was queued with the return.
  wakeDeliveryWorker();
  await (await stockService()).stockChanged({ site: null, cars: [result.order.carId] }).catch((error: unknown) => console.error('[orders] re-index after a return failed:', error));
  return { status: 200, body: { order: orderJson(result.order) } };
}
