import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { parseUuid } from '../contract/ids';
import { calendarDaysFromToday, dayIn, handoverDateProblem, journeyStepSchemas, JOURNEY_STEPS, stepErrors, type JourneyStep, type JourneyValues } from './journey';
import { inspectReturn, returnNoticeAllowed, type ReturnInspection } from './return-rules';
import type { DeliveryChannel } from '../db/schema';
import { idOfLeadKey, queueShopperFollowUp } from '../delivery/follow-up';
import { CarAlreadyClaimed, claimedCarIds, releaseCarClaim, takeCarClaim } from '../claims/claims';
import { orderEvents, orders, type OrderStatus } from './schema';

export type Order = typeof orders.$inferSelect;

async function record(db: DatabaseExecutor, orderId: string, status: OrderStatus, cause: string, at: Date): Promise<void> {
  await db.insert(orderEvents).values({ orderId, status, cause, at });
}

/**
 * Moves an order from one state to the next, or returns null when it was not in `from` (a race lost,
 * a replay). `tell` names the shopper's email about the move, queued in the same transaction.
 */
async function move(db: DatabaseExecutor, site: string, id: string, from: OrderStatus, set: Partial<Order> & { status: OrderStatus }, cause: string, now: Date, tell?: DeliveryChannel): Promise<Order | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(orders).set({ ...set, updatedAt: now }).where(and(eq(orders.site, site), eq(orders.id, id), eq(orders.status, from))).returning();
    if (!row) return null;
    // A returned car is for sale again.
    if (set.status === 'returned') await releaseCarClaim(tx, 'order', row.id, now);
    await record(tx, row.id, set.status, cause, now);
    if (tell) await queueShopperFollowUp(tx, { site, leadKey: orderLeadKey(row.id), channel: tell });
    return row;
  });
}

/** The idempotency key of an order's lead (the dealer's notice, stored when the order is placed). */
export const orderLeadKey = (orderId: string) => `order-${orderId}`;

/** The order a lead stored under orderLeadKey speaks for, or null for any other lead. */
export const orderIdOfLead = (leadKey: string): string | null => idOfLeadKey('order', leadKey);

export async function startOrder(db: DatabaseExecutor, site: string, carId: string, shopperId: string | null, now = new Date()): Promise<Order> {
  const [order] = await db.insert(orders).values({ site, carId, shopperId, status: 'draft', createdAt: now, updatedAt: now }).returning();
  await record(db, order!.id, 'draft', `journey started for ${carId}`, now);
  return order!;
}

/** An order of this site by id (another site's id finds nothing). */
export async function findOrder(db: DatabaseExecutor, site: string, id: string): Promise<Order | null> {
  // An id from outside is parsed before the query: a `uuid` column asked about anything else throws (README "Holding under abuse").
  if (parseUuid(id) === null) return null;
  const [order] = await db.select().from(orders).where(and(eq(orders.site, site), eq(orders.id, id)));
  return order ?? null;
}

/**
 * An order started signed out, opened by a shopper signed in on its site, becomes theirs:
 * it follows them to the account page, and from then on its link alone asks for sign-in. The link
 * was the key until now, so whoever holds it and is signed in claims it; an order that already has
 * a shopper never changes hands. Returns the order as it now stands (null: no such order).
 */
export async function claimOrder(db: DatabaseExecutor, site: string, id: string, shopperId: string, now = new Date()): Promise<Order | null> {
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx.update(orders).set({ shopperId, updatedAt: now }).where(and(eq(orders.site, site), eq(orders.id, id), isNull(orders.shopperId))).returning();
    if (row) await record(tx, row.id, row.status, 'claimed by the shopper who opened it signed in', now);
    return row;
  });
  return claimed ?? findOrder(db, site, id);
}

/** A shopper's orders on this site, newest first (the account page lists them). */
export async function ordersOf(db: DatabaseExecutor, site: string, shopperId: string): Promise<Order[]> {
  return db.select().from(orders).where(and(eq(orders.site, site), eq(orders.shopperId, shopperId))).orderBy(desc(orders.createdAt));
}

/** Placed orders the dealer still has to act on: hand over, or take back within the 14 days. */
const OPEN_ORDER_STATUSES: OrderStatus[] = ['placed', 'delivered', 'return-requested'];

/**
 * This site's placed orders for the dealer's Sales tool (never drafts or abandoned ones), newest
 * first: every one still open however old, and the newest `closed` returned ones.
 */
