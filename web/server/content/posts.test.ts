import { evaluate, parse } from 'groq-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const body = [{ _type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text: 'Hello', marks: [] }] }];
const post = (site: string, slug: string, extra: Record<string, unknown> = {}) => ({
  _id: `post_${site}_${slug}`, _type: 'post', site, title: `Title ${slug}`, slug: { _type: 'slug', current: slug },
  publishedAt: '2026-10-01T10:00:00+10:00', body, ...extra,
});
const dataset = [
  post('riverside-kia', 'ev9-review', { category: 'vehicle-reviews', imageUrl: '/car-images/suv/white.png?v=1', excerpt: 'Seven seats.' }),
  post('lone-star-jeep', 'wrangler-review'),
  post('riverside-kia', 'broken', { publishedAt: 'yesterday' }),
];
const fetches: { query: string; params: Record<string, unknown> }[] = [];

// The content store is the real query language over documents; only the network is left out.
const store = {
  fetch: async (query: string, params: Record<string, unknown>) => {
    fetches.push({ query, params });
    return (await evaluate(parse(query), { dataset, params })).get();
  },
};
vi.mock('./client', () => ({ contentClient: () => store, siteContentClient: () => store }));
vi.mock('next/cache', () => ({ unstable_cache: (load: () => Promise<unknown>) => load }));

const { isReadable, loadPost } = await import('./posts');

describe('blog post loader (/blog/{slug})', () => {
  beforeEach(() => {
    fetches.length = 0;
  });

  it('loads a post of the site by slug with its cover and body', async () => {
    const loaded = await loadPost('riverside-kia', false, 'ev9-review');
    expect(loaded).toMatchObject({ title: 'Title ev9-review', slug: 'ev9-review', category: 'vehicle-reviews', imageUrl: '/car-images/suv/white.png?v=1', excerpt: 'Seven seats.' });
    expect(loaded?.body).toHaveLength(1);
  });

  it.each([
    ['another site\'s post', 'riverside-kia', 'wrangler-review'],
    ['an unknown slug', 'riverside-kia', 'no-such-post'],
    ['a malformed post', 'riverside-kia', 'broken'],
  ])('%s is missing (a 404, never a 500)', async (_name, site, slug) => {
    expect(await loadPost(site, false, slug)).toBeNull();
  });

  it('an odd slug never reaches the content store', async () => {
    expect(await loadPost('riverside-kia', true, '../Secret')).toBeNull();
    expect(fetches).toHaveLength(0);
  });

  it.each([
    ['2026-10-01T10:00:00+10:00', false, true],
    ['2027-01-01T10:00:00+10:00', false, false],
    ['2027-01-01T10:00:00+10:00', true, true], // editors preview scheduled posts
  ])('a post published %s is readable (preview %s): %s', (publishedAt, preview, readable) => {
    expect(isReadable({ publishedAt }, new Date('2026-11-20T00:00:00Z'), preview)).toBe(readable);
  });
});
