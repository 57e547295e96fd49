/**
 * `npm run bench:leads` (README "Lead delivery", under faults): stores leads across the four sites
 * while delivery worker processes send them, the SMTP server refuses for a while, the CRM webhook
 * answers 500 and then hangs, the database goes away and a worker is SIGKILLed mid-batch; after
 * recovery it prints what was stored, delivered per channel, the repeats receivers dropped by
 * idempotency key, unintended duplicates, dead, lost and the delivery latency. Exits 1 when a lead
 * was lost, duplicated beyond what dedupe by key catches, or delivered to the wrong place. Needs PostgreSQL:
 *
 *   TEST_DATABASE_URL=$(bash .ci/postgres.sh) npm run bench:leads
 *   npm run bench:leads -- --leads 2000 --workers 3 --rate 30
 *   npm run bench:leads -- --restart-db     really restart the local PostgreSQL (root; disturbs other users)
 *   npm run bench:leads -- --guard-pools    also count the pool faults the workers survive (stock/db/pool-guard.ts)
 */
import { parseArgs } from 'node:util';
import { runDeliveryScenario, type DeliveryScenarioResult } from './leads/scenario';

type Latency = DeliveryScenarioResult['latency']['all'];

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '2' },
    rate: { type: 'string', default: '50' },
    'restart-db': { type: 'boolean', default: false },
    'guard-pools': { type: 'boolean', default: false },
    url: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const url = args.url ?? process.env.TEST_DATABASE_URL ?? process.env.PG_TEST_DATABASE_URL;
if (!url) {
  console.error('bench:leads needs PostgreSQL: TEST_DATABASE_URL=$(bash .ci/postgres.sh) npm run bench:leads (or --url postgres://...)');
  process.exit(2);
}
const positive = (name: string, value: string) => {
  const number = Number(value);
  if (!(number > 0)) throw new Error(`--${name} must be a positive number`);
  return number;
};

const pad = (value: unknown, width: number) => String(value).padStart(width);
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const span = (latency: Latency) => `p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)} over ${latency.count} deliveries`;

