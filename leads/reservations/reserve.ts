import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { parseUuid } from '../contract/ids';
import { CarAlreadyClaimed, claimedCarIds, holdsCarClaim, releaseCarClaim, takeCarClaim } from '../claims/claims';
import type { CardDetails, PaymentGateway, PaymentRefusal, Wallet } from '../payments/port';
import { secretHash } from '../accounts/secrets';
import { tellShopperAboutDeposit } from './deposit-notice';
import { reservationEvents, reservations, type ReservationStatus } from './schema';

/** §9: a reservation deposit is held for 48 hours, 100% refundable. */
export const RESERVATION_HOLD_MS = 48 * 60 * 60 * 1000;
/** A reservation still 'pending' after this was abandoned mid-payment (a crash, a closed tab). */
export const PENDING_ABANDONED_MS = 15 * 60 * 1000;

export type Reservation = typeof reservations.$inferSelect;

export interface ReserveInput {
  site: string;
  carId: string;
  idempotencyKey: string;
  shopperId?: string | null;
  name: string;
  email: string;
  phone: string;
  /**
   * The address the shopper pays from (null where addresses are not counted): one unpaid hold per
   * address and site, as per email and account. Only a hash of it is kept.
   */
  clientAddress?: string | null;
  /** The site's deposit, from its config (never from the browser: a tampered amount changes nothing). */
  amountCents: number;
  currency: string;
  /** The card as typed: for the embedded test gateway only (see AuthorizeInput). */
  card?: CardDetails;
  /** The PaymentMethod id Stripe.js made in the browser: what the Stripe gateway needs. */
  paymentMethodId?: string;
  /** Paid with Apple Pay or Google Pay: Stripe.js confirms the payment in the browser (see AuthorizeInput). */
  wallet?: Wallet;
  description: string;
}

type Refused = { ok: false; reason: 'payment-refused'; code: PaymentRefusal; message: string };

export type ReserveResult =
  | { ok: true; reservation: Reservation; replayed: boolean }
  | { ok: false; reason: 'already-reserved' | 'key-reused' | 'in-progress' }
  /** This shopper (email, account or address) already has a reservation waiting for the bank on this site. */
  | { ok: false; reason: 'payment-waiting'; waiting: Reservation }
  | Refused
  /** The bank asks the shopper to confirm (3-D Secure): the car stays claimed ('pending') while they do; then confirmReservationPayment. */
  | { ok: false; reason: 'needs-authentication'; reservation: Reservation; clientSecret: string; message: string };

export type ConfirmResult =
  | { ok: true; reservation: Reservation; replayed: boolean }
  | { ok: false; reason: 'not-found' | 'awaiting-authentication' }
  | Refused
  | { ok: false; reason: 'gateway-unavailable'; message: string };

export interface ReserveOptions {
  now?: Date;
  holdMs?: number;
  /** Runs in the transaction that marks the deposit held: the dealer's lead goes into the outbox with it. */
  onHeld?: (tx: DatabaseExecutor, reservation: Reservation) => Promise<void>;
}

async function record(db: DatabaseExecutor, reservationId: string, status: ReservationStatus, cause: string, at: Date): Promise<void> {
  await db.insert(reservationEvents).values({ reservationId, status, cause, at });
}

/**
 * Reserves a car: claims it first (a 'pending' row and the car's claim, in one transaction: one
 * live claim per car, shared with orders), then asks the gateway to hold the deposit. The shopper
 * who loses a race, to another reservation or an order, is refused before any card is charged; a
 * refused card frees the car at once. The same idempotency key again answers the first outcome and
 * never holds twice. A shopper whose earlier reservation still waits for the bank is refused.
 */
