import { z } from 'zod';
import { liveCarClaim, startOrder } from '@dealer/leads/server';
import { carFromSearchRecord, isAvailable } from '@dealer/stock';
import { checkoutNeedsSignIn, requestShopper } from '@/server/accounts/current-shopper';
import { rateLimitResponse } from '@/server/http/rate-limit';
import { readJsonBody } from '@/server/http/read-json-body';
import { noStore, orderJson, orderSite } from '@/server/orders/order-request';
import { stockService } from '@/server/stock/service';

/**
 * POST /api/orders `{car_id}` (issue 15 item 5, §2 /checkout-journey): starts buying a used car of
 * this site online. 201 `{order}`; 401 signed out where the site gates checkout (§6); 404 where
 * the site does not sell online or lists no such car;
 * 409 for a car that is not used, not available, reserved or already bought.
 */
export async function POST(request: Request) {
  const checked = await orderSite(request);
  if ('refused' in checked) return checked.refused;
  const { config } = checked.site;
  const limited = await rateLimitResponse(request, config.slug, 'lead');
  if (limited) return limited;
  const body = await readJsonBody(request, 1024, '{"car_id": "..."}');
  if (!body.ok) return Response.json({ message: body.message }, { status: body.status });
  const parsed = z.object({ car_id: z.string().trim().min(1).max(200) }).safeParse(body.value);
  if (!parsed.success) return Response.json({ message: 'Send {"car_id": "..."}.' }, { status: 400 });

  // The journey page sends a signed-out shopper to sign in where checkout is gated; the API holds the same line.
  const shopper = await requestShopper(config, request);
  if (checkoutNeedsSignIn(config) && !shopper) return Response.json({ message: checked.site.locale.t('account.error.signedOut') }, { status: 401 });

  const found = await (await stockService()).searchOne(config, { filters: `objectID:${JSON.stringify(parsed.data.car_id)} OR slug:${JSON.stringify(parsed.data.car_id)}`, hitsPerPage: 1 });
  const car = carFromSearchRecord(found.hits[0]);
  if (!car) return Response.json({ message: 'This car is not listed on this site.' }, { status: 404 });
  if (car.car_type !== 'used') return Response.json({ message: 'Only used cars can be bought online. Enquire about this car instead.' }, { status: 409 });
  if (!isAvailable(car)) return Response.json({ message: 'Sorry, this car has just sold.' }, { status: 409 });
  const { db } = await stockService();
  // The index shows held cars Reserved; the claim also knows a reservation still at the bank.
  if (car.reserved || (await liveCarClaim(db, config.slug, car.id))) return Response.json({ message: 'Sorry, this car is reserved or being bought by someone else.' }, { status: 409 });
  const order = await startOrder(db, config.slug, car.id, shopper?.id ?? null);
  return Response.json({ order: orderJson(order) }, { status: 201, headers: noStore });
}
