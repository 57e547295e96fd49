import { z } from 'zod';
import type { DatabaseExecutor } from '@dealer/db';
import { phoneReveals } from './schema';

const id = z.string().trim().min(1).max(64).regex(/^[\w.-]+$/, 'letters, digits, _, . and - only');

/** §7 phone reveal payload: car_id, dealership_id, website_id. */
export const phoneRevealSchema = z.object({ car_id: id, dealership_id: id.optional(), website_id: id.optional() });

export type PhoneReveal = z.infer<typeof phoneRevealSchema>;

export async function recordPhoneReveal(db: DatabaseExecutor, site: string, reveal: PhoneReveal): Promise<void> {
  await db.insert(phoneReveals).values({ site, carId: reveal.car_id, dealershipId: reveal.dealership_id ?? null, websiteId: reveal.website_id ?? null });
}
