import { releaseReservation } from '@dealer/leads/server';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { problem } from '@/server/http/problem';
import { paymentGateway } from '@/server/reservations/gateway';
import { database } from '@/server/db/database';
import { stockService } from '@/server/stock/service';
import { studioPreflight, studioRoute, type NoBody } from '@/server/studio-api';

/** POST /api/studio/reservations/{id}/release (the Sales tool, §9): the dealer lets the hold go early; nothing is charged and the car is available again. */
// Not siteRoute: the caller is a Studio user, not a shopper (see studioRoute).
export const POST = studioRoute<NoBody, { id: string }>({}, async ({ site, params }) => {
  const result = await releaseReservation((await database()).db, await paymentGateway(), site, params.id);
  if (!result.ok) return problem(result.status, result.message);
  // The shopper's email that the deposit was released, queued with the release.
  wakeDeliveryWorker();
  // Search drops the Reserved tag.
  await (await stockService()).stockChanged({ site: null, cars: [result.reservation.carId] }).catch((error: unknown) => console.error('[reservations] re-index after a release failed:', error));
  return Response.json({ reservation: { id: result.reservation.id, status: result.reservation.status } });
});

export const OPTIONS = studioPreflight;
