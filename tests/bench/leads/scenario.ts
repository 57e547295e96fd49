import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { closeDatabase, openDatabase, type Database } from '@dealer/db';
import { dealerLeadAddress, enquiriesTable as enquiries, leadDeliveriesTable as leadDeliveries, migrateLeads } from '@dealer/leads/server';
import { leadDeliveryAttemptsTable as leadDeliveryAttempts, type DeliveryChannel } from '@dealer/leads/testing';
import { canRestartServer, cutConnections, guardPool, restartServer, type DatabaseFaultMode, type DatabaseFaultOutcome } from './faults';
import { channelFigures, deliveryLatency, latencyTimeline, misroutedDeliveries, receiptKey, type ChannelFigures, type DeliveryRow, type FaultWindow, type Latency, type LatencyFigures } from './figures';
import { startSmtpReceiver, startWebhookReceiver, type SmtpReceiver, type WebhookReceiver } from './receivers';
import { sendLeads, type ShopperFigures } from './shoppers';
import { benchSites } from './sites';
import { createWorkerPool, withApplicationName, type WorkerPool, type WorkerSettings } from './workers';

/** The channels a shopper's lead goes out on: what the bench sends (the deposit emails follow a reservation, not a form). */
const LEAD_CHANNELS = ['dealer-email', 'crm-webhook', 'shopper-email'] as const satisfies readonly DeliveryChannel[];

/**
 * The lead delivery bench's scenario (README "Lead delivery", under faults): leads stored across
 * the four sites at an even pace while delivery worker processes send them to an SMTP server and a
 * CRM webhook, and, on a timeline proportional to the run, the SMTP server refuses (451) for a
 * while, the webhook answers 500 and then hangs past the sender's timeout, the database goes away
 * (see faults.ts) and one worker is SIGKILLed mid-batch and replaced. Then it waits for the outbox
 * to drain and compares what the outbox recorded with what the receivers got (figures.ts).
 */

