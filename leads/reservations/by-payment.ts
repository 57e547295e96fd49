import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { reservations } from './schema';
import type { Reservation } from './reserve';

/**
 * The reservation of this site that holds the payment `paymentId` (the gateway's id), or null:
 * the test bank is asked about a payment, and must know whose reservation it pays for (§6, README
 * "Accounts, the watchlist, reservations and buying online"). Another site's payment finds nothing.
 */
export async function reservationByPayment(db: DatabaseExecutor, site: string, paymentId: string): Promise<Reservation | null> {
  const [row] = await db.select().from(reservations).where(and(eq(reservations.site, site), eq(reservations.paymentId, paymentId)));
  return row ?? null;
}
