import { inspectReturnedCar } from '@/server/orders/dealer-order-actions';
import { noStore, orderSite } from '@/server/orders/order-request';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/orders/{id}/return-inspection (the dealer, with the admin secret, at the appointment):
 * the §5 terms checked; accepted, the car is returned and available again; otherwise a 422 listing
 * every unmet term.
 */
export async function POST(request: Request, { params }: Context) {
  const checked = await orderSite(request, 'dealer');
  if ('refused' in checked) return checked.refused;
  const answer = await inspectReturnedCar(request, checked.site.config.slug, (await params).id);
  return Response.json(answer.body, { status: answer.status, headers: noStore });
}
