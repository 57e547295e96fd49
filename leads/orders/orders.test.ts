import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSignInCode, verifySignInCode } from '../accounts/sign-in';
import { openLeadsTestDatabase } from '../db/test-database';
import { eq } from 'drizzle-orm';
import { storeEnquiry } from '../db/enquiries';
import { leadDeliveries } from '../db/schema';
import { cancelAbandonedDrafts, claimOrder, findOrder, orderIdOfLead, orderLeadKey, placedOrdersForSite, giveReturnNotice, markOrderDelivered, missingSteps, orderedCarIds, orderHistory, ordersOf, placeOrder, recordReturnInspection, saveOrderStep, startOrder } from './orders';

let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('orders');
});
afterAll(async () => opened?.close());
const db = () => opened.db;

const T0 = new Date('2026-11-24T10:00:00Z');
const days = (n: number) => new Date(T0.getTime() + n * 86_400_000);
const SITE = 'southern-cross-motors';
const steps = {
  buyer: { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', address: '1 George St, Parramatta NSW', postcode: '2150' },
  tradeIn: { hasTradeIn: true, make: 'Toyota', model: 'Corolla', year: 2015, km: 120000 },
  payment: { method: 'pay-in-full' },
  handover: { kind: 'pickup', date: '2026-11-28' },
} as const;

async function placedOrder(carId: string) {
  const order = await startOrder(db(), SITE, carId, null, T0);
  for (const [step, value] of Object.entries(steps)) expect((await saveOrderStep(db(), SITE, order.id, step as keyof typeof steps, value, T0)).ok).toBe(true);
  const placed = await placeOrder(db(), SITE, order.id, 2_999_000, T0);
  if (!placed.ok) throw new Error(placed.message);
  return placed.order;
}

describe('§2 /checkout-journey: buying a used car online', () => {
  it('keeps each step on the server, so a reload resumes where the shopper was', async () => {
    const order = await startOrder(db(), SITE, 'car-resume', null, T0);
    await saveOrderStep(db(), SITE, order.id, 'buyer', steps.buyer, T0);
    const resumed = await findOrder(db(), SITE, order.id);
    expect(resumed?.steps.buyer?.name).toBe('Sam Buyer');
    expect(missingSteps(resumed!)).toEqual(['tradeIn', 'payment', 'handover']);
    expect(await findOrder(db(), 'riverside-kia', order.id)).toBeNull();
  });

  it("lists a shopper's orders on this site, newest first, and no one else's", async () => {
    const shopperOf = async (site: string, email: string) => {
      const result = await verifySignInCode(db(), site, email, (await issueSignInCode(db(), site, email, T0)).code, T0);
      if (!result.ok) throw new Error(result.reason);
      return result.shopperId;
    };
    const shopper = await shopperOf(SITE, 'lister@example.com');
    const first = await startOrder(db(), SITE, 'car-list-1', shopper, T0);
    const second = await startOrder(db(), SITE, 'car-list-2', shopper, days(1));
    await startOrder(db(), SITE, 'car-list-3', await shopperOf(SITE, 'other@example.com'), days(1));
    await startOrder(db(), 'riverside-kia', 'car-list-4', await shopperOf('riverside-kia', 'lister@example.com'), days(2));
    expect((await ordersOf(db(), SITE, shopper)).map((order) => order.id)).toEqual([second.id, first.id]);
  });

  it('an order started signed out becomes the shopper\'s who opens it signed in; one with a shopper never changes hands', async () => {
    const shopperOf = async (email: string) => {
      const result = await verifySignInCode(db(), SITE, email, (await issueSignInCode(db(), SITE, email, T0)).code, T0);
      if (!result.ok) throw new Error(result.reason);
      return result.shopperId;
    };
    const [claimer, latecomer] = [await shopperOf('claimer@example.com'), await shopperOf('latecomer@example.com')];
    const order = await startOrder(db(), SITE, 'car-claim', null, T0);
    expect(await claimOrder(db(), SITE, order.id, claimer, days(1))).toMatchObject({ id: order.id, shopperId: claimer });
    expect(await claimOrder(db(), SITE, order.id, latecomer, days(1))).toMatchObject({ id: order.id, shopperId: claimer });
    expect((await ordersOf(db(), SITE, claimer)).map((row) => row.id)).toContain(order.id);
    expect((await orderHistory(db(), order.id)).map((event) => event.cause)).toContain('claimed by the shopper who opened it signed in');
    expect(await claimOrder(db(), 'riverside-kia', order.id, latecomer, days(1))).toBeNull();
  });

  it.each([
    ['a postcode of 3 digits (§5)', 'buyer', { ...steps.buyer, postcode: '215' }, { postcode: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['a trade-in without a make', 'tradeIn', { hasTradeIn: true, model: 'Corolla', year: 2015, km: 1 }, { make: 'Please enter the make' }],
    ['a trade-in with an empty odometer (never read as 0 km)', 'tradeIn', { hasTradeIn: true, make: 'Toyota', model: 'Corolla', year: 2015, km: '' }, { km: 'Please enter the odometer reading' }],
    ['a trade-in with no odometer at all', 'tradeIn', { hasTradeIn: true, make: 'Toyota', model: 'Corolla', year: 2015, km: null }, { km: 'Please enter the odometer reading' }],
    ['a handover tomorrow', 'handover', { kind: 'pickup', date: '2026-11-25' }, { date: 'Please choose a date at least 2 days from today' }],
    ['a handover in 61 days', 'handover', { kind: 'pickup', date: '2027-01-24' }, { date: 'Please choose a date within 60 days' }],
    ['a delivery without an address', 'handover', { kind: 'delivery', date: '2026-11-28' }, { address: 'Please enter the delivery address' }],
    ['a 30th of February', 'handover', { kind: 'pickup', date: '2027-02-30' }, { date: 'Please choose a date' }],
  ] as const)('bad input: %s is a 400 naming the field, and nothing is kept', async (_case, step, value, errors) => {
    const order = await startOrder(db(), SITE, 'car-bad', null, T0);
    expect(await saveOrderStep(db(), SITE, order.id, step, value, T0)).toEqual({ ok: false, status: 400, errors });
    expect((await findOrder(db(), SITE, order.id))?.steps).toEqual({});
  });

  it('cannot be placed before every step is done; placed, it is one order per car and the car shows Reserved', async () => {
    const draft = await startOrder(db(), SITE, 'car-place', null, T0);
    expect(await placeOrder(db(), SITE, draft.id, 2_999_000, T0)).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/every step/) });
    const placed = await placedOrder('car-place');
    expect(placed).toMatchObject({ status: 'placed', priceCents: 2_999_000 });
    expect((await orderedCarIds(db())).has('car-place')).toBe(true);
    // A second buyer of the same car is refused by the index, not a check-then-insert.
    const other = await startOrder(db(), SITE, 'car-place', null, T0);
    for (const [step, value] of Object.entries(steps)) await saveOrderStep(db(), SITE, other.id, step as keyof typeof steps, value, T0);
    expect(await placeOrder(db(), SITE, other.id, 2_999_000, T0)).toEqual({ ok: false, status: 409, message: 'Sorry, someone has just bought or reserved this car.' });
    // Placing again is a replay; a placed order's steps cannot change.
    expect(await placeOrder(db(), SITE, placed.id, 1, T0)).toMatchObject({ ok: true, replayed: true, order: { priceCents: 2_999_000 } });
    expect(await saveOrderStep(db(), SITE, placed.id, 'payment', { method: 'finance' }, T0)).toMatchObject({ ok: false, status: 409 });
  });

  it('§4/§5/§9: delivered, then returned inside 14 days under the terms; the refund is the price less what was owing', async () => {
    const order = await placedOrder('car-return');
    expect(await giveReturnNotice(db(), SITE, order.id, '2026-12-01', days(1))).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/not been delivered/) });
    await markOrderDelivered(db(), SITE, order.id, 42_000, days(4));
    expect(await giveReturnNotice(db(), SITE, order.id, '2026-12-11', days(4 + 13))).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/from tomorrow/) });
    expect(await giveReturnNotice(db(), SITE, order.id, '2026-12-13', days(4 + 13))).toMatchObject({ ok: true, order: { status: 'return-requested' } });
    const failed = await recordReturnInspection(db(), SITE, order.id, { returnOdometerKm: 42_600, fuel: 'half', keysAndAccessories: true, encumbranceCents: 0 }, days(18));
    expect(failed).toMatchObject({ ok: false, status: 422, reasons: ['The car has done 600 km since delivery; the return allows 500 km.'] });
    const returned = await recordReturnInspection(db(), SITE, order.id, { returnOdometerKm: 42_480, fuel: 'quarter', keysAndAccessories: true, encumbranceCents: 100_000 }, days(18));
    expect(returned).toMatchObject({ ok: true, order: { status: 'returned', refundCents: 2_899_000 } });
    expect((await orderedCarIds(db())).has('car-return')).toBe(false);
    expect((await orderHistory(db(), order.id)).map((event) => event.status)).toEqual(['draft', 'placed', 'delivered', 'return-requested', 'return-requested', 'returned']);
  });

  it('§9: notice after 14 days is refused with the date the period ended', async () => {
    const order = await placedOrder('car-late');
    await markOrderDelivered(db(), SITE, order.id, 10_000, days(0));
    expect(await giveReturnNotice(db(), SITE, order.id, '2026-12-20', days(15))).toEqual({ ok: false, status: 409, message: 'The 14-day return period ended on 2026-12-08.' });
  });

  it('a draft untouched for 30 days is cancelled and what the shopper typed is erased; a placed order, or a draft touched since, is kept', async () => {
    const stale = await startOrder(db(), SITE, 'car-stale-draft', null, T0);
    await saveOrderStep(db(), SITE, stale.id, 'buyer', steps.buyer, T0);
    const touched = await startOrder(db(), SITE, 'car-touched-draft', null, T0);
    await saveOrderStep(db(), SITE, touched.id, 'buyer', steps.buyer, days(2));
    const placed = await placedOrder('car-placed-kept');

    expect(await cancelAbandonedDrafts(db(), days(30))).toBeGreaterThanOrEqual(1);
    expect(await findOrder(db(), SITE, stale.id)).toMatchObject({ status: 'cancelled', steps: {} });
    expect((await orderHistory(db(), stale.id)).at(-1)).toMatchObject({ status: 'cancelled', cause: expect.stringMatching(/abandoned as a draft for 30 days/) });
    expect((await findOrder(db(), SITE, touched.id))?.status).toBe('draft');
    expect((await findOrder(db(), SITE, placed.id))?.status).toBe('placed');
    // A cancelled draft cannot be carried on.
    expect(await saveOrderStep(db(), SITE, stale.id, 'buyer', steps.buyer, days(31))).toEqual({ ok: false, status: 409, errors: { form: expect.stringMatching(/cancelled after 30 days/) } });
  });

  it('days are counted on the dealer\'s calendar: a Brisbane morning is already tomorrow there, not yet in UTC', async () => {
    const morning = new Date('2026-11-24T20:00:00Z'); // 25 Nov, 6 am in Brisbane
    const order = await startOrder(db(), SITE, 'car-time-zone', null, morning);
    const handover = { kind: 'pickup', date: '2026-11-26' };
    expect(await saveOrderStep(db(), SITE, order.id, 'handover', handover, morning, 'Australia/Brisbane')).toEqual({ ok: false, status: 400, errors: { date: 'Please choose a date at least 2 days from today' } });
    expect((await saveOrderStep(db(), SITE, order.id, 'handover', handover, morning, 'UTC')).ok).toBe(true);
    expect((await saveOrderStep(db(), SITE, order.id, 'handover', { ...handover, date: '2026-11-27' }, morning, 'Australia/Brisbane')).ok).toBe(true);
  });

  it("the dealer's list has this site's placed orders, never a draft or another site's", async () => {
    const draft = await startOrder(db(), SITE, 'car-list-draft', null, T0);
    const placed = await placedOrder('car-list-placed');
    const ids = (await placedOrdersForSite(db(), SITE)).map((order) => order.id);
    expect(ids).toContain(placed.id);
    expect(ids).not.toContain(draft.id);
    expect(await placedOrdersForSite(db(), 'riverside-kia')).toEqual([]);
  });

  it('the dealer\'s list keeps every open order however many returned ones came after it', async () => {
    const open = await placedOrder('car-list-open');
    for (const carId of ['car-list-returned-1', 'car-list-returned-2']) {
      const order = await placedOrder(carId);
      await markOrderDelivered(db(), SITE, order.id, 10_000, T0);
      await giveReturnNotice(db(), SITE, order.id, '2026-11-26', T0);
      expect((await recordReturnInspection(db(), SITE, order.id, { returnOdometerKm: 10_100, fuel: 'full', keysAndAccessories: true, encumbranceCents: 0 }, T0)).ok).toBe(true);
    }
    const listed = await placedOrdersForSite(db(), SITE, 1);
    expect(listed.filter((order) => order.status === 'returned')).toHaveLength(1);
    expect(listed.map((order) => order.id)).toContain(open.id);
  });

  it('the shopper is emailed when the car is handed over and when the return is accepted, once each, on the order\'s lead', async () => {
    const order = await placedOrder('car-told-order');
    const lead = await storeEnquiry(db(), SITE, orderLeadKey(order.id), { name: 'Sam Buyer', email: 'sam@example.com', optIn: false, category: 'Online purchase', carId: 'car-told-order' }, { deliveries: ['dealer-email', 'shopper-email'] });
    const channels = async () => (await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id))).map((row) => row.channel).sort();
    await markOrderDelivered(db(), SITE, order.id, 10_000, T0);
    await markOrderDelivered(db(), SITE, order.id, 10_000, T0);
    expect(await channels()).toEqual(['dealer-email', 'order-delivered-email', 'shopper-email']);
    await giveReturnNotice(db(), SITE, order.id, '2026-11-26', T0);
    const inspection = { returnOdometerKm: 10_100, fuel: 'full' as const, keysAndAccessories: true, encumbranceCents: 0 };
    // Refused first (no email), then accepted.
    await recordReturnInspection(db(), SITE, order.id, { ...inspection, returnOdometerKm: 11_000 }, T0);
    expect(await channels()).toEqual(['dealer-email', 'order-delivered-email', 'shopper-email']);
    expect((await recordReturnInspection(db(), SITE, order.id, inspection, T0)).ok).toBe(true);
    expect(await channels()).toEqual(['dealer-email', 'order-delivered-email', 'order-returned-email', 'shopper-email']);
    expect(orderIdOfLead(orderLeadKey(order.id))).toBe(order.id);
    expect(orderIdOfLead(`reservation-${order.id}`)).toBeNull();
  });
});