export async function reserveCar(db: DatabaseExecutor, gateway: PaymentGateway, input: ReserveInput, options: ReserveOptions = {}): Promise<ReserveResult> {
  const now = options.now ?? new Date();
  const earlier = await reservationByKey(db, input.site, input.idempotencyKey);
  if (earlier) return replay(db, earlier, input);
  const waiting = await pendingReservationOf(db, input);
  if (waiting) return { ok: false, reason: 'payment-waiting', waiting };
  let claimed: Reservation | null;
  try {
    claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reservations)
        .values({
          id: randomUUID(), site: input.site, carId: input.carId, idempotencyKey: input.idempotencyKey, shopperId: input.shopperId ?? null,
          name: input.name, email: input.email, phone: input.phone, clientKey: clientKeyOf(input), amountCents: input.amountCents, currency: input.currency,
          status: 'pending', gateway: gateway.name, createdAt: now, updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await takeCarClaim(tx, { site: input.site, carId: input.carId, holder: 'reservation', holderId: row.id, now });
      await record(tx, row.id, 'pending', `reservation started for ${input.carId}`, now);
      return row;
    });
  } catch (error) {
    if (error instanceof CarAlreadyClaimed) return { ok: false, reason: 'already-reserved' };
    throw error;
  }
  // Lost a race on the idempotency key, or on one of the one-pending-per-shopper indexes.
  if (!claimed) {
    const raced = await reservationByKey(db, input.site, input.idempotencyKey);
    if (raced) return replay(db, raced, input);
    const other = await pendingReservationOf(db, input);
    return other ? { ok: false, reason: 'payment-waiting', waiting: other } : { ok: false, reason: 'in-progress' };
  }

  const authorised = await gateway.authorize({
    amountCents: input.amountCents, currency: input.currency, card: input.card, paymentMethodId: input.paymentMethodId, wallet: input.wallet, idempotencyKey: `reservation-${claimed.id}`, description: input.description,
    metadata: { reservation_id: claimed.id, site: input.site, car_id: input.carId },
  });
  if (!authorised.ok && authorised.code === 'requires_action') {
    const [waiting] = await db
      .update(reservations)
      .set({ paymentId: authorised.paymentId, updatedAt: now })
      .where(and(eq(reservations.id, claimed.id), eq(reservations.status, 'pending')))
      .returning();
    if (!waiting) return tookTooLong(gateway, claimed.id, authorised.paymentId);
    const waitingFor = input.wallet ? `the shopper's ${input.wallet === 'apple_pay' ? 'Apple Pay' : 'Google Pay'} wallet to confirm` : 'the shopper to confirm with their bank (3-D Secure)';
    await record(db, claimed.id, 'pending', `the payment ${authorised.paymentId} waits for ${waitingFor}; nothing held yet`, now);
    return { ok: false, reason: 'needs-authentication', reservation: waiting, clientSecret: authorised.clientSecret, message: authorised.message };
  }
  if (!authorised.ok) {
    await fail(db, claimed.id, `${authorised.code}: ${authorised.message}`, now);
    return { ok: false, reason: 'payment-refused', code: authorised.code, message: authorised.message };
  }
  return holdReservation(db, gateway, claimed, authorised.paymentId, options, now);
}

async function fail(db: DatabaseExecutor, id: string, cause: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(reservations).set({ status: 'failed', updatedAt: now }).where(and(eq(reservations.id, id), eq(reservations.status, 'pending')));
    await releaseCarClaim(tx, 'reservation', id, now);
    await record(tx, id, 'failed', cause, now);
  });
}

/** What a reservation keeps of the shopper's address: a hash, enough to match the next request from it. */
const clientKeyOf = (input: Pick<ReserveInput, 'site' | 'clientAddress'>): string | null => (input.clientAddress ? secretHash('reservation-client', input.site, input.clientAddress) : null);

/**
 * The reservation of this shopper on this site still waiting for the bank, if any: matched by
 * email (any case), account or address. Unique indexes back this up under a race.
 */
async function pendingReservationOf(db: DatabaseExecutor, input: Pick<ReserveInput, 'site' | 'email' | 'shopperId' | 'clientAddress'>): Promise<Reservation | null> {
  const sameShopper = [sql`lower(${reservations.email}) = lower(${input.email})`];
  if (input.shopperId) sameShopper.push(eq(reservations.shopperId, input.shopperId));
  const clientKey = clientKeyOf(input);
  if (clientKey) sameShopper.push(eq(reservations.clientKey, clientKey));
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.site, input.site), eq(reservations.status, 'pending'), or(...sameShopper)))
    .limit(1);
  return row ?? null;
}

