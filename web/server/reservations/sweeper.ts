import 'server-only';
import { cancelAbandonedDrafts, releaseLapsedReservations } from '@dealer/leads/server';
import { wakeDeliveryWorker } from '../leads/delivery-worker';
import { processSingleton } from '../process-singleton';
import { database } from '../db/database';
import { stockService } from '../stock/service';
import { paymentGateway, reservationHoldMs, testGateway } from './gateway';

/** How often lapsed holds are looked for: a minute, or a tenth of a shortened hold. */
const sweepEveryMs = () => Math.min(60_000, Math.max(1_000, reservationHoldMs() / 10));

/**
 * Releases lapsed deposit holds (§9: 48 hours) in this web process, and re-indexes stock when a car
 * became available again so search drops its Reserved tag; cancels draft orders abandoned for 30 days. Safe with several processes: each
 * release is a conditional update that one process wins.
 */
export const reservationSweeper = processSingleton('reservation-sweeper', async () => {
  const { db } = await database();
  const sweep = async () => {
    try {
      const gateway = await paymentGateway();
      const changed = await releaseLapsedReservations(db, gateway);
      // The test gateway's own 7-day expiry of card holds, reported as Stripe reports its own.
      await testGateway(gateway)?.expireHolds();
      if (changed.length > 0) {
        wakeDeliveryWorker();
        await (await stockService()).stockChanged({ site: null, cars: 'all' });
        console.log(`[reservations] released ${changed.length} lapsed hold(s): ${changed.join(', ')}`);
      }
      // Drafts of cars bought online, abandoned for 30 days: cancelled, their details erased.
      const drafts = await cancelAbandonedDrafts(db);
      if (drafts > 0) console.log(`[orders] cancelled ${drafts} draft order(s) abandoned for 30 days`);
    } catch (error) {
      console.error('[reservations] sweep failed, will retry:', error);
    }
  };
  const timer = setInterval(sweep, sweepEveryMs());
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
});
