import type { DeliveryChannel, DeliveryStatus } from '@dealer/leads/testing';
import type { Receipts } from './receivers';
import type { AcknowledgedLead } from './shoppers';

/**
 * The delivery bench's figures, from what the outbox recorded and what the receivers got.
 *
 * - lost: an acknowledged lead with no row, an expected delivery with no outbox row, a delivery
 *   neither delivered nor dead when the run ends, or one the outbox calls delivered that its
 *   receiver never got.
 * - repeats: accepted messages whose idempotency key the receiver already had: the at-least-once
 *   re-sends (a worker killed after sending, before recording) that receivers drop by the key.
 * - unintended duplicates: what dedupe by key cannot catch: keys that are no outbox delivery's
 *   (a lead stored twice, a key that changed between tries), keys received for a delivery the
 *   outbox marks dead (the dealer has it, the receipt says failed, a resend repeats it), and second
 *   submits of a lead that stored another row.
 */

export interface DeliveryRow {
  leadId: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
}

export interface FaultWindow {
  name: string;
  channels: readonly DeliveryChannel[];
  start: number;
  end: number;
}

export interface ChannelFigures {
  channel: DeliveryChannel;
  expected: number;
  missingRows: number;
  delivered: number;
  dead: number;
  unfinished: number;
  received: number;
  uniqueReceived: number;
  repeats: number;
  deliveredNotReceived: number;
  receivedForDead: number;
  unknownKeys: number;
}

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** The receiver-side key of a delivery: the email Message-ID's left part, the webhook's Idempotency-Key. */
export function receiptKey(leadId: string, channel: DeliveryChannel): string {
  return channel === 'crm-webhook' ? leadId : `${leadId}.${channel}`;
}

/** Deliveries whose first copy went elsewhere than `expected` says (another dealer's inbox or CRM, another shopper). */
export function misroutedDeliveries(
  acknowledged: AcknowledgedLead[],
  receiptsOf: (channel: DeliveryChannel) => Receipts,
  expected: (lead: AcknowledgedLead, channel: DeliveryChannel) => string,
): number {
  let count = 0;
  for (const lead of acknowledged) {
    for (const channel of lead.channels) {
      const went = receiptsOf(channel).destination.get(receiptKey(lead.id, channel));
      if (went !== undefined && went !== expected(lead, channel)) count += 1;
    }
  }
  return count;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

function latencyOf(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
}

export function channelFigures(
  channel: DeliveryChannel,
  acknowledged: AcknowledgedLead[],
  rows: DeliveryRow[],
  receipts: Receipts,
  keyBelongs: (key: string) => boolean,
): ChannelFigures {
  const mine = rows.filter((row) => row.channel === channel);
  const rowKeys = new Set(mine.map((row) => row.leadId));
  const received = new Set<string>();
  let total = 0;
  for (const [key, times] of receipts.byKey) {
    if (!keyBelongs(key)) continue;
    received.add(key);
    total += times.length;
  }
  const expected = acknowledged.filter((lead) => lead.channels.includes(channel));
  const allKeys = new Set(mine.map((row) => receiptKey(row.leadId, channel)));
  return {
    channel,
    expected: expected.length,
    missingRows: expected.filter((lead) => !rowKeys.has(lead.id)).length,
    delivered: mine.filter((row) => row.status === 'delivered').length,
    dead: mine.filter((row) => row.status === 'dead').length,
    unfinished: mine.filter((row) => row.status === 'pending' || row.status === 'sending').length,
    received: total,
    uniqueReceived: received.size,
    repeats: total - received.size,
    deliveredNotReceived: mine.filter((row) => row.status === 'delivered' && !received.has(receiptKey(row.leadId, channel))).length,
    receivedForDead: mine.filter((row) => row.status === 'dead' && received.has(receiptKey(row.leadId, channel))).length,
    unknownKeys: [...received].filter((key) => !allKeys.has(key)).length,
  };
}

export interface LatencyFigures {
  all: Latency;
  /** Leads stored before the first fault: the steady state, every channel healthy. */
  steady: Latency;
  /** Leads stored after the last fault ended: healthy channels working off the faults' backlog. */
  recovery: Latency;
  /** No fault window of any kind overlaps [stored, first receipt]. */
  untouched: Latency;
  /** No fault of their own channel (nor of the database or the workers) overlaps: slower than `untouched` means held up by another channel's fault. */
  channelUntouched: Latency;
}

/** Latency from the lead's store to its first receipt, per received delivery. */
export function deliveryLatency(
  acknowledged: AcknowledgedLead[],
  firstReceipt: (leadId: string, channel: DeliveryChannel) => number | undefined,
  faults: FaultWindow[],
): LatencyFigures {
  const firstFault = Math.min(...faults.map((fault) => fault.start));
  const lastFault = Math.max(...faults.map((fault) => fault.end));
  const lists = { all: [] as number[], steady: [] as number[], recovery: [] as number[], untouched: [] as number[], channelUntouched: [] as number[] };
  for (const lead of acknowledged) {
    for (const channel of lead.channels) {
      const at = firstReceipt(lead.id, channel);
      if (at === undefined) continue;
      const latency = at - lead.storedAt;
      lists.all.push(latency);
      if (lead.storedAt > lastFault) lists.recovery.push(latency);
      const overlapping = faults.filter((fault) => fault.start <= at && fault.end >= lead.storedAt);
      if (overlapping.length === 0) {
        lists.untouched.push(latency);
        if (lead.storedAt < firstFault) lists.steady.push(latency);
      }
      if (!overlapping.some((fault) => fault.channels.includes(channel))) lists.channelUntouched.push(latency);
    }
  }
  return {
    all: latencyOf(lists.all),
    steady: latencyOf(lists.steady),
    recovery: latencyOf(lists.recovery),
    untouched: latencyOf(lists.untouched),
    channelUntouched: latencyOf(lists.channelUntouched),
  };
}

/** Every delivery's latency by when its lead was stored, in `slices` equal slices of [from, to]: where the slow ones sit. */
export function latencyTimeline(
  acknowledged: AcknowledgedLead[],
  firstReceipt: (leadId: string, channel: DeliveryChannel) => number | undefined,
  from: number,
  to: number,
  slices: number,
): (Latency & { from: number; to: number })[] {
  const buckets: number[][] = Array.from({ length: slices }, () => []);
  const width = (to - from) / slices;
  for (const lead of acknowledged) {
    const slice = Math.min(slices - 1, Math.max(0, Math.floor((lead.storedAt - from) / width)));
    for (const channel of lead.channels) {
      const at = firstReceipt(lead.id, channel);
      if (at !== undefined) buckets[slice]!.push(at - lead.storedAt);
    }
  }
  return buckets.map((values, i) => ({ from: (i * width) / 1000, to: ((i + 1) * width) / 1000, ...latencyOf(values) }));
}