export interface DeliveryScenarioOptions {
  /** A PostgreSQL server; the run works in a schema of its own and drops it afterwards. */
  url: string;
  leads: number;
  /** Worker processes (default 2). */
  workers?: number;
  /** Leads stored per second (default 50: what 2 workers keep up with on 2 cores); storing lasts at least `minStoreMs` (default 20 s). */
  rate?: number;
  minStoreMs?: number;
  /** Really restart the local PostgreSQL (root only) instead of cutting the bench's connections. */
  restartDb?: boolean;
  /** Count the pool faults the worker processes survive too (faults.ts guardPool); default off. */
  guardPools?: boolean;
  /** How long to wait for the outbox to drain after the last lead (default 180 s). */
  drainTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface FaultReport {
  name: string;
  /** Seconds from the first lead. */
  from: number;
  to: number;
  detail: string;
}

export interface DeliveryScenarioResult {
  settings: { leads: number; workers: number; rate: number; batchSize: number; intervalMs: number; leaseMs: number; webhookTimeoutMs: number; guardPools: boolean };
  shoppers: Omit<ShopperFigures, 'acknowledged'> & { acknowledged: number; rows: number; rowsNotAcknowledged: number; acknowledgedWithoutRow: number };
  channels: ChannelFigures[];
  /** SMTP Message-IDs of no channel's form. */
  strayKeys: number;
  /** Deliveries that reached another site's dealer inbox or CRM, or another shopper. */
  misrouted: number;
  /** Webhook requests whose signature did not verify. */
  badSignatures: number;
  lost: number;
  unintendedDuplicates: number;
  /** At-least-once repeats the receivers dropped by idempotency key. */
  repeats: number;
  dead: number;
  unfinished: number;
  latency: LatencyFigures;
  /** All deliveries' latency by when the lead was stored, in tenths of the storing time (seconds from the first lead). */
  latencyTimeline: (Latency & { from: number; to: number })[];
  attempts: { total: number; failed: Record<string, number> };
  databaseFault: DatabaseFaultMode;
  faults: FaultReport[];
  /** Worker processes that died by themselves (and were restarted), with why. */
  workerCrashes: { id: string; at: number; reason: string }[];
  /**
   * The pool faults a dropped connection sets off, survived by every pool (db/pool-guard.ts):
   * counted in the shoppers' pool and, with `guardPools`, in the workers'; `leaked` is the shoppers'
   * pool clients still checked out once every store had finished.
   */
  poolFaults: { shoppers: { clientErrors: number; failedBegins: number; leaked: number }; workers: { guarded: boolean; clientErrors: number; failedBegins: number } };
  /** Workers that did not stop within 10 s of SIGTERM (stuck, e.g. on an exhausted pool) and were SIGKILLed. */
  forcedStops: string[];
  timings: { storeMs: number; drainMs: number; totalMs: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BATCH_SIZE = 50;
const INTERVAL_MS = 100;
const LEASE_MS = 3_000;
const WEBHOOK_TIMEOUT_MS = 1_000;

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

async function outboxCounts(db: Database): Promise<Record<string, number>> {
  const result = await db.execute(sql`SELECT status, count(*)::int AS n FROM lead_deliveries GROUP BY status`);
  return Object.fromEntries(rowsOf(result).map((row) => [String(row.status), Number(row.n)]));
}

interface Running {
  admin: Database;
  smtp: SmtpReceiver;
  webhook: WebhookReceiver;
  workers: WorkerPool;
  tag: string;
  restartDb: boolean;
  url: string;
  log: (line: string) => void;
}

/** The fault timeline, as fractions of the storing time, and what each fault touched. */
async function runFaults(run: Running, start: number, storeMs: number): Promise<{ windows: FaultWindow[]; reports: FaultReport[]; databaseFault: DatabaseFaultMode }> {
  const windows: FaultWindow[] = [];
  const reports: FaultReport[] = [];
  const seconds = (at: number) => Math.round((at - start) / 100) / 10;
  const until = (fraction: number) => sleep(Math.max(0, start + fraction * storeMs - Date.now()));
  const note = (name: string, channels: readonly DeliveryChannel[], from: number, to: number, detail: string) => {
    windows.push({ name, channels, start: from, end: to });
    reports.push({ name, from: seconds(from), to: seconds(to), detail });
    run.log(`fault: ${name} ${seconds(from)}-${seconds(to)} s: ${detail}`);
  };
  const email = ['dealer-email', 'shopper-email'] as const;

  await until(0.15);
  const smtpFrom = Date.now();
  run.smtp.setMode('refuse');
  await until(0.3);
  const errorFrom = Date.now();
  run.webhook.setMode('error');
  await until(0.35);
  run.smtp.setMode('accept');
  note('SMTP refuses', email, smtpFrom, Date.now(), `451 to MAIL FROM: ${run.smtp.refused} messages refused`);
  await until(0.42);
  const hangFrom = Date.now();
  run.webhook.setMode('hang');
  note('webhook 500', ['crm-webhook'], errorFrom, hangFrom, `${run.webhook.answered500} requests answered 500`);
  await until(0.5);
  run.webhook.setMode('ok');
  note('webhook hangs', ['crm-webhook'], hangFrom, Date.now() + WEBHOOK_TIMEOUT_MS, `${run.webhook.hung} requests never answered (sender timeout ${WEBHOOK_TIMEOUT_MS} ms)`);

  await until(0.55);
  const dbFrom = Date.now();
  const restart = run.restartDb && canRestartServer(run.url);
  if (run.restartDb && !restart) run.log('--restart-db needs root and a local server: cutting the connections instead');
  const outcome: DatabaseFaultOutcome = restart
    ? await restartServer(run.url)
    : await cutConnections(run.admin, `${run.tag}:client:`, Math.min(3_000, Math.max(1_000, storeMs * 0.03)));
  note('database', LEAD_CHANNELS, dbFrom, Date.now(), outcome.description);

  await until(0.65);
  const victim = run.workers.live()[0] ?? (await run.workers.add());
  const inFlight = await Promise.race([victim.midBatch(), sleep(15_000).then(() => -1)]);
  const killedAt = Date.now();
  victim.kill();
  await victim.exited;
  const abandoned = await run.admin
    .execute(sql`SELECT count(*)::int AS n FROM lead_deliveries WHERE status = 'sending' AND claimed_by = ${victim.id}`)
    .then((result) => Number(rowsOf(result)[0]?.n), () => Number.NaN);
  const replacement = await run.workers.add();
  note(
    'worker SIGKILL',
    LEAD_CHANNELS,
    killedAt,
    killedAt + LEASE_MS + INTERVAL_MS,
    `${victim.id} killed ${inFlight >= 0 ? `just after a send succeeded, ${inFlight} other sends in flight` : 'without waiting for a batch (none came in 15 s)'}; ${abandoned} claims left 'sending' until the ${LEASE_MS / 1000} s lease ran out; ${replacement.id} started`,
  );
  return { windows, reports, databaseFault: outcome.mode };
}

export async function runDeliveryScenario(options: DeliveryScenarioOptions): Promise<DeliveryScenarioResult> {
  const { url, leads, workers: workerCount = 2, rate = 50, minStoreMs = 20_000, restartDb = false, guardPools = false, drainTimeoutMs = 180_000, log = () => {} } = options;
  const began = Date.now();
  const schema = `bench_leads_${process.pid}_${Date.now().toString(36)}`;
  const tag = schema;
  const admin = await openDatabase({ url: withApplicationName(url, `${tag}:admin`), schemaName: schema });
  const closers: (() => Promise<unknown>)[] = [];
  try {
    await migrateLeads(admin);
    guardPool(admin);
    const writer = await openDatabase({ url: withApplicationName(url, `${tag}:client:shoppers`), schemaName: schema });
    closers.push(() => closeDatabase(writer));
    const shopperGuard = guardPool(writer);
    const secret = randomBytes(16).toString('hex');
    const smtp = await startSmtpReceiver();
    closers.push(() => smtp.close());
    const webhook = await startWebhookReceiver(secret);
    closers.push(() => webhook.close());
    const siteConfigs = benchSites(webhook.url);
    const sites = [...siteConfigs.values()];

    const settings: WorkerSettings = { url, schema, smtpPort: smtp.port, webhookUrl: webhook.url, webhookSecret: secret, webhookTimeoutMs: WEBHOOK_TIMEOUT_MS, intervalMs: INTERVAL_MS, batchSize: BATCH_SIZE, leaseMs: LEASE_MS, guardPools };
    const workers = createWorkerPool(settings, `${tag}:client:`, log);
    closers.push(() => workers.stop(5_000));
    for (let i = 0; i < workerCount; i++) await workers.add();
    const run: Running = { admin, smtp, webhook, workers, tag, restartDb, url, log };

    const storeMs = Math.max(minStoreMs, (leads / rate) * 1000);
    log(`${leads} leads over ${(storeMs / 1000).toFixed(0)} s to ${sites.length} sites, ${workerCount} workers (batch ${BATCH_SIZE}, poll ${INTERVAL_MS} ms, lease ${LEASE_MS} ms), schema ${schema}`);
    const start = Date.now();
    let shoppers: ShopperFigures | undefined;
    const progress = setInterval(() => {
      outboxCounts(admin).then(
        (counts) => log(`${((Date.now() - start) / 1000).toFixed(0)} s: ${shoppers ? 'all stored' : 'storing'}; outbox ${JSON.stringify(counts)}; received smtp ${smtp.receipts.total}, webhook ${webhook.receipts.total}`),
        () => log(`${((Date.now() - start) / 1000).toFixed(0)} s: (database unavailable)`),
      );
    }, 5_000);
    closers.push(async () => clearInterval(progress));

    const [stored, fault] = await Promise.all([
      sendLeads(writer, sites, leads, storeMs, tag).then((figures) => (shoppers = figures)),
      runFaults(run, start, storeMs),
    ]);
    const storedAt = Date.now();
    const pool = writer.$client as unknown as { totalCount: number; idleCount: number };
    const shopperPoolLeaked = pool.totalCount - pool.idleCount;

    while (Date.now() - storedAt < drainTimeoutMs) {
      const counts = await outboxCounts(admin).catch((): Record<string, number> => ({ pending: -1 }));
      if (!counts.pending && !counts.sending) break;
      await sleep(250);
    }
    const drainMs = Date.now() - storedAt;
    // A worker that re-took a stale claim may still be re-sending a delivery already recorded.
    await sleep(1_000);
    await workers.stop();
    const faultWindows = [
      ...fault.windows,
      ...workers.crashes.map((crash) => ({ name: `${crash.id} crashed`, channels: LEAD_CHANNELS, start: crash.at, end: crash.at + LEASE_MS + INTERVAL_MS })),
    ];

    const enquiryRows = await admin.select({ id: enquiries.id, key: enquiries.idempotencyKey }).from(enquiries);
    const deliveryRows: DeliveryRow[] = await admin.select({ leadId: leadDeliveries.leadId, channel: leadDeliveries.channel, status: leadDeliveries.status }).from(leadDeliveries);
    const attemptRows = rowsOf(await admin.execute(sql`SELECT outcome, coalesce(code, '-') AS code, count(*)::int AS n FROM ${leadDeliveryAttempts} GROUP BY 1, 2`));

    const receiptsOf = (channel: DeliveryChannel) => (channel === 'crm-webhook' ? webhook.receipts : smtp.receipts);
    const firstReceipt = (leadId: string, channel: DeliveryChannel) => receiptsOf(channel).byKey.get(receiptKey(leadId, channel))?.[0];
    const channels = LEAD_CHANNELS.map((channel) =>
      channelFigures(channel, stored.acknowledged, deliveryRows, receiptsOf(channel), (key) => (channel === 'crm-webhook' ? true : key.endsWith(`.${channel}`))),
    );
    const strayKeys = [...smtp.receipts.byKey.keys()].filter((key) => !key.endsWith('.dealer-email') && !key.endsWith('.shopper-email')).length;
    const rowIds = new Set(enquiryRows.map((row) => row.id));
    const acknowledgedKeys = new Set(stored.acknowledged.map((lead) => lead.idempotencyKey));
    const acknowledgedWithoutRow = stored.acknowledged.filter((lead) => !rowIds.has(lead.id)).length;
    const sum = (pick: (figures: ChannelFigures) => number) => channels.reduce((total, figures) => total + pick(figures), 0);
    const failed: Record<string, number> = {};
    let total = 0;
    for (const row of attemptRows) {
      total += Number(row.n);
      if (row.outcome === 'failed') failed[String(row.code)] = (failed[String(row.code)] ?? 0) + Number(row.n);
    }
    const { acknowledged, ...shopperCounts } = stored;

    return {
      settings: { leads, workers: workerCount, rate, batchSize: BATCH_SIZE, intervalMs: INTERVAL_MS, leaseMs: LEASE_MS, webhookTimeoutMs: WEBHOOK_TIMEOUT_MS, guardPools },
      shoppers: {
        ...shopperCounts,
        acknowledged: acknowledged.length,
        rows: enquiryRows.length,
        rowsNotAcknowledged: enquiryRows.filter((row) => !acknowledgedKeys.has(row.key)).length,
        acknowledgedWithoutRow,
      },
      channels,
      strayKeys,
      misrouted: misroutedDeliveries(acknowledged, receiptsOf, (lead, channel) => {
        const site = siteConfigs.get(lead.site)!;
        if (channel === 'crm-webhook') return new URL(site.leadDelivery.crmWebhookUrl ?? 'http://-/').pathname;
        return channel === 'dealer-email' ? dealerLeadAddress(site) : lead.email;
      }),
      badSignatures: webhook.badSignatures,
      lost: acknowledgedWithoutRow + sum((c) => c.missingRows + c.unfinished + c.deliveredNotReceived),
      unintendedDuplicates: strayKeys + sum((c) => c.unknownKeys + c.receivedForDead) + stored.resubmitMismatches,
      repeats: sum((c) => c.repeats),
      dead: sum((c) => c.dead),
      unfinished: sum((c) => c.unfinished),
      latency: deliveryLatency(acknowledged, firstReceipt, faultWindows),
      latencyTimeline: latencyTimeline(acknowledged, firstReceipt, start, start + storeMs, 10),
      attempts: { total, failed },
      databaseFault: fault.databaseFault,
      faults: fault.reports,
      workerCrashes: workers.crashes.map((crash) => ({ ...crash, at: Math.round((crash.at - start) / 100) / 10 })),
      poolFaults: {
        shoppers: { clientErrors: shopperGuard.clientErrors(), failedBegins: shopperGuard.failedBegins(), leaked: shopperPoolLeaked },
        workers: { guarded: guardPools, ...workers.poolFaults },
      },
      forcedStops: workers.forcedStops,
      timings: { storeMs: storedAt - start, drainMs, totalMs: Date.now() - began },
    };
  } finally {
    // A pool with a leaked client never finishes ending: give each closer a few seconds.
    for (const close of closers.reverse()) await Promise.race([close().catch(() => undefined), sleep(5_000)]);
    await admin.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)).catch((error: unknown) => log(`could not drop schema ${schema}: ${String(error)}`));
    await closeDatabase(admin);
  }
}
