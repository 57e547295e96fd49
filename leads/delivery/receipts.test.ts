import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEnquiry } from '../db/enquiries';
import { tradeInLeadExtra } from '../valuation/lead-extra';
import { openLeadsTestDatabase } from '../db/test-database';
import { claimDueDeliveries, recordDeliveryAttempt } from './outbox';
import { leadReceipts, resendDelivery } from './receipts';

let database: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  database = await openLeadsTestDatabase('receipts');
});
afterAll(() => database.close());

const lead = { name: 'Jo Citizen', email: 'jo@example.com', optIn: true, category: 'Sales', message: 'Is it still available?' };
const SECOND = 1000;

/** Claims everything due and answers each channel as `outcome` says. */
async function deliverAll(now: Date, outcome: (channel: string) => 'ok' | 'fail' | 'permanent') {
  for (const delivery of await claimDueDeliveries(database.db, { workerId: 'receipts-test', now, limit: 100 })) {
    const answer = outcome(delivery.channel);
    await recordDeliveryAttempt(
      database.db,
      delivery,
      answer === 'ok' ? { ok: true, code: '250', messageId: `<${delivery.leadId}@test>` } : { ok: false, code: '550', error: 'mailbox unavailable', permanent: answer === 'permanent' },
      now,
    );
  }
}

describe('the dealer\'s receipts (Studio Leads tool, README "Lead delivery")', () => {
  it('each lead shows its channels, attempts and an overall state; only this site\'s leads; filters by state', async () => {
    const delivered = await storeEnquiry(database.db, 'riverside-kia', 'receipt-ok', lead, { deliveries: ['dealer-email', 'shopper-email'] });
    await deliverAll(new Date(Date.now() + SECOND), () => 'ok');
    const dead = await storeEnquiry(database.db, 'riverside-kia', 'receipt-dead', lead, { deliveries: ['dealer-email', 'crm-webhook'] });
    await deliverAll(new Date(Date.now() + 2 * SECOND), (channel) => (channel === 'crm-webhook' ? 'permanent' : 'ok'));
    const other = await storeEnquiry(database.db, 'lone-star-jeep', 'receipt-other', lead, { deliveries: ['dealer-email'] });

    const receipts = await leadReceipts(database.db, 'riverside-kia');
    expect(receipts.map((receipt) => receipt.id)).toEqual([dead.id, delivered.id]);
    expect(receipts.map((receipt) => receipt.id)).not.toContain(other.id);
    const [deadReceipt, deliveredReceipt] = receipts;
    expect(deliveredReceipt!.state).toBe('delivered');
    expect(deliveredReceipt!.deliveries.map((delivery) => [delivery.channel, delivery.status, delivery.history.length])).toEqual([
      ['dealer-email', 'delivered', 1],
      ['shopper-email', 'delivered', 1],
    ]);
    expect(deliveredReceipt!.deliveries[0]!.history[0]).toMatchObject({ outcome: 'delivered', code: '250' });
    expect(deadReceipt!.state).toBe('failed');
    expect(deadReceipt!.deliveries.find((delivery) => delivery.channel === 'crm-webhook')).toMatchObject({ status: 'dead', lastError: 'mailbox unavailable' });

    expect((await leadReceipts(database.db, 'riverside-kia', { state: 'failed' })).map((receipt) => receipt.id)).toEqual([dead.id]);
    expect((await leadReceipts(database.db, 'riverside-kia', { state: 'delivered' })).map((receipt) => receipt.id)).toEqual([delivered.id]);
    expect((await leadReceipts(database.db, 'lone-star-jeep', { state: 'pending' })).map((receipt) => receipt.id)).toEqual([other.id]);
  });

  it('§3 a trade-in lead carries its vehicle, answers and offer as facts, and its other values apart (the Leads tool shows them readably)', async () => {
    const valuation = {
      id: '3f1e9a52-0000-4000-8000-0000000000ab',
      lookup: { rego: 'ABC123', regoState: 'QLD' as const },
      vehicle: { market: 'AU' as const, make: 'Ford', model: 'Mustang', badge: 'GT', year: 2024, body: 'coupe', fuel: 'Petrol', transmission: 'Automatic' as const, reference: { provider: 'embedded' as const, id: 'ford-mustang-gt' } },
      answers: { odometerKm: 12000, condition: 'good' as const, accidentDamage: 'no' as const, financeOwing: 'yes' as const, serviceHistory: 'full' as const, keys: '2+' as const },
      offer: { kind: 'offer' as const, priceCents: 4_295_000, currency: 'AUD', explanation: '$42,950 for your 2024 Ford Mustang GT.', validDays: 7, expiresAt: '2025-03-11T05:06:07.890Z', financeOwing: true },
    };
    const stored = await storeEnquiry(database.db, 'southern-cross-motors', 'receipt-trade-in', {
      ...lead, category: 'Trade-in', subcategory: '3. Offer Accepted', extra: { last_name: 'Smith', postcode: '2150', ...tradeInLeadExtra(valuation) },
    });
    const [receipt] = await leadReceipts(database.db, 'southern-cross-motors');
    expect(receipt).toMatchObject({ id: stored.id, subcategory: '3. Offer Accepted', extra: { last_name: 'Smith', postcode: '2150' } });
    expect(Object.keys(receipt!.extra).sort()).toEqual(['last_name', 'postcode']);
    expect(receipt!.tradeIn).toMatchObject({
      rego: 'ABC123', regoState: 'QLD', year: '2024', make: 'Ford', model: 'Mustang', badge: 'GT', odometerKm: '12000', condition: 'good',
      accidentDamage: 'no', financeOwing: 'yes', serviceHistory: 'full', keys: '2+', offerPrice: '42950.00', offerCurrency: 'AUD', explanation: '$42,950 for your 2024 Ford Mustang GT.',
    });
    const [plain] = await leadReceipts(database.db, 'riverside-kia');
    expect(plain!.tradeIn).toBeNull();
  });

  it('a resend puts a dead delivery back in the outbox, due now; the lead is pending again, then delivered', async () => {
    const stored = await storeEnquiry(database.db, 'harbour-city-toyota', 'receipt-resend', lead, { deliveries: ['dealer-email'] });
    await deliverAll(new Date(Date.now() + SECOND), () => 'permanent');
    const [failed] = await leadReceipts(database.db, 'harbour-city-toyota');
    expect(failed!.state).toBe('failed');
    const deliveryId = failed!.deliveries[0]!.id;

    expect(await resendDelivery(database.db, 'lone-star-jeep', deliveryId)).toBe('not-found'); // another site's delivery
    expect(await resendDelivery(database.db, 'harbour-city-toyota', deliveryId)).toBe('queued');
    expect(await resendDelivery(database.db, 'harbour-city-toyota', deliveryId)).toBe('already-queued');
    expect((await leadReceipts(database.db, 'harbour-city-toyota'))[0]!.state).toBe('pending');

    await deliverAll(new Date(Date.now() + 2 * SECOND), () => 'ok');
    const [after] = await leadReceipts(database.db, 'harbour-city-toyota');
    expect(after).toMatchObject({ id: stored.id, state: 'delivered' });
    expect(after!.deliveries[0]!.history.map((attempt) => attempt.outcome)).toEqual(['failed', 'delivered']);
  });
});
