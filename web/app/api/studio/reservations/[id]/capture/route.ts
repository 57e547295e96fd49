import { captureReservation } from '@dealer/leads/server';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { problem } from '@/server/http/problem';
import { paymentGateway } from '@/server/reservations/gateway';
import { database } from '@/server/db/database';
import { studioPreflight, studioRoute, type NoBody } from '@/server/studio-api';

/** POST /api/studio/reservations/{id}/capture (the Sales tool, §9): the dealer confirms the sale and the held deposit is taken (409 when it is not held, 502 when the gateway refuses). */
// Not siteRoute: the caller is a Studio user, not a shopper (see studioRoute).
export const POST = studioRoute<NoBody, { id: string }>({}, async ({ site, params }) => {
  const captured = await captureReservation((await database()).db, await paymentGateway(), site, params.id);
  if (!captured.ok) return problem(captured.status, captured.message);
  // The shopper's email that the deposit was taken, queued with the capture.
  wakeDeliveryWorker();
  return Response.json({ reservation: { id: params.id, status: 'captured' } });
});

export const OPTIONS = studioPreflight;
