import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseExecutor } from '@dealer/db';
import { enquiries, leadDeliveries, leadDeliveryAttempts } from '../db/schema';
import { openLeadsTestDatabase } from '../db/test-database';
import {
  backoffMs,
  claimDueDeliveries,
  deliveriesForLead,
  enqueueDeliveries,
  listDeliveries,
  recordDeliveryAttempt,
  releaseClaims,
  type DeliveryChannel,
  type LeadDelivery,
} from './outbox';

// PGlite has a single connection, so two workers racing FOR UPDATE SKIP LOCKED cannot be shown
// here: these tests pin the claim's semantics, and its SQL is plain PostgreSQL, run unchanged on a
// real server with TEST_DATABASE_URL.

let database: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  database = await openLeadsTestDatabase('delivery-outbox');
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(enquiries); // cascades to deliveries and attempts
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const half = () => 0.5; // jitter factor exactly 1

/** Stores a lead and enqueues its deliveries in one transaction, as the enquiry endpoint will. */
async function storeLead(
  db: DatabaseExecutor,
  key: string,
  channels: DeliveryChannel[] = ['dealer-email'],
  site = 'riverside-kia',
): Promise<{ leadId: string; deliveries: LeadDelivery[] }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.insert(enquiries).values({ site, idempotencyKey: key, name: 'Jo Citizen', email: 'jo@example.com' }).returning();
    const deliveries = await enqueueDeliveries(tx, { site, leadId: lead!.id, channels });
    return { leadId: lead!.id, deliveries };
  });
}

async function claimOne(at: Date, workerId = 'worker-a'): Promise<LeadDelivery> {
  const claimed = await claimDueDeliveries(database.db, { workerId, now: at });
  expect(claimed).toHaveLength(1);
  return claimed[0]!;
}

