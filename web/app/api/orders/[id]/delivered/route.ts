import { deliverOrder, dealerResponse } from '@/server/orders/dealer-order-actions';
import { dealerOrderSite, noStore } from '@/server/orders/order-request';

type Context = { params: Promise<{ id: string }> };

/** POST /api/orders/{id}/delivered `{odometer_km}` (the dealer, with the admin secret): the handover; the 14-day return starts (§4, §9). */
// Not siteRoute: a machine endpoint signed with the stock admin secret, called by the dealer's systems rather than a shopper's page.
export async function POST(request: Request, { params }: Context) {
  const checked = await dealerOrderSite(request);
  if ('refused' in checked) return checked.refused;
  return dealerResponse(await deliverOrder(request, checked.site.config.slug, (await params).id), noStore);
}
