import { parseUuid, resendDelivery } from '@dealer/leads/server';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { problem } from '@/server/http/problem';
import { database } from '@/server/db/database';
import { studioPreflight, studioRoute, type NoBody } from '@/server/studio-api';

/** POST /api/studio/deliveries/{id}/resend: sends one delivery of this site's leads again, now (the Leads tool, README "Lead delivery"). */
// Not siteRoute: the caller is a Studio user, not a shopper (see studioRoute).
export const POST = studioRoute<NoBody, { deliveryId: string }>({}, async ({ site, params }) => {
  const deliveryId = parseUuid(params.deliveryId);
  if (!deliveryId) return problem(404, 'No such delivery on this site.');
  const { db } = await database();
  const outcome = await resendDelivery(db, site, deliveryId);
  switch (outcome) {
    case 'not-found':
      return problem(404, 'No such delivery on this site.');
    case 'sending':
      return problem(409, 'It is being sent right now.', { outcome });
    default:
      wakeDeliveryWorker();
      return Response.json({ outcome, message: outcome === 'queued' ? 'Queued: it will be sent within seconds.' : 'Already waiting to be sent.' }, { status: 202 });
  }
});

export const OPTIONS = studioPreflight;
