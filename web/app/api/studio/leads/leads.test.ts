import { storeEnquiry } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import type { Database } from '@dealer/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The Studio's Leads API (README "Lead delivery") on a real PGlite database; refusals are problem
 * details (README "Routes and errors"). The content store's word on the user is
 * replaced (studio-auth.test.ts tests it): 'admin' works on every site, 'kia' on riverside-kia only.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
vi.mock('@/server/db/database', () => ({ database: async (): Promise<{ db: Database }> => ({ db: database.db }) }));
vi.mock('@/server/leads/delivery-worker', () => ({ wakeDeliveryWorker: () => undefined }));
vi.mock('@/server/studio-auth', () => ({
  studioUser: async (request: Request, site: string) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '');
    if (token === 'admin') return { user: { id: 'p-admin', name: 'Admin' } };
    if (token === 'kia') return site === 'riverside-kia' ? { user: { id: 'p-kia', name: 'Kia' } } : { refused: 403 };
    return { refused: 401 };
  },
}));

const { GET, OPTIONS } = await import('./route');
const { POST: RESEND } = await import('../deliveries/[deliveryId]/resend/route');

beforeAll(async () => {
  database = await openWebTestDatabase('studio_leads_route');
});
afterAll(() => database.close());

const get = (host: string, token?: string, query = '') =>
  GET(new Request(`http://${host}/api/studio/leads${query}`, { headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } }));
const resend = (host: string, token: string, deliveryId: string) =>
  RESEND(new Request(`http://${host}/api/studio/deliveries/${deliveryId}/resend`, { method: 'POST', headers: { host, authorization: `Bearer ${token}` } }), { params: Promise.resolve({ deliveryId }) });

/** A refusal: its status and problem details with these members, and no-store as every Studio answer. */
async function expectProblem(answer: Response, status: number, members: Record<string, unknown>) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const body = (await answer.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'about:blank', status, ...members });
  expect(body).not.toHaveProperty('message');
}

describe('GET /api/studio/leads and POST /api/studio/deliveries/{id}/resend (README "Lead delivery")', () => {
  it('lists this site\'s leads with their deliveries; other sites\' users and strangers are refused', async () => {
    const kia = await storeEnquiry(database.db, 'riverside-kia', 'studio-1', { name: 'Jo', email: 'jo@example.com', optIn: true }, { deliveries: ['dealer-email', 'shopper-email'] });
    await storeEnquiry(database.db, 'lone-star-jeep', 'studio-2', { name: 'Al', email: 'al@example.com', optIn: true }, { deliveries: ['dealer-email'] });

    const answer = await get('riverside-kia.localhost:3000', 'kia');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { site: string; leads: { id: string; state: string; deliveries: { channel: string; status: string }[] }[] };
    expect(body.site).toBe('riverside-kia');
    expect(body.leads.map((lead) => lead.id)).toEqual([kia.id]);
    expect(body.leads[0]!.deliveries.map((delivery) => [delivery.channel, delivery.status])).toEqual([['dealer-email', 'pending'], ['shopper-email', 'pending']]);

    await expectProblem(await get('lone-star-jeep.localhost:3000', 'kia'), 403, { detail: 'This Studio user does not work on this site.' });
    await expectProblem(await get('riverside-kia.localhost:3000'), 401, { detail: 'Sign in to the Studio: this needs a Studio user\'s token.' });
    await expectProblem(await get('localhost:3000', 'admin'), 404, { detail: 'Call this on a dealer site\'s host.' });
  });

  it.each([
    ['?state=lost', 400, { state: 'state must be one of pending, delivered, failed.' }],
    ['?limit=0', 400, { limit: 'limit must be a whole number from 1 to 200.' }],
    ['?limit=1000', 400, { limit: 'limit must be a whole number from 1 to 200.' }],
    ['?state=pending&limit=5', 200, null],
  ])('query %s → %s', async (query, status, errors) => {
    const answer = await get('riverside-kia.localhost:3000', 'admin', query);
    if (!errors) return expect(answer.status).toBe(status);
    await expectProblem(answer, status, { detail: Object.values(errors)[0], errors });
  });

  it('a resend acts only on this site\'s deliveries', async () => {
    const stored = await storeEnquiry(database.db, 'riverside-kia', 'studio-3', { name: 'Jo', email: 'jo@example.com', optIn: true }, { deliveries: ['dealer-email'] });
    const listed = (await (await get('riverside-kia.localhost:3000', 'admin')).json()) as { leads: { id: string; deliveries: { id: string }[] }[] };
    const deliveryId = listed.leads.find((lead) => lead.id === stored.id)!.deliveries[0]!.id;
    expect((await resend('riverside-kia.localhost:3000', 'admin', deliveryId)).status).toBe(202); // pending: already queued
    await expectProblem(await resend('lone-star-jeep.localhost:3000', 'admin', deliveryId), 404, { detail: 'No such delivery on this site.' });
    await expectProblem(await resend('lone-star-jeep.localhost:3000', 'kia', deliveryId), 403, { detail: 'This Studio user does not work on this site.' });
    await expectProblem(await resend('riverside-kia.localhost:3000', 'admin', 'not-a-uuid'), 404, { detail: 'No such delivery on this site.' });
    // One a worker is sending right now is refused, saying so (`outcome` stays beside the detail).
    await database.db.execute(sql`update lead_deliveries set status = 'sending' where id = ${deliveryId}`);
    await expectProblem(await resend('riverside-kia.localhost:3000', 'admin', deliveryId), 409, { detail: 'It is being sent right now.', outcome: 'sending' });
  });

  it('the Studio\'s origin may call it from the browser; no other origin may', async () => {
    process.env.LAKE_URL = 'https://localhost:4000'; // the local Studio is served by the lake
    const preflight = (origin: string) => OPTIONS(new Request('http://riverside-kia.localhost:3000/api/studio/leads', { method: 'OPTIONS', headers: { origin } }));
    const allowed = await preflight('https://localhost:4000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://localhost:4000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
