import { inspectReturnedCar } from '@/server/orders/dealer-order-actions';
import { studioCaller, studioJson, studioPreflight } from '@/server/studio-api';

/** POST /api/studio/orders/{id}/return-inspection (issue 15, the Sales tool): the §5 return terms checked at the appointment. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const caller = await studioCaller(request);
  if ('response' in caller) return caller.response;
  const answer = await inspectReturnedCar(request, caller.site, (await params).id);
  return studioJson(request, answer.body, answer.status);
}

export const OPTIONS = studioPreflight;