/** Swept as abandoned while the bank answered: the payment is given straight back. */
async function tookTooLong(gateway: PaymentGateway, reservationId: string, paymentId: string): Promise<Refused> {
  await gateway.cancel(paymentId, `release-${reservationId}`);
  return { ok: false, reason: 'payment-refused', code: 'gateway_error', message: 'The payment took too long. Nothing was charged; please try again.' };
}

/**
 * The bank holds the deposit: the reservation is 'held' for 48 hours from now (§9), and the
 * dealer's lead (`onHeld`) is committed in the same transaction.
 */
async function holdReservation(db: DatabaseExecutor, gateway: PaymentGateway, reservation: Reservation, paymentId: string, options: ReserveOptions, now: Date): Promise<ReserveResult & ConfirmResult> {
  const holdExpiresAt = new Date(now.getTime() + (options.holdMs ?? RESERVATION_HOLD_MS));
  const held = await db.transaction(async (tx) => {
    // A hold is only taken by a reservation that still has the car (abandoned ones gave it up).
    if (!(await holdsCarClaim(tx, 'reservation', reservation.id))) return null;
    const [row] = await tx
      .update(reservations)
      .set({ status: 'held', paymentId, holdExpiresAt, updatedAt: now })
      .where(and(eq(reservations.id, reservation.id), eq(reservations.status, 'pending')))
      .returning();
    if (!row) return null;
    await record(tx, row.id, 'held', `deposit of ${reservation.amountCents} ${reservation.currency} cents held by the ${gateway.name} gateway as ${paymentId} until ${holdExpiresAt.toISOString()}`, now);
    await options.onHeld?.(tx, row);
    return row;
  });
  if (!held) return tookTooLong(gateway, reservation.id, paymentId);
  return { ok: true, reservation: held, replayed: false };
}

/** A failed reservation's refusal, as it was first given (its history keeps `code: message`). */
async function refusalOf(db: DatabaseExecutor, reservation: Reservation): Promise<Refused> {
  const [event] = await db.select().from(reservationEvents).where(and(eq(reservationEvents.reservationId, reservation.id), eq(reservationEvents.status, 'failed')));
  const [code, ...message] = (event?.cause ?? 'gateway_error: The payment was refused.').split(': ');
  return { ok: false, reason: 'payment-refused', code: code as PaymentRefusal, message: message.join(': ') };
}

/**
 * After the shopper's bank check (3-D Secure): asks the gateway where the payment stands and moves
 * the reservation with it: held (48 hours from now, the dealer told), failed (the car free again),
 * or still waiting. Asking again answers the same, and never holds twice.
 */
export async function confirmReservationPayment(db: DatabaseExecutor, gateway: PaymentGateway, site: string, id: string, options: ReserveOptions = {}): Promise<ConfirmResult> {
  const now = options.now ?? new Date();
  const reservation = await findReservation(db, site, id);
  if (!reservation) return { ok: false, reason: 'not-found' };
  if (reservation.status === 'failed') return refusalOf(db, reservation);
  if (reservation.status !== 'pending') return { ok: true, reservation, replayed: true };
  if (!reservation.paymentId) return { ok: false, reason: 'awaiting-authentication' };
  const answer = await gateway.paymentStatus(reservation.paymentId);
  if (!answer.ok) return { ok: false, reason: 'gateway-unavailable', message: answer.message };
  const { payment } = answer;
  switch (payment.status) {
    case 'requires_action':
      return { ok: false, reason: 'awaiting-authentication' };
    case 'held':
      return holdReservation(db, gateway, reservation, reservation.paymentId, options, now);
    case 'failed':
      await fail(db, reservation.id, `authentication_required: ${payment.message}`, now);
      return { ok: false, reason: 'payment-refused', code: 'authentication_required', message: payment.message };
    case 'captured':
    case 'released': {
      // Not a state a payment waiting for the shopper's bank can reach through this platform: refuse it and give it back.
      const message = 'This payment was settled elsewhere before it was confirmed. Nothing was charged; please try again.';
      await fail(db, reservation.id, `gateway_error: ${message} (gateway status ${payment.status})`, now);
      return { ok: false, reason: 'payment-refused', code: 'gateway_error', message };
    }
  }
}

