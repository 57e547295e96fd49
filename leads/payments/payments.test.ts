import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import { reservationHistory, reserveCar, reservedCarIds } from '../reservations/reserve';
import { applyPaymentEvent, paymentEventSchema, type PaymentEvent } from './events';
import { signPaymentEvent, verifyPaymentEventSignature } from './event-signature';
import { createTestGateway, TEST_CARDS } from './test-gateway';

let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('payments');
});
afterAll(async () => opened?.close());
const db = () => opened.db;

const T0 = new Date('2026-11-24T10:00:00Z');
const SECRET = 'whsec_test_0123456789';

describe('payment event signatures, as Stripe signs webhooks (expired or replayed webhook, bad signature)', () => {
  const body = '{"id":"evt_1"}';
  const t = Math.floor(T0.getTime() / 1000);
  it.each([
    ['a good signature', signPaymentEvent(SECRET, body, t), T0, { ok: true }],
    ['one of several v1 signatures (secret rolling)', `t=${t},v1=${'0'.repeat(64)},${signPaymentEvent(SECRET, body, t).split(',')[1]}`, T0, { ok: true }],
    ['another secret', signPaymentEvent('whsec_other', body, t), T0, { ok: false, reason: expect.stringMatching(/does not match/) }],
    ['a body changed after signing', signPaymentEvent(SECRET, '{"id":"evt_2"}', t), T0, { ok: false, reason: expect.stringMatching(/does not match/) }],
    ['5 minutes and 1 second old', signPaymentEvent(SECRET, body, t - 301), T0, { ok: false, reason: expect.stringMatching(/possible replay/) }],
    ['exactly 5 minutes old', signPaymentEvent(SECRET, body, t - 300), T0, { ok: true }],
    ['no header', null, T0, { ok: false, reason: 'No Stripe-Signature header.' }],
    ['garbage', 'x', T0, { ok: false, reason: expect.stringMatching(/no timestamp/) }],
    ['a multibyte signature of the right length', `t=${t},v1=${'é'.repeat(32)}`, T0, { ok: false, reason: expect.stringMatching(/does not match/) }],
  ])('%s', (_case, header, now, expected) => {
    expect(verifyPaymentEventSignature(SECRET, header, body, now)).toEqual(expected);
  });
});

describe('the test gateway reports what happened, and events move reservations once', () => {
  const input = (carId: string, key: string) => ({
    site: 'riverside-kia', carId, idempotencyKey: key, name: 'Ava', email: 'ava@example.com', phone: '0412 345 678',
    amountCents: 20000, currency: 'aud', card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' }, description: 'x',
  });

  it('holds, then cancels a hold older than 7 days itself; the event releases the reservation and frees the car, once', async () => {
    const events: PaymentEvent[] = [];
    let now = T0;
    const gateway = createTestGateway(db(), { clock: () => now, emit: async (event) => void events.push(paymentEventSchema.parse(event)) });
    const held = await reserveCar(db(), gateway, input('car-expire', 'pay-key-1'), { now: T0, holdMs: 30 * 86_400_000 });
    if (!held.ok) throw new Error('not held');
    expect(events.map((event) => event.type)).toEqual(['payment_intent.amount_capturable_updated']);

    now = new Date(T0.getTime() + 7 * 86_400_000 - 1000);
    expect(await gateway.expireHolds()).toEqual([]);
    now = new Date(T0.getTime() + 7 * 86_400_000);
    expect(await gateway.expireHolds()).toEqual([held.reservation.paymentId]);
    const canceled = events.at(-1)!;
    expect(canceled).toMatchObject({ type: 'payment_intent.canceled', data: { object: { id: held.reservation.paymentId, cancellation_reason: 'automatic' } } });

    expect(await applyPaymentEvent(db(), events[0]!, now)).toEqual({ outcome: 'ignored' });
    expect(await applyPaymentEvent(db(), canceled, now)).toEqual({ outcome: 'applied', carId: 'car-expire' });
    expect((await reservedCarIds(db())).has('car-expire')).toBe(false);
    expect((await reservationHistory(db(), held.reservation.id)).at(-1)).toMatchObject({ status: 'released', cause: expect.stringMatching(/cancelled the hold \(automatic\)/) });
    // The same event again (a gateway retry, or a replay) changes nothing.
    expect(await applyPaymentEvent(db(), canceled, now)).toEqual({ outcome: 'duplicate' });
  });

  it('an event for a payment no reservation holds, or one already settled, changes nothing', async () => {
    const event = (id: string, type: string, paymentId: string): PaymentEvent => ({ id, type, created: 0, data: { object: { id: paymentId, object: 'payment_intent' } } });
    expect(await applyPaymentEvent(db(), event('evt_a', 'payment_intent.canceled', 'pi_unknown'), T0)).toEqual({ outcome: 'no-reservation' });
    const gateway = createTestGateway(db(), { clock: () => T0 });
    const held = await reserveCar(db(), gateway, input('car-settled', 'pay-key-2'), { now: T0 });
    if (!held.ok) throw new Error('not held');
    expect(await applyPaymentEvent(db(), event('evt_b', 'payment_intent.succeeded', held.reservation.paymentId!), T0)).toMatchObject({ outcome: 'applied' });
    // Captured: a late cancel from the gateway cannot undo the sale.
    expect(await applyPaymentEvent(db(), event('evt_c', 'payment_intent.canceled', held.reservation.paymentId!), T0)).toEqual({ outcome: 'already-settled' });
    expect((await reservedCarIds(db())).has('car-settled')).toBe(true);
  });
});