export async function placedOrdersForSite(db: DatabaseExecutor, site: string, closed = 100): Promise<Order[]> {
  const [open, returned] = await Promise.all([
    db.select().from(orders).where(and(eq(orders.site, site), inArray(orders.status, OPEN_ORDER_STATUSES))),
    db.select().from(orders).where(and(eq(orders.site, site), eq(orders.status, 'returned'))).orderBy(desc(orders.createdAt)).limit(closed),
  ]);
  return [...open, ...returned].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export type StepResult = { ok: true; order: Order } | { ok: false; status: 400 | 404 | 409; errors: Record<string, string> };

/** Validates one step with its schema (and the handover date against the dealer's today, in `timeZone`) and keeps it on the draft. */
export async function saveOrderStep(db: DatabaseExecutor, site: string, id: string, step: JourneyStep, value: unknown, now = new Date(), timeZone = 'UTC'): Promise<StepResult> {
  const order = await findOrder(db, site, id);
  if (!order) return { ok: false, status: 404, errors: { form: 'No such order.' } };
  if (order.status === 'cancelled') return { ok: false, status: 409, errors: { form: 'This order was cancelled after 30 days without changes. Start again from the car\'s page.' } };
  if (order.status !== 'draft') return { ok: false, status: 409, errors: { form: 'This order has been placed and can no longer be changed.' } };
  const parsed = journeyStepSchemas[step].safeParse(value);
  if (!parsed.success) return { ok: false, status: 400, errors: stepErrors(parsed.error) };
  if (step === 'handover') {
    const problem = handoverDateProblem((parsed.data as { date: string }).date, dayIn(now, timeZone));
    if (problem) return { ok: false, status: 400, errors: { date: problem } };
  }
  const steps: JourneyValues = { ...order.steps, [step]: parsed.data };
  const [saved] = await db.update(orders).set({ steps, updatedAt: now }).where(and(eq(orders.id, id), eq(orders.status, 'draft'))).returning();
  return saved ? { ok: true, order: saved } : { ok: false, status: 409, errors: { form: 'This order has been placed and can no longer be changed.' } };
}

export const missingSteps = (order: Pick<Order, 'steps'>): JourneyStep[] => JOURNEY_STEPS.filter((step) => !order.steps[step]);

export type PlaceResult = { ok: true; order: Order; replayed: boolean } | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * Places the order at the total price: every step done, and the car's claim taken in the same
 * transaction (one live claim per car, shared with reservations: of an order and a reservation
 * racing, exactly one wins; the loser is told at once). `onPlaced` runs in the same transaction
 * (the dealer's lead into the outbox). Placing a placed order again answers it as it is.
 */
export async function placeOrder(db: DatabaseExecutor, site: string, id: string, priceCents: number, now = new Date(), onPlaced?: (tx: DatabaseExecutor, order: Order) => Promise<void>): Promise<PlaceResult> {
  const order = await findOrder(db, site, id);
  if (!order) return { ok: false, status: 404, message: 'No such order.' };
  if (order.status === 'placed') return { ok: true, order, replayed: true };
  if (order.status !== 'draft') return { ok: false, status: 409, message: `This order is ${order.status}.` };
  const missing = missingSteps(order);
  if (missing.length > 0) return { ok: false, status: 400, message: `Please complete every step first (${missing.join(', ')}).` };
  try {
    const placed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: 'placed', priceCents, placedAt: now, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'draft')))
        .returning();
      if (!row) return null;
      await takeCarClaim(tx, { site, carId: row.carId, holder: 'order', holderId: row.id, now });
      await record(tx, row.id, 'placed', `placed at a total of ${priceCents} cents`, now);
      await onPlaced?.(tx, row);
      return row;
    });
    return placed ? { ok: true, order: placed, replayed: false } : { ok: false, status: 409, message: 'This order changed while it was being placed; reload the page.' };
  } catch (error) {
    if (error instanceof CarAlreadyClaimed) return { ok: false, status: 409, message: 'Sorry, someone has just bought or reserved this car.' };
    throw error;
  }
}

/** The dealer handed the car over: the 14-day return starts now, from this odometer reading. */
export async function markOrderDelivered(db: DatabaseExecutor, site: string, id: string, odometerKm: number, now = new Date()): Promise<Order | null> {
  // The shopper is told the 14-day return has started, and until when.
  return move(db, site, id, 'placed', { status: 'delivered', deliveredAt: now, deliveryOdometerKm: odometerKm }, `delivered at ${odometerKm} km`, now, 'order-delivered-email');
}

export type ReturnNoticeResult = { ok: true; order: Order } | { ok: false; status: 400 | 404 | 409; message: string };

