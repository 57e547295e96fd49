import { dealerResponse, inspectReturnedCar } from '@/server/orders/dealer-order-actions';
import { dealerOrderSite, noStore } from '@/server/orders/order-request';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/orders/{id}/return-inspection (the dealer, with the admin secret, at the appointment):
 * the §5 terms checked; accepted, the car is returned and available again; otherwise a 422 problem
 * listing every unmet term in `reasons`.
 */
// Not siteRoute: a machine endpoint signed with the stock admin secret, called by the dealer's systems rather than a shopper's page.
export async function POST(request: Request, { params }: Context) {
  const checked = await dealerOrderSite(request);
  if ('refused' in checked) return checked.refused;
  return dealerResponse(await inspectReturnedCar(request, checked.site.config.slug, (await params).id), noStore);
}