async function replay(db: DatabaseExecutor, earlier: Reservation, input: ReserveInput): Promise<ReserveResult> {
  if (earlier.carId !== input.carId || earlier.email !== input.email) return { ok: false, reason: 'key-reused' };
  if (earlier.status === 'pending') return { ok: false, reason: 'in-progress' };
  if (earlier.status === 'failed') return refusalOf(db, earlier);
  return { ok: true, reservation: earlier, replayed: true };
}

/**
 * Releases every hold that has lapsed (§9: 48 hours) and fails reservations abandoned mid-payment,
 * so the car is available again. Returns the ids of the cars that changed.
 */
export async function releaseLapsedReservations(db: DatabaseExecutor, gateway: PaymentGateway, now = new Date()): Promise<string[]> {
  const changed: string[] = [];
  const lapsed = await db.select().from(reservations).where(and(eq(reservations.status, 'held'), lte(reservations.holdExpiresAt, now)));
  for (const reservation of lapsed) {
    const released = await gateway.cancel(reservation.paymentId!, `release-${reservation.id}`);
    if (!released.ok) {
      await record(db, reservation.id, 'held', `release failed, will retry: ${released.message}`, now);
      continue;
    }
    const done = await settle(db, reservation.id, 'released', 'the 48-hour hold lapsed without the dealer confirming; the deposit was released in full', now);
    if (done) changed.push(reservation.carId);
  }
  // Abandoned mid-payment (a crash, a closed tab, a bank check never finished): failed first, and
  // the car's claim given up with it, so a late confirmation cannot hold it; then any payment
  // waiting at the gateway is given up.
  const abandoned = await db.transaction(async (tx) => {
    const rows = await tx
      .update(reservations)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(reservations.status, 'pending'), lte(reservations.createdAt, new Date(now.getTime() - PENDING_ABANDONED_MS))))
      .returning();
    for (const reservation of rows) await releaseCarClaim(tx, 'reservation', reservation.id, now);
    return rows;
  });
  for (const reservation of abandoned) {
    await record(db, reservation.id, 'failed', 'gateway_error: This payment was not finished within 15 minutes, so nothing was held or charged. Please try again.', now);
    if (reservation.paymentId) {
      const given = await gateway.cancel(reservation.paymentId, `release-${reservation.id}`);
      if (!given.ok) await record(db, reservation.id, 'failed', `giving up the payment ${reservation.paymentId} failed: ${given.message}`, now);
    }
    changed.push(reservation.carId);
  }
  return changed;
}

/**
 * After the gateway took or released a held deposit: the reservation moves, its cause recorded and
 * the shopper's email queued, in one transaction. The gateway's own event (a webhook, which the
 * test gateway posts before its answer returns) may have moved it first: then the cause is still
 * recorded. Null when the reservation is in neither state (it changed in between).
 */
async function settle(db: DatabaseExecutor, id: string, to: 'captured' | 'released', cause: string, now: Date): Promise<Reservation | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(reservations).set({ status: to, updatedAt: now }).where(and(eq(reservations.id, id), inArray(reservations.status, ['held', to]))).returning();
    if (!row) return null;
    if (to === 'released') await releaseCarClaim(tx, 'reservation', id, now);
    await record(tx, id, to, cause, now);
    await tellShopperAboutDeposit(tx, row, to);
    return row;
  });
}

