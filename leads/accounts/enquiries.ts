import { and, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { enquiries } from '../db/schema';

export interface ShopperEnquiry {
  id: string;
  createdAt: Date;
  category: string | null;
  carId: string | null;
  message: string | null;
  deliveryStatus: string;
}

/** The enquiries this site received from an address (the account page lists them), newest first. */
export async function enquiriesFromAddress(db: DatabaseExecutor, site: string, email: string, limit = 50): Promise<ShopperEnquiry[]> {
  return db
    .select({ id: enquiries.id, createdAt: enquiries.createdAt, category: enquiries.category, carId: enquiries.carId, message: enquiries.message, deliveryStatus: enquiries.deliveryStatus })
    .from(enquiries)
    .where(and(eq(enquiries.site, site), eq(sql`lower(${enquiries.email})`, email.trim().toLowerCase())))
    .orderBy(desc(enquiries.createdAt))
    .limit(limit);
}
