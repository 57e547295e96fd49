import { recordTrackingEvent, trackingEventSchema } from '@dealer/leads/server';
import { resolveHost } from '@dealer/tenants';
import { rateLimitResponse } from '@/server/http/rate-limit';
import { readJsonBody } from '@/server/http/read-json-body';
import { database } from '@/server/db/database';

const MAX_BODY_BYTES = 4 * 1024;

/** POST /api/events: a shopper tracking event (§7), stored for the site of the Host it came from. */
export async function POST(request: Request) {
  const match = resolveHost(request.headers.get('host'));
  if (match.kind !== 'site') return Response.json({ message: 'Events are only accepted on a dealer site.' }, { status: 404 });
  const limited = await rateLimitResponse(request, match.slug, 'event');
  if (limited) return limited;
  const body = await readJsonBody(request, MAX_BODY_BYTES, '{"eventId": 39, "car_id": "..."}');
  if (!body.ok) return Response.json({ message: body.message }, { status: body.status });
  const parsed = trackingEventSchema.safeParse(body.value);
  if (!parsed.success) {
    return Response.json({ message: 'Invalid event.', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, { status: 400 });
  }
  await recordTrackingEvent((await database()).db, match.slug, parsed.data);
  return new Response(null, { status: 204 });
}
