import { z } from 'zod';
import { liveCarClaim, startOrder } from '@dealer/leads/server';
import { carFromSearchRecord, isAvailable } from '@dealer/stock';
import { checkoutNeedsSignIn, requestShopper } from '@/server/accounts/current-shopper';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { noStore, orderJson, sellsOnline } from '@/server/orders/order-request';
import { stockService } from '@/server/stock/service';

const SEND_CAR_ID = 'Send {"car_id": "..."}.';

/**
 * POST /api/orders `{car_id}` (§2 /checkout-journey, README "Accounts, the watchlist, reservations
 * and buying online"): starts buying a used car of this site online. 201 `{order}`; 401 signed out
 * where the site gates checkout (§6); 404 where the site does not sell online or lists no such car;
 * 409 for a car that is not used, not available, reserved or already bought.
 */
export const POST = siteRoute(
  {
    feature: sellsOnline,
    sameOrigin: true,
    rateLimit: 'lead',
    body: {
      schema: z.object({ car_id: z.string().trim().min(1).max(200) }),
      maxBytes: 1024,
      example: '{"car_id": "..."}',
      // car_id is the only field: whatever is wrong with the body, the answer says what to send.
      fieldErrors: () => ({ car_id: SEND_CAR_ID }),
    },
  },
  async ({ request, site, body }) => {
    const { config } = site;
    // The journey page sends a signed-out shopper to sign in where checkout is gated; the API holds the same line.
    const shopper = await requestShopper(config, request);
    if (checkoutNeedsSignIn(config) && !shopper) return problem(401, site.locale.t('account.error.signedOut'));

    const found = await (await stockService()).searchOne(config, { filters: `objectID:${JSON.stringify(body.car_id)} OR slug:${JSON.stringify(body.car_id)}`, hitsPerPage: 1 });
    const car = carFromSearchRecord(found.hits[0]);
    if (!car) return problem(404, 'This car is not listed on this site.');
    if (car.car_type !== 'used') return problem(409, 'Only used cars can be bought online. Enquire about this car instead.');
    if (!isAvailable(car)) return problem(409, 'Sorry, this car has just sold.');
    const { db } = await stockService();
    // The index shows held cars Reserved; the claim also knows a reservation still at the bank.
    if (car.reserved || (await liveCarClaim(db, config.slug, car.id))) return problem(409, 'Sorry, this car is reserved or being bought by someone else.');
    const order = await startOrder(db, config.slug, car.id, shopper?.id ?? null);
    return Response.json({ order: orderJson(order) }, { status: 201, headers: noStore });
  },
);