/** The return appointment: from tomorrow to 14 days after the notice (the dealer's diary: days of the dealer's `today`). */
export const RETURN_APPOINTMENT_MAX_DAYS = 14;
function appointmentProblem(date: string, today: string): string | null {
  const days = calendarDaysFromToday(date, today);
  if (days === null) return 'Please choose a date for the return appointment';
  if (days < 1 || days > RETURN_APPOINTMENT_MAX_DAYS) return `Please choose an appointment from tomorrow to ${RETURN_APPOINTMENT_MAX_DAYS} days from today`;
  return null;
}

/** §4: return notice within the 14-day period, with the appointment the shopper chose. */
export async function giveReturnNotice(db: DatabaseExecutor, site: string, id: string, appointment: string, now = new Date(), timeZone = 'UTC'): Promise<ReturnNoticeResult> {
  const order = await findOrder(db, site, id);
  if (!order) return { ok: false, status: 404, message: 'No such order.' };
  if (order.status === 'return-requested') return { ok: true, order };
  if (order.status !== 'delivered') return { ok: false, status: 409, message: order.status === 'placed' ? 'The car has not been delivered yet: the 14-day return starts on the delivery date.' : `This order is ${order.status}.` };
  const allowed = returnNoticeAllowed(order.deliveredAt, now, timeZone);
  if (!allowed.ok) return { ok: false, status: 409, message: allowed.reason };
  const problem = appointmentProblem(appointment, dayIn(now, timeZone));
  if (problem) return { ok: false, status: 400, message: problem };
  const moved = await move(db, site, id, 'delivered', { status: 'return-requested', returnNoticeAt: now, returnAppointment: appointment }, `return notice given; appointment ${appointment}`, now);
  return moved ? { ok: true, order: moved } : { ok: false, status: 409, message: 'This order changed; reload the page.' };
}

export type InspectionOutcome = { ok: true; order: Order } | { ok: false; status: 404 | 409 | 422; message: string; reasons?: string[] };

/** At the appointment: the §5 terms checked; accepted, the car is returned and the refund is the price less any encumbrance. */
export async function recordReturnInspection(db: DatabaseExecutor, site: string, id: string, inspection: Omit<ReturnInspection, 'deliveryOdometerKm'>, now = new Date()): Promise<InspectionOutcome> {
  const order = await findOrder(db, site, id);
  if (!order) return { ok: false, status: 404, message: 'No such order.' };
  if (order.status !== 'return-requested') return { ok: false, status: 409, message: `This order is ${order.status}; a return needs notice first.` };
  const full: ReturnInspection = { ...inspection, deliveryOdometerKm: order.deliveryOdometerKm ?? 0 };
  const result = inspectReturn(full, order.priceCents ?? 0);
  if (!result.accepted) {
    await record(db, order.id, 'return-requested', `return inspection not passed: ${result.reasons.join(' ')}`, now);
    return { ok: false, status: 422, message: 'The return terms are not met.', reasons: result.reasons };
  }
  const moved = await move(db, site, id, 'return-requested', { status: 'returned', returnInspection: full, refundCents: result.refundCents }, `returned; refund ${result.refundCents} cents (${result.deductedCents} deducted to clear an encumbrance)`, now, 'order-returned-email');
  return moved ? { ok: true, order: moved } : { ok: false, status: 409, message: 'This order changed; reload the page.' };
}

/** A draft untouched this long was abandoned (a closed tab, a shopper who changed their mind). */
export const DRAFT_ORDER_ABANDONED_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Cancels drafts abandoned for 30 days and erases what the shopper typed into them (name, address,
 * trade-in): nobody placed them, so nobody needs those details kept. Returns how many.
 */
export async function cancelAbandonedDrafts(db: DatabaseExecutor, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set({ status: 'cancelled', steps: {}, updatedAt: now })
      .where(and(eq(orders.status, 'draft'), lte(orders.updatedAt, new Date(now.getTime() - DRAFT_ORDER_ABANDONED_MS))))
      .returning({ id: orders.id });
    for (const { id } of cancelled) await record(tx, id, 'cancelled', 'abandoned as a draft for 30 days; the details typed into it were erased', now);
    return cancelled.length;
  });
}

/** Cars with an order placed and not returned (read from their claims): search shows them Reserved, as a reservation does. */
export const orderedCarIds = (db: DatabaseExecutor): Promise<Set<string>> => claimedCarIds(db, 'order');

export async function orderHistory(db: DatabaseExecutor, id: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.at, orderEvents.id);
}
