import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/resolve';
import { siteDefinitions } from '../sites';
import { demoContent } from './demo-sites';
import { resetKeys } from './portable-text';
import { buildSiteContent } from './site-content';

const contentOf = (site: string) => {
  resetKeys();
  return buildSiteContent(demoContent.find((spec) => spec.site === site)!);
};
type Doc = Record<string, unknown> & { _type: string; _id: string };
const sites = siteDefinitions.map((definition) => definition.slug);

describe('demo locations, reviews and blog', () => {
  it.each(sites)('%s: one location document per location of its site definition (one source)', (site) => {
    const docs = contentOf(site) as Doc[];
    const { locations } = resolveSiteConfig(siteDefinitions.find((d) => d.slug === site)!).config;
    const locationDocs = docs.filter((doc) => doc._type === 'location');
    expect(locationDocs.map((doc) => doc.id)).toEqual(locations.map((location) => location.id));
    for (const [index, doc] of locationDocs.entries()) {
      expect(doc).toMatchObject({ name: locations[index]!.name, phone: locations[index]!.phone, address: locations[index]!.address, visible: true });
    }
    expect(locationDocs.filter((doc) => doc.primary)).toHaveLength(1);
  });

  it.each(sites)('%s: 20 reviews (§3 feed), two under the §9 minimum of 4, two hidden, distinct names', (site) => {
    const reviews = (contentOf(site) as Doc[]).filter((doc) => doc._type === 'review');
    expect(reviews).toHaveLength(20);
    expect(reviews.filter((review) => (review.rating as number) < 4)).toHaveLength(2);
    expect(reviews.filter((review) => review.hidden)).toHaveLength(2);
    expect(new Set(reviews.map((review) => review.customer_name)).size).toBe(20);
  });

  it('riverside-kia carries the §3 feed summary: 377 reviews, average 4.6', () => {
    const primary = (contentOf('riverside-kia') as Doc[]).find((doc) => doc._type === 'location' && doc.primary);
    expect(primary?.reviews).toEqual({ average_rating: 4.6, count: 377 });
  });

  it('reviewer names differ between sites', () => {
    const names = sites.flatMap((site) => (contentOf(site) as Doc[]).filter((doc) => doc._type === 'review').map((doc) => doc.customer_name));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(sites)('%s: 3 or 4 blog posts, at least one vehicle review, /blog and /blog/vehicle-reviews pages, a Blog link', (site) => {
    const docs = contentOf(site) as Doc[];
    const posts = docs.filter((doc) => doc._type === 'post');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.length).toBeLessThanOrEqual(4);
    expect(posts.some((post) => post.category === 'vehicle-reviews')).toBe(true);
    const pages = new Map(docs.filter((doc) => doc._type === 'page').map((doc) => [(doc.slug as { current: string }).current, doc.blocks as Record<string, unknown>[]]));
    expect(pages.get('blog')?.map((block) => block._type)).toContain('blogList');
    expect(pages.get('blog/vehicle-reviews')?.find((block) => block._type === 'blogList')?.category).toBe('vehicle-reviews');
    expect(JSON.stringify(docs.filter((doc) => doc._type === 'menu'))).toContain('"href":"/blog"');
  });

  it.each(sites)('%s: the contact page has a filtered map and location cards without Contact Us (§2); about-us has the primary location and reviews', (site) => {
    const pages = new Map((contentOf(site) as Doc[]).filter((doc) => doc._type === 'page').map((doc) => [(doc.slug as { current: string }).current, doc.blocks as Record<string, unknown>[]]));
    const contact = pages.get('contact')!.filter((block) => block._type === 'locationMap');
    expect(contact).toEqual(expect.arrayContaining([
      expect.objectContaining({ display: 'map', selection: 'all', showFilter: true }),
      expect.objectContaining({ display: 'cards', selection: 'all', onContactPage: true }),
    ]));
    const about = pages.get('about-us')!;
    expect(about).toEqual(expect.arrayContaining([expect.objectContaining({ _type: 'locationMap', selection: 'primary', display: 'cards' }), expect.objectContaining({ _type: 'reviewFeed' })]));
  });
});
