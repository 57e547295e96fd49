import 'server-only';
import type { OrderJson } from '@dealer/leads';
import { claimOrder, findOrder, orderAccess, returnDeadline, type Order, type OrderAccess } from '@dealer/leads/server';
import type { SiteConfig } from '@dealer/tenants';
import { resolveHost } from '@dealer/tenants';
import { accountsEnabled, requestShopper } from '../accounts/current-shopper';
import { loadSite, type LoadedSite } from '../content/site';
import { isStockAdmin } from '../stock/admin-secret';
import { crossSiteRefusal, isSameOriginRequest } from '../http/same-origin';
import { database } from '../db/database';

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

/**
 * Who may open `order` on this site: `orderAccess`, where the site has accounts. A site that has
 * turned accounts off since has no sign-in, so the order's link is again the way in.
 */
export const siteOrderAccess = (config: SiteConfig, order: Order, shopperId: string | null): OrderAccess =>
  accountsEnabled(config) ? orderAccess(order, shopperId) : 'open';

/**
 * The order as this visitor may see it (`siteOrderAccess`). An order started signed out and opened
 * by a shopper signed in on this site is claimed by them first (`claimOrder`), so it is listed on
 * their account page from then on.
 */
export async function openOrder(config: SiteConfig, found: Order, shopperId: string | null): Promise<{ access: OrderAccess; order: Order }> {
  const order = found.shopperId === null && shopperId !== null && accountsEnabled(config) ? ((await claimOrder((await database()).db, config.slug, found.id, shopperId)) ?? found) : found;
  return { access: siteOrderAccess(config, order, shopperId), order };
}

/**
 * This site's order `id` as the shopper of this request may see it (`openOrder`), or why not:
 * 404 for no such order and for another shopper's (telling them nothing), 401 for a signed-in
 * shopper's order asked for signed out.
 */
export async function shopperOrder(request: Request, site: LoadedSite, id: string): Promise<{ order: Order } | { status: 401 | 404; message: string }> {
  const found = await findOrder((await database()).db, site.config.slug, id);
  if (!found) return { status: 404, message: 'No such order.' };
  const shopper = await requestShopper(site.config, request);
  const { access, order } = await openOrder(site.config, found, shopper?.id ?? null);
  if (access === 'sign-in') return { status: 401, message: 'Please sign in to see this order.' };
  if (access === 'not-yours') return { status: 404, message: 'No such order.' };
  return { order };
}

/** An order as the browser sees it. */
/** An order as the API answers it: the wire shape the browser parses with `orderJsonSchema`. */
export function orderJson(order: Order): OrderJson {
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
