import type { SiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';
import { openWebTestDatabase } from '@/server/db/test-database';

/**
 * POST /api/miscellaneous (§7: the valuation result plus `column_name: 'valuation'`, some sites;
 * §8 'Failed to save valuation data' is the browser's log of a refusal) on a real in-memory PGlite
 * database, with valuations made through the trade-in API itself (embedded provider). Only the
 * process singletons are replaced: the database and the site settings, with per-test flags.
 */
vi.stubEnv('LEAD_WORKER', 'off');
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
const flags = new Map<string, Partial<SiteConfig['features']>>();
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, { autograb: true, saveValuation: true, ...flags.get(slug) }) }));

const save = (await import('./route')).POST;
const lookups = (await import('../trade-in/lookups/route')).POST;
const answersRoute = (await import('../trade-in/[id]/answers/route')).PUT;

beforeAll(async () => {
  database = await openWebTestDatabase('miscellaneous_route');
}, 120_000);
afterAll(async () => {
  await database.close();
  vi.unstubAllEnvs();
});
beforeEach(() => flags.clear());

const KIA = 'riverside-kia';
let calls = 0;
function request(site: string, path: string, body: unknown, { method = 'POST', origin = `http://${site}.localhost:3000`, key }: { method?: string; origin?: string; key?: string } = {}) {
  const host = `${site}.localhost:3000`;
  return new Request(`http://${host}${path}`, {
    method,
    headers: { host, origin, 'content-type': 'application/json', 'x-forwarded-for': `10.27.${Math.floor(++calls / 250)}.${calls % 250}`, ...(key ? { 'idempotency-key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const answers = { odometerKm: '12,000', condition: 'good', accidentDamage: 'no', financeOwing: 'no', serviceHistory: 'full', keys: '2+' };
/** A riverside-kia valuation of ABC123 (QLD), answered (an offer) or not. */
async function valuation(answered: boolean, site = KIA): Promise<{ id: string; vehicle?: unknown; offer?: unknown }> {
  const looked = await lookups(request(site, '/api/trade-in/lookups', { rego: 'ABC123', regoState: 'QLD' }, { key: `misc-${crypto.randomUUID()}` }));
  expect(looked.status).toBe(201);
  const { id, vehicle } = (await looked.json()) as { id: string; vehicle: unknown };
  if (!answered) return { id };
  const valued = await answersRoute(request(site, `/api/trade-in/${id}/answers`, { adjustmentAnswers: answers }, { method: 'PUT' }), { params: Promise.resolve({ id }) });
  expect(valued.status).toBe(200);
  const { offer } = (await valued.json()) as { offer: unknown };
  return { id, vehicle, offer };
}

async function problemOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await response.json()) as Record<string, unknown>;
}

describe('§7 POST /api/miscellaneous: the valuation saved against the site', () => {
  it('an answered valuation of this site: 200 {saved, id, column_name}', async () => {
    const made = await valuation(true);
    const answer = await save(request(KIA, '/api/miscellaneous', { ...made, column_name: 'valuation' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ saved: true, id: made.id, column_name: 'valuation' });
  });

  it('a valuation not answered yet is a 409 the browser logs', async () => {
    const made = await valuation(false);
    const body = await problemOf(await save(request(KIA, '/api/miscellaneous', { ...made, column_name: 'valuation' })), 409);
    expect(body.detail).toBe('Please answer the questions about your car first.');
  });

  it.each([
    ['an unknown id', () => crypto.randomUUID()],
    ['a malformed id', () => 'not-a-valuation'],
  ])('%s is a 404', async (_case, id) => {
    await problemOf(await save(request(KIA, '/api/miscellaneous', { id: id(), column_name: 'valuation' })), 404);
  });

  it('another site\'s valuation is the same 404 (one site never reads another\'s)', async () => {
    const made = await valuation(true);
    await problemOf(await save(request('harbour-city-toyota', '/api/miscellaneous', { id: made.id, column_name: 'valuation' })), 404);
  });

  it.each([
    ['another column', { column_name: 'finance' }, 'column_name'],
    ['no column', {}, 'column_name'],
    ['no id', { column_name: 'valuation', id: undefined }, 'id'],
  ])('%s is a 400 naming the field', async (_case, fields, field) => {
    const made = await valuation(true);
    const body = await problemOf(await save(request(KIA, '/api/miscellaneous', { id: made.id, ...fields })), 400);
    expect(Object.keys(body.errors as object)).toContain(field);
  });

  it.each([
    ['the site does not save valuations (features.saveValuation off)', { saveValuation: false }],
    ['the site\'s valuation tool is off', { autograb: false, redbook: false }],
  ])('404 where %s', async (_case, features) => {
    flags.set(KIA, features);
    await problemOf(await save(request(KIA, '/api/miscellaneous', { id: crypto.randomUUID(), column_name: 'valuation' })), 404);
  });

  it('a write from another site\'s page is a 403; a body past 8 KiB a 413', async () => {
    await problemOf(await save(request(KIA, '/api/miscellaneous', { id: crypto.randomUUID(), column_name: 'valuation' }, { origin: 'http://evil.example' })), 403);
    await problemOf(await save(request(KIA, '/api/miscellaneous', { id: crypto.randomUUID(), column_name: 'valuation', padding: 'x'.repeat(9000) })), 413);
  });
});
