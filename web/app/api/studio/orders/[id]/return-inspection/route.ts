import { dealerResponse, inspectReturnedCar } from '@/server/orders/dealer-order-actions';
import { studioPreflight, studioRoute, type NoBody } from '@/server/studio-api';

/**
 * POST /api/studio/orders/{id}/return-inspection (the Sales tool): the §5 return terms checked at
 * the appointment; a 422 lists every unmet term in `reasons`. The action reads its own body, as the
 * admin-secret route's does (dealer-order-actions.ts).
 */
// Not siteRoute: the caller is a Studio user, not a shopper (see studioRoute).
export const POST = studioRoute<NoBody, { id: string }>({}, async ({ request, site, params }) => dealerResponse(await inspectReturnedCar(request, site, params.id)));

export const OPTIONS = studioPreflight;
