import { deliveryChannelsFor, orderLeadKey, placeOrder, storeEnquiry } from '@dealer/leads/server';
import { isAvailable, priceDisplay } from '@dealer/stock';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { ORDER_CATEGORY } from '@/server/leads/shopper-email-texts';
import { noStore, orderJson, orderSite, shopperOrder } from '@/server/orders/order-request';
import { listedCar } from '@/server/stock/cars-by-id';
import { stockService } from '@/server/stock/service';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/orders/{id}/place: places the order at the car's total price now (never a price from
 * the browser), tells the dealer through the lead outbox in the same transaction, and re-indexes
 * search so the car shows Reserved. A second buyer of the same car gets a 409.
 */
export async function POST(request: Request, { params }: Context) {
  const checked = await orderSite(request);
  if ('refused' in checked) return checked.refused;
  const { config, locale } = checked.site;
  const service = await stockService();
  const id = (await params).id;
  const found = await shopperOrder(request, checked.site, id);
  if (!('order' in found)) return Response.json({ message: found.message }, { status: found.status });
  const draft = found.order;
  const car = await listedCar(config, draft.carId);
  if (draft.status === 'draft' && (!car || !isAvailable(car) || car.reserved)) return Response.json({ message: 'Sorry, this car is no longer available.' }, { status: 409 });
  // ACL s48: a car is sold online only at a single total price; one shown as "no price", a
  // subscription or a price in parts is enquired about instead.
  const display = car ? priceDisplay(car, config, { surface: 'detail' }) : null;
  if (draft.status === 'draft' && display?.kind !== 'price') return Response.json({ message: 'This car has no total price to buy it at online. Please enquire instead.' }, { status: 409 });
  const price = display?.kind === 'price' ? display.amount : 0;
  const placed = await placeOrder(service.db, config.slug, id, Math.round(price * 100), new Date(), async (tx, order) => {
    const buyer = order.steps.buyer!;
    await storeEnquiry(
      tx,
      config.slug,
      orderLeadKey(order.id),
      {
        name: buyer.name, email: buyer.email, phone: buyer.phone, optIn: false, category: ORDER_CATEGORY, carId: order.carId,
        message: `Bought online for ${locale.formatPrice(price)}: ${order.steps.payment?.method === 'finance' ? 'wants finance arranged' : 'pays in full by bank transfer'}; ${order.steps.handover?.kind} on ${order.steps.handover?.date}${order.steps.tradeIn?.hasTradeIn ? `; trade-in ${order.steps.tradeIn.year} ${order.steps.tradeIn.make} ${order.steps.tradeIn.model}, ${order.steps.tradeIn.km} km` : ''}.`,
      },
      { deliveries: deliveryChannelsFor(config, { email: buyer.email }) },
    );
  });
  if (!placed.ok) return Response.json({ message: placed.message }, { status: placed.status });
  if (!placed.replayed) {
    wakeDeliveryWorker();
    await service.reindex().catch((error: unknown) => console.error('[orders] re-index after an order failed:', error));
  }
  return Response.json({ order: orderJson(placed.order) }, { headers: noStore });
}
