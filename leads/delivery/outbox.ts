import { and, asc, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { parseUuid } from '../contract/ids';
import {
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  enquiries,
  leadDeliveries,
  leadDeliveryAttempts,
  type DeliveryChannel,
  type DeliveryStatus,
} from '../db/schema';

/**
 * The lead delivery outbox (README "Lead delivery"; DESIGN.md "delivered ... through an outbox with
 * retries and an idempotency key"). Delivery is at-least-once: a worker killed mid-send leaves its
 * claim, which another worker re-takes after the lease; receivers drop repeats by the lead id.
 */

export { DELIVERY_CHANNELS, DELIVERY_STATUSES, type DeliveryChannel, type DeliveryStatus };

export type LeadDelivery = typeof leadDeliveries.$inferSelect;
export type LeadDeliveryAttempt = typeof leadDeliveryAttempts.$inferSelect;
/** `attempts` is the count; `history` the attempt rows, oldest first. */
export type LeadDeliveryWithAttempts = LeadDelivery & { history: LeadDeliveryAttempt[] };

/** What a channel's sender reports. `permanent` failures go dead at once (no retry can help). */
export type SendResult =
  | { ok: true; code?: string; messageId?: string }
  | { ok: false; code?: string; error: string; permanent?: boolean };

/** Retries run for 24 hours from the lead, then the delivery is dead (README "Lead delivery"). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A 'sending' claim older than this is a dead worker's: another worker may take it. */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_CAP_MS = 60 * 60 * 1000;
const DETAIL_MAX = 1000;

/**
 * Delay before retry number `attempt + 1`: 5 s × 2^attempt, capped at 1 hour, times a jitter
 * factor in [0.5, 1.5) so workers retrying after one outage do not all return at once.
 */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(attempt));
  const base = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.floor(base * (0.5 + random()));
}

/**
 * One pending delivery per channel for a new lead. Pass the transaction that inserts the lead, so
 * the lead and its deliveries commit (or roll back) together. Enqueuing twice is a no-op.
 */
export async function enqueueDeliveries(
  tx: DatabaseExecutor,
  { site, leadId, channels }: { site: string; leadId: string; channels: readonly DeliveryChannel[] },
): Promise<LeadDelivery[]> {
  const unique = [...new Set(channels)];
  if (unique.length === 0) return [];
  return tx
    .insert(leadDeliveries)
    .values(unique.map((channel) => ({ site, leadId, channel })))
    .onConflictDoNothing({ target: [leadDeliveries.leadId, leadDeliveries.channel] })
    .returning();
}

export interface ClaimOptions {
  workerId: string;
  limit?: number;
  now?: Date;
  leaseMs?: number;
}

/**
 * Claims up to `limit` due deliveries for `workerId` in one statement: pending rows whose time has
 * come, and 'sending' rows whose claim outlived the lease. SKIP LOCKED lets any number of workers
 * on PostgreSQL claim side by side without waiting on or double-claiming each other's rows.
 *
 * The locking SELECT sits in a MATERIALIZED CTE, not in `WHERE id IN (...)`: as a subquery the
 * planner may re-run it per outer row, and LIMIT ... SKIP LOCKED then claims more than `limit`.
 */
export async function claimDueDeliveries(db: DatabaseExecutor, { workerId, limit = 20, now = new Date(), leaseMs = DEFAULT_LEASE_MS }: ClaimOptions): Promise<LeadDelivery[]> {
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - leaseMs).toISOString();
  const result = await db.execute(sql`
    WITH due AS MATERIALIZED (
      SELECT id FROM lead_deliveries
      WHERE (status = 'pending' AND next_attempt_at <= ${at}::timestamptz)
         OR (status = 'sending' AND claimed_at <= ${staleBefore}::timestamptz)
      ORDER BY next_attempt_at, id
      LIMIT ${Math.max(0, Math.floor(limit))}::integer
      FOR UPDATE SKIP LOCKED
    )
    UPDATE lead_deliveries AS d
    SET status = 'sending', claimed_by = ${workerId}, claimed_at = ${at}::timestamptz
    FROM due
    WHERE d.id = due.id
    RETURNING d.*`);
  return rowsOf(result)
    .map(toDelivery)
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

export interface RecordOptions {
  retryWindowMs?: number;
  random?: () => number;
}

/**
 * Records one send of a claimed delivery and moves it on, in one transaction: delivered, or back
 * to pending after a backoff, or dead once the retry window is over (or the failure is permanent).
 * Returns the updated delivery, or null when this worker's claim was lost (the lease ran out and
 * another worker took the row): the attempt is still recorded, the row is left to its new owner.
 */
