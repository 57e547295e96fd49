import { seedDemoStock } from '@dealer/demo';
import { reservedCarIds, TEST_CARDS } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StockService } from '@/server/stock/service';
import { demoSite } from '@/server/content/demo-site';

/**
 * One unpaid hold per shopper (README "Accounts, ... reservations and buying online"): a probe held
 * two cars for 15 minutes each by leaving 3-D Secure checks unfinished, from one email and address.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
vi.mock('@/server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('@/server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/leads/delivery-worker', () => ({ wakeDeliveryWorker: () => {} }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, { gateCheckout: false }) }));

const { POST } = await import('./route');
const { createStockService } = await import('@/server/stock/service');

const KIA = 'riverside-kia.localhost:3000';
let cars: string[] = [];
beforeAll(async () => {
  database = await openWebTestDatabase('unpaid_holds_route');
  await seedDemoStock(database.db, { now: new Date(), sites: ['riverside-kia'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' }, reservedCarIds: () => reservedCarIds(database.db) });
  const kia = resolveSiteConfig(findSiteDefinition('riverside-kia')!).config;
  cars = (await service.searchOne(kia, { hitsPerPage: 10, filters: 'status:in_stock AND reserved:false' })).hits.map((hit) => String(hit.objectID));
});
afterAll(() => database.close());

let keys = 0;
const bankCheckCard = { number: TEST_CARDS.needsAuthentication, exp_month: 12, exp_year: 2030, cvc: '123' };
function reserve(carId: string, email: string, address: string) {
  return POST(
    new Request(`http://${KIA}/api/reservations`, {
      method: 'POST',
      headers: { host: KIA, origin: `http://${KIA}`, 'content-type': 'application/json', 'idempotency-key': `unpaid-hold-${++keys}`, 'x-forwarded-for': address },
      body: JSON.stringify({ car_id: carId, name: 'Ava Shopper', email, phone: '0412 345 678', card: bankCheckCard }),
    }),
  );
}

describe('one unpaid hold per shopper and site: a second reservation while the first waits for the bank is a 409', () => {
  it.each([
    ['the same email from another address', 'hold-one@example.com', '10.20.0.1', 'HOLD-ONE@example.com', '10.20.0.2'],
    ['another email from the same address', 'hold-two@example.com', '10.20.0.3', 'hold-three@example.com', '10.20.0.3'],
  ])('%s', async (_case, email, address, secondEmail, secondAddress) => {
    const index = keys;
    expect((await reserve(cars[index]!, email, address)).status).toBe(202);
    const second = await reserve(cars[index + 1]!, secondEmail, secondAddress);
    expect([second.status, second.headers.get('content-type')]).toEqual([409, 'application/problem+json']);
    expect(((await second.json()) as { detail: string }).detail).toMatch(/already have a reservation waiting for your bank/);
  });

  it('another shopper from another address is not held up', async () => {
    expect((await reserve(cars[8]!, 'hold-four@example.com', '10.20.0.8')).status).toBe(202);
    expect((await reserve(cars[9]!, 'hold-five@example.com', '10.20.0.9')).status).toBe(202);
  });
});
