import { captureReservation, findReservation } from '@dealer/leads/server';
import { paymentGateway } from '../../../../../../server/reservations/gateway';
import { stockDatabase } from '../../../../../../server/stock/database';
import { studioCaller, studioJson, studioPreflight } from '../../../../../../server/studio-api';

/** POST /api/studio/reservations/{id}/capture (issue 15, §9): the dealer confirms the sale and the held deposit is taken. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const caller = await studioCaller(request);
  if ('response' in caller) return caller.response;
  const { db } = await stockDatabase();
  const reservation = await findReservation(db, caller.site, (await params).id);
  if (!reservation) return studioJson(request, { message: 'No such reservation on this site.' }, 404);
  const captured = await captureReservation(db, await paymentGateway(), caller.site, reservation.id);
  if (!captured.ok) return studioJson(request, { message: captured.message }, 409);
  return studioJson(request, { reservation: { id: reservation.id, status: 'captured' } });
}

export const OPTIONS = studioPreflight;