describe('the delivery outbox (README "Lead delivery")', () => {
  it('a lead and one pending delivery per channel commit together; a rolled-back transaction leaves no deliveries', async () => {
    const { leadId, deliveries } = await storeLead(database.db, 'key-commit', ['dealer-email', 'crm-webhook', 'shopper-email']);
    expect(deliveries.map((row) => [row.channel, row.status, row.attempts]).sort()).toEqual([
      ['crm-webhook', 'pending', 0],
      ['dealer-email', 'pending', 0],
      ['shopper-email', 'pending', 0],
    ]);
    // enqueuing again (a retried request) adds nothing
    expect(await enqueueDeliveries(database.db, { site: 'riverside-kia', leadId, channels: ['dealer-email'] })).toEqual([]);

    await expect(
      database.db.transaction(async (tx) => {
        const [lead] = await tx.insert(enquiries).values({ site: 'riverside-kia', idempotencyKey: 'key-rollback', name: 'Al', email: 'al@example.com' }).returning();
        await enqueueDeliveries(tx, { site: 'riverside-kia', leadId: lead!.id, channels: ['dealer-email', 'crm-webhook'] });
        throw new Error('response failed before commit');
      }),
    ).rejects.toThrow('response failed before commit');
    expect(await database.db.select().from(enquiries).where(eq(enquiries.idempotencyKey, 'key-rollback'))).toEqual([]);
    expect(await database.db.select().from(leadDeliveries)).toHaveLength(3);
  });

  it('the channel and status only take their known values', async () => {
    const { leadId } = await storeLead(database.db, 'key-check');
    await expect(database.db.execute(sql`update lead_deliveries set status = 'lost' where lead_id = ${leadId}`)).rejects.toThrow();
    await expect(database.db.execute(sql`update lead_deliveries set channel = 'fax' where lead_id = ${leadId}`)).rejects.toThrow();
  });

  it('a claim returns each due delivery once; a second claim right after gets none', async () => {
    await storeLead(database.db, 'key-claim-1', ['dealer-email', 'crm-webhook']);
    await storeLead(database.db, 'key-claim-2', ['dealer-email']);
    const at = new Date(Date.now() + SECOND);
    const first = await claimDueDeliveries(database.db, { workerId: 'worker-a', now: at });
    expect(first).toHaveLength(3);
    expect(new Set(first.map((row) => row.id)).size).toBe(3);
    for (const row of first) {
      expect(row).toMatchObject({ status: 'sending', claimedBy: 'worker-a', attempts: 0 });
      expect(row.claimedAt).toEqual(at);
      expect(row.createdAt).toBeInstanceOf(Date);
    }
    expect(await claimDueDeliveries(database.db, { workerId: 'worker-b', now: at })).toEqual([]);
  });

  it('a claim takes at most `limit` rows, oldest due first', async () => {
    await storeLead(database.db, 'key-limit', ['dealer-email', 'crm-webhook', 'shopper-email']);
    const at = new Date(Date.now() + SECOND);
    expect(await claimDueDeliveries(database.db, { workerId: 'worker-a', now: at, limit: 2 })).toHaveLength(2);
    expect(await claimDueDeliveries(database.db, { workerId: 'worker-b', now: at, limit: 2 })).toHaveLength(1);
  });

  it('a delivery whose next attempt is in the future is not claimed', async () => {
    const { deliveries } = await storeLead(database.db, 'key-future');
    const created = deliveries[0]!.createdAt;
    expect(await claimDueDeliveries(database.db, { workerId: 'worker-a', now: new Date(created.getTime() - SECOND) })).toEqual([]);
    // PostgreSQL keeps microseconds that a JS Date drops: one millisecond later is surely due.
    expect(await claimDueDeliveries(database.db, { workerId: 'worker-a', now: new Date(created.getTime() + 1) })).toHaveLength(1);
  });

  it('a stale sending row (worker killed mid-send) is claimed again after the 5-minute lease', async () => {
    await storeLead(database.db, 'key-stale');
    const at = new Date(Date.now() + SECOND);
    const first = await claimOne(at, 'worker-killed');
    expect(await claimDueDeliveries(database.db, { workerId: 'worker-b', now: new Date(at.getTime() + 5 * MINUTE - SECOND) })).toEqual([]);
    const again = await claimOne(new Date(at.getTime() + 5 * MINUTE), 'worker-b');
    expect(again).toMatchObject({ id: first.id, status: 'sending', claimedBy: 'worker-b' });

    // the killed worker's late failure report does not take the row back from worker-b
    expect(await recordDeliveryAttempt(database.db, first, { ok: false, error: 'late' }, new Date(at.getTime() + 6 * MINUTE))).toBeNull();
    const [row] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, first.id));
    expect(row).toMatchObject({ status: 'sending', claimedBy: 'worker-b' });
  });

  it('a failure records the attempt and schedules a retry after the backoff', async () => {
    const { leadId } = await storeLead(database.db, 'key-fail');
    const at = new Date(Date.now() + SECOND);
    const claimed = await claimOne(at);
    const reply = `421 4.7.0 Try again later ${'x'.repeat(2000)}`;
    const updated = await recordDeliveryAttempt(database.db, claimed, { ok: false, code: '421', error: reply }, at, { random: half });
    expect(updated).toMatchObject({ status: 'pending', attempts: 1, claimedBy: null, claimedAt: null });
    expect(updated!.nextAttemptAt).toEqual(new Date(at.getTime() + 5 * SECOND));
    expect(updated!.lastError).toHaveLength(1000);

    const [delivery] = await deliveriesForLead(database.db, 'riverside-kia', leadId);
    expect(delivery!.history).toHaveLength(1);
    expect(delivery!.history[0]).toMatchObject({ outcome: 'failed', code: '421', messageId: null, at });
    expect(delivery!.history[0]!.detail).toBe(reply.slice(0, 1000));

    // not due before the backoff, due after it; the second failure waits twice as long
    expect(await claimDueDeliveries(database.db, { workerId: 'worker-a', now: new Date(at.getTime() + 4 * SECOND) })).toEqual([]);
    const retry = await claimOne(new Date(at.getTime() + 5 * SECOND));
    const later = new Date(at.getTime() + 5 * SECOND);
    const second = await recordDeliveryAttempt(database.db, retry, { ok: false, code: '500', error: 'HTTP 500' }, later, { random: half });
    expect(second).toMatchObject({ status: 'pending', attempts: 2, lastError: 'HTTP 500' });
    expect(second!.nextAttemptAt).toEqual(new Date(later.getTime() + 10 * SECOND));
  });

  it('after 24 hours of failures the delivery is dead with the reason, and never claimed again', async () => {
    const { deliveries } = await storeLead(database.db, 'key-dead');
    const created = deliveries[0]!.createdAt;

    // the last retry inside the window is scheduled at the window's end, not past it
    const nearEnd = new Date(created.getTime() + 24 * HOUR - 2 * SECOND);
    const before = await recordDeliveryAttempt(database.db, await claimOne(nearEnd), { ok: false, error: 'connect ECONNREFUSED' }, nearEnd, { random: half });
    expect(before).toMatchObject({ status: 'pending' });
    expect(before!.nextAttemptAt).toEqual(new Date(created.getTime() + 24 * HOUR));

    const end = new Date(created.getTime() + 24 * HOUR);
    const dead = await recordDeliveryAttempt(database.db, await claimOne(end), { ok: false, code: '503', error: 'HTTP 503 Service Unavailable' }, end);
    expect(dead).toMatchObject({ status: 'dead', attempts: 2, lastError: 'HTTP 503 Service Unavailable', deliveredAt: null });
    expect(await claimDueDeliveries(database.db, { workerId: 'worker-a', now: new Date(end.getTime() + 48 * HOUR) })).toEqual([]);
  });

  it('a permanent failure is dead at once', async () => {
    await storeLead(database.db, 'key-permanent');
    const at = new Date(Date.now() + SECOND);
    const dead = await recordDeliveryAttempt(database.db, await claimOne(at), { ok: false, error: 'lead not found', permanent: true }, at);
    expect(dead).toMatchObject({ status: 'dead', lastError: 'lead not found', attempts: 1 });
  });

  it('a success is delivered with its message id, and shows in the site\'s list', async () => {
    const { leadId } = await storeLead(database.db, 'key-ok', ['dealer-email', 'crm-webhook']);
    await storeLead(database.db, 'key-other-site', ['dealer-email'], 'lone-star-jeep');
    const at = new Date(Date.now() + SECOND);
    const claimed = await claimDueDeliveries(database.db, { workerId: 'worker-a', now: at });
    const email = claimed.find((row) => row.channel === 'dealer-email' && row.leadId === leadId)!;
    const delivered = await recordDeliveryAttempt(database.db, email, { ok: true, code: '250', messageId: `<${leadId}@leads.dealer.test>` }, at);
    expect(delivered).toMatchObject({ status: 'delivered', deliveredAt: at, attempts: 1, claimedBy: null, lastError: null });

    const [row] = (await deliveriesForLead(database.db, 'riverside-kia', leadId)).filter((item) => item.channel === 'dealer-email');
    expect(row!.history).toEqual([expect.objectContaining({ outcome: 'delivered', code: '250', messageId: `<${leadId}@leads.dealer.test>`, detail: null })]);

    expect((await listDeliveries(database.db, 'riverside-kia', { status: 'delivered' })).map((item) => item.id)).toEqual([email.id]);
    expect(await listDeliveries(database.db, 'riverside-kia')).toHaveLength(2);
    // one site never sees another's deliveries
    expect(await deliveriesForLead(database.db, 'lone-star-jeep', leadId)).toEqual([]);
    expect((await listDeliveries(database.db, 'lone-star-jeep')).every((item) => item.site === 'lone-star-jeep')).toBe(true);
  });

  it('releasing claims returns only that worker\'s sending rows to pending', async () => {
    await storeLead(database.db, 'key-release', ['dealer-email', 'crm-webhook']);
    const at = new Date(Date.now() + SECOND);
    await claimDueDeliveries(database.db, { workerId: 'worker-a', now: at, limit: 1 });
    await claimDueDeliveries(database.db, { workerId: 'worker-b', now: at, limit: 1 });
    expect(await releaseClaims(database.db, 'worker-a')).toBe(1);
    const rows = await database.db.select().from(leadDeliveries);
    expect(rows.map((row) => [row.status, row.claimedBy]).sort()).toEqual([
      ['pending', null],
      ['sending', 'worker-b'],
    ]);
  });

  it('deleting a lead deletes its deliveries and their attempts', async () => {
    const { leadId } = await storeLead(database.db, 'key-cascade');
    const at = new Date(Date.now() + SECOND);
    await recordDeliveryAttempt(database.db, await claimOne(at), { ok: true }, at);
    await database.db.delete(enquiries).where(eq(enquiries.id, leadId));
    expect(await database.db.select().from(leadDeliveries)).toEqual([]);
    expect(await database.db.select().from(leadDeliveryAttempts)).toEqual([]);
  });
});

describe('retry backoff (README "Lead delivery")', () => {
  it('5 s doubling per attempt, times a jitter factor of 0.5 to 1.5', () => {
    expect(backoffMs(0, half)).toBe(5_000);
    expect(backoffMs(1, half)).toBe(10_000);
    expect(backoffMs(3, half)).toBe(40_000);
    expect(backoffMs(0, () => 0)).toBe(2_500);
    expect(backoffMs(0, () => 0.999_999)).toBeLessThan(7_500);
    expect(backoffMs(2, () => 0.25)).toBe(15_000);
  });

  it('the delay before jitter is capped at 1 hour', () => {
    expect(backoffMs(10, half)).toBe(3_600_000);
    expect(backoffMs(1000, half)).toBe(3_600_000);
    expect(backoffMs(1000, () => 0)).toBe(1_800_000);
    expect(backoffMs(1000, () => 0.999_999)).toBeLessThan(5_400_000);
  });
});
