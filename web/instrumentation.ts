/**
 * Runs once when the server starts: open the stock database and build the search index now, so
 * the first shopper does not wait for PGlite to boot (and first-start demo seeding) on their request;
 * make sure the stock admin secret exists, where the import CLI looks for it; start delivering leads
 * and releasing lapsed reservation holds.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // How deposits are taken (README "Accounts, the watchlist, reservations and buying online"): half of Stripe's keys is a mistake to stop on, not a 500 at the first payment.
  const { paymentsMode } = await import('./server/reservations/gateway');
  console.log(`[payments] deposits are taken with ${paymentsMode().kind === 'stripe' ? 'Stripe' : 'the embedded test gateway (no card is charged)'}`);
  const { stockAdminSecret } = await import('./server/stock/admin-secret');
  stockAdminSecret();
  const { stockService } = await import('./server/stock/service');
  stockService().catch((error: unknown) => console.error('[stock] could not start:', error));
  // Lead delivery (README "Lead delivery"): leads left pending by an earlier process go out as soon as this one is up.
  if (process.env.LEAD_WORKER !== 'off') {
    const { deliveryWorker } = await import('./server/leads/delivery-worker');
    deliveryWorker().catch((error: unknown) => console.error('[leads] delivery worker could not start:', error));
  }
  // Redirects (README "Redirects"): the front door answers old addresses from this process's table, loaded now.
  const { redirectService } = await import('./server/redirects/redirect-service');
  redirectService().catch((error: unknown) => console.error('[redirects] could not start:', error));
  // Online reservations (README "Accounts, the watchlist, reservations and buying online"): deposit holds that lapse are released and their cars shown again.
  const { reservationSweeper } = await import('./server/reservations/sweeper');
  reservationSweeper().catch((error: unknown) => console.error('[reservations] sweeper could not start:', error));
}
