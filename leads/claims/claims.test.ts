import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import { placeOrder, saveOrderStep, startOrder, recordReturnInspection, markOrderDelivered, giveReturnNotice } from '../orders/orders';
import { testGatewayPayments } from '../payments/schema';
import { createTestGateway, TEST_CARDS } from '../payments/test-gateway';
import { confirmReservationPayment, releaseLapsedReservations, releaseReservation, reserveCar, type ReserveInput } from '../reservations/reserve';
import { claimedCarIds, liveCarClaim } from './claims';

let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('claims');
});
afterAll(async () => opened?.close());
const db = () => opened.db;

const SITE = 'southern-cross-motors';
const T0 = new Date('2026-11-24T10:00:00Z');
const gateway = () => createTestGateway(db(), () => T0);
const card = (number: string = TEST_CARDS.succeeds) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
let shopper = 0;
const reservation = (carId: string, number?: string): ReserveInput => {
  const n = ++shopper;
  return {
    site: SITE, carId, idempotencyKey: `claim-key-${n}`, name: `Shopper ${n}`, email: `shopper-${n}@example.com`, phone: '0412 345 678',
    amountCents: 200_00, currency: 'aud', card: card(number), description: 'Reservation',
  };
};
const steps = {
  buyer: { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', address: '1 George St, Parramatta NSW', postcode: '2150' },
  tradeIn: { hasTradeIn: false },
  payment: { method: 'pay-in-full' },
  handover: { kind: 'pickup', date: '2026-11-28' },
} as const;

/** An order of the car with every step done, ready to be placed. */
async function readyOrder(carId: string) {
  const order = await startOrder(db(), SITE, carId, null, T0);
  for (const [step, value] of Object.entries(steps)) expect((await saveOrderStep(db(), SITE, order.id, step as keyof typeof steps, value, T0)).ok).toBe(true);
  return order;
}
const paymentCount = async () => (await db().select({ id: testGatewayPayments.id }).from(testGatewayPayments)).length;

describe('one car, one buyer: a reservation and an order share one claim on the car', () => {
  it('a car reserved with a 3-D Secure card (pending at the bank) cannot be ordered, and completing the bank step then holds it', async () => {
    const waiting = await reserveCar(db(), gateway(), reservation('car-3ds-then-order', TEST_CARDS.needsAuthentication), { now: T0 });
    expect(waiting).toMatchObject({ ok: false, reason: 'needs-authentication' });
    if (waiting.ok || waiting.reason !== 'needs-authentication') return;
    const order = await readyOrder('car-3ds-then-order');
    expect(await placeOrder(db(), SITE, order.id, 2_999_000, T0)).toMatchObject({ ok: false, status: 409, message: 'Sorry, someone has just bought or reserved this car.' });

    await gateway().authenticate(waiting.reservation.paymentId!, waiting.clientSecret, 'complete');
    expect(await confirmReservationPayment(db(), gateway(), SITE, waiting.reservation.id, { now: T0 })).toMatchObject({ ok: true, reservation: { status: 'held' } });
    expect(await liveCarClaim(db(), SITE, 'car-3ds-then-order')).toMatchObject({ holder: 'reservation', holderId: waiting.reservation.id });
  });

  it('a car ordered online cannot be reserved, and no card is asked', async () => {
    const order = await readyOrder('car-ordered');
    expect((await placeOrder(db(), SITE, order.id, 2_999_000, T0)).ok).toBe(true);
    const before = await paymentCount();
    expect(await reserveCar(db(), gateway(), reservation('car-ordered'), { now: T0 })).toEqual({ ok: false, reason: 'already-reserved' });
    expect(await paymentCount()).toBe(before);
    expect((await claimedCarIds(db())).has('car-ordered')).toBe(true);
  });

  it('the claim is let go when the reservation ends (refused card, released hold, unfinished bank check) or the car is returned', async () => {
    // A refused card frees the car at once: an order can be placed.
    expect(await reserveCar(db(), gateway(), reservation('car-freed', TEST_CARDS.declined), { now: T0 })).toMatchObject({ ok: false, reason: 'payment-refused' });
    expect(await liveCarClaim(db(), SITE, 'car-freed')).toBeNull();

    // The dealer releases a hold: the car can be ordered.
    const held = await reserveCar(db(), gateway(), reservation('car-released'), { now: T0 });
    if (!held.ok) throw new Error(held.reason);
    expect((await releaseReservation(db(), gateway(), SITE, held.reservation.id, T0)).ok).toBe(true);
    expect((await placeOrder(db(), SITE, (await readyOrder('car-released')).id, 1_000_000, T0)).ok).toBe(true);

    // A bank check never finished: after 15 minutes the car is free and a late confirmation holds nothing.
    const abandoned = await reserveCar(db(), gateway(), reservation('car-abandoned', TEST_CARDS.needsAuthentication), { now: T0 });
    if (abandoned.ok || abandoned.reason !== 'needs-authentication') throw new Error('expected a bank check');
    await releaseLapsedReservations(db(), gateway(), new Date(T0.getTime() + 16 * 60_000));
    expect(await liveCarClaim(db(), SITE, 'car-abandoned')).toBeNull();
    await gateway().authenticate(abandoned.reservation.paymentId!, abandoned.clientSecret, 'complete');
    expect((await confirmReservationPayment(db(), gateway(), SITE, abandoned.reservation.id, { now: T0 })).ok).toBe(false);

    // A car bought online and returned within the 14 days (§4) is for sale again.
    const bought = await readyOrder('car-returned');
    expect((await placeOrder(db(), SITE, bought.id, 1_000_000, T0)).ok).toBe(true);
    await markOrderDelivered(db(), SITE, bought.id, 10_000, T0);
    const noticeAt = new Date(T0.getTime() + 2 * 86_400_000);
    expect((await giveReturnNotice(db(), SITE, bought.id, '2026-11-28', noticeAt)).ok).toBe(true);
    expect((await recordReturnInspection(db(), SITE, bought.id, { returnOdometerKm: 10_100, fuel: 'half', keysAndAccessories: true, encumbranceCents: 0 }, noticeAt)).ok).toBe(true);
    expect(await liveCarClaim(db(), SITE, 'car-returned')).toBeNull();
    expect((await reserveCar(db(), gateway(), reservation('car-returned'), { now: noticeAt })).ok).toBe(true);
  });

  it(`two orders and two reservations race for one car, a hundred times (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): exactly one wins each time, and no loser's card is charged`, { timeout: 180_000 }, async () => {
    const winners = { order: 0, reservation: 0 };
    for (let round = 0; round < 100; round++) {
      const carId = `car-race-${round}`;
      const [first, second] = [await readyOrder(carId), await readyOrder(carId)];
      const before = await paymentCount();
      const contenders = [
        placeOrder(db(), SITE, first.id, 2_999_000, T0).then((result) => ({ kind: 'order', ok: result.ok })),
        reserveCar(db(), gateway(), reservation(carId), { now: T0 }).then((result) => ({ kind: 'reservation', ok: result.ok })),
        placeOrder(db(), SITE, second.id, 2_999_000, T0).then((result) => ({ kind: 'order', ok: result.ok })),
        reserveCar(db(), gateway(), reservation(carId), { now: T0 }).then((result) => ({ kind: 'reservation', ok: result.ok })),
      ];
      // Each round starts the contenders in another order, so each kind gets to go first.
      const outcomes = await Promise.all(round % 2 ? contenders.reverse() : contenders);
      const won = outcomes.filter((outcome) => outcome.ok);
      expect(won, `round ${round}`).toHaveLength(1);
      winners[won[0]!.kind as keyof typeof winners]++;
      // Only a winning reservation's deposit was ever put to the card.
      expect(await paymentCount(), `round ${round}`).toBe(before + (won[0]!.kind === 'reservation' ? 1 : 0));
      expect(await liveCarClaim(db(), SITE, carId)).toMatchObject({ holder: won[0]!.kind });
    }
    expect(winners.order + winners.reservation).toBe(100);
  });
});
