import { seedDemoStock } from '@dealer/demo';
import { findEnquiry } from '@dealer/leads/server';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';
import { openWebTestDatabase } from '@/server/db/test-database';
import type { StockService } from '@/server/stock/service';

/**
 * §2 /cars/trade-in?car_id= and §7 creation (car_id, car_dealership_id): an offer accepted from a
 * car's page names that car, and its yard, on the lead; another site's car is refused. Real PGlite
 * and the real stock service over two demo sites' stock; the captcha is off here (its own tests
 * hold this route to it).
 */
vi.stubEnv('LEAD_WORKER', 'off');
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
vi.mock('@/server/stock/service', async (importActual) => ({ ...(await importActual<typeof import('@/server/stock/service')>()), stockService: async () => service }));
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, { autograb: true, captcha: false }) }));

const lookups = (await import('./lookups/route')).POST;
const answersRoute = (await import('./[id]/answers/route')).PUT;
const acceptRoute = (await import('./[id]/accept/route')).POST;
const { createStockService } = await import('@/server/stock/service');

const KIA = 'riverside-kia.localhost:3000';
let kiaCar: { id: string; dealership: string };
let jeepCar: string;

beforeAll(async () => {
  database = await openWebTestDatabase('trade_in_car');
  await seedDemoStock(database.db, { now: new Date(), sites: ['riverside-kia', 'lone-star-jeep'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' } });
  const first = async (site: string) => {
    const { config } = resolveSiteConfig(findSiteDefinition(site)!);
    return (await service.searchOne(config, { hitsPerPage: 1, filters: 'status:in_stock' })).hits[0] as unknown as { objectID: string; dealership_slug: string };
  };
  const kia = await first('riverside-kia');
  kiaCar = { id: String(kia.objectID), dealership: kia.dealership_slug };
  jeepCar = String((await first('lone-star-jeep')).objectID);
}, 180_000);
afterAll(() => database.close());

let calls = 0;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';
const request = (path: string, body: unknown, method = 'POST', key?: string) =>
  new Request(`http://${KIA}${path}`, {
    method,
    headers: {
      host: KIA, origin: `http://${KIA}`, 'content-type': 'application/json', 'user-agent': USER_AGENT, 'x-forwarded-for': `10.28.0.${++calls}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
const shopper = { name: 'Jamie', last_name: 'Smith', postcode: '4064', phone: '0412 345 678', email: 'jamie@example.com' };
const answers = { odometerKm: 12000, condition: 'good', accidentDamage: 'no', financeOwing: 'no', serviceHistory: 'full', keys: '2+' };

async function offered(): Promise<string> {
  const looked = await lookups(request('/api/trade-in/lookups', { rego: 'ABC123', regoState: 'QLD' }, 'POST', `trade-in-car-${++calls}`));
  expect(looked.status).toBe(201);
  const { id } = (await looked.json()) as { id: string };
  expect((await answersRoute(request(`/api/trade-in/${id}/answers`, { adjustmentAnswers: answers }, 'PUT'), { params: Promise.resolve({ id }) })).status).toBe(200);
  return id;
}
const accept = (id: string, body: unknown) => acceptRoute(request(`/api/trade-in/${id}/accept`, body), { params: Promise.resolve({ id }) });

describe('§7 creation: the car a trade-in came from', () => {
  it('§2 /cars/trade-in?car_id=: the accepted lead names this site\'s car and its yard', async () => {
    const accepted = await accept(await offered(), { ...shopper, car_id: kiaCar.id });
    expect(accepted.status).toBe(201);
    const { lead_id: leadId } = (await accepted.json()) as { lead_id: string };
    expect(await findEnquiry(database.db, 'riverside-kia', leadId)).toMatchObject({ carId: kiaCar.id, dealershipSlug: kiaCar.dealership, subcategory: '3. Offer Accepted' });
  });

  it.each([
    ['another site\'s car', () => jeepCar],
    ['a car no site lists', () => 'no-such-car'],
    ['an id with odd characters', () => '../etc/passwd'],
  ])('%s is a 400 naming car_id, and the offer stays open', async (_name, carId) => {
    const id = await offered();
    const refused = await accept(id, { ...shopper, car_id: carId() });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toHaveProperty('car_id');
    expect((await accept(id, shopper)).status).toBe(201);
  });

  it('§7 creation: the lead keeps the page, source Website, the browser\'s user agent, the visit\'s pages and the linked query', async () => {
    const url = `http://${KIA}/cars/trade-in?car_id=${kiaCar.id}`;
    const lead_attributes = { visited_pages: ['/?utm_source=newsletter', `/cars/${kiaCar.id}`, `/cars/trade-in?car_id=${kiaCar.id}`], linked_query_params: { utm_source: 'newsletter' } };
    const accepted = await accept(await offered(), { ...shopper, car_id: kiaCar.id, url, lead_attributes });
    expect(accepted.status).toBe(201);
    const { lead_id: leadId } = (await accepted.json()) as { lead_id: string };
    expect((await findEnquiry(database.db, 'riverside-kia', leadId))?.extra).toMatchObject({
      source: 'Website', url, user_agent: USER_AGENT, visited_pages: lead_attributes.visited_pages, linked_query_params: 'utm_source=newsletter',
    });
  });

  it('§7 creation: attributes out of bounds are a 400, and the offer stays open', async () => {
    const id = await offered();
    const refused = await accept(id, { ...shopper, lead_attributes: { visited_pages: Array.from({ length: 21 }, (_, i) => `/p${i}`) } });
    expect(refused.status).toBe(400);
    expect((await accept(id, shopper)).status).toBe(201);
  });
});
