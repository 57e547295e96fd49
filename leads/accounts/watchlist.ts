import { and, desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { watchlistEntries } from './schema';

/** §4 Watchlist: saving a car twice keeps one entry; the caller has checked the car is this site's. */
export async function saveToWatchlist(db: DatabaseExecutor, site: string, shopperId: string, carId: string): Promise<void> {
  await db.insert(watchlistEntries).values({ site, shopperId, carId }).onConflictDoNothing();
}

/** Removing a car that is not saved is not an error: the list ends the same. */
export async function removeFromWatchlist(db: DatabaseExecutor, site: string, shopperId: string, carId: string): Promise<void> {
  await db.delete(watchlistEntries).where(and(eq(watchlistEntries.site, site), eq(watchlistEntries.shopperId, shopperId), eq(watchlistEntries.carId, carId)));
}

/** The shopper's saved car ids, newest first. */
export async function listWatchlist(db: DatabaseExecutor, site: string, shopperId: string): Promise<string[]> {
  const rows = await db
    .select({ carId: watchlistEntries.carId })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.site, site), eq(watchlistEntries.shopperId, shopperId)))
    .orderBy(desc(watchlistEntries.createdAt));
  return rows.map((row) => row.carId);
}
