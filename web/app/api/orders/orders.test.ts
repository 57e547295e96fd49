import { seedDemoStock } from '@dealer/demo';
import { issueSignInCode, listEnquiries, liveCarClaim, orderedCarIds, TEST_CARDS, verifySignInCode } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StockService } from '@/server/stock/service';
import { demoSite } from '@/server/content/demo-site';

/**
 * The order routes (§2 /checkout-journey: buy a used car online; §4, §9: return it within 14 days)
 * over the real database and stock search. southern-cross-motors sells online; lone-star-jeep does
 * not. Every refusal is problem details (README "Routes and errors").
 */
const ADMIN = 'orders-test-admin-secret-0123456789';
vi.stubEnv('STOCK_ADMIN_SECRET', ADMIN);
vi.stubEnv('LEAD_WORKER', 'off');
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
/** Whether southern-cross-motors has accounts on (§6: off in its config). */
let scmAccounts = false;
let service: StockService;
vi.mock('@/server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('@/server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/leads/delivery-worker', () => ({ wakeDeliveryWorker: () => {} }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, slug === 'southern-cross-motors' && scmAccounts ? { authentication: true } : {}) }));

const routes = {
  create: (await import('./route')).POST,
  get: (await import('./[id]/route')).GET,
  step: (await import('./[id]/steps/[step]/route')).PUT,
  place: (await import('./[id]/place/route')).POST,
  notice: (await import('./[id]/return-notice/route')).POST,
  delivered: (await import('./[id]/delivered/route')).POST,
  inspection: (await import('./[id]/return-inspection/route')).POST,
};
const reservations = { post: (await import('../reservations/route')).POST, confirm: (await import('../reservations/[id]/confirm/route')).POST, testBank: (await import('../payments/test-bank/route')).POST };
const { createStockService } = await import('@/server/stock/service');
const { reservedCarIds } = await import('@dealer/leads/server');

const SCM = 'southern-cross-motors.localhost:3000';
const scm = resolveSiteConfig(findSiteDefinition('southern-cross-motors')!).config;
let usedCars: string[] = [];
beforeAll(async () => {
  database = await openWebTestDatabase('orders_routes');
  await seedDemoStock(database.db, { now: new Date(), sites: ['southern-cross-motors', 'riverside-kia'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' }, reservedCarIds: async () => new Set([...(await reservedCarIds(database.db)), ...(await orderedCarIds(database.db))]) });
  usedCars = (await service.searchOne(scm, { filters: 'status:in_stock AND car_type:used AND reserved:false AND price>5000', hitsPerPage: 6 })).hits.map((hit) => String(hit.objectID));
});
afterAll(() => database.close());

let address = 0;
type Options = { host?: string; origin?: string | null; admin?: boolean; method?: string; session?: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own params
function call(route: (request: Request, context: { params: Promise<any> }) => Promise<Response>, params: Record<string, string>, body: unknown, options: Options = {}) {
  const host = options.host ?? SCM;
  const origin = options.origin === undefined ? `http://${host}` : options.origin;
  const request = new Request(`http://${host}/api/orders`, {
    method: options.method ?? 'POST',
    headers: {
      host, 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${++address}`,
      ...(origin ? { origin } : {}), ...(options.admin ? { authorization: `Bearer ${ADMIN}` } : {}),
      ...(options.session ? { cookie: `dealer_session=${options.session}` } : {}),
    },
    ...(options.method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  return route(request, { params: Promise.resolve(params) });
}
/** A same-origin POST from the shopper's browser on southern-cross-motors. */
const browserPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://${SCM}${path}`, { method: 'POST', headers: { host: SCM, origin: `http://${SCM}`, 'content-type': 'application/json', 'x-forwarded-for': `10.7.1.${++address}`, ...headers }, body: JSON.stringify(body) });
const reserve = (body: unknown) => reservations.post(browserPost('/api/reservations', body, { 'idempotency-key': `order-test-reservation-${++address}` }));
const { confirm, testBank } = reservations;
const create = (carId: string, options?: Options) => call((request) => routes.create(request), {}, { car_id: carId }, options);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const json = async (response: Response) => (await response.json()) as { order: { id: string; status: string; priceCents: number; returnDeadline: string | null; refundCents: number | null } };
/** A refusal as the client reads it: its status, its content type and its problem details. */
const refusal = async (response: Response) => [response.status, response.headers.get('content-type'), await response.json()] as const;
const PROBLEM = 'application/problem+json';

const steps: [string, unknown][] = [
  ['buyer', { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', address: '1 George St, Parramatta NSW', postcode: '2150' }],
  ['tradeIn', { hasTradeIn: false }],
  ['payment', { method: 'pay-in-full' }],
  ['handover', { kind: 'pickup', date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) }],
];
async function completeSteps(id: string) {
  for (const [step, body] of steps) expect((await call(routes.step, { id, step }, body, { method: 'PUT' })).status, step).toBe(200);
}

describe('buying a used car online over the API (§2 /checkout-journey)', () => {
  it('creates, resumes, fills every step, places at the car\'s own total and tells the dealer; then delivered and returned inside 14 days', async () => {
    const created = await create(usedCars[0]!);
    expect(created.status).toBe(201);
    const { order } = await json(created);
    await completeSteps(order.id);
    const resumed = await json(await call(routes.get, { id: order.id }, null, { method: 'GET' }));
    expect(resumed.order.status).toBe('draft');

    const placed = await call(routes.place, { id: order.id }, { priceCents: 1 });
    expect(placed.status).toBe(200);
    const placedOrder = (await json(placed)).order;
    expect(placedOrder.status).toBe('placed');
    expect(placedOrder.priceCents).toBeGreaterThan(500_000);
    expect((await listEnquiries(database.db, 'southern-cross-motors')).filter((lead) => lead.category === 'Online purchase')).toHaveLength(1);
    // Search now shows the car Reserved, and nobody else can start buying it.
    expect((await create(usedCars[0]!)).status).toBe(409);

    // Before delivery there is nothing to return.
    expect((await call(routes.notice, { id: order.id }, { appointment: inDays(3) })).status).toBe(409);
    // The dealer's calls need the admin secret.
    expect((await call(routes.delivered, { id: order.id }, { odometer_km: 42000 })).status).toBe(401);
    const delivered = await json(await call(routes.delivered, { id: order.id }, { odometer_km: 42000 }, { admin: true }));
    expect(delivered.order.returnDeadline).not.toBeNull();
    expect((await call(routes.notice, { id: order.id }, { appointment: inDays(3) })).status).toBe(200);
    const refused = await call(routes.inspection, { id: order.id }, { odometer_km: 42_700, fuel: 'quarter', keys_and_accessories: true }, { admin: true });
    expect(await refusal(refused)).toEqual([
      422, PROBLEM,
      { type: 'about:blank', title: 'Unprocessable Entity', status: 422, detail: 'The return terms are not met.', reasons: ['The car has done 700 km since delivery; the return allows 500 km.'] },
    ]);
    const returned = await json(await call(routes.inspection, { id: order.id }, { odometer_km: 42_300, fuel: 'half', keys_and_accessories: true, encumbrance_cents: 0 }, { admin: true }));
    expect(returned.order).toMatchObject({ status: 'returned', refundCents: placedOrder.priceCents });
    // Returned, the car is available again.
    expect((await create(usedCars[0]!)).status).toBe(201);
  });

  it.each([
    ['a site that does not sell online (lone-star-jeep)', () => create(usedCars[1]!, { host: 'lone-star-jeep.localhost:3000' }), 404, { detail: 'This site does not sell cars online.' }],
    ['an unknown car', () => create('no-such-car'), 404, { detail: 'This car is not listed on this site.' }],
    ['another site\'s page (CSRF)', () => create(usedCars[1]!, { origin: 'http://evil.example' }), 403, { detail: 'This request must come from a page of this site.' }],
    ['no car_id', () => call((request) => routes.create(request), {}, { car: 'x' }), 400, { detail: 'Send {"car_id": "..."}.', errors: { car_id: 'Send {"car_id": "..."}.' } }],
    ['a body that is not JSON', () => routes.create(new Request(`http://${SCM}/api/orders`, { method: 'POST', headers: { host: SCM, origin: `http://${SCM}`, 'content-type': 'application/json', 'x-forwarded-for': `10.7.2.${++address}` }, body: '{' })), 400, { detail: expect.stringMatching(/^Body must be JSON/), errors: { form: expect.stringMatching(/^Body must be JSON/) } }],
  ])('bad input: %s is a problem', async (_case, send, status, members) => {
    const [answered, type, body] = await refusal(await send());
    expect([answered, type]).toEqual([status, PROBLEM]);
    expect(body).toEqual({ type: 'about:blank', title: expect.any(String), status, ...members });
  });

  it('a step with bad fields is a 400 naming them; an unknown step is a 404; placing before every step is a 400; the dealer\'s calls refuse alike', async () => {
    const { order } = await json(await create(usedCars[2]!));
    const unknown = '0b6c7e9e-3f1a-4c55-9d1e-2b8f6a4c0d11';
    const cases: [string, () => Promise<Response>, number, Record<string, unknown>][] = [
      ['a step with bad fields', () => call(routes.step, { id: order.id, step: 'buyer' }, { name: '', email: 'x', phone: '1', address: '', postcode: '12' }, { method: 'PUT' }), 400, {
        detail: '5 fields need correcting.',
        errors: { name: 'Please enter your name', email: 'Please enter a valid email address', phone: 'Please enter a valid phone number', address: 'Please enter your address', postcode: 'Invalid postcode. Please enter a 4-digit number.' },
      }],
      ['an unknown step', () => call(routes.step, { id: order.id, step: 'price' }, {}, { method: 'PUT' }), 404, { detail: 'No such step: buyer, tradeIn, payment, handover.' }],
      ['a step of an unknown order', () => call(routes.step, { id: unknown, step: 'buyer' }, steps[0]![1], { method: 'PUT' }), 404, { detail: 'No such order.' }],
      ['placing before every step', () => call(routes.place, { id: order.id }, {}), 400, { detail: expect.stringMatching(/^Please complete every step first/) }],
      ['an id that is not one', () => call(routes.get, { id: 'not-a-uuid' }, null, { method: 'GET' }), 404, { detail: 'No such order.' }],
      ['notice with no date', () => call(routes.notice, { id: order.id }, { appointment: 'soon' }), 400, { detail: 'Please choose a date for the return appointment', errors: { appointment: 'Please choose a date for the return appointment' } }],
      ['notice before delivery', () => call(routes.notice, { id: order.id }, { appointment: inDays(3) }), 409, { detail: 'This order is draft.' }],
      ['the dealer without the admin secret', () => call(routes.delivered, { id: order.id }, { odometer_km: 42000 }), 401, { detail: 'Send the stock admin secret as a Bearer token.' }],
      ['the dealer on a site that does not sell online', () => call(routes.delivered, { id: order.id }, { odometer_km: 42000 }, { admin: true, host: 'lone-star-jeep.localhost:3000' }), 404, { detail: 'This site does not sell cars online.' }],
      ['delivered without an odometer', () => call(routes.delivered, { id: order.id }, { odometer_km: -1 }, { admin: true }), 400, { detail: 'Send {"odometer_km": <whole km>}.', errors: { odometer_km: 'Send {"odometer_km": <whole km>}.' } }],
      ['delivered before it is placed', () => call(routes.delivered, { id: order.id }, { odometer_km: 42000 }, { admin: true }), 409, { detail: 'Only a placed order can be delivered.' }],
      ['delivered, an unknown order', () => call(routes.delivered, { id: unknown }, { odometer_km: 42000 }, { admin: true }), 404, { detail: 'No such order.' }],
      ['an inspection with an unknown fuel level', () => call(routes.inspection, { id: order.id }, { odometer_km: 1, fuel: 'brimming', keys_and_accessories: true }, { admin: true }), 400, {
        detail: 'Send odometer_km, fuel (empty, below-quarter, quarter, half, three-quarters, full), keys_and_accessories and encumbrance_cents.', errors: { fuel: expect.any(String) },
      }],
      ['an inspection without notice', () => call(routes.inspection, { id: order.id }, { odometer_km: 1, fuel: 'half', keys_and_accessories: true }, { admin: true }), 409, { detail: 'This order is draft; a return needs notice first.' }],
    ];
    for (const [what, send, status, members] of cases) {
      const [answered, type, body] = await refusal(await send());
      expect([answered, type], what).toEqual([status, PROBLEM]);
      expect(body, what).toEqual({ type: 'about:blank', title: expect.any(String), status, ...members });
    }
  });

  it('two buyers of one car: the second to place is refused', async () => {
    const first = (await json(await create(usedCars[3]!))).order;
    const second = (await json(await create(usedCars[3]!))).order;
    await completeSteps(first.id);
    await completeSteps(second.id);
    const answers = await Promise.all([call(routes.place, { id: first.id }, {}), call(routes.place, { id: second.id }, {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('one car, one buyer: a car reserved with a 3-D Secure card (pending at the bank) cannot be ordered or placed, and completing the bank step holds the deposit', async () => {
    const carId = usedCars[5]!;
    const draft = (await json(await create(carId))).order;
    await completeSteps(draft.id);
    const reserving = await reserve({ car_id: carId, name: 'Ava Shopper', email: 'ava@example.com', phone: '0412 345 678', card: { number: TEST_CARDS.needsAuthentication, exp_month: 12, exp_year: 2030, cvc: '123' } });
    expect(reserving.status).toBe(202);
    const waiting = (await reserving.json()) as { id: string; paymentId: string; clientSecret: string };

    expect((await create(carId)).status).toBe(409);
    const placing = await call(routes.place, { id: draft.id }, {});
    expect(placing.status).toBe(409);
    expect(await refusal(placing)).toEqual([409, PROBLEM, expect.objectContaining({ detail: expect.stringMatching(/bought or reserved/) })]);

    expect((await testBank(browserPost('/api/payments/test-bank', { payment_id: waiting.paymentId, client_secret: waiting.clientSecret, outcome: 'complete' }))).status).toBe(200);
    expect((await confirm(browserPost(`/api/reservations/${waiting.id}/confirm`, {}), { params: Promise.resolve({ id: waiting.id }) })).status).toBe(201);
    expect(await liveCarClaim(database.db, 'southern-cross-motors', carId)).toMatchObject({ holder: 'reservation', holderId: waiting.id });
  });

  it('an order started signed in answers only its shopper: signed out 401, another shopper 404, on every shopper route', async () => {
    scmAccounts = true;
    try {
      const session = async (email: string) => {
        const { code } = await issueSignInCode(database.db, 'southern-cross-motors', email);
        const result = await verifySignInCode(database.db, 'southern-cross-motors', email, code);
        if (!result.ok) throw new Error(result.reason);
        return result.session.token;
      };
      const owner = await session('owner@example.com');
      const stranger = await session('stranger@example.com');
      const created = await create(usedCars[4]!, { session: owner });
      expect(created.status).toBe(201);
      const { id } = (await json(created)).order;
      for (const [who, options, status] of [['signed out', {}, 401], ['another shopper', { session: stranger }, 404]] as const) {
        const detail = status === 401 ? 'Please sign in to see this order.' : 'No such order.';
        for (const [route, answer] of [
          ['GET', call(routes.get, { id }, null, { method: 'GET', ...options })],
          ['step', call(routes.step, { id, step: 'buyer' }, steps[0]![1], { method: 'PUT', ...options })],
          ['place', call(routes.place, { id }, {}, options)],
          ['notice', call(routes.notice, { id }, { appointment: inDays(2) }, options)],
        ] as const) {
          expect(await refusal(await answer), `${who} ${route}`).toEqual([status, PROBLEM, { type: 'about:blank', title: expect.any(String), status, detail }]);
        }
      }
      expect((await call(routes.get, { id }, null, { method: 'GET', session: owner })).status).toBe(200);
      // §6: southern-cross-motors gates checkout, so with accounts on, starting to buy needs a signed-in shopper.
      const signedOut = await create(usedCars[3]!);
      expect(await refusal(signedOut)).toEqual([401, PROBLEM, { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Please sign in first.' }]);
    } finally {
      scmAccounts = false;
    }
  });
});
