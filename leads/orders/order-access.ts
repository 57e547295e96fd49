import type { Order } from './orders';

/**
 * Who may open an order (README "Accounts, the watchlist, reservations and buying online", who
 * opens an order): one started signed out is reached by its random id alone (a capability link, as
 * a receipt link is); one started by a signed-in shopper is theirs, so the link alone asks for
 * sign-in first and another shopper is told nothing (not-yours answers as a 404).
 */
export type OrderAccess = 'open' | 'sign-in' | 'not-yours';

export function orderAccess(order: Pick<Order, 'shopperId'>, shopperId: string | null): OrderAccess {
  if (order.shopperId === null) return 'open';
  if (shopperId === null) return 'sign-in';
  return shopperId === order.shopperId ? 'open' : 'not-yours';
}