export async function recordDeliveryAttempt(
  db: DatabaseExecutor,
  delivery: LeadDelivery,
  result: SendResult,
  now: Date = new Date(),
  { retryWindowMs = RETRY_WINDOW_MS, random = Math.random }: RecordOptions = {},
): Promise<LeadDelivery | null> {
  return db.transaction(async (tx) => {
    await tx.insert(leadDeliveryAttempts).values({
      deliveryId: delivery.id,
      at: now,
      outcome: result.ok ? 'delivered' : 'failed',
      code: result.code ?? null,
      messageId: result.ok ? (result.messageId ?? null) : null,
      detail: result.ok ? null : trimDetail(result.error),
    });

    if (result.ok) {
      // A late success after the claim was lost still counts: the receiver has the lead.
      const [updated] = await tx
        .update(leadDeliveries)
        .set({ status: 'delivered', deliveredAt: now, attempts: sql`${leadDeliveries.attempts} + 1`, claimedBy: null, claimedAt: null, lastError: null })
        .where(and(eq(leadDeliveries.id, delivery.id), ne(leadDeliveries.status, 'delivered')))
        .returning();
      if (updated) await refreshLeadState(tx, delivery.leadId);
      return updated ?? null;
    }

    const deadline = delivery.createdAt.getTime() + retryWindowMs;
    const dead = result.permanent === true || now.getTime() >= deadline;
    // The last retry lands on the window's end rather than past it, so a lead gets that last try.
    const nextAttemptAt = new Date(Math.min(now.getTime() + backoffMs(delivery.attempts, random), deadline));
    const [updated] = await tx
      .update(leadDeliveries)
      .set({
        status: dead ? 'dead' : 'pending',
        attempts: sql`${leadDeliveries.attempts} + 1`,
        lastError: trimDetail(result.error),
        claimedBy: null,
        claimedAt: null,
        ...(dead ? {} : { nextAttemptAt }),
      })
      .where(
        and(
          eq(leadDeliveries.id, delivery.id),
          eq(leadDeliveries.status, 'sending'),
          delivery.claimedBy === null ? sql`${leadDeliveries.claimedBy} is null` : eq(leadDeliveries.claimedBy, delivery.claimedBy),
        ),
      )
      .returning();
    if (updated?.status === 'dead') await refreshLeadState(tx, delivery.leadId);
    return updated ?? null;
  });
}

/** On graceful shutdown: this worker's claimed rows go back to pending for another worker. */
export async function releaseClaims(db: DatabaseExecutor, workerId: string): Promise<number> {
  const released = await db
    .update(leadDeliveries)
    .set({ status: 'pending', claimedBy: null, claimedAt: null })
    .where(and(eq(leadDeliveries.status, 'sending'), eq(leadDeliveries.claimedBy, workerId)))
    .returning({ id: leadDeliveries.id });
  return released.length;
}

/** Several leads' deliveries with their attempts (for the receipts): only that site's rows. */
export async function deliveriesForLeads(db: DatabaseExecutor, site: string, leadIds: string[]): Promise<LeadDeliveryWithAttempts[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.site, site), inArray(leadDeliveries.leadId, leadIds)))
    .orderBy(asc(leadDeliveries.channel));
  return withHistory(db, rows);
}

/**
 * The lead's `delivery_status` from its deliveries: failed when one is dead, delivered when every
 * one is, else pending. Called in the transaction that moved a delivery.
 */
export async function refreshLeadState(db: DatabaseExecutor, leadId: string): Promise<void> {
  await db.execute(sql`
    update ${enquiries} set delivery_status = (
      select case when bool_or(${leadDeliveries.status} = 'dead') then 'failed'
                  when bool_and(${leadDeliveries.status} = 'delivered') then 'delivered'
                  else 'pending' end
      from ${leadDeliveries} where ${leadDeliveries.leadId} = ${leadId})
    where ${enquiries.id} = ${leadId} and exists (select 1 from ${leadDeliveries} where ${leadDeliveries.leadId} = ${leadId})`);
}

/** One lead's deliveries with their attempts, oldest attempt first: only that site's rows. */
export async function deliveriesForLead(db: DatabaseExecutor, site: string, leadId: string): Promise<LeadDeliveryWithAttempts[]> {
  if (parseUuid(leadId) === null) return [];
  const rows = await db
    .select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.site, site), eq(leadDeliveries.leadId, leadId)))
    .orderBy(asc(leadDeliveries.channel));
  return withHistory(db, rows);
}

/** A site's deliveries, newest first, optionally in one state, with their attempts. */
export async function listDeliveries(
  db: DatabaseExecutor,
  site: string,
  { status, limit = 100 }: { status?: DeliveryStatus; limit?: number } = {},
): Promise<LeadDeliveryWithAttempts[]> {
  const rows = await db
    .select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.site, site), status ? eq(leadDeliveries.status, status) : undefined))
    .orderBy(desc(leadDeliveries.createdAt), asc(leadDeliveries.channel))
    .limit(limit);
  return withHistory(db, rows);
}

async function withHistory(db: DatabaseExecutor, rows: LeadDelivery[]): Promise<LeadDeliveryWithAttempts[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(leadDeliveryAttempts)
    .where(
      inArray(
        leadDeliveryAttempts.deliveryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(leadDeliveryAttempts.at), asc(leadDeliveryAttempts.id));
  return rows.map((row) => ({ ...row, history: attempts.filter((attempt) => attempt.deliveryId === row.id) }));
}

function trimDetail(text: string): string {
  return text.length > DETAIL_MAX ? text.slice(0, DETAIL_MAX) : text;
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`; some drivers with the array itself. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}

const deliveryColumns = Object.entries(getTableColumns(leadDeliveries));

/** Maps a raw `RETURNING` row (snake_case, timestamps as the driver gives them) with drizzle's own column mappers. */
function toDelivery(raw: Record<string, unknown>): LeadDelivery {
  const row: Record<string, unknown> = {};
  for (const [key, column] of deliveryColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as LeadDelivery;
}
