import { captureReservation } from '@dealer/leads/server';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { paymentGateway } from '@/server/reservations/gateway';
import { database } from '@/server/db/database';
import { studioCaller, studioJson, studioPreflight } from '@/server/studio-api';

/** POST /api/studio/reservations/{id}/capture (issue 15, §9): the dealer confirms the sale and the held deposit is taken (409 when it is not held, 502 when the gateway refuses). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const caller = await studioCaller(request);
  if ('response' in caller) return caller.response;
  const id = (await params).id;
  const captured = await captureReservation((await database()).db, await paymentGateway(), caller.site, id);
  if (!captured.ok) return studioJson(request, { message: captured.message }, captured.status);
  // The shopper's email that the deposit was taken, queued with the capture.
  wakeDeliveryWorker();
  return studioJson(request, { reservation: { id, status: 'captured' } });
}

export const OPTIONS = studioPreflight;
