/**
 * One delivery worker process of the delivery bench (scenario.ts starts them with
 * `node --import tsx`): createDeliveryWorker with the real SMTP and webhook senders, pointed at the
 * bench's receivers, on the bench's schema. Settings come from the environment (see
 * workers.ts). It tells its parent over IPC when it is ready and, once armed, when it is in the
 * middle of a batch, a send done and not yet recorded (so the parent can SIGKILL it there).
 * SIGTERM stops it cleanly.
 */
import { closeDatabase, openDatabase } from '@dealer/db';
import { createLocale } from '@dealer/tenants';
import {
  adfLeadFromEnquiry, adfReadableText, buildAdf, createDeliveryWorker, createSmtpSender, createWebhookSender, dealerLeadAddress, dealerLeadEmail, describeVehicle, findEnquiry,
  shopperConfirmationEmail, type DeliverySender, type DeliverySenders, type LeadForDelivery,
} from '@dealer/leads/server';
import type { WebhookSender } from '@dealer/leads/testing';
import { guardPool } from './faults';
import { benchSites } from './sites';

export type WorkerMessage = { type: 'ready' } | { type: 'mid-batch'; inFlight: number } | { type: 'pool-fault'; fault: 'client error' | 'failed BEGIN' };
export type ParentMessage = { type: 'arm-kill' };

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`worker-process needs ${name}`);
  return value;
}

const send = (message: WorkerMessage) => process.send?.(message);
const PROVIDER = { name: 'Dealer Website Platform (bench)', url: 'https://localhost' };
const SHOPPER_TEXTS = {
  subject: 'We have your enquiry: {dealer}',
  greeting: 'Hi {name},',
  body: 'Thank you for contacting {dealer}. Your enquiry has reached our team, and we will be in touch soon.',
  signOff: 'The team at {dealer}',
};

async function main(): Promise<void> {
  const db = await openDatabase({ url: env('BENCH_DATABASE_URL'), schemaName: env('BENCH_SCHEMA') });
  // Off by default: the workers run on openDatabase's pool as `npm run worker` does (see faults.ts).
  if (process.env.BENCH_GUARD_POOLS === '1') guardPool(db, (fault) => send({ type: 'pool-fault', fault }));
  const sites = benchSites(env('BENCH_WEBHOOK_URL'));
  const secret = env('BENCH_WEBHOOK_SECRET');
  const smtp = createSmtpSender({ transport: { host: '127.0.0.1', port: Number(env('BENCH_SMTP_PORT')) }, from: '"Dealer website leads" <leads@dealer-platform.localhost>' });
  const webhooks = new Map<string, WebhookSender>();
  const webhookTimeoutMs = Number(env('BENCH_WEBHOOK_TIMEOUT_MS'));

  let armed = false;
  let inFlight = 0;
  /**
   * Counts sends in flight. Once armed, tells the parent when a send has just succeeded: the
   * receiver has that message and the outbox does not know yet, and the rest of the batch is out.
   */
  const watched =
    (sender: DeliverySender): DeliverySender =>
    async (lead, delivery, context) => {
      inFlight += 1;
      try {
        const result = await sender(lead, delivery, context);
        if (armed && result.ok) {
          armed = false;
          send({ type: 'mid-batch', inFlight: inFlight - 1 });
        }
        return result;
      } finally {
        inFlight -= 1;
      }
    };

  const siteOf = (lead: LeadForDelivery) => {
    const site = sites.get(lead.site);
    if (!site) throw new Error(`unknown site ${lead.site}`);
    return site;
  };
  const adfFor = (lead: LeadForDelivery) => {
    const site = siteOf(lead);
    const adfLead = adfLeadFromEnquiry(lead, { dealer: { name: site.name, email: dealerLeadAddress(site) }, provider: PROVIDER, currency: createLocale(site.locale).currency });
    return { site, adfLead, adf: buildAdf(adfLead) };
  };

  const senders: DeliverySenders = {
    'dealer-email': watched(async (lead) => {
      const { site, adfLead, adf } = adfFor(lead);
      const email = dealerLeadEmail({ adf, readable: adfReadableText(adfLead), dealerName: site.name, to: dealerLeadAddress(site), leadId: lead.id, about: describeVehicle(adfLead.vehicle) ?? lead.category ?? undefined, replyTo: lead.email || undefined });
      const sent = await smtp.sendMail(email);
      return sent.ok ? { ok: true, code: sent.code, messageId: sent.messageId } : { ok: false, code: sent.code, error: sent.error };
    }),
    'shopper-email': watched(async (lead) => {
      const site = siteOf(lead);
      const email = shopperConfirmationEmail({ dealerName: site.name, shopperName: lead.name, to: lead.email, texts: SHOPPER_TEXTS, leadId: lead.id, locale: site.locale, replyTo: dealerLeadAddress(site) });
      const sent = await smtp.sendMail(email);
      return sent.ok ? { ok: true, code: sent.code, messageId: sent.messageId } : { ok: false, code: sent.code, error: sent.error };
    }),
    'crm-webhook': watched(async (lead) => {
      const { site, adfLead, adf } = adfFor(lead);
      const url = site.leadDelivery.crmWebhookUrl;
      if (!url) return { ok: false, error: 'the site has no CRM webhook', permanent: true };
      let sender = webhooks.get(url);
      if (!sender) webhooks.set(url, (sender = createWebhookSender({ url, secret, timeoutMs: webhookTimeoutMs })));
      const sent = await sender.send({ leadId: lead.id, adf, json: adfLead });
      return sent.ok ? { ok: true, code: sent.code } : { ok: false, code: sent.code, error: sent.error };
    }),
  };

  const verbose = process.env.BENCH_VERBOSE === '1';
  const worker = createDeliveryWorker({
    db,
    senders,
    loadLead: (site, id) => findEnquiry(db, site, id),
    workerId: env('BENCH_WORKER_ID'),
    intervalMs: Number(env('BENCH_INTERVAL_MS')),
    batchSize: Number(env('BENCH_BATCH_SIZE')),
    leaseMs: Number(env('BENCH_LEASE_MS')),
    // Failures are expected by the thousand here; the bench reads them from the attempts table.
    log: (message) => {
      if (verbose) console.error(`[${process.env.BENCH_WORKER_ID}] ${message}`);
    },
  });

  process.on('message', (message: ParentMessage) => {
    if (message.type === 'arm-kill') armed = true;
  });
  let stopping = false;
  process.on('SIGTERM', () => {
    if (stopping) return;
    stopping = true;
    worker
      .stop()
      .then(async () => {
        smtp.close();
        await closeDatabase(db);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('worker-process: could not stop cleanly:', error);
        process.exit(1);
      });
  });

  worker.start();
  send({ type: 'ready' });
}

main().catch((error: unknown) => {
  console.error('worker-process:', error);
  process.exit(1);
});
