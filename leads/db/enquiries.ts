import { and, desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { parseUuid } from '../contract/ids';
import { enqueueDeliveries, type DeliveryChannel } from '../delivery/outbox';
import { enquiries, trackingEvents } from './schema';

/** One accepted enquiry, already validated (the web parses it with the form's zod schema). */
export interface EnquiryRecord {
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
  category?: string | null;
  subcategory?: string | null;
  optIn: boolean;
  dealershipSlug?: string | null;
  location?: string | null;
  pageId?: string | null;
  carId?: string | null;
  /** The other §3 values (Rego, Vehicle Make, Vehicle Model, stock_number, additional_services, ...). */
  extra?: Record<string, string | string[]>;
}

export interface StoreEnquiryOptions {
  /** A tracking event recorded with the lead, in the same transaction, only when the lead is new (§9 ids). */
  trackingEventId?: number;
  /** The outbox: one delivery per channel, committed with the lead (README "Lead delivery"), only when the lead is new. */
  deliveries?: readonly DeliveryChannel[];
}

export interface StoredEnquiry {
  id: string;
  /** False when the idempotency key was seen before for this site: nothing was written. */
  created: boolean;
  /**
   * For a key seen before: whether this lead is the one stored under it (a replay, answered as the
   * first time) or a different one (the key reused by mistake: refused with a 422, README "Holding
   * under abuse").
   */
  sameAsStored: boolean;
}

/**
 * Stores a lead once per (site, idempotency key): a double submit, or a retry after a lost
 * response, returns the first row's id and writes nothing. The row starts `delivery_status
 * 'pending'` for the delivery outbox. Commits before returning.
 */
export async function storeEnquiry(
  db: DatabaseExecutor,
  site: string,
  idempotencyKey: string,
  record: EnquiryRecord,
  options: StoreEnquiryOptions = {},
): Promise<StoredEnquiry> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(enquiries)
      .values({
        site,
        idempotencyKey,
        name: record.name,
        email: record.email,
        phone: record.phone ?? null,
        message: record.message ?? null,
        category: record.category ?? null,
        subcategory: record.subcategory ?? null,
        optIn: record.optIn,
        dealershipSlug: record.dealershipSlug ?? null,
        location: record.location ?? null,
        pageId: record.pageId ?? null,
        carId: record.carId ?? null,
        extra: record.extra ?? {},
      })
      .onConflictDoNothing({ target: [enquiries.site, enquiries.idempotencyKey] })
      .returning({ id: enquiries.id });
    const first = inserted[0];
    if (first) {
      if (options.trackingEventId !== undefined) {
        await tx.insert(trackingEvents).values({
          site,
          eventId: options.trackingEventId,
          carId: record.carId ?? null,
          data: { enquiry_id: first.id, ...(record.category ? { category: record.category } : {}) },
        });
      }
      if (options.deliveries?.length) await enqueueDeliveries(tx, { site, leadId: first.id, channels: options.deliveries });
      return { id: first.id, created: true, sameAsStored: true };
    }
    const existing = await tx
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.site, site), eq(enquiries.idempotencyKey, idempotencyKey)));
    const row = existing[0];
    if (!row) throw new Error('Enquiry conflict without a stored row');
    return { id: row.id, created: false, sameAsStored: fingerprint(recordOf(row)) === fingerprint(record) };
  });
}

/** The lead a stored row holds, in the shape it was stored from. */
const recordOf = (row: typeof enquiries.$inferSelect): EnquiryRecord => ({
  name: row.name, email: row.email, phone: row.phone, message: row.message, category: row.category,
  subcategory: row.subcategory, optIn: row.optIn, dealershipSlug: row.dealershipSlug, location: row.location,
  pageId: row.pageId, carId: row.carId, extra: row.extra,
});

/** A lead as canonical JSON: absent and null are the same, and key order does not matter. */
function fingerprint(record: EnquiryRecord): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(canonical)
    : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([, item]) => item != null).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, canonical(item)]))
    : value;
  return JSON.stringify(canonical({ ...record, extra: record.extra ?? {} }));
}

export type StoredEnquiryRow = typeof enquiries.$inferSelect;

/** A site's enquiries, newest first: only ever that site's rows. */
export async function listEnquiries(db: DatabaseExecutor, site: string): Promise<StoredEnquiryRow[]> {
  return db.select().from(enquiries).where(eq(enquiries.site, site)).orderBy(desc(enquiries.createdAt));
}

/** One lead of a site by id, or null (another site's id finds nothing). */
export async function findEnquiry(db: DatabaseExecutor, site: string, id: string): Promise<StoredEnquiryRow | null> {
  if (parseUuid(id) === null) return null;
  const rows = await db.select().from(enquiries).where(and(eq(enquiries.site, site), eq(enquiries.id, id)));
  return rows[0] ?? null;
}
