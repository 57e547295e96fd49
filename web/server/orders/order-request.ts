import 'server-only';
import { parseUuid, type OrderJson } from '@dealer/leads';
import { claimOrder, findOrder, orderAccess, returnDeadline, type Order, type OrderAccess } from '@dealer/leads/server';
import type { SiteConfig } from '@dealer/tenants';
import { resolveHost } from '@dealer/tenants';
import { accountsEnabled, requestShopper } from '../accounts/current-shopper';
import { loadSite, type LoadedSite } from '../content/site';
import { isStockAdmin } from '../stock/admin-secret';
import { problem } from '../http/problem';
import { database } from '../db/database';

/** §2: only some sites sell cars online; every order route of another site answers 404 with `off`. */
export const sellsOnline = { on: (config: SiteConfig) => config.features.buyOnline, off: 'This site does not sell cars online.' };

/**
 * The site of a dealer's order call (delivered, return inspection), from the Host header alone, or
 * the problem that ends it: 404 where the site does not sell cars online, 401 without the stock
 * admin secret as a Bearer token. A shopper's order call is a `siteRoute` with `sellsOnline`.
 */
export async function dealerOrderSite(request: Request): Promise<{ site: LoadedSite } | { refused: Response }> {
  const match = resolveHost(request.headers.get('host'));
  const site = match.kind === 'site' ? await loadSite(match.slug, false) : undefined;
  if (!site || !sellsOnline.on(site.config)) return { refused: problem(404, sellsOnline.off) };
  if (!isStockAdmin(request)) return { refused: problem(401, 'Send the stock admin secret as a Bearer token.') };
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
 * This site's order of the path's `pathId` as the shopper of this request may see it (`openOrder`),
 * or the problem that ends the request: 404 for an id that is not one (README "Holding under
 * abuse"), for no such order and for another shopper's (telling them nothing), 401 for a signed-in
 * shopper's order asked for signed out.
 */
export async function shopperOrder(request: Request, site: LoadedSite, pathId: string): Promise<{ order: Order } | { refused: Response }> {
  const id = parseUuid(pathId);
  const found = id ? await findOrder((await database()).db, site.config.slug, id) : null;
  if (!found) return { refused: problem(404, 'No such order.') };
  const shopper = await requestShopper(site.config, request);
  const { access, order } = await openOrder(site.config, found, shopper?.id ?? null);
  if (access === 'sign-in') return { refused: problem(401, 'Please sign in to see this order.') };
  if (access === 'not-yours') return { refused: problem(404, 'No such order.') };
  return { order };
}

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
