import 'server-only';
import { returnDeadline, type Order } from '@dealer/leads/server';
import { resolveHost } from '@dealer/tenants';
import { loadSite, type LoadedSite } from '../content/site';
import { isStockAdmin } from '../stock/admin-secret';
import { crossSiteRefusal, isSameOriginRequest } from '../http/same-origin';

/**
 * The site of an order request, from the Host header alone, or the answer that ends it: 404 where
 * the site does not sell cars online (§2: some sites), 403 for a shopper's write another site's page
 * made (CSRF). The dealer's calls (delivered, return inspection) carry the stock admin secret instead.
 */
export async function orderSite(request: Request, who: 'shopper' | 'dealer' = 'shopper'): Promise<{ site: LoadedSite } | { refused: Response }> {
  const match = resolveHost(request.headers.get('host'));
  const site = match.kind === 'site' ? await loadSite(match.slug, false) : undefined;
  if (!site || !site.config.features.buyOnline) return { refused: Response.json({ message: 'This site does not sell cars online.' }, { status: 404 }) };
  if (who === 'dealer' && !isStockAdmin(request)) return { refused: Response.json({ message: 'Send the stock admin secret as a Bearer token.' }, { status: 401 }) };
  if (who === 'shopper' && request.method !== 'GET' && !isSameOriginRequest(request)) return { refused: crossSiteRefusal() };
  return { site };
}

/** An order as the browser sees it. */
export function orderJson(order: Order) {
  return {
    id: order.id,
    status: order.status,
    carId: order.carId,
    steps: order.steps,
    priceCents: order.priceCents,
    placedAt: order.placedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    deliveryOdometerKm: order.deliveryOdometerKm,
    returnDeadline: order.deliveredAt ? returnDeadline(order.deliveredAt).toISOString() : null,
    returnAppointment: order.returnAppointment,
    refundCents: order.refundCents,
  };
}

export const noStore = { 'cache-control': 'no-store' };
