import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { reservations } from '../reservations/schema';
import { carClaims, type ClaimHolder } from './schema';

export type CarClaim = typeof carClaims.$inferSelect;

/** Thrown inside a transaction when another reservation or order has the car: the transaction rolls back. */
export class CarAlreadyClaimed extends Error {
  constructor(
    readonly site: string,
    readonly carId: string,
  ) {
    super(`Car ${carId} of ${site} is already reserved or bought by someone else.`);
    this.name = 'CarAlreadyClaimed';
  }
}

export interface ClaimRequest {
  site: string;
  carId: string;
  holder: ClaimHolder;
  holderId: string;
  now: Date;
}

/**
 * Takes the car for a reservation or an order, inside the transaction that creates or places it.
 * The partial unique index admits one live claim per car; a second is refused by throwing
 * CarAlreadyClaimed, which rolls the caller's transaction back, so nothing of the loser is kept
 * and no card is asked. The same holder claiming again is a no-op (a replay).
 */
export async function takeCarClaim(tx: DatabaseExecutor, request: ClaimRequest): Promise<void> {
  const [taken] = await tx
    .insert(carClaims)
    .values({ site: request.site, carId: request.carId, holder: request.holder, holderId: request.holderId, claimedAt: request.now })
    .onConflictDoNothing()
    .returning({ id: carClaims.id });
  if (taken) return;
  const live = await liveCarClaim(tx, request.site, request.carId);
  if (live?.holder === request.holder && live.holderId === request.holderId) return;
  throw new CarAlreadyClaimed(request.site, request.carId);
}

/** Lets the car go, in the transaction that ends the reservation or order (refused, released, returned). */
export async function releaseCarClaim(tx: DatabaseExecutor, holder: ClaimHolder, holderId: string, now: Date): Promise<void> {
  await tx
    .update(carClaims)
    .set({ releasedAt: now })
    .where(and(eq(carClaims.holder, holder), eq(carClaims.holderId, holderId), isNull(carClaims.releasedAt)));
}

/** Whether this reservation or order still has its car (a hold confirmed late must not outlive its claim). */
export async function holdsCarClaim(db: DatabaseExecutor, holder: ClaimHolder, holderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: carClaims.id })
    .from(carClaims)
    .where(and(eq(carClaims.holder, holder), eq(carClaims.holderId, holderId), isNull(carClaims.releasedAt)));
  return row !== undefined;
}

/** The live claim on a car of a site, if any: who has it now. */
export async function liveCarClaim(db: DatabaseExecutor, site: string, carId: string): Promise<CarClaim | null> {
  const [row] = await db
    .select()
    .from(carClaims)
    .where(and(eq(carClaims.site, site), eq(carClaims.carId, carId), isNull(carClaims.releasedAt)));
  return row ?? null;
}

/**
 * The cars a search shows Reserved (§4 tag priority 3), read from the claims: every live claim
 * but a reservation still at the bank (pending: nothing is held yet, and a refused card frees the
 * car in a moment). `holder` narrows it to the claims of reservations or of orders.
 */
export async function claimedCarIds(db: DatabaseExecutor, holder?: ClaimHolder): Promise<Set<string>> {
  const rows = await db
    .select({ carId: carClaims.carId })
    .from(carClaims)
    .leftJoin(reservations, and(eq(carClaims.holder, 'reservation'), eq(reservations.id, carClaims.holderId)))
    .where(
      and(
        isNull(carClaims.releasedAt),
        holder ? eq(carClaims.holder, holder) : sql`true`,
        or(eq(carClaims.holder, 'order'), ne(reservations.status, 'pending')),
      ),
    );
  return new Set(rows.map((row) => row.carId));
}
