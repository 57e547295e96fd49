import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DatabaseExecutor } from '@dealer/db';
import type { StoredEnquiryRow } from '../db/enquiries';
import {
  claimDueDeliveries,
  DEFAULT_LEASE_MS,
  recordDeliveryAttempt,
  releaseClaims,
  type DeliveryChannel,
  type LeadDelivery,
  type SendResult,
} from './outbox';

/** The lead a sender gets: the stored enquiry row, unless a caller's `loadLead` says otherwise. */
export type LeadForDelivery = StoredEnquiryRow;

/** Passed to every send: receivers drop repeats by it (email Message-ID, webhook Idempotency-Key). */
export interface SendContext {
  idempotencyKey: string;
}

export type DeliverySender<Lead = LeadForDelivery> = (lead: Lead, delivery: LeadDelivery, context: SendContext) => Promise<SendResult>;
export type DeliverySenders<Lead = LeadForDelivery> = Partial<Record<DeliveryChannel, DeliverySender<Lead>>>;

export interface DeliveryWorkerOptions<Lead = LeadForDelivery> {
  db: DatabaseExecutor;
  senders: DeliverySenders<Lead>;
  /** The lead for a delivery, or null when it is gone (the delivery then goes dead). */
  loadLead: (site: string, leadId: string) => Promise<Lead | null>;
  workerId?: string;
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** A send that takes longer counts as failed; kept under the lease so no other worker re-takes a live send. */
  sendTimeoutMs?: number;
  now?: () => Date;
  random?: () => number;
  log?: (message: string) => void;
}

export interface DeliveryWorker {
  readonly workerId: string;
  start(): void;
  /** Stops polling, waits for the sends in flight, then releases any claim still held. */
  stop(): Promise<void>;
  /** Claims one batch and sends it; resolves to the number of deliveries claimed. */
  runOnce(): Promise<number>;
}

/**
 * The delivery worker (README "Lead delivery"): polls the outbox, sends each claimed delivery
 * through its channel's sender, and records the attempt. Runs in the web process or on its own; any
 * number may run against one PostgreSQL database.
 */
export function createDeliveryWorker<Lead = LeadForDelivery>(options: DeliveryWorkerOptions<Lead>): DeliveryWorker {
  const {
    db,
    senders,
    loadLead,
    workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    intervalMs = 1000,
    batchSize = 20,
    leaseMs = DEFAULT_LEASE_MS,
    sendTimeoutMs = Math.min(2 * 60 * 1000, leaseMs / 2),
    now = () => new Date(),
    random = Math.random,
    log = (message: string) => console.warn(`[delivery ${workerId}] ${message}`),
  } = options;

  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  async function send(delivery: LeadDelivery): Promise<SendResult> {
    const lead = await loadLead(delivery.site, delivery.leadId);
    if (lead === null) return { ok: false, error: 'lead not found', permanent: true };
    const sender = senders[delivery.channel];
    if (!sender) return { ok: false, error: 'no sender configured' };
    let timeout: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        sender(lead, delivery, { idempotencyKey: delivery.leadId }),
        new Promise<SendResult>((resolve) => {
          timeout = setTimeout(() => resolve({ ok: false, error: `send timed out after ${sendTimeoutMs} ms` }), sendTimeoutMs);
        }),
      ]);
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timeout);
    }
  }

  async function deliver(delivery: LeadDelivery): Promise<void> {
    const result = await send(delivery).catch((error: unknown): SendResult => ({ ok: false, error: error instanceof Error ? error.message : String(error) }));
    // If recording fails (database down), the claim stays until the lease ends and the row is sent again: at-least-once.
    const updated = await recordDeliveryAttempt(db, delivery, result, now(), { random });
    if (!result.ok) log(`${delivery.channel} for lead ${delivery.leadId} failed (${updated?.status ?? 'claim lost'}): ${result.error}`);
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(db, { workerId, limit: batchSize, now: now(), leaseMs });
    const outcomes = await Promise.allSettled(claimed.map((delivery) => deliver(delivery)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') log(`recording an attempt failed: ${String(outcome.reason)}`);
    }
    return claimed.length;
  }

  function schedule(delayMs: number): void {
    if (!running) return;
    timer = setTimeout(() => {
      timer = undefined;
      track(runOnce()).then(
        // A full batch means more may be due: go again at once.
        (count) => schedule(count >= batchSize ? 0 : intervalMs),
        (error: unknown) => {
          log(`claiming failed: ${error instanceof Error ? error.message : String(error)}`);
          schedule(intervalMs);
        },
      );
    }, delayMs);
  }

  return {
    workerId,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await releaseClaims(db, workerId);
    },
    runOnce: () => track(runOnce()),
  };
}
