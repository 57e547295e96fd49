import { z } from 'zod';
import type { DatabaseExecutor } from '@dealer/db';
import { trackingEvents } from './schema';

/** §9 tracking event ids: 14 new, 15 used, 17 test drive (new, or tag Test Drive Only), 48 used test drive, 22 general enquiry, 18 offer accepted, 39 favourite, 51 careers. */
export const TRACKING_EVENT_IDS = [14, 15, 17, 18, 22, 39, 48, 51] as const;

const scalar = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

/** What a browser may post: a known event id, an optional car, a few small scalar fields. */
export const trackingEventSchema = z
  .object({
    eventId: z.number().int().refine((id) => (TRACKING_EVENT_IDS as readonly number[]).includes(id), `eventId must be one of ${TRACKING_EVENT_IDS.join(', ')}`),
    car_id: z.string().min(1).max(64).optional(),
  })
  .catchall(scalar)
  .refine((event) => Object.keys(event).length <= 20, 'at most 20 fields');

export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export async function recordTrackingEvent(db: DatabaseExecutor, site: string, event: TrackingEvent): Promise<void> {
  const { eventId, car_id: carId, ...data } = event;
  await db.insert(trackingEvents).values({ site, eventId, carId: carId ?? null, data: data as Record<string, string | number | boolean> });
}
