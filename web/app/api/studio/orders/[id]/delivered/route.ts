import { dealerResponse, deliverOrder } from '@/server/orders/dealer-order-actions';
import { studioPreflight, studioRoute, type NoBody } from '@/server/studio-api';

/**
 * POST /api/studio/orders/{id}/delivered `{odometer_km}` (the Sales tool, §4 used-car return flow):
 * the handover; the 14-day return starts. The action reads its own body, as the admin-secret
 * route's does (dealer-order-actions.ts).
 */
// Not siteRoute: the caller is a Studio user, not a shopper (see studioRoute).
export const POST = studioRoute<NoBody, { id: string }>({}, async ({ request, site, params }) => dealerResponse(await deliverOrder(request, site, params.id)));

export const OPTIONS = studioPreflight;
