/**
 * The used-car return (§4 "Used-car return flow", §5 "Return terms", §9 "Used-car return"): the
 * shopper may give notice within 14 days of delivery, and the car is taken back when it has done no
 * more than 500 km since delivery, has at least a quarter tank, and all keys and accessories come
 * back; a financial encumbrance is cleared from the refund (an amount may be deducted, §5).
 */
import { FUEL_LEVELS, type FuelLevel } from '../contract/statuses';
import { dayIn } from './journey';

export { FUEL_LEVELS, type FuelLevel } from '../contract/statuses';
export const RETURN_DAYS = 14;
export const RETURN_MAX_KM = 500;
const MIN_FUEL: FuelLevel = 'quarter';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment notice may be given: 14 days after delivery. */
export const returnDeadline = (deliveredAt: Date): Date => new Date(deliveredAt.getTime() + RETURN_DAYS * DAY_MS);

/** Whether notice may be given now; a refusal names the period's last day on the dealer's calendar (`timeZone`). */
export function returnNoticeAllowed(deliveredAt: Date | null, now: Date, timeZone = 'UTC'): { ok: true; deadline: Date } | { ok: false; reason: string } {
  if (!deliveredAt) return { ok: false, reason: 'The car has not been delivered yet: the 14-day return starts on the delivery date.' };
  const deadline = returnDeadline(deliveredAt);
  if (now.getTime() > deadline.getTime()) return { ok: false, reason: `The 14-day return period ended on ${dayIn(deadline, timeZone)}.` };
  return { ok: true, deadline };
}

export interface ReturnInspection {
  deliveryOdometerKm: number;
  returnOdometerKm: number;
  fuel: FuelLevel;
  keysAndAccessories: boolean;
  /** What is owed on the car (a financial encumbrance), in cents; deducted from the refund. */
  encumbranceCents: number;
}

export type InspectionResult = { accepted: true; refundCents: number; deductedCents: number } | { accepted: false; reasons: string[] };

/** The §5 terms checked at the return appointment; every unmet term is listed. */
export function inspectReturn(inspection: ReturnInspection, priceCents: number): InspectionResult {
  const reasons: string[] = [];
  const driven = inspection.returnOdometerKm - inspection.deliveryOdometerKm;
  if (driven < 0) reasons.push('The odometer reads less than at delivery: check the reading.');
  else if (driven > RETURN_MAX_KM) reasons.push(`The car has done ${driven} km since delivery; the return allows ${RETURN_MAX_KM} km.`);
  if (FUEL_LEVELS.indexOf(inspection.fuel) < FUEL_LEVELS.indexOf(MIN_FUEL)) reasons.push('The car must come back with at least a quarter tank of fuel.');
  if (!inspection.keysAndAccessories) reasons.push('All keys and accessories must come back with the car.');
  if (reasons.length > 0) return { accepted: false, reasons };
  const deductedCents = Math.min(Math.max(0, inspection.encumbranceCents), priceCents);
  return { accepted: true, refundCents: priceCents - deductedCents, deductedCents };
}
