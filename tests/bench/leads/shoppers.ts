import type { DatabaseExecutor } from '@dealer/db';
import type { SiteConfig } from '@dealer/tenants';
import { deliveryChannelsFor, storeEnquiry, type EnquiryRecord } from '@dealer/leads/server';
import type { DeliveryChannel } from '@dealer/leads/testing';

/**
 * The delivery bench's shoppers: `count` leads spread over the sites, sent at an even pace over
 * `durationMs` as the enquiry endpoint stores them (storeEnquiry with the site's channels). A store
 * that fails (the database is down) is retried with the same idempotency key, as a browser retries;
 * every twentieth lead is submitted twice (a double click), which must store it once.
 */

export interface AcknowledgedLead {
  id: string;
  site: string;
  email: string;
  idempotencyKey: string;
  channels: DeliveryChannel[];
  /** When storeEnquiry answered: the shopper's "sent" moment, from which delivery latency runs. */
  storedAt: number;
}

export interface ShopperFigures {
  submitted: number;
  acknowledged: AcknowledgedLead[];
  /** Stores that failed and were tried again with the same key. */
  retries: number;
  /** Leads whose every try failed: the shopper saw an error (not acknowledged, so not lost). */
  refused: number;
  /** Second submits of a lead with the same key. */
  resubmitted: number;
  /** Second submits that stored a new row or answered another id. */
  resubmitMismatches: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CATEGORIES = ['General Enquiry', 'Test Drive', 'Finance', 'Service'];
const CONCURRENCY = 16;
const MAX_TRIES = 150;

function leadRecord(i: number): EnquiryRecord {
  return {
    name: `Bench Shopper ${i}`,
    // One in five gives no email: no shopper confirmation for that lead.
    email: i % 5 === 4 ? '' : `shopper${i}@example.com`,
    phone: `0400 ${String(100_000 + i).slice(-6)}`,
    message: `Delivery bench lead ${i}`,
    category: CATEGORIES[i % CATEGORIES.length]!,
    optIn: i % 2 === 0,
  };
}

export async function sendLeads(db: DatabaseExecutor, sites: SiteConfig[], count: number, durationMs: number, runTag: string): Promise<ShopperFigures> {
  const figures: ShopperFigures = { submitted: 0, acknowledged: [], retries: 0, refused: 0, resubmitted: 0, resubmitMismatches: 0 };

  async function store(site: SiteConfig, key: string, record: EnquiryRecord, channels: DeliveryChannel[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await storeEnquiry(db, site.slug, key, record, { deliveries: channels });
      } catch (error) {
        if (attempt >= MAX_TRIES) throw error;
        figures.retries += 1;
        await sleep(100);
      }
    }
  }

  async function submit(i: number): Promise<void> {
    const site = sites[i % sites.length]!;
    const record = leadRecord(i);
    const key = `${runTag}-${i}`;
    const channels = deliveryChannelsFor(site, record);
    figures.submitted += 1;
    let stored;
    try {
      stored = await store(site, key, record, channels);
    } catch {
      figures.refused += 1;
      return;
    }
    figures.acknowledged.push({ id: stored.id, site: site.slug, email: record.email, idempotencyKey: key, channels, storedAt: Date.now() });
    if (i % 20 === 7) {
      figures.resubmitted += 1;
      const again = await store(site, key, record, channels).catch(() => null);
      if (!again || again.created || !again.sameAsStored || again.id !== stored.id) figures.resubmitMismatches += 1;
    }
  }

  const start = Date.now();
  const inFlight = new Set<Promise<void>>();
  for (let next = 0; next < count; ) {
    const due = Math.min(count, Math.floor(((Date.now() - start) / durationMs) * count) + 1);
    while (next < due && inFlight.size < CONCURRENCY) {
      const pending = submit(next++).finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    }
    await (inFlight.size >= CONCURRENCY ? Promise.race(inFlight) : sleep(10));
  }
  await Promise.all(inFlight);
  return figures;
}
