import { parseUuid, resendDelivery } from '@dealer/leads/server';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { database } from '@/server/db/database';
import { studioCaller, studioJson, studioPreflight } from '@/server/studio-api';

/** POST /api/studio/deliveries/{id}/resend: sends one delivery of this site's leads again, now (issue 13 item 4). */
export async function POST(request: Request, { params }: { params: Promise<{ deliveryId: string }> }) {
  const caller = await studioCaller(request);
  if ('response' in caller) return caller.response;
  const deliveryId = parseUuid((await params).deliveryId);
  if (!deliveryId) return studioJson(request, { message: 'No such delivery on this site.' }, 404);
  const { db } = await database();
  const outcome = await resendDelivery(db, caller.site, deliveryId);
  switch (outcome) {
    case 'not-found':
      return studioJson(request, { message: 'No such delivery on this site.' }, 404);
    case 'sending':
      return studioJson(request, { outcome, message: 'It is being sent right now.' }, 409);
    default:
      wakeDeliveryWorker();
      return studioJson(request, { outcome, message: outcome === 'queued' ? 'Queued: it will be sent within seconds.' : 'Already waiting to be sent.' }, 202);
  }
}

export const OPTIONS = studioPreflight;
