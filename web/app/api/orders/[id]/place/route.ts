import type { z } from 'zod';
import { deliveryChannelsFor, orderLeadKey, placeOrder, storeEnquiry } from '@dealer/leads/server';
import { isAvailable, priceDisplay } from '@dealer/stock';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { ORDER_CATEGORY } from '@/server/leads/shopper-email-texts';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { noStore, orderJson, sellsOnline, shopperOrder } from '@/server/orders/order-request';
import { listedCar } from '@/server/stock/cars-by-id';
import { stockService } from '@/server/stock/service';

/**
 * POST /api/orders/{id}/place: places the order at the car's total price now (never a price from
 * the browser), tells the dealer through the lead outbox in the same transaction, and re-indexes
 * search so the car shows Reserved. A second buyer of the same car gets a 409.
 */
export const POST = siteRoute<z.ZodType<undefined>, { id: string }>({ feature: sellsOnline, sameOrigin: true }, async ({ request, site, params }) => {
  const { config, locale } = site;
  const found = await shopperOrder(request, site, params.id);
  if ('refused' in found) return found.refused;
  const draft = found.order;
  const car = await listedCar(config, draft.carId);
  if (draft.status === 'draft' && (!car || !isAvailable(car) || car.reserved)) return problem(409, 'Sorry, this car is no longer available.');
  // ACL s48: a car is sold online only at a single total price; one shown as "no price", a
  // subscription or a price in parts is enquired about instead.
  const display = car ? priceDisplay(car, config, { surface: 'detail' }) : null;
  if (draft.status === 'draft' && display?.kind !== 'price') return problem(409, 'This car has no total price to buy it at online. Please enquire instead.');
  const price = display?.kind === 'price' ? display.amount : 0;
  const service = await stockService();
  const placed = await placeOrder(service.db, config.slug, draft.id, Math.round(price * 100), new Date(), async (tx, order) => {
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
  if (!placed.ok) return problem(placed.status, placed.message);
  if (!placed.replayed) {
    wakeDeliveryWorker();
    await service.stockChanged({ site: null, cars: [placed.order.carId] }).catch((error: unknown) => console.error('[orders] re-index after an order failed:', error));
  }
  return Response.json({ order: orderJson(placed.order) }, { headers: noStore });
});
