import { seedDemoStock } from '@dealer/demo';
import { phoneRevealsTable } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StockService } from '@/server/stock/service';
import { demoSite } from '@/server/content/demo-site';

/**
 * POST /api/phone-reveals over the real stock service and database (in memory, two demo sites'
 * stock); only the process singletons are this test's.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;

vi.mock('@/server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('@/server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const { POST } = await import('./route');
const { createStockService } = await import('@/server/stock/service');

let kiaCar: string;
let jeepCar: string;
beforeAll(async () => {
  database = await openWebTestDatabase('phone_reveals_route');
  await seedDemoStock(database.db, { now: new Date(), sites: ['riverside-kia', 'lone-star-jeep'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' } });
  const first = async (site: string) => {
    const { config } = resolveSiteConfig(findSiteDefinition(site)!);
    return String((await service.searchOne(config, { hitsPerPage: 1, filters: 'status:in_stock' })).hits[0]!.objectID);
  };
  kiaCar = await first('riverside-kia');
  jeepCar = await first('lone-star-jeep');
});
afterAll(() => database.close());

const post = (host: string, body: unknown) =>
  POST(new Request('http://localhost/api/phone-reveals', {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }));
/** A refusal's RFC 9457 problem details (README "Routes and errors"), after its status and Content-Type. */
async function problemOf(response: Response, status: number): Promise<{ detail: string; errors?: Record<string, string> }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as { detail: string; errors?: Record<string, string> };
  expect(body).toMatchObject({ type: 'about:blank', title: expect.any(String), status, detail: expect.any(String) });
  return body;
}
const reveals = async () => database.db.select().from(phoneRevealsTable);

describe('POST /api/phone-reveals (§4 phone reveal, §7 payload)', () => {
  it('records a reveal of a car the site lists: 204', async () => {
    const response = await post('riverside-kia.localhost:3000', { car_id: kiaCar, dealership_id: 'd-1', website_id: 'riverside-kia' });
    expect(response.status).toBe(204);
    expect(await reveals()).toEqual([expect.objectContaining({ site: 'riverside-kia', carId: kiaCar })]);
  });

  it.each([
    ['not JSON', '{', 400, 'form'],
    ['no car_id', { dealership_id: 'x' }, 400, 'car_id'],
    ['a lone surrogate', { car_id: '\ud800' }, 400, 'form'],
    ['an oversized body', { car_id: 'x'.repeat(2000) }, 413, null],
    ['a car of another site', { car_id: 'JEEP' }, 404, null],
    ['an unknown car', { car_id: 'no-such-car' }, 404, null],
  ])('answers %s with a %i problem and records nothing', async (_case, body, status, field) => {
    const before = (await reveals()).length;
    const payload = typeof body === 'object' && body && 'car_id' in body && body.car_id === 'JEEP' ? { car_id: jeepCar } : body;
    const answer = await problemOf(await post('riverside-kia.localhost:3000', payload), status);
    if (field) expect(answer.errors?.[field]).toBeTruthy();
    if (status === 404) expect(answer.detail).toBe('No such car on this site.');
    expect(await reveals()).toHaveLength(before);
  });

  it('refuses a host that is no dealer site: a 404 problem', async () => {
    await problemOf(await post('localhost:3000', { car_id: kiaCar }), 404);
  });
});
