import { createTestGateway, reserveCar, reservedCarIds, signPaymentEvent, TEST_CARDS, type PaymentEvent } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * POST /api/payments/webhook (§9, README "Accounts, the watchlist, reservations and buying online")
 * over a real database: events the test gateway reports, signed as Stripe signs, move reservations
 * once; bad, stale and replayed events change nothing, refused as problem details (README "Routes and errors").
 */
const SECRET = 'whsec_route_test_0123456789';
vi.stubEnv('PAYMENTS_WEBHOOK_SECRET', SECRET);
vi.stubEnv('LEAD_WORKER', 'off'); // no delivery worker polling this file's database
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
const stockChanged = vi.fn(async () => {});
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/stock/service', () => ({ stockService: async () => ({ stockChanged }) }));

const { POST } = await import('./route');

const events: PaymentEvent[] = [];
let paymentId = '';
beforeAll(async () => {
  database = await openWebTestDatabase('payments_webhook_route');
  const gateway = createTestGateway(database.db, { emit: async (event) => void events.push(event) });
  const held = await reserveCar(database.db, gateway, {
    site: 'riverside-kia', carId: 'car-webhook', idempotencyKey: 'webhook-key-1', name: 'Ava', email: 'ava@example.com', phone: '0412 345 678',
    amountCents: 20000, currency: 'aud', card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' }, description: 'x',
  });
  if (!held.ok) throw new Error('not held');
  paymentId = held.reservation.paymentId!;
  await gateway.cancel(paymentId, 'release-x');
});
afterAll(() => database.close());

const send = (body: string, signature: string | null) =>
  POST(new Request('http://localhost:3000/api/payments/webhook', { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body }));
const now = () => Math.floor(Date.now() / 1000);

describe('POST /api/payments/webhook (signed webhooks, replay, bad signature)', () => {
  it('the gateway\'s cancel event, signed, releases the reservation and re-indexes; the same event again changes nothing', async () => {
    const canceled = events.find((event) => event.type === 'payment_intent.canceled')!;
    const body = JSON.stringify(canceled);
    const first = await send(body, signPaymentEvent(SECRET, body, now()));
    expect([first.status, await first.json()]).toEqual([200, { received: true, outcome: 'applied' }]);
    expect(stockChanged).toHaveBeenCalledExactlyOnceWith({ site: null, cars: ['car-webhook'] });
    expect((await reservedCarIds(database.db)).has('car-webhook')).toBe(false);
    const again = await send(body, signPaymentEvent(SECRET, body, now()));
    expect([again.status, await again.json()]).toEqual([200, { received: true, outcome: 'duplicate' }]);
  });

  it.each([
    ['no signature', () => null, /No Stripe-Signature/],
    ['another secret', (body: string) => signPaymentEvent('whsec_wrong', body, now()), /does not match/],
    ['a signature ten minutes old (a replay)', (body: string) => signPaymentEvent(SECRET, body, now() - 600), /possible replay/],
  ])('%s: a 400 problem and nothing changes', async (_case, sign, message) => {
    const body = JSON.stringify({ id: `evt_forged_${Math.random()}`, type: 'payment_intent.succeeded', created: now(), data: { object: { id: paymentId, object: 'payment_intent' } } });
    const response = await send(body, sign(body));
    expect([response.status, response.headers.get('content-type')]).toEqual([400, 'application/problem+json']);
    expect(await response.json()).toEqual({ type: 'about:blank', title: 'Bad Request', status: 400, detail: expect.stringMatching(message) });
    expect((await reservedCarIds(database.db)).has('car-webhook')).toBe(false);
  });

  it('a signed event of another kind is acknowledged and ignored; a malformed body is a 400', async () => {
    const body = JSON.stringify({ id: 'evt_other', type: 'customer.created', created: now(), data: { object: { id: 'cus_1', object: 'customer' } } });
    expect(await (await send(body, signPaymentEvent(SECRET, body, now()))).json()).toEqual({ received: true, outcome: 'ignored' });
    const malformed = await send('{', signPaymentEvent(SECRET, '{', now()));
    expect([malformed.status, malformed.headers.get('content-type')]).toEqual([400, 'application/problem+json']);
    expect(await malformed.json()).toMatchObject({ status: 400, detail: expect.stringMatching(/^Body must be JSON/), errors: { form: expect.any(String) } });
  });
});
