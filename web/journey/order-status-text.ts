import type { Order, OrderStatus } from '@dealer/leads/server';
import type { LocaleFormatter, MessageKey } from '@dealer/tenants';

const STATUS_TEXT: Record<OrderStatus, MessageKey> = {
  draft: 'order.status.draft',
  placed: 'order.status.placed',
  delivered: 'order.status.delivered',
  'return-requested': 'order.status.return-requested',
  returned: 'order.status.returned',
  cancelled: 'order.status.cancelled',
};

/** An order's status in words (the order page and the account page); the delivery day on the dealer's calendar (`timeZone`). */
export function orderStatusText(order: Pick<Order, 'status' | 'deliveredAt'>, locale: LocaleFormatter, timeZone: string): string {
  return locale.t(STATUS_TEXT[order.status], { date: order.deliveredAt ? locale.formatDateIn(order.deliveredAt, timeZone) : '' });
}