function report(result: DeliveryScenarioResult): string {
  const { settings, shoppers, latency, poolFaults: pool } = result;
  const lines: string[] = [];
  lines.push(
    `Lead delivery bench: ${settings.leads} leads at ${settings.rate}/s over 4 sites, ${settings.workers} worker processes (batch ${settings.batchSize}, poll ${settings.intervalMs} ms, lease ${settings.leaseMs / 1000} s, webhook timeout ${settings.webhookTimeoutMs / 1000} s)`,
    '',
    'Faults (seconds from the first lead):',
    ...result.faults.map((fault) => `  ${fault.name.padEnd(15)} ${pad(fault.from.toFixed(1), 6)} to ${pad(fault.to.toFixed(1), 6)}  ${fault.detail}`),
  );
  if (result.databaseFault === 'terminate') lines.push('  (database fault: connection cuts, not a server restart; --restart-db restarts the local server, as root)');
  lines.push(
    `  worker crashes  ${result.workerCrashes.length}${result.workerCrashes.length ? `, each restarted: ${[...new Set(result.workerCrashes.map((crash) => crash.reason))].join('; ')}` : ''}`,
    `  shoppers' pool  ${pool.shoppers.clientErrors} connection errors, ${pool.shoppers.failedBegins} failed BEGINs, all survived (stock/db/pool-guard.ts); ${pool.shoppers.leaked} clients leaked`,
    `  workers' pools  ${pool.workers.guarded ? `${pool.workers.clientErrors} connection errors, ${pool.workers.failedBegins} failed BEGINs, all survived` : 'survived, not counted (--guard-pools counts them)'}`,
    `  forced stops    ${result.forcedStops.length ? `${result.forcedStops.join(', ')} did not stop within 10 s of SIGTERM` : 'none: every live worker stopped on SIGTERM'}`,
    '',
    `Leads: ${shoppers.submitted} submitted, ${shoppers.acknowledged} stored and acknowledged (${shoppers.rows} rows), ${shoppers.retries} store retries, ${shoppers.refused} refused after retries, ${shoppers.resubmitted} double submits (${shoppers.resubmitMismatches} stored twice), ${shoppers.rowsNotAcknowledged} rows never acknowledged`,
    '',
    `${'channel'.padEnd(14)}${pad('expected', 9)}${pad('delivered', 10)}${pad('dead', 6)}${pad('unfinished', 11)}${pad('received', 9)}${pad('unique', 8)}${pad('repeats', 8)}${pad('not recvd', 10)}${pad('dead recvd', 11)}${pad('unknown', 8)}`,
  );
  for (const c of result.channels) {
    lines.push(
      `${c.channel.padEnd(14)}${pad(c.expected, 9)}${pad(c.delivered, 10)}${pad(c.dead, 6)}${pad(c.unfinished, 11)}${pad(c.received, 9)}${pad(c.uniqueReceived, 8)}${pad(c.repeats, 8)}${pad(c.deliveredNotReceived, 10)}${pad(c.receivedForDead, 11)}${pad(c.unknownKeys, 8)}`,
    );
  }
  const failed = Object.entries(result.attempts.failed)
    .sort(([, a], [, b]) => b - a)
    .map(([code, count]) => `${code} × ${count}`)
    .join(', ');
  lines.push(
    '  (not recvd: delivered per the outbox, never received; dead recvd: received, yet dead per the outbox; unknown: a key no outbox delivery has)',
    '',
    `lost                    ${pad(result.lost, 6)}   acknowledged leads without a row, deliveries without an outbox row, unfinished, or delivered yet never received`,
    `unintended duplicates   ${pad(result.unintendedDuplicates, 6)}   keys of no delivery (${result.strayKeys} stray Message-IDs), received for a dead delivery, double submits stored twice`,
    `misrouted               ${pad(result.misrouted, 6)}   deliveries that reached another site's dealer inbox or CRM, or another shopper (${result.badSignatures} webhook signatures refused)`,
    `repeats dropped by key  ${pad(result.repeats, 6)}   at-least-once re-sends (after a kill, a lost claim or a lost answer) that receivers drop by idempotency key`,
    `dead                    ${pad(result.dead, 6)}`,
    `latency, steady state   ${span(latency.steady)} (leads stored before the first fault, every channel healthy); target p99 < 5 s: ${latency.steady.p99 < 5_000 ? 'met' : 'MISSED'}`,
    `latency, recovery       ${span(latency.recovery)} (leads stored after the last fault ended, while the backlog is worked off)`,
    `latency, untouched      ${span(latency.untouched)} (no fault of any kind between store and receipt)`,
    `latency, own channel ok ${span(latency.channelUntouched)} (no fault of their own channel; above untouched = held up by another channel)`,
    `latency, all            ${span(latency.all)}; by when the lead was stored:`,
    ...result.latencyTimeline.map((slice) => `  ${pad(slice.from.toFixed(0), 4)} to ${pad(slice.to.toFixed(0), 4)} s  p50 ${pad(ms(slice.p50), 9)}  p99 ${pad(ms(slice.p99), 9)}  (${slice.count})`),
    `attempts                ${result.attempts.total} recorded; failed: ${failed || 'none'}`,
    `time                    storing and faults ${(result.timings.storeMs / 1000).toFixed(1)} s, drain ${(result.timings.drainMs / 1000).toFixed(1)} s, whole run ${(result.timings.totalMs / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}

const result = await runDeliveryScenario({
  url,
  leads: Math.round(positive('leads', args.leads)),
  workers: Math.round(positive('workers', args.workers)),
  rate: positive('rate', args.rate),
  restartDb: args['restart-db'],
  guardPools: args['guard-pools'],
  log: (line) => console.log(`  ${line}`),
});
console.log(`\n${args.json ? JSON.stringify(result, null, 2) : report(result)}`);
if (result.lost > 0 || result.unintendedDuplicates > 0 || result.misrouted > 0) {
  console.error(`\nFAILED: ${result.lost} lost, ${result.unintendedDuplicates} unintended duplicates, ${result.misrouted} misrouted`);
  process.exit(1);
}
process.exit(0);
