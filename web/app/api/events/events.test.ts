import { trackingEventsTable } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import type { Database } from '@dealer/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';

/**
 * POST /api/events on a real (in-memory) PGlite database: only the process's database singleton
 * is replaced by this test's, and site settings come from the code registry.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;

vi.mock('@/server/db/database', () => ({
  database: async (): Promise<{ db: Database }> => ({ db: database.db }),
}));

vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const { POST } = await import('./route');

beforeAll(async () => {
  database = await openWebTestDatabase('events_route');
});
afterAll(() => database.close());

const post = (host: string, body: unknown) =>
  POST(new Request('http://localhost/api/events', {
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
const eventsFor = async (site: string) => (await database.db.select().from(trackingEventsTable)).filter((event) => event.site === site);

describe('POST /api/events (§7 tracking, §9 event ids)', () => {
  it('stores a valid event for the site of the Host header: 204', async () => {
    const response = await post('riverside-kia.localhost:3000', { eventId: 39, car_id: 'car-events-1', source: 'card' });
    expect(response.status).toBe(204);
    expect(await eventsFor('riverside-kia')).toEqual([expect.objectContaining({ site: 'riverside-kia', eventId: 39, carId: 'car-events-1', data: { source: 'card' } })]);
    expect(await eventsFor('lone-star-jeep')).toEqual([]);
  });

  it.each([
    ['not JSON', '{', 'form', /^Body must be JSON/],
    ['an unknown event id', { eventId: 99 }, 'eventId', /./],
    ['no event id', { car_id: 'x' }, 'eventId', /./],
    ['a nested object', { eventId: 39, extra: { a: 1 } }, 'extra', /./],
  ])('answers a 400 problem naming the field for %s, and stores nothing', async (_case, body, field, message) => {
    const before = (await eventsFor('lone-star-jeep')).length;
    const answer = await problemOf(await post('lone-star-jeep.localhost:3000', body), 400);
    expect(answer.errors?.[field]).toMatch(message);
    expect(answer.detail).toBeTruthy();
    expect(await eventsFor('lone-star-jeep')).toHaveLength(before);
  });

  it('answers a body over 4 KB with a 413 problem, and stores nothing', async () => {
    const before = (await eventsFor('lone-star-jeep')).length;
    await problemOf(await post('lone-star-jeep.localhost:3000', { eventId: 39, car_id: 'x'.repeat(5000) }), 413);
    expect(await eventsFor('lone-star-jeep')).toHaveLength(before);
  });

  it.each([['localhost:3000'], ['unknown-dealer.example.com']])('refuses events from a host that is no dealer site (%s): a 404 problem', async (host) => {
    await problemOf(await post(host, { eventId: 39 }), 404);
  });
});
