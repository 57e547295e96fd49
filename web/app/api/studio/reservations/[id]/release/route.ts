import { releaseReservation } from '@dealer/leads/server';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { paymentGateway } from '@/server/reservations/gateway';
import { database } from '@/server/db/database';
import { stockService } from '@/server/stock/service';
import { studioCaller, studioJson, studioPreflight } from '@/server/studio-api';

/** POST /api/studio/reservations/{id}/release (issue 15): the dealer lets the hold go early; nothing is charged and the car is available again. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const caller = await studioCaller(request);
  if ('response' in caller) return caller.response;
  const result = await releaseReservation((await database()).db, await paymentGateway(), caller.site, (await params).id);
  if (!result.ok) return studioJson(request, { message: result.message }, result.status);
  // The shopper's email that the deposit was released, queued with the release.
  wakeDeliveryWorker();
  // Search drops the Reserved tag.
  await (await stockService()).reindex().catch((error: unknown) => console.error('[reservations] re-index after a release failed:', error));
  return studioJson(request, { reservation: { id: result.reservation.id, status: result.reservation.status } });
}

export const OPTIONS = studioPreflight;
