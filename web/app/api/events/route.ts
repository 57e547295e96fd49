import { recordTrackingEvent, trackingEventSchema } from '@dealer/leads/server';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

/** POST /api/events: a shopper tracking event (§7), stored for the site of the Host it came from. */
export const POST = siteRoute(
  { rateLimit: 'event', body: { schema: trackingEventSchema, maxBytes: 4 * 1024, example: '{"eventId": 39, "car_id": "..."}' } },
  async ({ site, body }) => {
    await recordTrackingEvent((await database()).db, site.config.slug, body);
    return new Response(null, { status: 204 });
  },
);
