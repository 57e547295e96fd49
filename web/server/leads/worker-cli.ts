/**
 * `npm run worker` (README "Lead delivery"): the lead delivery worker on its own, beside any number of web
 * processes and other workers, all on one PostgreSQL database (DATABASE_URL); run the web with
 * LEAD_WORKER=off to leave delivery to these. With the embedded PGlite database (no DATABASE_URL)
 * the web process owns the database and runs the worker itself, so this refuses to start.
 * Ctrl-C or SIGTERM stops polling, waits for the sends in flight and releases what it still holds.
 */
import { deliveryWorker } from './delivery-worker';

if (!process.env.DATABASE_URL) {
  console.error(
    [
      'npm run worker needs DATABASE_URL (PostgreSQL).',
      'With the embedded PGlite database the web process owns the database and already delivers leads (npm start).',
      'To run workers apart: DATABASE_URL=postgres://... npm run worker, and LEAD_WORKER=off on the web processes.',
    ].join('\n'),
  );
  process.exit(2);
}

async function main() {
  const worker = await deliveryWorker();
  console.log(`[worker] ${worker.workerId} delivering leads (SMTP ${process.env.SMTP_URL ? 'on' : 'not configured: email deliveries will wait'}, CRM webhook ${process.env.LEAD_WEBHOOK_SECRET ? 'on' : 'off'})`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`[worker] ${signal}: finishing the sends in flight...`);
      worker.stop().then(
        () => {
          console.log('[worker] stopped; nothing left claimed');
          process.exit(0);
        },
        (error: unknown) => {
          console.error('[worker] could not stop cleanly:', error);
          process.exit(1);
        },
      );
    });
  }
}

void main();
