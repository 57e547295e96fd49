import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import { listEnquiries, storeEnquiry } from '../db/enquiries';
import { createTestGateway, TEST_CARDS, cardProblem } from '../payments/test-gateway';
import { testGatewayPayments } from '../payments/schema';
import { captureReservation, releaseLapsedReservations, reservationHistory, reserveCar, reservedCarIds, type ReserveInput } from './reserve';

let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('reservations');
});
afterAll(async () => opened?.close());
const db = () => opened.db;
const gateway = () => createTestGateway(db(), () => T0);

const T0 = new Date('2026-11-24T10:00:00Z');
const hours = (n: number) => new Date(T0.getTime() + n * 3_600_000);
const card = (number: string = TEST_CARDS.succeeds) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
let key = 0;
const input = (carId: string, overrides: Partial<ReserveInput> = {}): ReserveInput => ({
  site: 'riverside-kia', carId, idempotencyKey: `reserve-key-${++key}`, name: 'Ava Shopper', email: 'ava@example.com', phone: '0412 345 678',
  amountCents: 200_00, currency: 'aud', card: card(), description: 'Reservation', ...overrides,
});
const payments = () => db().select().from(testGatewayPayments);

describe('reserving a car with a held deposit (issue 15, §9: $200 held 48 hours)', () => {
  it('holds the deposit for 48 hours, marks the car reserved, and records each state with its cause', async () => {
    const result = await reserveCar(db(), gateway(), input('car-a'), { now: T0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.reservation).toMatchObject({ status: 'held', amountCents: 20000, holdExpiresAt: hours(48) });
    expect((await reservedCarIds(db())).has('car-a')).toBe(true);
    const [payment] = (await payments()).filter((p) => p.id === result.reservation.paymentId);
    expect(payment).toMatchObject({ status: 'requires_capture', amountCents: 20000, cardLast4: '4242' });
    expect((await reservationHistory(db(), result.reservation.id)).map((event) => event.status)).toEqual(['pending', 'held']);
  });

  it('two shoppers paying for the same car at once: exactly one reservation; the other is refused before any card is charged', async () => {
    const before = (await payments()).length;
    const [a, b] = await Promise.all([reserveCar(db(), gateway(), input('car-race'), { now: T0 }), reserveCar(db(), gateway(), input('car-race', { email: 'ben@example.com' }), { now: T0 })]);
    const outcomes = [a, b].map((r) => (r.ok ? 'held' : r.reason)).sort();
    expect(outcomes).toEqual(['already-reserved', 'held']);
    expect((await payments()).length).toBe(before + 1);
  });

  it.each([
    ['declined', TEST_CARDS.declined, 'card_declined', /declined/],
    ['needs authentication', TEST_CARDS.needsAuthentication, 'authentication_required', /bank needs to confirm/],
    ['mistyped', '4242424242424241', 'invalid_card', /card number is not valid/],
  ])('a card that is %s leaves no reservation and the car free, with a clear message', async (_name, number, code, message) => {
    const refused = await reserveCar(db(), gateway(), input(`car-${code}`, { card: card(number) }), { now: T0 });
    expect(refused).toMatchObject({ ok: false, reason: 'payment-refused', code, message: expect.stringMatching(message) });
    expect((await reservedCarIds(db())).has(`car-${code}`)).toBe(false);
    // Another shopper can reserve it straight away.
    expect((await reserveCar(db(), gateway(), input(`car-${code}`), { now: T0 })).ok).toBe(true);
  });

  it('the same idempotency key again answers the first outcome and holds nothing twice; reused for another car it is refused', async () => {
    const first = input('car-replay');
    const one = await reserveCar(db(), gateway(), first, { now: T0 });
    const before = (await payments()).length;
    const two = await reserveCar(db(), gateway(), first, { now: T0 });
    expect(two).toMatchObject({ ok: true, replayed: true });
    expect(one.ok && two.ok && one.reservation.id === two.reservation.id).toBe(true);
    expect((await payments()).length).toBe(before);
    expect(await reserveCar(db(), gateway(), { ...first, carId: 'car-other' }, { now: T0 })).toEqual({ ok: false, reason: 'key-reused' });
  });

  it('a lapsed hold is released at 48 hours, not before; the car is available again and the gateway holds nothing', async () => {
    const held = await reserveCar(db(), gateway(), input('car-lapse'), { now: T0 });
    if (!held.ok) throw new Error('not held');
    expect(await releaseLapsedReservations(db(), gateway(), hours(47))).not.toContain('car-lapse');
    expect(await releaseLapsedReservations(db(), gateway(), hours(48))).toContain('car-lapse');
    expect((await reservedCarIds(db())).has('car-lapse')).toBe(false);
    const [payment] = await db().select().from(testGatewayPayments).where(eq(testGatewayPayments.id, held.reservation.paymentId!));
    expect(payment!.status).toBe('canceled');
    expect((await reservationHistory(db(), held.reservation.id)).at(-1)).toMatchObject({ status: 'released', cause: expect.stringMatching(/48-hour hold lapsed/) });
    expect(await releaseLapsedReservations(db(), gateway(), hours(49))).not.toContain('car-lapse');
  });

  it('the dealer confirms: the deposit is captured once; a released or unknown reservation cannot be', async () => {
    const held = await reserveCar(db(), gateway(), input('car-capture'), { now: T0 });
    if (!held.ok) throw new Error('not held');
    expect(await captureReservation(db(), gateway(), 'riverside-kia', held.reservation.id, hours(1))).toEqual({ ok: true });
    expect(await captureReservation(db(), gateway(), 'riverside-kia', held.reservation.id, hours(1))).toEqual({ ok: true });
    expect(await captureReservation(db(), gateway(), 'southern-cross-motors', held.reservation.id, hours(1))).toEqual({ ok: false, message: 'No such reservation.' });
    // A captured car is never released by the sweep.
    expect(await releaseLapsedReservations(db(), gateway(), hours(100))).not.toContain('car-capture');
    expect((await reservedCarIds(db())).has('car-capture')).toBe(true);
  });

  it('the dealer is told through the lead outbox, in the same transaction that marks the deposit held', async () => {
    const held = await reserveCar(db(), gateway(), input('car-notify'), {
      now: T0,
      onHeld: async (tx, reservation) => {
        await storeEnquiry(tx, reservation.site, `reservation-${reservation.id}`, { name: reservation.name, email: reservation.email, optIn: false, category: 'Reservation', carId: reservation.carId }, { deliveries: ['dealer-email'] });
      },
    });
    expect(held.ok).toBe(true);
    expect((await listEnquiries(db(), 'riverside-kia')).filter((lead) => lead.carId === 'car-notify')).toHaveLength(1);
  });
});

describe('the test gateway checks a card as a processor does', () => {
  it.each([
    ['a good card', card(), null],
    ['an expired card', { ...card(), expMonth: 10, expYear: 2026 }, /expired/],
    ['the current month still works', { ...card(), expMonth: 11, expYear: 2026 }, null],
    ['a bad month', { ...card(), expMonth: 13 }, /expired|not valid/],
    ['a short CVC', { ...card(), cvc: '12' }, /security code/],
    ['letters in the number', { ...card(), number: '4242abcd42424242' }, /card number/],
  ])('%s', (_name, details, problem) => {
    const found = cardProblem(details, T0);
    if (problem) expect(found).toMatch(problem);
    else expect(found).toBeNull();
  });
});
