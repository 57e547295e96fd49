import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeEnquiry, type StoredEnquiryRow } from '../db/enquiries';
import { enquiries, leadDeliveries } from '../db/schema';
import { openLeadsTestDatabase } from '../db/test-database';
import { claimDueDeliveries, deliveriesForLead, enqueueDeliveries, type DeliveryChannel, type LeadDelivery, type SendResult } from './outbox';
import { createDeliveryWorker, type DeliverySenders, type SendContext } from './worker';

// PGlite has one connection: workers here share it and never truly race; the claim's SKIP LOCKED
// is standard PostgreSQL and is what keeps workers apart on a real server.

let database: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  database = await openLeadsTestDatabase('delivery-worker');
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(enquiries);
});

const SITE = 'riverside-kia';
const quiet = () => {};

async function storeLead(key: string, channels: DeliveryChannel[]): Promise<string> {
  const { id } = await storeEnquiry(database.db, SITE, key, { name: 'Jo Citizen', email: 'jo@example.com', optIn: true });
  await enqueueDeliveries(database.db, { site: SITE, leadId: id, channels });
  return id;
}

async function loadLead(site: string, leadId: string): Promise<StoredEnquiryRow | null> {
  const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, leadId));
  return row && row.site === site ? row : null;
}

/** A fake clock the test moves by hand. */
function fakeClock(): { now: () => Date; advance(ms: number): void } {
  let time = Date.now() + 1000;
  return { now: () => new Date(time), advance: (ms) => (time += ms) };
}

interface Sent {
  channel: DeliveryChannel;
  leadEmail: string;
  key: string;
}

describe('the delivery worker (README "Lead delivery")', () => {
  it('runOnce sends each due delivery through its channel with the lead id as idempotency key', async () => {
    const leadId = await storeLead('key-send', ['dealer-email', 'crm-webhook']);
    const sent: Sent[] = [];
    const senders: DeliverySenders = {
      'dealer-email': async (lead, delivery, context: SendContext) => {
        sent.push({ channel: delivery.channel, leadEmail: lead.email, key: context.idempotencyKey });
        return { ok: true, code: '250', messageId: `<${context.idempotencyKey}@leads.test>` };
      },
      'crm-webhook': async (lead, delivery, context) => {
        sent.push({ channel: delivery.channel, leadEmail: lead.email, key: context.idempotencyKey });
        return { ok: true, code: '202' };
      },
    };
    const clock = fakeClock();
    const worker = createDeliveryWorker({ db: database.db, senders, loadLead, now: clock.now, log: quiet });
    expect(await worker.runOnce()).toBe(2);
    expect(sent.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'crm-webhook', leadEmail: 'jo@example.com', key: leadId },
      { channel: 'dealer-email', leadEmail: 'jo@example.com', key: leadId },
    ]);
    const deliveries = await deliveriesForLead(database.db, SITE, leadId);
    expect(deliveries.map((row) => [row.channel, row.status, row.history.map((attempt) => [attempt.outcome, attempt.code, attempt.messageId])])).toEqual([
      ['crm-webhook', 'delivered', [['delivered', '202', null]]],
      ['dealer-email', 'delivered', [['delivered', '250', `<${leadId}@leads.test>`]]],
    ]);
    expect(await worker.runOnce()).toBe(0); // delivered once, never again
  });

  it('a sender that fails twice is retried after the backoff and then delivered', async () => {
    const leadId = await storeLead('key-retry', ['crm-webhook']);
    const replies: SendResult[] = [
      { ok: false, code: '500', error: 'HTTP 500' },
      { ok: false, error: 'timeout after 10000 ms' },
      { ok: true, code: '200' },
    ];
    let calls = 0;
    const clock = fakeClock();
    const worker = createDeliveryWorker({
      db: database.db,
      senders: { 'crm-webhook': async () => replies[calls++]! },
      loadLead,
      now: clock.now,
      random: () => 0.5, // backoff 5 s, then 10 s
      log: quiet,
    });

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0); // waiting out the backoff
    clock.advance(5_000);
    expect(await worker.runOnce()).toBe(1);
    clock.advance(9_999);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(1);
    expect(await worker.runOnce()).toBe(1);

    const [delivery] = await deliveriesForLead(database.db, SITE, leadId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(delivery!.history.map((attempt) => [attempt.outcome, attempt.code, attempt.detail])).toEqual([
      ['failed', '500', 'HTTP 500'],
      ['failed', null, 'timeout after 10000 ms'],
      ['delivered', '200', null],
    ]);
  });

  it('a sender that throws, or a channel without a sender, fails and is retried; a missing lead is dead', async () => {
    const leadId = await storeLead('key-faults', ['dealer-email', 'shopper-email']);
    const orphanId = await storeLead('key-orphan', ['crm-webhook']);
    const clock = fakeClock();
    const logged: string[] = [];
    const worker = createDeliveryWorker({
      db: database.db,
      senders: {
        'dealer-email': async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        },
        'crm-webhook': async () => ({ ok: true }),
      },
      loadLead: async (site, id) => (id === orphanId ? null : loadLead(site, id)),
      now: clock.now,
      log: (message) => logged.push(message),
    });
    expect(await worker.runOnce()).toBe(3);

    const byChannel = new Map((await deliveriesForLead(database.db, SITE, leadId)).map((row) => [row.channel, row]));
    expect(byChannel.get('dealer-email')).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
    expect(byChannel.get('shopper-email')).toMatchObject({ status: 'pending', attempts: 1, lastError: 'no sender configured' });
    const [orphan] = await deliveriesForLead(database.db, SITE, orphanId);
    expect(orphan).toMatchObject({ status: 'dead', lastError: 'lead not found' });
    expect(logged).toHaveLength(3);
  });

  it('stop() waits for the sends in flight, then releases the claims it still holds', async () => {
    const leadId = await storeLead('key-stop', ['dealer-email']);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const worker = createDeliveryWorker({
      db: database.db,
      senders: {
        'dealer-email': async () => {
          started();
          await gate;
          return { ok: true, messageId: 'm-1' };
        },
      },
      loadLead,
      workerId: 'worker-stop',
      intervalMs: 10,
      log: quiet,
    });
    worker.start();
    await sending;

    // a row this worker claimed but never sent (as if its batch was cut short)
    const otherLead = await storeLead('key-held', ['crm-webhook']);
    const held: LeadDelivery[] = await claimDueDeliveries(database.db, { workerId: 'worker-stop', now: new Date(Date.now() + 1000) });
    expect(held.map((row) => row.leadId)).toEqual([otherLead]);

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false); // still waiting on the send
    release();
    await stopping;

    const [sent] = await deliveriesForLead(database.db, SITE, leadId);
    expect(sent).toMatchObject({ status: 'delivered', attempts: 1 });
    const [released] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, otherLead));
    expect(released).toMatchObject({ status: 'pending', claimedBy: null, claimedAt: null, attempts: 0 });
  });
});
