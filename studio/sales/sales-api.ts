import { problemMessage, readProblem, salesJsonSchema, type FuelLevel, type ReservationStatus, type SalesJson, type SalesOrder, type SalesReservation } from '@dealer/leads';
import { webOrigin } from '../config/environment';

export { FUEL_LEVELS, type FuelLevel, type OrderStatus, type ReservationStatus } from '@dealer/leads';

/**
 * The web app's Studio sales API (web/app/api/studio/sales and the actions under
 * /api/studio/reservations/{id}/ and /api/studio/orders/{id}/). The list's shapes are the wire
 * contract in `leads/contract/sales-json.ts`: dates as ISO strings, days (a handover, a return
 * appointment) as YYYY-MM-DD, money already formatted ("$200").
 */
export type Reservation = SalesReservation;
export type Order = SalesOrder;
export type Sales = SalesJson;

/** The body of POST /api/studio/orders/{id}/return-inspection. */
export interface ReturnInspection {
  odometer_km: number;
  fuel: FuelLevel;
  keys_and_accessories: boolean;
  /** Money still owing on the car, in whole cents; deducted from the refund. */
  encumbrance_cents: number;
}

/**
 * An answer that was not a success, with the web API's own `detail` when it gave one, its status
 * (null when the website did not answer at all) and, for a refused return inspection (422), each
 * unmet return term.
 */
export class SalesApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly reasons: string[] = [],
  ) {
    super(message);
  }
}

async function call<T>(site: string, token: string | undefined, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${await webOrigin(site)}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  }).catch(() => {
    throw new SalesApiError('The website did not answer. Is it running?', null);
  });
  if (!response.ok) {
    // A refusal is problem details (README "Routes and errors"); a refused return inspection adds `reasons`.
    const problem = await readProblem(response);
    const reasons = Array.isArray(problem?.reasons) ? problem.reasons.filter((reason): reason is string => typeof reason === 'string') : [];
    throw new SalesApiError(problemMessage(problem, `The website answered ${response.status}.`), response.status, reasons);
  }
  return (await response.json().catch(() => null)) as T;
}

const post = <T>(site: string, token: string | undefined, path: string, body?: unknown) =>
  call<T>(site, token, path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const reservationPath = (id: string, action: 'capture' | 'release') => `/api/studio/reservations/${encodeURIComponent(id)}/${action}`;
const orderPath = (id: string, action: 'delivered' | 'return-inspection') => `/api/studio/orders/${encodeURIComponent(id)}/${action}`;

/** This site's reservations and placed orders, newest first, parsed by their wire schema. */
export async function fetchSales(site: string, token: string | undefined): Promise<Sales> {
  const parsed = salesJsonSchema.safeParse(await call<unknown>(site, token, '/api/studio/sales'));
  if (!parsed.success) throw new SalesApiError('The website answered with a sales list this Studio does not understand. Reload the Studio.', 200);
  return parsed.data;
}

type ReservationAnswer = { reservation: { id: string; status: ReservationStatus } };

/** Takes a held deposit (the dealer confirms the sale); a 409 when it is not held. */
export const captureDeposit = (site: string, token: string | undefined, id: string) =>
  post<ReservationAnswer>(site, token, reservationPath(id, 'capture')).then((body) => body.reservation);

/** Lets a held deposit go: nothing is charged and the car is available again; a 409 when it is not held. */
export const releaseHold = (site: string, token: string | undefined, id: string) =>
  post<ReservationAnswer>(site, token, reservationPath(id, 'release')).then((body) => body.reservation);

/**
 * The handover, with the odometer in whole km: the 14-day return starts; a 409 when the order is
 * not placed. The answer's order is not the list's shape, so callers fetch the list again.
 */
export const markDelivered = (site: string, token: string | undefined, id: string, odometerKm: number) =>
  post<{ order: unknown }>(site, token, orderPath(id, 'delivered'), { odometer_km: odometerKm }).then(() => undefined);

/** The return inspection at the appointment; a 422 (SalesApiError.reasons) lists every unmet return term. */
export const recordReturnInspection = (site: string, token: string | undefined, id: string, inspection: ReturnInspection) =>
  post<{ order: unknown }>(site, token, orderPath(id, 'return-inspection'), inspection).then(() => undefined);
