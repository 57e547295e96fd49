import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * The routes that are not siteRoute (README "Routes and errors"): the machine endpoints signed with
 * a secret (stock import and reindex, revalidation) and the draft-mode redirects. Each refusal is
 * problem details with the sentence its caller shows in `detail`, field messages in `errors`, and
 * the revalidation webhook's `revalidated: false` beside them. No refusal reaches the stock service.
 */
const STOCK_SECRET = 'machine-endpoints-stock-secret-0123456789';
const REVALIDATE_SECRET = 'machine-endpoints-revalidate-secret-0123456789';
vi.stubEnv('STOCK_ADMIN_SECRET', STOCK_SECRET);
vi.stubEnv('REVALIDATE_SECRET', REVALIDATE_SECRET);
afterAll(() => vi.unstubAllEnvs());

const expired: string[] = [];
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));
vi.mock('@/server/stock/service', () => ({
  stockService: async () => {
    throw new Error('a refused request must not reach the stock service');
  },
}));
let draft = false;
vi.mock('next/headers', () => ({
  draftMode: async () => ({ enable: () => (draft = true), disable: () => (draft = false) }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
// No write token: a changed slug's redirect is not written (logged), and the webhook still succeeds.
vi.mock('@/server/content/client', () => ({ contentClient: () => ({}), siteContentClient: () => ({}), contentWriteClient: () => undefined }));
// The Presentation tool's secret, as the content store would check it: 'good' is valid.
vi.mock('@sanity/preview-url-secret', () => ({
  validatePreviewUrl: async (_client: unknown, url: string) => {
    const params = new URL(url).searchParams;
    return params.get('sanity-preview-secret') === 'good' ? { isValid: true, redirectTo: params.get('sanity-preview-pathname') ?? '/' } : { isValid: false };
  },
}));

const routes = {
  import: (await import('./stock/import/route')).POST,
  reindex: (await import('./stock/reindex/route')).POST,
  revalidate: (await import('./revalidate/route')).POST,
  enable: (await import('./draft-mode/enable/route')).GET,
  disable: (await import('./draft-mode/disable/route')).GET,
};

const post = (route: (request: Request) => Promise<Response>, path: string, secret: string | null, body: string) =>
  route(new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) }, body }));

async function expectProblem(answer: Response, status: number, members: Record<string, unknown>) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await answer.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'about:blank', title: expect.any(String), status, ...members });
  expect(body).not.toHaveProperty('message');
  expect(body).not.toHaveProperty('error');
  expect(body).not.toHaveProperty('issues');
}

describe('POST /api/stock/import and /api/stock/reindex (the stock admin secret): refusals are problem details', () => {
  const notJson = 'this is not JSON';
  it.each([
    { route: 'import', secret: null, body: '{}', status: 401, members: { detail: 'Invalid or missing stock admin secret.' } },
    { route: 'import', secret: 'wrong', body: '{}', status: 401, members: { detail: 'Invalid or missing stock admin secret.' } },
    { route: 'import', secret: STOCK_SECRET, body: notJson, status: 400, members: { detail: expect.stringMatching(/^Invalid import: /), errors: { form: expect.any(String) } } },
    { route: 'import', secret: STOCK_SECRET, body: '{"cars": "x"}', status: 400, members: { detail: expect.stringMatching(/^Invalid import: site: .*; cars: /), errors: { site: expect.any(String), cars: expect.any(String) } } },
    { route: 'import', secret: STOCK_SECRET, body: '{"site": "nowhere", "cars": []}', status: 400, members: { detail: 'Unknown site "nowhere".', errors: { site: 'Unknown site "nowhere".' } } },
    { route: 'reindex', secret: null, body: '{"site": "riverside-kia"}', status: 401, members: { detail: 'Invalid or missing stock admin secret.' } },
    { route: 'reindex', secret: STOCK_SECRET, body: notJson, status: 400, members: { detail: 'Body must be JSON: {"site": "<site slug>"}.', errors: { form: 'Body must be JSON: {"site": "<site slug>"}.' } } },
    { route: 'reindex', secret: STOCK_SECRET, body: '{"site": ""}', status: 400, members: { detail: 'Body must be {"site": "<site slug>"}.', errors: { site: expect.any(String) } } },
    { route: 'reindex', secret: STOCK_SECRET, body: '{"site": "nowhere"}', status: 404, members: { detail: 'Unknown site "nowhere".' } },
  ] as const)('$route, secret $secret, body $body → $status', async ({ route, secret, body, status, members }) => {
    await expectProblem(await post(routes[route], `/api/stock/${route}`, secret, body), status, members);
  });
});

