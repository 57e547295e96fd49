import { seedDemoStock } from '@dealer/demo';
import { TEST_CARDS, issueSignInCode, reservedCarIds, verifySignInCode } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';
import type { StockService } from '@/server/stock/service';

/**
 * §6 on riverside-kia, which gates checkout (`authentication` and `gateCheckout`): a reservation is
 * made signed in, and the two calls that finish its 3-D Secure check, the test bank
 * (`POST /api/payments/test-bank`) and `POST /api/reservations/{id}/confirm`, answer its shopper
 * alone: signed out 401 as `POST /api/reservations` answers, another shopper 404 as an unknown
 * reservation or payment (README "Accounts, the watchlist, reservations and buying online").
 * Over the real database, stock search and the embedded test gateway.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
vi.stubEnv('RATE_LIMITS', 'off');
vi.stubEnv('LEAD_WORKER', 'off');
// The test gateway's events go nowhere (port 1 refuses at once), never to a server on :3000.
vi.stubEnv('PAYMENTS_WEBHOOK_URL', 'http://127.0.0.1:1/api/payments/webhook');
vi.mock('@/server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('@/server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/leads/delivery-worker', () => ({ wakeDeliveryWorker: () => undefined }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const reserveRoute = (await import('./route')).POST;
const confirmRoute = (await import('./[id]/confirm/route')).POST;
const testBankRoute = (await import('../payments/test-bank/route')).POST;
const { createStockService } = await import('@/server/stock/service');

const KIA = 'riverside-kia';
const HOST = `${KIA}.localhost:3000`;
let cars: string[] = [];
let owner = '';
let stranger = '';

async function session(email: string): Promise<string> {
  const { code } = await issueSignInCode(database.db, KIA, email);
  const result = await verifySignInCode(database.db, KIA, email, code);
  if (!result.ok) throw new Error(result.reason);
  return result.session.token;
}

beforeAll(async () => {
  database = await openWebTestDatabase('reservation_owner_route');
  await seedDemoStock(database.db, { now: new Date(), sites: [KIA] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' }, reservedCarIds: () => reservedCarIds(database.db) });
  const kia = resolveSiteConfig(findSiteDefinition(KIA)!).config;
  expect(kia.features).toMatchObject({ authentication: true, gateCheckout: true });
  cars = (await service.searchOne(kia, { hitsPerPage: 2, filters: 'status:in_stock AND reserved:false' })).hits.map((hit) => String(hit.objectID));
  owner = await session('owner@example.com');
  stranger = await session('stranger@example.com');
});
afterAll(async () => {
  await database?.close();
  vi.unstubAllEnvs();
});

let calls = 0;
/** A same-origin POST from the browser, signed in with `token` or signed out. */
function browserPost(path: string, body: unknown, token: string | null, headers: Record<string, string> = {}) {
  return new Request(`http://${HOST}${path}`, {
    method: 'POST',
    headers: {
      host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', 'x-forwarded-for': `10.12.0.${++calls}`,
      ...(token ? { cookie: `dealer_session=${token}` } : {}), ...headers,
    },
    body: JSON.stringify(body),
  });
}
const confirm = (id: string, token: string | null) => confirmRoute(browserPost(`/api/reservations/${id}/confirm`, {}, token), { params: Promise.resolve({ id }) });
const bank = (body: unknown, token: string | null) => testBankRoute(browserPost('/api/payments/test-bank', body, token));
const answerOf = async (response: Response) => [response.status, await response.json()] as const;
/** A refusal as the client reads it: its status, its content type and its problem details (README "Routes and errors"). */
const refusal = async (response: Response) => [response.status, response.headers.get('content-type'), await response.json()] as const;
const problemOf = (status: number, detail: string) => [status, 'application/problem+json', { type: 'about:blank', title: expect.any(String), status, detail }];

/** The owner reserves with a card whose bank asks them to confirm (3-D Secure): 202 with the payment to confirm. */
async function askedToConfirm(carId: string) {
  const response = await reserveRoute(
    browserPost(
      '/api/reservations',
      { car_id: carId, name: 'Ava Owner', email: 'owner@example.com', phone: '0412 345 678', card: { number: TEST_CARDS.needsAuthentication, exp_month: 12, exp_year: 2030, cvc: '123' } },
      owner,
      { 'idempotency-key': `owner-reservation-${carId}` },
    ),
  );
  expect(response.status).toBe(202);
  return (await response.json()) as { id: string; paymentId: string; clientSecret: string };
}

describe('§6: where the site gates checkout, the 3-D Secure check answers the reservation\'s shopper alone', () => {
  it('the test bank: signed out 401, another shopper 404 (as an unknown payment), the owner 200', async () => {
    const asked = await askedToConfirm(cars[0]!);
    const complete = { payment_id: asked.paymentId, client_secret: asked.clientSecret, outcome: 'complete' };
    expect(await refusal(await bank(complete, null))).toEqual(problemOf(401, 'Please sign in first.'));
    expect(await refusal(await bank(complete, stranger))).toEqual(problemOf(404, 'No such payment is waiting for your bank.'));
    // Neither moved the payment: the bank still waits for the owner.
    expect((await confirm(asked.id, owner)).status).toBe(409);
    expect(await answerOf(await bank(complete, owner))).toEqual([200, { status: 'held' }]);
    // Confirmed, the hold is the owner's (and they have no payment left waiting, so they may reserve again).
    expect((await confirm(asked.id, owner)).status).toBe(201);
  });

  it('confirm: signed out 401, another shopper 404 (as an unknown reservation); the owner holds the deposit', async () => {
    const asked = await askedToConfirm(cars[1]!);
    expect((await bank({ payment_id: asked.paymentId, client_secret: asked.clientSecret, outcome: 'complete' }, owner)).status).toBe(200);
    expect(await refusal(await confirm(asked.id, null))).toEqual(problemOf(401, 'Please sign in first.'));
    expect(await refusal(await confirm(asked.id, stranger))).toEqual(problemOf(404, 'No such reservation.'));
    const held = await confirm(asked.id, owner);
    expect(held.status).toBe(201);
    expect(await held.json()).toMatchObject({ id: asked.id, status: 'held' });
  });
});
