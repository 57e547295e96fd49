import 'server-only';
import { createTestGateway, RESERVATION_HOLD_MS, type PaymentGateway } from '@dealer/leads/server';
import { stockDatabase } from '../stock/database';

/**
 * The payments gateway of this process: the embedded test gateway, the default offline (issue 15).
 * A Stripe adapter behind the same port is not built yet (see the README's notes); until it is, no
 * real card is ever charged by this platform.
 */
export async function paymentGateway(): Promise<PaymentGateway> {
  return createTestGateway((await stockDatabase()).db);
}

/**
 * How long a deposit is held: §9's 48 hours. RESERVATION_HOLD_SECONDS shortens it for the
 * end-to-end suite, which watches a hold lapse (its test clock); nothing else should set it.
 */
export function reservationHoldMs(): number {
  const seconds = Number(process.env.RESERVATION_HOLD_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RESERVATION_HOLD_MS;
}
