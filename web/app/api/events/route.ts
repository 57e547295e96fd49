import { recordTrackingEvent, trackingEventSchema } from '@dealer/leads/server';
import { resolveHost } from '@dealer/tenants';
import { stockDatabase } from '../../../server/stock/database';

const MAX_BODY_BYTES = 4 * 1024;

/** POST /api/events: a shopper tracking event (§7), stored for the site of the Host it came from. */
export async function POST(request: Request) {
  const match = resolveHost(request.headers.get('host'));
  if (match.kind !== 'site') return Response.json({ message: 'Events are only accepted on a dealer site.' }, { status: 404 });
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return Response.json({ message: 'Event too large.' }, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Response.json({ message: 'Body must be JSON: {"eventId": 39, "car_id": "..."}.' }, { status: 400 });
  }
  const parsed = trackingEventSchema.safeParse(json);
  if (!parsed.success) {
    return Response.json({ message: 'Invalid event.', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, { status: 400 });
  }
  await recordTrackingEvent((await stockDatabase()).db, match.slug, parsed.data);
  return new Response(null, { status: 204 });
}
