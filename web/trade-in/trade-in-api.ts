import { problemFieldErrors, problemMessage, readProblem, type AdjustmentAnswers, type TradeInOfferJson } from '@dealer/leads';

/**
 * The trade-in API as the browser calls it (web/app/api/trade-in; leads/valuation/README.md "The
 * API"), and the lead routes the tool ends on. Each call answers `ok` with the body, or `refused`
 * with what the form shows: the status, the problem's sentence (or §8 'An unexpected error
 * occured' when there is none to read: a dropped connection, a proxy's page) and its field
 * messages. Never throws.
 */

/** The car as the lookup identifies it (web/server/trade-in/vehicle-json.ts). */
export interface TradeInVehicle {
  make: string;
  model: string;
  badge: string | null;
  year: number;
  body: string;
  fuel: string;
  transmission: string | null;
}

/** What the shopper typed to find the car: a plate and its state (AU), a plate (NZ), a VIN (US). */
export interface VehicleLookupInput {
  rego?: string;
  regoState?: string;
  vin?: string;
}

export type Answered<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

async function call<T>(url: string, init: RequestInit, failed: string): Promise<Answered<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers } });
  } catch {
    return { ok: false, status: 0, message: failed, fieldErrors: {} };
  }
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as T | null;
    return body === null ? { ok: false, status: response.status, message: failed, fieldErrors: {} } : { ok: true, status: response.status, body };
  }
  const problem = await readProblem(response);
  return { ok: false, status: response.status, message: problemMessage(problem, failed), fieldErrors: problemFieldErrors(problem) };
}

/** §7 rego lookup: POST /api/trade-in/lookups with one Idempotency-Key per car looked up. */
export function lookUpVehicle(lookup: VehicleLookupInput, idempotencyKey: string, failed: string) {
  return call<{ id: string; vehicle: TradeInVehicle }>('/api/trade-in/lookups', { method: 'POST', headers: { 'idempotency-key': idempotencyKey }, body: JSON.stringify(lookup) }, failed);
}

/** §7 valuation adjustment answers: PUT /api/trade-in/{id}/answers with `{adjustmentAnswers}`. */
export function answerQuestions(id: string, adjustmentAnswers: AdjustmentAnswers, failed: string) {
  return call<{ offer: TradeInOfferJson }>(`/api/trade-in/${encodeURIComponent(id)}/answers`, { method: 'PUT', body: JSON.stringify({ adjustmentAnswers }) }, failed);
}

/** §7 offer acceptance: POST /api/trade-in/{id}/accept with the §3 lead form (see contact-body.ts). */
export function acceptOffer(id: string, body: Record<string, unknown>, idempotencyKey: string, failed: string) {
  return call<{ lead_id: string; offer_accepted: boolean }>(`/api/trade-in/${encodeURIComponent(id)}/accept`, { method: 'POST', headers: { 'idempotency-key': idempotencyKey }, body: JSON.stringify(body) }, failed);
}

/** The enquiry instead, when no valuation can be made online (the provider down, the plate unknown): POST /api/enquiries. */
export function sendEnquiry(body: Record<string, unknown>, idempotencyKey: string, failed: string) {
  return call<{ id: string }>('/api/enquiries', { method: 'POST', headers: { 'idempotency-key': idempotencyKey }, body: JSON.stringify(body) }, failed);
}
