import { salesJsonSchema } from '@dealer/leads';
import { seedDemoStock } from '@dealer/demo';
import { TEST_CARDS, createTestGateway, placeOrder, reservedCarIds, orderedCarIds, reserveCar, saveOrderStep, startOrder, giveReturnNotice } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';
import type { StockService } from '@/server/stock/service';

/**
 * The Studio's Sales API (the dealer confirms or releases a held deposit, §9, hands a car bought
 * online over and inspects its return, §4 used-car return flow) over the real database, stock
 * search and the embedded test gateway. Refusals are problem details (README "Routes and errors"). The content store's word on the user is replaced, as in the Leads tool's
 * test: 'admin' works on every site, 'scm' on southern-cross-motors only.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
vi.stubEnv('LEAD_WORKER', 'off'); // no delivery worker polling this file's database
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('@/server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));
vi.mock('@/server/reservations/gateway', () => ({ paymentGateway: async () => createTestGateway(database.db) }));
vi.mock('@/server/studio-auth', () => ({
  studioUser: async (request: Request, site: string) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '');
    if (token === 'admin') return { user: { id: 'p-admin', name: 'Admin' } };
    if (token === 'scm') return site === 'southern-cross-motors' ? { user: { id: 'p-scm', name: 'Scm' } } : { refused: 403 };
    return { refused: 401 };
  },
}));

const routes = {
  list: (await import('./route')).GET,
  capture: (await import('../reservations/[id]/capture/route')).POST,
  release: (await import('../reservations/[id]/release/route')).POST,
  delivered: (await import('../orders/[id]/delivered/route')).POST,
  inspection: (await import('../orders/[id]/return-inspection/route')).POST,
};
const { createStockService } = await import('@/server/stock/service');

const SCM = 'southern-cross-motors';
const HOST = `${SCM}.localhost:3000`;
const scm = resolveSiteConfig(findSiteDefinition(SCM)!).config;
let cars: { id: string; price: number }[] = [];
beforeAll(async () => {
  database = await openWebTestDatabase('studio_sales_route');
  await seedDemoStock(database.db, { now: new Date(), sites: [SCM, 'riverside-kia'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' }, reservedCarIds: async () => new Set([...(await reservedCarIds(database.db)), ...(await orderedCarIds(database.db))]) });
  cars = (await service.searchOne(scm, { filters: 'status:in_stock AND car_type:used AND reserved:false AND price>5000', hitsPerPage: 5 })).hits.map((hit) => ({ id: String(hit.objectID), price: Number(hit.price) }));
});
afterAll(() => database.close());

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const post = (route: Route, id: string, body?: unknown, token = 'scm', host = HOST) =>
  route(new Request(`http://${host}/api/studio/x`, { method: 'POST', headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), { params: Promise.resolve({ id }) });
const list = async (token = 'scm', host = HOST) => routes.list(new Request(`http://${host}/api/studio/sales`, { headers: { host, authorization: `Bearer ${token}` } }));

/** A refusal: its status, problem details with `detail` (and any extension members), and no-store as every Studio answer. */
async function expectProblem(answer: Response, status: number, members: Record<string, unknown>) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const body = (await answer.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'about:blank', status, ...members });
  expect(body).not.toHaveProperty('message');
  return body;
}

async function held(carId: string) {
  const result = await reserveCar(database.db, createTestGateway(database.db), {
    site: SCM, carId, idempotencyKey: `studio-sales-${carId}`, name: 'Ava Shopper', email: 'ava@example.com', phone: '0412 345 678',
    amountCents: 50_000, currency: 'aud', card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' }, description: 'x',
  });
  if (!result.ok) throw new Error('not held');
  return result.reservation.id;
}

async function placedOrder(car: { id: string; price: number }) {
  const order = await startOrder(database.db, SCM, car.id, null);
  const steps = {
    buyer: { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', address: '1 George St, Parramatta NSW', postcode: '2150' },
    tradeIn: { hasTradeIn: false },
    payment: { method: 'pay-in-full' },
    handover: { kind: 'pickup', date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) },
  } as const;
  for (const [step, value] of Object.entries(steps)) expect((await saveOrderStep(database.db, SCM, order.id, step as keyof typeof steps, value)).ok).toBe(true);
  expect((await placeOrder(database.db, SCM, order.id, car.price * 100)).ok).toBe(true);
  return order.id;
}

