import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import { listEnquiries, storeEnquiry } from '../db/enquiries';
import { createTestGateway, TEST_CARDS, cardProblem } from '../payments/test-gateway';
import { testGatewayPayments } from '../payments/schema';
import { leadDeliveries, shoppers } from '../db/schema';
import { applyPaymentEvent, paymentEventSchema } from '../payments/events';
import { reservationIdOfLead, reservationLeadKey } from './deposit-notice';
import { captureReservation, confirmReservationPayment, releaseLapsedReservations, releaseReservation, reservationsForSite, reservationHistory, reserveCar, reservedCarIds, type ReserveInput, type ReserveOptions } from './reserve';

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
  site: 'riverside-kia', carId, idempotencyKey: `reserve-key-${++key}`, name: 'Ava Shopper', email: `ava+${key}@example.com`, phone: '0412 345 678',
  amountCents: 200_00, currency: 'aud', card: card(), description: 'Reservation', ...overrides,
});
const payments = () => db().select().from(testGatewayPayments);

describe('§9 reserving a car with a held deposit ($200 held 48 hours)', () => {
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
    ['mistyped', '4242424242424241', 'invalid_card', /card number is not valid/],
  ])('a card that is %s leaves no reservation and the car free, with a clear message', async (_name, number, code, message) => {
    const refused = await reserveCar(db(), gateway(), input(`car-${code}`, { card: card(number) }), { now: T0 });
    expect(refused).toMatchObject({ ok: false, reason: 'payment-refused', code, message: expect.stringMatching(message) });
    expect((await reservedCarIds(db())).has(`car-${code}`)).toBe(false);
    // Another shopper can reserve it straight away.
    expect((await reserveCar(db(), gateway(), input(`car-${code}`), { now: T0 })).ok).toBe(true);
  });

  it('3-D Secure: the bank asks the shopper to confirm; the car stays claimed, nothing is held until they do, and the hold runs 48 hours from then', async () => {
    const asked = await reserveCar(db(), gateway(), input('car-3ds', { card: card(TEST_CARDS.needsAuthentication) }), { now: T0 });
    if (asked.ok || asked.reason !== 'needs-authentication') throw new Error(`expected needs-authentication, got ${JSON.stringify(asked)}`);
    expect(asked.reservation.status).toBe('pending');
    expect(asked.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    // Claimed: nobody else can reserve it meanwhile; not yet Reserved in search.
    expect(await reserveCar(db(), gateway(), input('car-3ds'), { now: T0 })).toEqual({ ok: false, reason: 'already-reserved' });
    expect((await reservedCarIds(db())).has('car-3ds')).toBe(false);
    // Asked before the shopper answered the bank: still waiting.
    expect(await confirmReservationPayment(db(), gateway(), 'riverside-kia', asked.reservation.id, { now: T0 })).toEqual({ ok: false, reason: 'awaiting-authentication' });

    // A wrong client secret is no answer from the shopper's bank.
    expect(await gateway().authenticate(asked.reservation.paymentId!, 'pi_wrong_secret', 'complete')).toEqual({ ok: false, message: expect.stringMatching(/No such payment/) });
    expect(await gateway().authenticate(asked.reservation.paymentId!, asked.clientSecret, 'complete')).toEqual({ ok: true, payment: { status: 'held' } });

    const leads: string[] = [];
    const confirmed = await confirmReservationPayment(db(), gateway(), 'riverside-kia', asked.reservation.id, { now: hours(1), onHeld: async (_tx, row) => void leads.push(row.id) });
    expect(confirmed).toMatchObject({ ok: true, replayed: false, reservation: { status: 'held', holdExpiresAt: hours(49) } });
    expect(leads).toEqual([asked.reservation.id]);
    expect((await reservedCarIds(db())).has('car-3ds')).toBe(true);
    // Asked again (a double click, a reload): the same hold, the dealer told once.
    expect(await confirmReservationPayment(db(), gateway(), 'riverside-kia', asked.reservation.id, { now: hours(1), onHeld: async (_tx, row) => void leads.push(row.id) })).toMatchObject({ ok: true, replayed: true });
    expect(leads).toHaveLength(1);
    // Another site's id finds nothing.
    expect(await confirmReservationPayment(db(), gateway(), 'southern-cross-motors', asked.reservation.id)).toEqual({ ok: false, reason: 'not-found' });
    expect(await confirmReservationPayment(db(), gateway(), 'riverside-kia', 'not-a-uuid')).toEqual({ ok: false, reason: 'not-found' });
    expect((await reservationHistory(db(), asked.reservation.id)).map((event) => event.status)).toEqual(['pending', 'pending', 'held']);
  });

  it('3-D Secure failed at the bank: refused with a clear message, nothing held, the car free again; asking again answers the same', async () => {
    const asked = await reserveCar(db(), gateway(), input('car-3ds-fail', { card: card(TEST_CARDS.needsAuthentication) }), { now: T0 });
    if (asked.ok || asked.reason !== 'needs-authentication') throw new Error('expected needs-authentication');
    expect(await gateway().authenticate(asked.reservation.paymentId!, asked.clientSecret, 'fail')).toEqual({ ok: true, payment: { status: 'failed', message: expect.stringMatching(/could not confirm/) } });
    const refused = { ok: false, reason: 'payment-refused', code: 'authentication_required', message: expect.stringMatching(/Your bank could not confirm this payment/) };
    expect(await confirmReservationPayment(db(), gateway(), 'riverside-kia', asked.reservation.id, { now: T0 })).toEqual(refused);
    expect(await confirmReservationPayment(db(), gateway(), 'riverside-kia', asked.reservation.id, { now: T0 })).toEqual(refused);
    expect((await reserveCar(db(), gateway(), input('car-3ds-fail'), { now: T0 })).ok).toBe(true);
  });

  it('3-D Secure never finished: after 15 minutes the reservation fails, the car is free and the waiting payment is given up at the gateway', async () => {
    const asked = await reserveCar(db(), gateway(), input('car-3ds-abandoned', { card: card(TEST_CARDS.needsAuthentication) }), { now: T0 });
    if (asked.ok || asked.reason !== 'needs-authentication') throw new Error('expected needs-authentication');
    expect(await releaseLapsedReservations(db(), gateway(), new Date(T0.getTime() + 14 * 60_000))).not.toContain('car-3ds-abandoned');
    expect(await releaseLapsedReservations(db(), gateway(), new Date(T0.getTime() + 15 * 60_000))).toContain('car-3ds-abandoned');
    const [payment] = await db().select().from(testGatewayPayments).where(eq(testGatewayPayments.id, asked.reservation.paymentId!));
    expect(payment!.status).toBe('canceled');
    // The shopper finishing the bank check now is too late: refused, nothing held.
    expect(await gateway().authenticate(asked.reservation.paymentId!, asked.clientSecret, 'complete')).toEqual({ ok: true, payment: { status: 'released' } });
    expect(await confirmReservationPayment(db(), gateway(), 'riverside-kia', asked.reservation.id, { now: hours(1) })).toMatchObject({ ok: false, reason: 'payment-refused', message: expect.stringMatching(/not finished within 15 minutes/) });
  });

  it('the dealer releases a held deposit early: nothing charged, the car free, recorded with its cause; releasing again is a no-op, a captured one cannot be', async () => {
    const held = await reserveCar(db(), gateway(), input('car-dealer-release'), { now: T0 });
    if (!held.ok) throw new Error('not held');
    expect(await releaseReservation(db(), gateway(), 'southern-cross-motors', held.reservation.id, hours(1))).toMatchObject({ ok: false, status: 404 });
    expect(await releaseReservation(db(), gateway(), 'riverside-kia', held.reservation.id, hours(1))).toMatchObject({ ok: true, reservation: { status: 'released' } });
    expect((await reservedCarIds(db())).has('car-dealer-release')).toBe(false);
    const [payment] = await db().select().from(testGatewayPayments).where(eq(testGatewayPayments.id, held.reservation.paymentId!));
    expect(payment!.status).toBe('canceled');
    expect((await reservationHistory(db(), held.reservation.id)).at(-1)).toMatchObject({ status: 'released', cause: expect.stringMatching(/dealer released the hold/) });
    expect(await releaseReservation(db(), gateway(), 'riverside-kia', held.reservation.id, hours(2))).toMatchObject({ ok: true });

    const taken = await reserveCar(db(), gateway(), input('car-dealer-taken'), { now: T0 });
    if (!taken.ok) throw new Error('not held');
    await captureReservation(db(), gateway(), 'riverside-kia', taken.reservation.id, T0);
    expect(await releaseReservation(db(), gateway(), 'riverside-kia', taken.reservation.id, T0)).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/captured/) });
    // The dealer's list: this site's, newest first.
    const listed = await reservationsForSite(db(), 'riverside-kia');
    expect(listed.map((row) => row.carId)).toContain('car-dealer-taken');
    expect(listed.every((row) => row.site === 'riverside-kia')).toBe(true);
    expect(listed.map((row) => row.createdAt.getTime())).toEqual([...listed.map((row) => row.createdAt.getTime())].sort((a, b) => b - a));
  });

  it('the dealer\'s list keeps every held deposit however many settled ones came after it', async () => {
    const old = await reserveCar(db(), gateway(), input('car-list-old-hold'), { now: hours(-40) });
    if (!old.ok) throw new Error('not held');
    for (const carId of ['car-list-settled-1', 'car-list-settled-2']) {
      const settled = await reserveCar(db(), gateway(), input(carId), { now: T0 });
      if (!settled.ok) throw new Error('not held');
      await releaseReservation(db(), gateway(), 'riverside-kia', settled.reservation.id, T0);
    }
    const listed = await reservationsForSite(db(), 'riverside-kia', 1);
    expect(listed.filter((row) => row.status !== 'held' && row.status !== 'pending')).toHaveLength(1);
    expect(listed.map((row) => row.carId)).toContain('car-list-old-hold');
    expect(listed.filter((row) => row.status === 'held').length).toBeGreaterThan(1);
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
    expect(await captureReservation(db(), gateway(), 'southern-cross-motors', held.reservation.id, hours(1))).toEqual({ ok: false, status: 404, message: 'No such reservation.' });
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

describe('one unpaid hold per shopper: a reservation waiting for the bank blocks the same shopper\'s next one', () => {
  const waitingFor = async (carId: string, overrides: Partial<ReserveInput>) => {
    const asked = await reserveCar(db(), gateway(), input(carId, { card: card(TEST_CARDS.needsAuthentication), ...overrides }), { now: T0 });
    if (asked.ok || asked.reason !== 'needs-authentication') throw new Error('expected a bank check');
    return asked;
  };

  type Shopper = Partial<ReserveInput> & { withAccount?: true };
  const cases: [string, Shopper, Shopper][] = [
    ['the same email, in other letters', { email: 'Hold.Owner@Example.com' }, { email: 'hold.owner@example.com' }],
    ['the same account, another email', { withAccount: true }, { withAccount: true, email: 'second@example.com' }],
    ['the same address, another email', { clientAddress: '203.0.113.7' }, { clientAddress: '203.0.113.7', email: 'third@example.com' }],
  ];
  it.each(cases)('%s: the second car is refused with the first waiting, and nothing is asked of the card', async (_case, first, second) => {
    const account = (await db().insert(shoppers).values({ site: 'riverside-kia', email: `account-${key}@example.com` }).returning())[0]!.id;
    const as = ({ withAccount, ...shopper }: Shopper): Partial<ReserveInput> => (withAccount ? { ...shopper, shopperId: account } : shopper);
    const asked = await waitingFor(`car-unpaid-${key}`, as(first));
    const before = (await payments()).length;
    const refused = await reserveCar(db(), gateway(), input(`car-unpaid-next-${key}`, as(second)), { now: T0 });
    expect(refused).toMatchObject({ ok: false, reason: 'payment-waiting', waiting: { id: asked.reservation.id } });
    expect((await payments()).length).toBe(before);
    // Once the bank check is done, the next car can be reserved.
    await gateway().authenticate(asked.reservation.paymentId!, asked.clientSecret, 'fail');
    await confirmReservationPayment(db(), gateway(), 'riverside-kia', asked.reservation.id, { now: T0 });
    expect((await reserveCar(db(), gateway(), input(`car-unpaid-after-${key}`, as(second)), { now: T0 })).ok).toBe(true);
  });

  it('another shopper (other email, account and address) is not held up', async () => {
    await waitingFor('car-unpaid-someone', { clientAddress: '203.0.113.8' });
    expect((await reserveCar(db(), gateway(), input('car-unpaid-other', { clientAddress: '203.0.113.9' }), { now: T0 })).ok).toBe(true);
  });
});

describe('the shopper hears what became of the deposit (every money state change told)', () => {
  const withLead = (deliveries: ('dealer-email' | 'shopper-email')[]): ReserveOptions => ({
    now: T0,
    onHeld: async (tx, reservation) => {
      await storeEnquiry(tx, reservation.site, reservationLeadKey(reservation.id), { name: reservation.name, email: reservation.email, optIn: false, category: 'Reservation', carId: reservation.carId }, { deliveries });
    },
  });
  const channelsOf = async (reservationId: string) => {
    const [lead] = (await listEnquiries(db(), 'riverside-kia')).filter((row) => row.idempotencyKey === reservationLeadKey(reservationId));
    const rows = await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id));
    return { state: lead!.deliveryStatus, channels: rows.map((row) => row.channel).sort() };
  };
  const reserve = async (carId: string, deliveries: ('dealer-email' | 'shopper-email')[] = ['dealer-email', 'shopper-email']) => {
    const held = await reserveCar(db(), gateway(), input(carId), withLead(deliveries));
    if (!held.ok) throw new Error('not held');
    return held.reservation.id;
  };

  it.each([
    ['the dealer takes it', 'car-told-capture', (id: string) => captureReservation(db(), gateway(), 'riverside-kia', id, hours(1)), 'deposit-taken-email'],
    ['the dealer releases it', 'car-told-release', (id: string) => releaseReservation(db(), gateway(), 'riverside-kia', id, hours(1)), 'deposit-released-email'],
    ['the 48-hour hold lapses', 'car-told-lapse', () => releaseLapsedReservations(db(), gateway(), hours(48)), 'deposit-released-email'],
  ])('%s: one email queued on the reservation\'s lead, once however often it is asked', async (_name, carId, act, channel) => {
    const id = await reserve(carId);
    await act(id);
    await act(id);
    expect(await channelsOf(id)).toEqual({ state: 'pending', channels: ['dealer-email', channel, 'shopper-email'].sort() });
  });

  it.each([
    ['takes', (id: string, g: ReturnType<typeof gateway>) => captureReservation(db(), g, 'riverside-kia', id, hours(1)), 'captured', 'deposit-taken-email', /the dealer confirmed the sale/],
    ['releases', (id: string, g: ReturnType<typeof gateway>) => releaseReservation(db(), g, 'riverside-kia', id, hours(1)), 'released', 'deposit-released-email', /the dealer released the hold/],
  ])('the gateway\'s webhook lands before its answer (as the test gateway posts it): the dealer still %s the deposit, the cause is recorded, one email', async (_verb, act, status, channel, cause) => {
    // As in the web app: the gateway's event is applied (by /api/payments/webhook) while the call is still out.
    const reporting = createTestGateway(db(), { clock: () => T0, emit: async (event) => void (await applyPaymentEvent(db(), paymentEventSchema.parse(event), hours(1))) });
    const id = await reserve(`car-told-webhook-${status}`);
    expect(await act(id, reporting)).toMatchObject({ ok: true });
    const history = await reservationHistory(db(), id);
    expect(history.map((event) => event.status)).toEqual(['pending', 'held', status, status]);
    expect(history.at(-1)!.cause).toMatch(cause);
    expect((await channelsOf(id)).channels).toEqual(['dealer-email', channel, 'shopper-email'].sort());
  });

  it('a site that sends the shopper no email sends none about the deposit either', async () => {
    const id = await reserve('car-told-quiet', ['dealer-email']);
    await captureReservation(db(), gateway(), 'riverside-kia', id, hours(1));
    expect((await channelsOf(id)).channels).toEqual(['dealer-email']);
  });

  it.each([
    ['reservation-0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d', '0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d'],
    ['order-0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d', null],
    ['reservation-not-an-id', null],
    ['a-form-key', null],
  ])('the lead %s speaks for reservation %s', (leadKey, reservationId) => {
    expect(reservationIdOfLead(leadKey)).toBe(reservationId);
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
