import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Database } from '@dealer/db';
import { migrateLeads } from './migrate';
import { phoneRevealSchema, recordPhoneReveal } from './phone-reveals';
import { phoneReveals } from './schema';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ memory: true });
  await migrateLeads(db);
});
afterAll(() => closeDatabase(db));

describe('phone reveals (§4 phone, §7 reveal call)', () => {
  it('§7 stores car_id, dealership_id and website_id for the site', async () => {
    await recordPhoneReveal(db, 'riverside-kia', phoneRevealSchema.parse({ car_id: 'rk-1', dealership_id: 'd-1', website_id: 'riverside-kia' }));
    const rows = await db.select().from(phoneReveals).where(eq(phoneReveals.site, 'riverside-kia'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ carId: 'rk-1', dealershipId: 'd-1', websiteId: 'riverside-kia' });
  });

  it.each([
    [{}, 'car_id'],
    [{ car_id: '' }, 'car_id'],
    [{ car_id: 'x'.repeat(65) }, 'car_id'],
    [{ car_id: 'a b' }, 'car_id'],
    [{ car_id: 'ok', dealership_id: '<script>' }, 'dealership_id'],
  ])('rejects %j', (input, field) => {
    const parsed = phoneRevealSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});
