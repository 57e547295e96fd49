import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEnquiries, storeEnquiry, type EnquiryRecord } from './enquiries';
import { enquiries, trackingEvents } from './schema';
import { openLeadsTestDatabase as openTestDatabase } from './test-database';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase('enquiries');
});
afterAll(() => database.close());

const lead: EnquiryRecord = {
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  message: 'Is the Sportage still available?',
  category: 'Sales',
  optIn: true,
  location: 'riverside-kia-sales',
  dealershipSlug: 'riverside-kia',
  pageId: 'page_riverside-kia_contact',
  extra: { Rego: 'ABC123' },
};

describe('enquiries (leads): §3 enquiry form values, stored once per idempotency key', () => {
  it('stores an accepted enquiry with delivery status pending and the §3 values', async () => {
    const stored = await storeEnquiry(database.db, 'riverside-kia', 'key-insert', lead);
    expect(stored.created).toBe(true);
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, stored.id));
    expect(row).toMatchObject({
      site: 'riverside-kia', name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', category: 'Sales',
      optIn: true, location: 'riverside-kia-sales', dealershipSlug: 'riverside-kia', pageId: 'page_riverside-kia_contact',
      extra: { Rego: 'ABC123' }, deliveryStatus: 'pending', subcategory: null, carId: null,
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('a double submit (same site and key) stores one row and returns the first id', async () => {
    const first = await storeEnquiry(database.db, 'riverside-kia', 'key-double', lead, { trackingEventId: 22 });
    const replay = await storeEnquiry(database.db, 'riverside-kia', 'key-double', { ...lead, phone: lead.phone ?? null }, { trackingEventId: 22 });
    expect(replay).toEqual({ id: first.id, created: false, sameAsStored: true });
    // The same key with a different lead is told apart from a replay (the route answers 422).
    const second = await storeEnquiry(database.db, 'riverside-kia', 'key-double', { ...lead, message: 'changed' }, { trackingEventId: 22 });
    expect(second).toEqual({ id: first.id, created: false, sameAsStored: false });
    const rows = await database.db.select().from(enquiries).where(eq(enquiries.idempotencyKey, 'key-double'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('Is the Sportage still available?');
    // §9 event 22 (general enquiry) recorded once, with the lead
    const events = await database.db.select().from(trackingEvents).where(eq(trackingEvents.eventId, 22));
    expect(events.filter((event) => event.data.enquiry_id === first.id)).toHaveLength(1);
  });

  it('the same key on another site is another lead: keys are unique per site', async () => {
    const kia = await storeEnquiry(database.db, 'riverside-kia', 'key-shared', lead);
    const jeep = await storeEnquiry(database.db, 'lone-star-jeep', 'key-shared', { ...lead, location: 'austin' });
    expect(jeep.created).toBe(true);
    expect(jeep.id).not.toBe(kia.id);
    expect((await listEnquiries(database.db, 'lone-star-jeep')).map((row) => row.id)).toEqual([jeep.id]);
    expect((await listEnquiries(database.db, 'riverside-kia')).map((row) => row.id)).not.toContain(jeep.id);
  });

  it('the delivery status only takes pending, delivered or failed', async () => {
    await expect(database.db.execute(sql`update enquiries set delivery_status = 'lost' where idempotency_key = 'key-insert'`)).rejects.toThrow();
  });
});

describe('the outbox commits with the lead (README "Lead delivery")', () => {
  it('one pending delivery per channel, written with the lead; a replay of the same key adds none', async () => {
    const { leadDeliveries } = await import('./schema');
    const first = await storeEnquiry(database.db, 'lone-star-jeep', 'key-outbox', lead, { deliveries: ['dealer-email', 'shopper-email'] });
    const again = await storeEnquiry(database.db, 'lone-star-jeep', 'key-outbox', lead, { deliveries: ['dealer-email', 'shopper-email', 'crm-webhook'] });
    expect(again).toEqual({ id: first.id, created: false, sameAsStored: true });
    const rows = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, first.id));
    expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([['dealer-email', 'pending'], ['shopper-email', 'pending']]);
  });
});
