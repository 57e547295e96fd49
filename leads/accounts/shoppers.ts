import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { shoppers } from './schema';

/** Sets the profile's phone (§5: the watchlist needs one); the caller has validated it. */
export async function setShopperPhone(db: DatabaseExecutor, site: string, shopperId: string, phone: string): Promise<void> {
  await db.update(shoppers).set({ phone }).where(and(eq(shoppers.id, shopperId), eq(shoppers.site, site)));
}

/**
 * Deletes the account and everything keyed by it: sessions and watchlist go with it (foreign keys
 * ON DELETE CASCADE). Enquiries the shopper sent are the dealer's leads and stay with the dealer;
 * reservations and orders are the dealer's sales records and stay, no longer tied to the account.
 */
export async function deleteShopper(db: DatabaseExecutor, site: string, shopperId: string): Promise<boolean> {
  const deleted = await db.delete(shoppers).where(and(eq(shoppers.id, shopperId), eq(shoppers.site, site))).returning({ id: shoppers.id });
  return deleted.length > 0;
}
