import { isProblemDetails } from '@dealer/leads';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { demoSite } from '../content/demo-site';

vi.mock('../content/site', () => ({
  loadSite: async (slug: string) => {
    if (slug === 'southern-cross-motors') throw new Error('the content store is down');
    return demoSite(slug, { authentication: slug === 'riverside-kia' });
  },
}));
// The limiter itself is tested in rate-limit.test.ts; here only what the route does with its verdict.
vi.mock('./rate-limit', async (importActual) => ({
  ...(await importActual<typeof import('./rate-limit')>()),
  rateLimitWait: async (request: Request) => (request.headers.get('x-test-spent') ? 42 : null),
}));

const { siteRoute } = await import('./site-route');

const KIA = 'riverside-kia.localhost:3000';
const JEEP = 'lone-star-jeep.localhost:3000';
const samePage = (host: string) => ({ host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' });

const route = siteRoute(
  {
    feature: { on: (config) => config.features.authentication, off: 'This site has no shopper accounts.' },
    sameOrigin: true,
    rateLimit: 'search',
    refusal: { success: false },
    body: { schema: z.object({ car_id: z.string().min(1, 'Choose a car.'), count: z.number().int() }), maxBytes: 64, example: '{"car_id": "...", "count": 1}' },
  },
  ({ site, body, params }) => Response.json({ site: site.config.slug, body, params }),
);

const post = (headers: Record<string, string>, body: string, params: Record<string, string> = {}) =>
  route(new Request(`http://${headers.host}/api/x`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }), { params: Promise.resolve(params) as never });

describe('README "Routes and errors": siteRoute answers each refusal as problem details, in order', () => {
  it.each([
    ['no dealer site at the Host', { host: 'nowhere.invalid', origin: 'http://nowhere.invalid' }, '{"car_id":"a","count":1}', 404, 'This is only answered on a dealer site\'s own address.', undefined],
    ['a site whose settings cannot be read', samePage('southern-cross-motors.localhost:3000'), '{"car_id":"a","count":1}', 503, 'This site\'s settings cannot be read just now. Try again in a moment.', undefined],
    ['the feature off on this site', samePage(JEEP), '{"car_id":"a","count":1}', 404, 'This site has no shopper accounts.', undefined],
    ['another site\'s page (CSRF)', { host: KIA, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }, '{"car_id":"a","count":1}', 403, 'This request must come from a page of this site.', undefined],
    ['a spent rate limit', { ...samePage(KIA), 'x-test-spent': '1' }, '{"car_id":"a","count":1}', 429, 'Too many requests. Try again in 42 seconds.', undefined],
    ['a body over its size', samePage(KIA), JSON.stringify({ car_id: 'a'.repeat(100), count: 1 }), 413, 'Request body is larger than 64 bytes.', undefined],
    ['a body that is not JSON', samePage(KIA), 'car=a', 400, 'Body must be JSON: {"car_id": "...", "count": 1}.', { form: 'Body must be JSON: {"car_id": "...", "count": 1}.' }],
    ['a body of the wrong shape', samePage(KIA), '{"car_id":"","count":1.5}', 400, '2 fields need correcting.', { car_id: 'Choose a car.', count: 'Invalid input: expected int, received number' }],
  ])('%s', async (_case, headers, body, status, detail, errors) => {
    const answer = await post(headers, body);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('application/problem+json');
    const problem: unknown = await answer.json();
    expect(isProblemDetails(problem)).toBe(true);
    expect(problem).toMatchObject({ type: 'about:blank', status, detail, success: false, ...(errors ? { errors } : {}) });
    if (status === 429) expect(answer.headers.get('retry-after')).toBe('42');
    if (status === 503) expect(answer.headers.get('retry-after')).toBe('5');
  });

  it('hands the handler the site of the Host, the parsed body and the route\'s params', async () => {
    const answer = await post(samePage(KIA), '{"car_id":" kia-1 ","count":2,"extra":true}', { id: 'abc' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ site: 'riverside-kia', body: { car_id: ' kia-1 ', count: 2 }, params: { id: 'abc' } });
  });

  it('a GET is not held to the same-origin rule and has no body to read', async () => {
    const read = siteRoute({ sameOrigin: true }, ({ site, body }) => Response.json({ site: site.config.slug, body: body ?? null }));
    const answer = await read(new Request(`http://${KIA}/api/x`, { headers: { host: KIA } }));
    expect(await answer.json()).toEqual({ site: 'riverside-kia', body: null });
  });
});
