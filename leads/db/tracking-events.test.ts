import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Database } from '@dealer/db';
import { migrateLeads } from './migrate';
import { trackingEvents } from './schema';
import { recordTrackingEvent, TRACKING_EVENT_IDS, trackingEventSchema } from './tracking-events';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ memory: true });
  await migrateLeads(db);
});
afterAll(() => closeDatabase(db));

describe('tracking events (§7, §9)', () => {
  it('§9 ids are 14, 15, 17, 18, 22, 39, 48, 51', () => {
    expect([...TRACKING_EVENT_IDS].sort((a, b) => a - b)).toEqual([14, 15, 17, 18, 22, 39, 48, 51]);
  });

  it('§4 a favourite (event 39) is stored for its site', async () => {
    await recordTrackingEvent(db, 'riverside-kia', trackingEventSchema.parse({ eventId: 39, car_id: 'rk-1', at: '2026-11-21T00:00:00Z' }));
    const rows = await db.select().from(trackingEvents).where(eq(trackingEvents.site, 'riverside-kia'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventId: 39, carId: 'rk-1', data: { at: '2026-11-21T00:00:00Z' } });
  });

  it.each([
    [{ eventId: 40 }, 'eventId must be one of'],
    [{ eventId: '39' }, 'eventId'],
    [{ eventId: 39, car_id: 'x'.repeat(100) }, 'car_id'],
    [{ eventId: 39, nested: { a: 1 } }, 'nested'],
  ])('rejects %j', (input, message) => {
    const parsed = trackingEventSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('\n')).toContain(message);
  });
});
