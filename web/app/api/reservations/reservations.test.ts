import { seedDemoStock } from '@dealer/demo';
import { listEnquiries, TEST_CARDS, testGatewayPaymentsTable } from '@dealer/leads/server';
import { FAKE_STRIPE_SECRET_KEY, fakeStripe, type FakeStripe } from '@dealer/leads/testing';
import { openWebTestDatabase } from '@/server/db/test-database';
import { carFromSearchRecord } from '@dealer/stock';
import { findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockService } from '@/server/stock/service';
import { demoSite } from '@/server/content/demo-site';

/**
 * POST /api/reservations (§9, README "Accounts, the watchlist, reservations and buying online")
 * over the real database, stock search and the embedded test gateway. riverside-kia takes the
 * default $200 deposit. Every refusal is problem details (README "Routes and errors").
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
const flags = new Map<string, Partial<SiteConfig['features']>>();
/** A site's deposit in place of its own (§9: $0 takes no reservations). */
const deposits = new Map<string, number>();

vi.mock('@/server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('@/server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/leads/delivery-worker', () => ({ wakeDeliveryWorker: () => {} }));
vi.mock('@/server/content/site', () => ({
  loadSite: async (slug: string) => {
    const site = demoSite(slug, flags.get(slug));
    const deposit = deposits.get(slug);
    return site && deposit !== undefined ? { ...site, config: { ...site.config, reservation_deposit: deposit } } : site;
  },
}));

const { POST } = await import('./route');
const confirmRoute = (await import('./[id]/confirm/route')).POST;
const testBankRoute = (await import('../payments/test-bank/route')).POST;
const { createStockService } = await import('@/server/stock/service');
const { reservedCarIds } = await import('@dealer/leads/server');

const KIA = 'riverside-kia.localhost:3000';
const kia = resolveSiteConfig(findSiteDefinition('riverside-kia')!).config;
let cars: string[] = [];
let jeepCar: string;
beforeAll(async () => {
  database = await openWebTestDatabase('reservations_route');
  await seedDemoStock(database.db, { now: new Date(), sites: ['riverside-kia', 'lone-star-jeep'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' }, reservedCarIds: () => reservedCarIds(database.db) });
  const hits = (await service.searchOne(kia, { hitsPerPage: 20, filters: 'status:in_stock AND reserved:false' })).hits;
  cars = hits.map((hit) => String(hit.objectID));
  const jeep = resolveSiteConfig(findSiteDefinition('lone-star-jeep')!).config;
  jeepCar = String((await service.searchOne(jeep, { hitsPerPage: 1, filters: 'status:in_stock' })).hits[0]!.objectID);
});
afterAll(() => database.close());
// riverside-kia gates checkout behind sign-in; these tests reserve as a guest, the last one gates.
beforeEach(() => {
  flags.clear();
  deposits.clear();
  flags.set('riverside-kia', { gateCheckout: false });
});

let keys = 0;
const shopper = { name: 'Ava Shopper', email: 'ava@example.com', phone: '0412 345 678' };
const card = (number: string = TEST_CARDS.succeeds) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });
function post(body: unknown, options: { key?: string; host?: string; origin?: string } = {}) {
  const host = options.host ?? KIA;
  return POST(
    new Request(`http://${host}/api/reservations`, {
      method: 'POST',
      headers: { host, origin: options.origin ?? `http://${host}`, 'content-type': 'application/json', 'idempotency-key': options.key ?? `reservation-test-${++keys}`, 'x-forwarded-for': `10.8.0.${keys}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
let calls = 0;
/** A same-origin POST from the browser to another reservation route. */
function browserPost(path: string, body: unknown, host = KIA) {
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${++calls}` },
    body: JSON.stringify(body),
  });
}
const confirm = (id: string, host = KIA) => confirmRoute(browserPost(`/api/reservations/${id}/confirm`, {}, host), { params: Promise.resolve({ id }) });
const bank = (body: unknown) => testBankRoute(browserPost('/api/payments/test-bank', body));
const PROBLEM = 'application/problem+json';
/** A refusal as the client reads it: its status, its content type and its problem details. */
const refusal = async (response: Response) => [response.status, response.headers.get('content-type'), await response.json()] as const;
/** The problem details of `status` with these members. */
const problemOf = (status: number, members: Record<string, unknown>) => ({ type: 'about:blank', title: expect.any(String), status, ...members });
const reservedInSearch = async (carId: string) =>
  carFromSearchRecord((await service.searchOne(kia, { filters: `objectID:${JSON.stringify(carId)}`, hitsPerPage: 1 })).hits[0])?.reserved;

describe('POST /api/reservations (§9 deposit $200 held 48 hours)', () => {
  it('holds the site\'s $200 whatever amount the browser sends, tells the dealer through the outbox, and search shows the car Reserved', async () => {
    const response = await post({ ...shopper, car_id: cars[0], card: card(), amount: 1, amountCents: 1 });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { status: string; amount: string; holdExpiresAt: string };
    expect(body).toMatchObject({ status: 'held', amount: '$200' });
    expect(new Date(body.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
    const [payment] = await database.db.select().from(testGatewayPaymentsTable);
    expect(payment!.amountCents).toBe(20000);
    expect(await reservedInSearch(cars[0]!)).toBe(true);
    const leads = (await listEnquiries(database.db, 'riverside-kia')).filter((lead) => lead.carId === cars[0]);
    expect(leads).toMatchObject([{ category: 'Reservation', deliveryStatus: 'pending' }]);
  });

  it('two shoppers at once: exactly one reservation; the other gets a clear 409 and is not charged', async () => {
    const [a, b] = await Promise.all([post({ ...shopper, car_id: cars[1], card: card() }), post({ ...shopper, email: 'ben@example.com', car_id: cars[1], card: card() })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(await refusal(refused)).toEqual([409, PROBLEM, problemOf(409, { detail: 'Sorry, someone has just reserved this car. Nothing was charged.' })]);
  });

  it('a replay of the same request answers the same reservation (200) and holds nothing twice', async () => {
    const first = await post({ ...shopper, car_id: cars[2], card: card() }, { key: 'replay-key-0001' });
    const again = await post({ ...shopper, car_id: cars[2], card: card() }, { key: 'replay-key-0001' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
  });

  it.each([
    ['a declined card', { ...shopper, car_id: 'CAR', card: card(TEST_CARDS.declined) }, {}, 402, { detail: expect.stringMatching(/declined/), errors: { card: expect.stringMatching(/declined/) }, code: 'card_declined' }],
    ['another site\'s car', { ...shopper, car_id: 'JEEP', card: card() }, {}, 404, { detail: 'This car is not listed on this site.', errors: { car_id: 'This car is not listed on this site.' } }],
    ['an unknown car', { ...shopper, car_id: 'no-such-car', card: card() }, {}, 404, { detail: 'This car is not listed on this site.', errors: { car_id: 'This car is not listed on this site.' } }],
    ['no name and a bad email', { ...shopper, name: '', email: 'x', car_id: 'CAR', card: card() }, {}, 400, { detail: '2 fields need correcting.', errors: { name: 'Please enter your name', email: 'Please enter a valid email address' } }],
    ['a card with no expiry', { ...shopper, car_id: 'CAR', card: { number: TEST_CARDS.succeeds, cvc: '123' } }, {}, 400, { detail: 'Please check your card details', errors: { card: 'Please check your card details' } }],
    ['no card', { ...shopper, car_id: 'CAR' }, {}, 400, { detail: 'Please enter your card details', errors: { card: 'Please enter your card details' } }],
    ['not JSON', '{', {}, 400, { detail: expect.stringMatching(/^Body must be JSON/), errors: { form: expect.stringMatching(/^Body must be JSON/) } }],
    ['a malformed Idempotency-Key', { ...shopper, car_id: 'CAR', card: card() }, { key: 'short' }, 400, {
      detail: 'Send an Idempotency-Key of 8 to 128 letters, digits, - or _.', errors: { 'idempotency-key': 'Send an Idempotency-Key of 8 to 128 letters, digits, - or _.' },
    }],
    ['CSRF from another origin', { ...shopper, car_id: 'CAR', card: card() }, { origin: 'http://evil.example' }, 403, { detail: 'This request must come from a page of this site.' }],
  ])('bad input: %s gets a clear problem and leaves the car free', async (_case, body, options, status, members) => {
    const carId = cars[3]!;
    const sent = typeof body === 'string' ? body : { ...body, car_id: body.car_id === 'CAR' ? carId : body.car_id === 'JEEP' ? jeepCar : body.car_id };
    expect(await refusal(await post(sent, options))).toEqual([status, PROBLEM, problemOf(status, members)]);
    expect(await reservedInSearch(carId)).toBe(false);
  });

  it('a site that takes no reservations ($0 deposit, §9) answers 404 on each reservation route and holds nothing', async () => {
    deposits.set('riverside-kia', 0);
    const off = [404, PROBLEM, problemOf(404, { detail: 'This site does not take reservations online.' })];
    expect(await refusal(await post({ ...shopper, car_id: cars[3], card: card() }))).toEqual(off);
    expect(await refusal(await confirm('0b6c7e9e-3f1a-4c55-9d1e-2b8f6a4c0d11'))).toEqual(off);
    expect(await refusal(await bank({ payment_id: 'pi_test_x', client_secret: 'pi_test_x_secret_y', outcome: 'complete' }))).toEqual(off);
    expect(await reservedInSearch(cars[3]!)).toBe(false);
  });

  it('a reserved car cannot be reserved again; CSRF from another origin is a 403', async () => {
    expect((await post({ ...shopper, car_id: cars[0], card: card() })).status).toBe(409);
    expect((await post({ ...shopper, car_id: cars[4], card: card() }, { origin: 'http://evil.example' })).status).toBe(403);
  });

  it('§6: where the site gates checkout, a signed-out shopper is refused 401 and nothing is held', async () => {
    flags.set('riverside-kia', { authentication: true, gateCheckout: true });
    const response = await post({ ...shopper, car_id: cars[5], card: card() });
    expect(await refusal(response)).toEqual([401, PROBLEM, problemOf(401, { detail: 'Please sign in first.' })]);
    expect(await reservedInSearch(cars[5]!)).toBe(false);
  });
});

describe('3-D Secure: a card whose bank asks the shopper to confirm (§9, Stripe test card 4000 0025 0000 3155)', () => {
  type Asked = { id: string; status: string; gateway: string; paymentId: string; clientSecret: string; message: string };
  const ask = async (carId: string) => {
    const response = await post({ ...shopper, car_id: carId, card: card(TEST_CARDS.needsAuthentication) });
    expect(response.status).toBe(202);
    return (await response.json()) as Asked;
  };

  it('202 with the client secret; nothing held until the shopper completes the bank\'s check; then confirm holds it (201, then 200) and search shows Reserved', async () => {
    const asked = await ask(cars[6]!);
    expect(asked).toMatchObject({ status: 'requires_action', gateway: 'test', message: 'Your bank needs you to confirm this payment.' });
    expect(await reservedInSearch(cars[6]!)).toBe(false);
    // Claimed meanwhile: another shopper is told it is taken.
    expect((await post({ ...shopper, email: 'ben@example.com', car_id: cars[6], card: card() })).status).toBe(409);

    const early = await confirm(asked.id);
    expect(await refusal(early)).toEqual([409, PROBLEM, problemOf(409, { detail: 'Your bank is still waiting for you to confirm this payment.' })]);

    expect(await refusal(await bank({ payment_id: asked.paymentId, client_secret: 'pi_x_secret_guess', outcome: 'complete' }))).toEqual([404, PROBLEM, problemOf(404, { detail: expect.any(String) })]);
    expect(await refusal(await bank({ payment_id: asked.paymentId, client_secret: asked.clientSecret, outcome: 'maybe' }))).toEqual([400, PROBLEM, problemOf(400, { detail: expect.any(String), errors: { outcome: expect.any(String) } })]);
    const completed = await bank({ payment_id: asked.paymentId, client_secret: asked.clientSecret, outcome: 'complete' });
    expect([completed.status, await completed.json()]).toEqual([200, { status: 'held' }]);

    // Another site's host knows nothing of it.
    expect(await refusal(await confirm(asked.id, 'lone-star-jeep.localhost:3000'))).toEqual([404, PROBLEM, problemOf(404, { detail: expect.any(String) })]);
    const held = await confirm(asked.id);
    expect(held.status).toBe(201);
    expect(await held.json()).toMatchObject({ id: asked.id, status: 'held', amount: '$200' });
    expect(await reservedInSearch(cars[6]!)).toBe(true);
    expect((await listEnquiries(database.db, 'riverside-kia')).filter((lead) => lead.carId === cars[6])).toHaveLength(1);
    expect((await confirm(asked.id)).status).toBe(200);
  });

  it('the bank\'s check fails: 402 with a clear message, nothing held, and the car free for the next shopper', async () => {
    const asked = await ask(cars[7]!);
    await bank({ payment_id: asked.paymentId, client_secret: asked.clientSecret, outcome: 'fail' });
    const refused = await confirm(asked.id);
    const bankMessage = expect.stringMatching(/^Your bank could not confirm this payment/);
    expect(await refusal(refused)).toEqual([402, PROBLEM, problemOf(402, { detail: bankMessage, errors: { card: bankMessage }, code: 'authentication_required' })]);
    expect(await reservedInSearch(cars[7]!)).toBe(false);
    expect((await post({ ...shopper, car_id: cars[7], card: card() })).status).toBe(201);
  });

  it('hostile input: a malformed or unknown reservation id is a 404, never a 5xx', async () => {
    for (const id of ['x', '../../etc', '00000000-0000-4000-8000-000000000000', 'é'.repeat(36)]) {
      expect(await refusal(await confirm(id)), id).toEqual([404, PROBLEM, problemOf(404, { detail: 'No such reservation.' })]);
    }
  });
});

describe('without Stripe (the embedded test gateway)', () => {
  it('Apple Pay and Google Pay are not offered: a wallet payment is a 400 and nothing is held', async () => {
    const response = await post({ ...shopper, car_id: cars[16], wallet: 'apple_pay' });
    expect(await refusal(response)).toEqual([400, PROBLEM, problemOf(400, { detail: expect.stringMatching(/not taken here/), errors: { card: expect.stringMatching(/Please pay by card/) } })]);
    expect(await reservedInSearch(cars[16]!)).toBe(false);
  });
});

describe('with Stripe (the Stripe adapter chosen when its keys are set), against an in-process fake of Stripe\'s API', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await fakeStripe();
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    stripe.requests.length = 0;
    vi.stubEnv('STRIPE_SECRET_KEY', FAKE_STRIPE_SECRET_KEY);
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_51FakePublishableKey');
    vi.stubEnv('STRIPE_API_BASE', stripe.url);
    vi.stubEnv('PAYMENTS_WEBHOOK_SECRET', 'whsec_test_route');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('holds the site\'s $200 with a manual-capture PaymentIntent from the PaymentMethod Stripe.js made; search shows Reserved', async () => {
    const response = await post({ ...shopper, car_id: cars[10], payment_method_id: 'pm_card_visa' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ status: 'held', amount: '$200' });
    const created = stripe.requests.find((request) => request.path === '/v1/payment_intents');
    expect(created?.form).toMatchObject({ amount: '20000', currency: 'aud', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: 'true' });
    expect(await reservedInSearch(cars[10]!)).toBe(true);
  });

  it.each([
    ['a card number (it must never reach this server)', { card: card() }, 400, /Card numbers are not taken here/],
    ['no PaymentMethod', {}, 400, /enter your card details/],
    ['a malformed PaymentMethod id', { payment_method_id: 'visa; drop table' }, 400, /check your card details/],
    ['a declined card', { payment_method_id: 'pm_card_chargeDeclined' }, 402, /Your card was declined/],
  ])('%s: %i, nothing held', async (_case, payWith, status, message) => {
    const response = await post({ ...shopper, car_id: cars[11], ...payWith });
    expect(await refusal(response)).toEqual([status, PROBLEM, problemOf(status, { detail: expect.stringMatching(message), errors: { card: expect.stringMatching(message) }, ...(status === 402 ? { code: expect.any(String) } : {}) })]);
    expect(await reservedInSearch(cars[11]!)).toBe(false);
    if (status === 400) expect(stripe.requests).toEqual([]);
  });

  it('3-D Secure: 202 with Stripe\'s client secret for Stripe.js; once the bank says yes, confirm holds it; the test bank is not there', async () => {
    const asked = await post({ ...shopper, car_id: cars[12], payment_method_id: 'pm_card_threeDSecure2Required' });
    expect(asked.status).toBe(202);
    const { id, paymentId, clientSecret } = (await asked.json()) as { id: string; paymentId: string; clientSecret: string };
    expect(clientSecret).toBe(stripe.intents.get(paymentId)!.client_secret);
    expect(await refusal(await bank({ payment_id: paymentId, client_secret: clientSecret, outcome: 'complete' }))).toEqual([404, PROBLEM, problemOf(404, { detail: 'Your own bank confirms payments here.' })]);
    expect((await confirm(id)).status).toBe(409);
    // The shopper's bank approves (what Stripe.js's handleNextAction does with the shopper).
    stripe.intents.get(paymentId)!.status = 'requires_capture';
    expect((await confirm(id)).status).toBe(201);
    expect(await reservedInSearch(cars[12]!)).toBe(true);
  });

  it('Apple Pay or Google Pay: one reservation, a 202 with the client secret Stripe.js confirms the wallet\'s card with; then confirm holds the $200 as a card\'s', async () => {
    const key = `wallet-${++keys}`;
    const asked = await post({ ...shopper, car_id: cars[13], wallet: 'apple_pay' }, { key });
    expect(asked.status).toBe(202);
    const { id, paymentId, clientSecret, status } = (await asked.json()) as { id: string; paymentId: string; clientSecret: string; status: string };
    expect(status).toBe('requires_action');
    const created = stripe.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0]!.form).toMatchObject({ amount: '20000', currency: 'aud', capture_method: 'manual', 'metadata[wallet]': 'apple_pay' });
    expect(created[0]!.form).not.toHaveProperty('confirm');
    // The same request again (a retry after a dropped answer): the same reservation, no second payment.
    expect((await post({ ...shopper, car_id: cars[13], wallet: 'apple_pay' }, { key })).status).toBe(409);
    expect(stripe.requests.filter((request) => request.path === '/v1/payment_intents')).toHaveLength(1);
    // Stripe.js's confirmPayment with the wallet's card.
    expect((await stripe.confirmAsStripeJs(clientSecret, 'pm_card_visa')).status).toBe(200);
    expect(stripe.intents.get(paymentId)!.status).toBe('requires_capture');
    const held = await confirm(id);
    expect(held.status).toBe(201);
    expect(await held.json()).toMatchObject({ id, status: 'held', amount: '$200' });
    expect(await reservedInSearch(cars[13]!)).toBe(true);
  });

  it('a wallet payment the bank refuses: the confirm is a 402 with Stripe\'s message, nothing held, the car free again', async () => {
    const asked = await post({ ...shopper, email: 'wallet-refused@example.com', car_id: cars[14], wallet: 'google_pay' });
    const { id, clientSecret } = (await asked.json()) as { id: string; clientSecret: string };
    expect((await stripe.confirmAsStripeJs(clientSecret, 'pm_card_chargeDeclined')).status).toBe(402);
    const refused = await confirm(id);
    expect(await refusal(refused)).toEqual([402, PROBLEM, problemOf(402, { detail: 'Your card was declined.', errors: { card: 'Your card was declined.' }, code: expect.any(String) })]);
    expect(await reservedInSearch(cars[14]!)).toBe(false);
  });

  it.each([
    ['a wallet and a PaymentMethod together', { wallet: 'apple_pay', payment_method_id: 'pm_card_visa' }, /wallet or your card, not both/],
    ['a wallet Stripe\'s element does not name', { wallet: 'paypal' }, /check your card details/],
  ])('%s: 400, nothing asked of Stripe', async (_case, payWith, message) => {
    const response = await post({ ...shopper, car_id: cars[15], ...payWith });
    expect(await refusal(response)).toEqual([400, PROBLEM, problemOf(400, { detail: expect.stringMatching(message), errors: { card: expect.stringMatching(message) } })]);
    expect(stripe.requests).toEqual([]);
  });
});
