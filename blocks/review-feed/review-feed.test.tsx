import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '../registry/render-for-test';
import { REVIEW_DEFAULT_LIMIT, REVIEW_MIN_RATING, reviewFeedDataSchema, reviewFeedProjection, showsStars } from './data';
import { reviewFeedBlock } from './index';

/** §3 Review feed: 20 entries (two under 4 stars, two hidden), 377 in total, average 4.6. */
const ratings = [5, 5, 4, 5, 5, 5, 3, 5, 4, 5, 5, 2, 5, 5, 4, 5, 5, 5, 5, 5];
const reviews = ratings.map((rating, index) => ({
  _id: `review_riverside-kia_${index + 1}`,
  _type: 'review',
  site: 'riverside-kia',
  customer_name: `Customer ${index + 1}`,
  text: index === 4 ? null : `Review number ${index + 1}.`,
  rating,
  review_date: `2026-10-${String(30 - index).padStart(2, '0')}`,
  hidden: index === 1 || index === 9,
}));
const location = { _id: 'location_rk', _type: 'location', site: 'riverside-kia', primary: true, reviews: { average_rating: '4.6', count: 377 } };
const otherSite = { ...reviews[0]!, _id: 'review_other', site: 'lone-star-jeep', customer_name: 'Somebody Else' };

async function project(block: Record<string, unknown>) {
  const dataset = [...reviews, location, otherSite, { _id: 'p', _type: 'page', site: 'riverside-kia', blocks: [{ _type: 'reviewFeed', _key: 'r', ...block }] }];
  const query = parse(`*[_type == "page" && site == $site][0].blocks[]{${reviewFeedProjection}}[0]`);
  return reviewFeedDataSchema.parse(await (await evaluate(query, { dataset, params: { site: 'riverside-kia' } })).get());
}

const render = async (block: Record<string, unknown>) => renderHtml(<reviewFeedBlock.Component data={await project(block)} context={testContext()} />);
const names = (html: string) => [...html.matchAll(/>(Customer \d+)</g)].map((m) => m[1]);

describe('review feed (§3 Review, §9 Reviews)', () => {
  it('the demo feed has 20 entries, 377 in total, average 4.6 (§3)', () => {
    expect(reviews).toHaveLength(20);
    expect(location.reviews).toEqual({ average_rating: '4.6', count: 377 });
  });

  it('§9 minimum rating 4 and Google reviews quantity 12 by default', () => {
    expect(REVIEW_MIN_RATING).toBe(4);
    expect(REVIEW_DEFAULT_LIMIT).toBe(12);
  });

  it('§9 shows 12 by default: newest first, none under 4, no hidden entries, no other site\'s', async () => {
    const html = await render({});
    const shown = names(html);
    expect(shown).toHaveLength(12);
    expect(shown).toEqual(['Customer 1', 'Customer 3', 'Customer 4', 'Customer 5', 'Customer 6', 'Customer 8', 'Customer 9', 'Customer 11', 'Customer 13', 'Customer 14', 'Customer 15', 'Customer 16']);
    expect(html).not.toContain('Somebody Else');
  });

  it.each([
    [3, 3],
    [50, 16], // 20 entries less two under 4 stars less two hidden (§9 hidden list of two entries)
  ])('a count limit of %i shows %i reviews', async (limit, expected) => {
    const shown = names(await render({ limit }));
    expect(shown).toHaveLength(expected);
    for (const hidden of ['Customer 2', 'Customer 10', 'Customer 7', 'Customer 12']) expect(shown).not.toContain(hidden);
  });

  it('§9 overall stars with a text alternative: 4.6 out of 5 from 377 reviews', async () => {
    const html = await render({});
    expect(html).toMatch(/data-testid="review-summary".*role="img" aria-label="4.6 out of 5"/);
    expect(html).toContain('377 reviews');
    expect(html).toContain('aria-label="5 out of 5"');
    expect(html).toContain('aria-label="4 out of 5"');
  });

  it.each([
    [4.6, false, true],
    [4.01, false, true],
    [4, false, false], // must exceed the minimum
    [3.8, false, false],
    [4.6, true, false], // hidden
    [null, false, false],
  ])('§9 stars shown only if the average (%s) exceeds 4 and not hidden (%s): %s', (average, hidden, shown) => {
    expect(showsStars(average, hidden)).toBe(shown);
  });

  it('the block\'s own numbers override the location summary, and a hidden rating keeps the count', async () => {
    const html = await render({ averageRating: 4.8, reviewCount: 1200, hideRating: true });
    expect(html).not.toMatch(/data-testid="review-summary".*aria-label="4.8 out of 5"/);
    expect(html).toContain('1,200 reviews');
  });

  it('a review without text shows its stars and name only (§3 text may be null)', async () => {
    const html = await render({});
    expect(html).toContain('Customer 5');
    expect(html).not.toContain('Review number 5.');
  });

  it('an empty feed says so', () => {
    const data = reviewFeedDataSchema.parse({});
    expect(renderHtml(<reviewFeedBlock.Component data={data} context={testContext()} />)).toContain('No reviews to show yet.');
  });
});