describe('POST /api/revalidate (the content store\'s webhook): refusals are problem details with revalidated: false', () => {
  it.each([
    { name: 'no secret', secret: null, body: '{"_id": "x", "_type": "page"}', status: 401, members: { detail: 'Invalid or missing revalidation secret.' } },
    { name: 'a wrong secret', secret: 'nope', body: '{"_id": "x", "_type": "page"}', status: 401, members: { detail: 'Invalid or missing revalidation secret.' } },
    { name: 'a body over 4 KB', secret: REVALIDATE_SECRET, body: JSON.stringify({ _id: 'x'.repeat(5000), _type: 'page' }), status: 413, members: { detail: 'Request body is larger than 4096 bytes.' } },
    { name: 'a body that is not JSON', secret: REVALIDATE_SECRET, body: '{not json', status: 400, members: { detail: 'Body must be JSON: {"_id", "_type", "site"}.', errors: { form: 'Body must be JSON: {"_id", "_type", "site"}.' } } },
    { name: 'a body without _id and _type', secret: REVALIDATE_SECRET, body: '{"site": "riverside-kia"}', status: 400, members: { detail: 'Invalid body.', errors: { _id: expect.any(String), _type: expect.any(String) } } },
    { name: 'a slug that is not a string', secret: REVALIDATE_SECRET, body: '{"_id": "x", "_type": "page", "site": "riverside-kia", "slug": 7}', status: 400, members: { detail: 'Invalid body.', errors: { slug: expect.any(String) } } },
    { name: 'a previous slug over 512 characters', secret: REVALIDATE_SECRET, body: JSON.stringify({ _id: 'x', _type: 'page', site: 'riverside-kia', slug: 'a', previousSlug: 'b'.repeat(513) }), status: 400, members: { detail: 'Invalid body.', errors: { previousSlug: expect.any(String) } } },
    { name: 'an unknown site', secret: REVALIDATE_SECRET, body: '{"_id": "x", "_type": "page", "site": "nobody"}', status: 404, members: { detail: 'Unknown site "nobody".' } },
  ])('$name → $status', async ({ secret, body, status, members }) => {
    expired.length = 0;
    await expectProblem(await post(routes.revalidate, '/api/revalidate', secret, body), status, { ...members, revalidated: false });
    expect(expired).toEqual([]);
  });

  it('expires exactly the site of the published document', async () => {
    expired.length = 0;
    const answer = await post(routes.revalidate, '/api/revalidate', REVALIDATE_SECRET, '{"_id": "x", "_type": "page", "site": "riverside-kia"}');
    expect([answer.status, await answer.json()]).toEqual([200, { revalidated: true, tags: ['site:riverside-kia'] }]);
    expect(expired).toEqual(['site:riverside-kia']);
  });

  it('a changed slug without a write token still expires the site, and says why no redirect was written', async () => {
    expired.length = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await post(routes.revalidate, '/api/revalidate', REVALIDATE_SECRET, '{"_id": "x", "_type": "page", "site": "riverside-kia", "slug": "help", "previousSlug": "faqs"}');
    expect([answer.status, await answer.json()]).toEqual([200, { revalidated: true, tags: ['site:riverside-kia'] }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no SANITY_WRITE_TOKEN'));
    warn.mockRestore();
  });
});

describe('GET /api/draft-mode/enable and /disable (redirects for the Presentation tool)', () => {
  const enable = (secret: string) => routes.enable(new Request(`http://riverside-kia.localhost:3000/api/draft-mode/enable?sanity-preview-pathname=%2Fabout-us&sanity-preview-secret=${secret}`));

  it('a link without the Studio\'s secret is a 401 problem, and preview stays off', async () => {
    draft = false;
    await expectProblem(await enable('guess'), 401, { detail: 'Preview links are made by the Studio; this one is missing its secret or has expired.' });
    expect(draft).toBe(false);
  });

  it('with the secret, preview turns on and the browser goes to the page', async () => {
    const answer = await enable('good');
    expect([answer.status, answer.headers.get('location'), draft]).toEqual([307, '/about-us', true]);
  });

  it('leaving preview refuses nobody and goes back to a path of this site only', async () => {
    for (const [redirect, location] of [['/about-us', '/about-us'], ['//evil.example', '/']]) {
      const answer = await routes.disable(new Request(`http://riverside-kia.localhost:3000/api/draft-mode/disable?redirect=${encodeURIComponent(redirect!)}`));
      expect([answer.status, answer.headers.get('location'), draft]).toEqual([307, location, false]);
    }
  });
});
