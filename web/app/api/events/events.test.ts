import { trackingEventsTable } from '@dealer/leads/server';
import { openWebTestDatabase } from '@/server/db/test-database';
import type { Database } from '@dealer/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * POST /api/events on a real (in-memory) PGlite database: only the process's database singleton
 * is replaced by this test's.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;

vi.mock('@/server/db/database', () => ({
  database: async (): Promise<{ db: Database }> => ({ db: database.db }),
}));

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
const eventsFor = async (site: string) => (await database.db.select().from(trackingEventsTable)).filter((event) => event.site === site);

describe('POST /api/events (§7 tracking, §9 event ids)', () => {
  it('stores a valid event for the site of the Host header: 204', async () => {
    const response = await post('riverside-kia.localhost:3000', { eventId: 39, car_id: 'car-events-1', source: 'card' });
    expect(response.status).toBe(204);
    expect(await eventsFor('riverside-kia')).toEqual([expect.objectContaining({ site: 'riverside-kia', eventId: 39, carId: 'car-events-1', data: { source: 'card' } })]);
    expect(await eventsFor('lone-star-jeep')).toEqual([]);
  });

  it.each([
    ['not JSON', '{', /^Body must be JSON/],
    ['an unknown event id', { eventId: 99 }, /^Invalid event\.$/],
    ['no event id', { car_id: 'x' }, /^Invalid event\.$/],
    ['a nested object', { eventId: 39, extra: { a: 1 } }, /^Invalid event\.$/],
  ])('answers 400 with a message for %s, and stores nothing', async (_case, body, message) => {
    const before = (await eventsFor('lone-star-jeep')).length;
    const response = await post('lone-star-jeep.localhost:3000', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(await eventsFor('lone-star-jeep')).toHaveLength(before);
  });

  it.each([['localhost:3000'], ['unknown-dealer.example.com']])('refuses events from a host that is no dealer site (%s): 404', async (host) => {
    expect((await post(host, { eventId: 39 })).status).toBe(404);
  });
});