describe('the Studio\'s Sales API (§9 deposit, §4 used-car return flow)', () => {
  it('lists this site\'s reservations and placed orders with the car and the shopper; other sites\' users and strangers are refused', async () => {
    const reservation = await held(cars[0]!.id);
    const order = await placedOrder(cars[1]!);
    const answer = await list();
    expect(answer.status).toBe(200);
    // The Studio reads it with the wire contract's schema.
    const body = salesJsonSchema.parse(await answer.json());
    expect(body.site).toBe(SCM);
    expect(body.reservations.find((row) => row.id === reservation)).toMatchObject({ status: 'held', amount: '$500', name: 'Ava Shopper', carTitle: expect.stringMatching(/^\d{4} /) });
    expect(body.orders.find((row) => row.id === order)).toMatchObject({ status: 'placed', buyer: { name: 'Sam Buyer' }, payment: 'pay-in-full', handover: { kind: 'pickup' }, total: expect.stringMatching(/^\$[\d,]+$/) });
    await expectProblem(await list('scm', 'riverside-kia.localhost:3000'), 403, { detail: 'This Studio user does not work on this site.' });
    await expectProblem(await list('nobody'), 401, { detail: 'Sign in to the Studio: this needs a Studio user\'s token.' });
  });

  it('takes a held deposit; taking it again is fine; a released one cannot be taken', async () => {
    const reservation = await held(cars[2]!.id);
    expect((await post(routes.capture, reservation)).status).toBe(200);
    expect((await post(routes.capture, reservation)).status).toBe(200);
    await expectProblem(await post(routes.release, reservation), 409, { detail: 'The reservation is captured; only a held deposit can be released.' });
    await expectProblem(await post(routes.capture, reservation, undefined, 'scm', 'riverside-kia.localhost:3000'), 403, { detail: 'This Studio user does not work on this site.' });
    await expectProblem(await post(routes.capture, '00000000-0000-4000-8000-000000000000'), 404, { detail: 'No such reservation.' });
  });

  it('releases a held deposit early: the car shows available in search again', async () => {
    const reservation = await held(cars[3]!.id);
    await service.reindex();
    const reserved = async () => (await service.searchOne(scm, { filters: `objectID:${JSON.stringify(cars[3]!.id)}`, hitsPerPage: 1 })).hits[0]?.reserved;
    expect(await reserved()).toBe(true);
    const answer = await post(routes.release, reservation, undefined, 'admin');
    expect([answer.status, await answer.json()]).toEqual([200, { reservation: { id: reservation, status: 'released' } }]);
    expect(await reserved()).toBe(false);
  });

  it('hands a car over, then inspects its return: a failed inspection lists every unmet term; a passing one returns it', async () => {
    const order = await placedOrder(cars[4]!);
    await expectProblem(await post(routes.delivered, order, { odometer_km: 'lots' }), 400, { detail: 'Send {"odometer_km": <whole km>}.', errors: { odometer_km: expect.any(String) } });
    const delivered = await post(routes.delivered, order, { odometer_km: 42_000 });
    expect(delivered.status).toBe(200);
    await expectProblem(await post(routes.delivered, order, { odometer_km: 42_000 }), 409, { detail: 'Only a placed order can be delivered.' });
    expect((await giveReturnNotice(database.db, SCM, order, new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10))).ok).toBe(true);

    const failed = await post(routes.inspection, order, { odometer_km: 42_700, fuel: 'below-quarter', keys_and_accessories: false, encumbrance_cents: 0 });
    // Each unmet §5 return term is an extension member beside the detail.
    expect(((await expectProblem(failed, 422, { detail: expect.any(String) })) as { reasons: string[] }).reasons).toHaveLength(3);
    const passed = await post(routes.inspection, order, { odometer_km: 42_300, fuel: 'half', keys_and_accessories: true, encumbrance_cents: 150_000 });
    expect(passed.status).toBe(200);
    expect(((await passed.json()) as { order: { status: string; refundCents: number } }).order).toMatchObject({ status: 'returned', refundCents: cars[4]!.price * 100 - 150_000 });
  });
});
