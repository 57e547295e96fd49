import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '../registry/render-for-test';
import { blogListDataSchema, blogListProjection } from './data';
import { blogListBlock } from './index';

const body = [{ _type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text: 'Body', marks: [] }] }];
const post = (slug: string, publishedAt: string, extra: Record<string, unknown> = {}) => ({
  _id: `post_riverside-kia_${slug}`,
  _type: 'post',
  site: 'riverside-kia',
  title: `Post ${slug}`,
  slug: { _type: 'slug', current: slug },
  publishedAt,
  excerpt: `About ${slug}.`,
  body,
  ...extra,
});

const dataset = [
  post('ev9-review', '2026-10-01T10:00:00+10:00', { category: 'vehicle-reviews', imageUrl: '/car-images/suv/white.png?v=1' }),
  // 8 am in Brisbane is 22:00 the day before in UTC: the card says the dealer's day.
  post('winter-service', '2026-07-15T08:00:00+10:00', { category: 'service-tips' }),
  post('sportage-review', '2026-09-01T10:00:00+10:00', { category: 'vehicle-reviews' }),
  post('future-post', '2027-01-01T10:00:00+10:00', { category: 'news' }), // after TEST_NOW: not yet published
  post('no-title', '2026-08-01T10:00:00+10:00', { title: null }),
  { ...post('other-site', '2026-10-10T10:00:00-05:00'), site: 'lone-star-jeep' },
];

async function project(block: Record<string, unknown>) {
  const query = parse(`*[_type == "page"][0].blocks[]{${blogListProjection}}[0]`);
  const docs = [...dataset, { _id: 'p', _type: 'page', site: 'riverside-kia', blocks: [{ _type: 'blogList', _key: 'b', ...block }] }];
  return blogListDataSchema.parse(await (await evaluate(query, { dataset: docs, params: { site: 'riverside-kia' } })).get());
}
const render = async (block: Record<string, unknown>) => renderHtml(<blogListBlock.Component data={await project(block)} context={testContext()} />);
const links = (html: string) => [...html.matchAll(/href="(\/blog\/[^"]+)"/g)].map((m) => m[1]);

describe('blog list (§2 /blog)', () => {
  it('lists the site\'s published posts newest first as cards linking to /blog/{slug}', async () => {
    const html = await render({ heading: 'From the blog' });
    expect(links(html)).toEqual(['/blog/ev9-review', '/blog/sportage-review', '/blog/winter-service']);
    expect(html).toContain('<h2');
    expect(html).toMatch(/<h3[^>]*><a[^>]*href="\/blog\/ev9-review"[^>]*>Post ev9-review<\/a><\/h3>/);
    expect(html).toContain('Vehicle reviews');
    expect(html).toContain('1 Oct 2026');
    expect(html).toContain('15 July 2026');
    expect(html).not.toContain('14 July 2026');
    expect(html).toContain('/_next/image?url=%2Fcar-images%2Fsuv%2Fwhite.png');
  });

  it('§2 /blog/vehicle-reviews: a category filter', async () => {
    expect(links(await render({ category: 'vehicle-reviews' }))).toEqual(['/blog/ev9-review', '/blog/sportage-review']);
  });

  it.each([[1, 1], [2, 2], [null, 3]])('a limit of %s shows %i posts (12 by default)', async (limit, count) => {
    expect(links(await render({ limit }))).toHaveLength(count);
  });

  it('without a heading, cards are h2 under the page h1', async () => {
    expect(await render({})).toMatch(/<h2[^>]*><a[^>]*href="\/blog\/ev9-review"/);
  });

  it('an empty state when there are no posts', async () => {
    expect(await render({ category: 'events' })).toContain('No posts yet. Check back soon.');
  });
});
