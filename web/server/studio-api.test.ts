import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

/**
 * studioRoute (README "Routes and errors"): the site from the Host, the Studio user the content
 * store vouches for, the sized body and its schema, in that order, each refusal RFC 9457 problem
 * details; every answer, refusals included, carries the Studio origin's CORS headers and no-store.
 * The content store's word on the user is replaced (studio-auth.test.ts tests it): 'admin' works on
 * every site, 'kia' on riverside-kia only.
 */
vi.stubEnv('STUDIO_ORIGIN', 'https://studio.example');
vi.mock('@/server/studio-auth', () => ({
  studioUser: async (request: Request, site: string) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '');
    if (token === 'admin') return { user: { id: 'p-admin', name: 'Admin' } };
    if (token === 'kia') return site === 'riverside-kia' ? { user: { id: 'p-kia', name: 'Kia' } } : { refused: 403 };
    return { refused: 401 };
  },
}));
afterAll(() => vi.unstubAllEnvs());

const { studioPreflight, studioRoute } = await import('./studio-api');
type NoBody = import('./studio-api').NoBody;

const STUDIO = 'https://studio.example';
const KIA = 'riverside-kia.localhost:3000';
const seen: unknown[] = [];
const route = studioRoute<z.ZodObject<{ odometer_km: z.ZodNumber }>, { id: string }>(
  { body: { schema: z.object({ odometer_km: z.number().int().min(0) }), maxBytes: 64, example: '{"odometer_km": 42000}', detail: 'Send {"odometer_km": <whole km>}.' } },
  ({ site, user, body, params }) => {
    seen.push({ site, user, body, params });
    return Response.json({ ok: true });
  },
);
const noBody = studioRoute<NoBody, { id: string }>({}, ({ site, body }) => Response.json({ site, body: body ?? null }));

const call = (handler: typeof route, { host = KIA, token = 'kia', body, origin = STUDIO }: { host?: string; token?: string | null; body?: string; origin?: string | null } = {}) =>
  handler(
    new Request(`http://${host}/api/studio/x`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(origin ? { origin } : {}) },
      ...(body === undefined ? {} : { body }),
    }),
    { params: Promise.resolve({ id: 'order-1' }) },
  );

async function expectProblem(answer: Response, status: number, detail: string | RegExp, errors?: Record<string, string | RegExp | undefined>) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = (await answer.json()) as { type: string; title: string; status: number; detail: string; errors?: Record<string, string> };
  expect(problem).toMatchObject({ type: 'about:blank', status, detail: typeof detail === 'string' ? detail : expect.stringMatching(detail) });
  expect(problem.title).not.toBe('');
  if (errors) expect(problem.errors).toEqual(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message instanceof RegExp ? expect.stringMatching(message) : message])));
  else expect(problem).not.toHaveProperty('errors');
  expect(problem).not.toHaveProperty('message');
}

describe('studioRoute: each refusal in order, as problem details', () => {
  it.each([
    { name: 'a host that is no dealer site', init: { host: 'localhost:3000', token: 'admin' }, status: 404, detail: 'Call this on a dealer site\'s host.' },
    { name: 'no Studio token', init: { token: null }, status: 401, detail: 'Sign in to the Studio: this needs a Studio user\'s token.' },
    { name: 'a token the content store does not know', init: { token: 'nobody' }, status: 401, detail: 'Sign in to the Studio: this needs a Studio user\'s token.' },
    { name: 'another site\'s Studio user', init: { host: 'lone-star-jeep.localhost:3000' }, status: 403, detail: 'This Studio user does not work on this site.' },
    { name: 'a body over its size', init: { body: JSON.stringify({ odometer_km: 1, pad: 'x'.repeat(100) }) }, status: 413, detail: 'Request body is larger than 64 bytes.' },
    { name: 'a body that is not JSON', init: { body: 'lots' }, status: 400, detail: 'Body must be JSON: {"odometer_km": 42000}.', errors: { form: 'Body must be JSON: {"odometer_km": 42000}.' } },
    { name: 'JSON the schema refuses', init: { body: '{"odometer_km": "lots"}' }, status: 400, detail: 'Send {"odometer_km": <whole km>}.', errors: { odometer_km: /number/ } },
  ])('$name: $status', async ({ init, status, detail, errors }) => {
    seen.length = 0;
    const answer = await call(route, { body: '{"odometer_km": 1}', ...init });
    await expectProblem(answer, status, detail, errors);
    expect(seen).toEqual([]); // the handler never ran
  });

  it('hands the handler the site\'s slug, the Studio user, the parsed body and the awaited params', async () => {
    seen.length = 0;
    const answer = await call(route, { body: '{"odometer_km": 42000}' });
    expect([answer.status, await answer.json()]).toEqual([200, { ok: true }]);
    expect(seen).toEqual([{ site: 'riverside-kia', user: { id: 'p-kia', name: 'Kia' }, body: { odometer_km: 42000 }, params: { id: 'order-1' } }]);
  });

  it('without a body option, reads no body', async () => {
    const answer = await call(noBody, { token: 'admin', body: 'not JSON, and not read' });
    expect([answer.status, await answer.json()]).toEqual([200, { site: 'riverside-kia', body: null }]);
  });
});

describe('studioRoute: the Studio\'s CORS headers and no-store on every answer', () => {
  it.each([
    ['an answer', { body: '{"odometer_km": 1}' }, 200],
    ['a refused user', { token: null }, 401],
    ['a refused body', { body: '[]' }, 400],
  ])('%s (%s)', async (_name, init, status) => {
    const answer = await call(route, init);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect(answer.headers.get('vary')).toBe('Origin');
  });

  it('another origin gets no CORS headers, and still no-store', async () => {
    for (const origin of ['https://evil.example', null]) {
      const answer = await call(route, { token: null, origin });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('a preflight from the Studio is allowed; from any other origin it is a 403 problem', async () => {
    const preflight = (origin: string) => studioPreflight(new Request(`http://${KIA}/api/studio/x`, { method: 'OPTIONS', headers: { origin } }));
    const allowed = preflight(STUDIO);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const refused = preflight('https://evil.example');
    await expectProblem(refused, 403, 'Only the Studio may call this API from a browser.');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