/** The dealer confirmed: the held deposit is taken. Only a held reservation can be captured; another site's id finds nothing (404). */
export async function captureReservation(db: DatabaseExecutor, gateway: PaymentGateway, site: string, id: string, now = new Date()): Promise<{ ok: true } | { ok: false; status: 404 | 409 | 502; message: string }> {
  const reservation = await findReservation(db, site, id);
  if (!reservation) return { ok: false, status: 404, message: 'No such reservation.' };
  if (reservation.status === 'captured') return { ok: true };
  if (reservation.status !== 'held') return { ok: false, status: 409, message: `The reservation is ${reservation.status}; only a held deposit can be taken.` };
  const captured = await gateway.capture(reservation.paymentId!, `capture-${reservation.id}`);
  // The gateway's own refusal or failure: the deposit is still held, and taking it can be tried again.
  if (!captured.ok) return { ok: false, status: 502, message: captured.message };
  const row = await settle(db, id, 'captured', 'the dealer confirmed the sale; the deposit was taken', now);
  return row ? { ok: true } : { ok: false, status: 409, message: 'This reservation changed; reload the list.' };
}

/**
 * The dealer lets a held reservation go before the 48 hours are up: the hold is released at the
 * gateway first (nothing charged), then the reservation, so the car is available again.
 */
export async function releaseReservation(db: DatabaseExecutor, gateway: PaymentGateway, site: string, id: string, now = new Date()): Promise<{ ok: true; reservation: Reservation } | { ok: false; status: 404 | 409 | 502; message: string }> {
  const reservation = await findReservation(db, site, id);
  if (!reservation) return { ok: false, status: 404, message: 'No such reservation.' };
  if (reservation.status === 'released') return { ok: true, reservation };
  if (reservation.status !== 'held') return { ok: false, status: 409, message: `The reservation is ${reservation.status}; only a held deposit can be released.` };
  const released = await gateway.cancel(reservation.paymentId!, `release-${reservation.id}`);
  if (!released.ok) return { ok: false, status: 502, message: released.message };
  const row = await settle(db, id, 'released', 'the dealer released the hold; the deposit was released in full', now);
  return row ? { ok: true, reservation: row } : { ok: false, status: 409, message: 'This reservation changed; reload the list.' };
}

/**
 * This site's reservations for the dealer's Sales tool, newest first: every one still waiting on
 * the dealer or the shopper (held, or pending mid-payment) however old, and the newest `settled`
 * of the rest, so an old hold never drops off a busy list.
 */
export async function reservationsForSite(db: DatabaseExecutor, site: string, settled = 100): Promise<Reservation[]> {
  const [open, closed] = await Promise.all([
    db.select().from(reservations).where(and(eq(reservations.site, site), inArray(reservations.status, ['held', 'pending']))),
    db.select().from(reservations).where(and(eq(reservations.site, site), notInArray(reservations.status, ['held', 'pending']))).orderBy(desc(reservations.createdAt)).limit(settled),
  ]);
  return [...open, ...closed].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** A reservation of this site by id (another site's id, or no id at all, finds nothing). */
export async function findReservation(db: DatabaseExecutor, site: string, id: string): Promise<Reservation | null> {
  // An id from outside is parsed before the query: a `uuid` column asked about anything else throws (README "Holding under abuse").
  if (parseUuid(id) === null) return null;
  const [row] = await db.select().from(reservations).where(and(eq(reservations.site, site), eq(reservations.id, id)));
  return row ?? null;
}

/** The reservation made with this idempotency key on this site, if any (a replay is answered from it). */
export async function reservationByKey(db: DatabaseExecutor, site: string, idempotencyKey: string): Promise<Reservation | null> {
  const [row] = await db.select().from(reservations).where(and(eq(reservations.site, site), eq(reservations.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The cars a reservation holds (held or captured, on any site), read from their claims. */
export const reservedCarIds = (db: DatabaseExecutor): Promise<Set<string>> => claimedCarIds(db, 'reservation');

/** A shopper's reservations on a site, newest first (the account page). */
export async function reservationsOf(db: DatabaseExecutor, site: string, shopperId: string): Promise<Reservation[]> {
  const rows = await db.select().from(reservations).where(and(eq(reservations.site, site), eq(reservations.shopperId, shopperId)));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export async function reservationHistory(db: DatabaseExecutor, id: string) {
  return db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id)).orderBy(reservationEvents.at, reservationEvents.id);
}
