import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';
import { clientFromDocuments } from './validate-document';
import type { ValidatorContext } from './validator-context';

const documents = [
  { _id: 'page_a_home', _type: 'page', site: 'a', slug: { current: 'home' } },
  { _id: 'page_a_blog', _type: 'page', site: 'a', slug: { current: 'blog' } },
  { _id: 'page_a_service', _type: 'page', site: 'a', slug: { current: 'service' } },
  { _id: 'drafts.page_a_fleet', _type: 'page', site: 'a', slug: { current: 'fleet' } },
  { _id: 'page_a_pages_book-a-service', _type: 'page', site: 'a', slug: { current: 'pages/book-a-service' } },
  { _id: 'legalPage_a_privacy-policy', _type: 'legalPage', site: 'a', slug: { current: 'privacy-policy' } },
  { _id: 'post_a_ev9', _type: 'post', site: 'a', slug: { current: 'ev9-review' } },
  { _id: 'page_b_careers', _type: 'page', site: 'b', slug: { current: 'careers' } },
];
const context: ValidatorContext = { document: { _id: 'menu_a_header', _type: 'menu', site: 'a' }, getClient: () => clientFromDocuments(documents) };

describe('§2 Routes: link targets that exist', () => {
  it.each([
    ['/', 'home page'],
    ['/search', '§2 search'],
    ['/search/new-cars', '§2 search route'],
    ['/search/kia/picanto?sortBy=price', '§2 /search/{make}/{model}, query ignored'],
    ['/search/suv-cars', '§2 /search/{body}-cars'],
    ['/special-offers', '§2 special offers'],
    ['/7-seater-cars', '§2 predefined search'],
    ['/favourites', 'favourites'],
    ['/compare', 'compare'],
    ['/models?body=people-mover', '§2 /models?body='],
    ['/cars/2024-kia-ev9-gt-line', '§2 /cars/{slug} vehicle detail'],
    ['/blog', 'the blog list, a page of the site'],
    ['/blog/ev9-review', 'a post of the site'],
    ['/service', 'a page of the site'],
    ['/service/', 'trailing slash'],
    ['/service#book', 'anchor ignored'],
    ['/fleet', 'a draft page counts'],
    ['/pages/book-a-service', '§2 /pages/{page}'],
    ['/privacy-policy', 'a legal page'],
    ['https://www.kia.com/au', 'external URL'],
    ['tel:+61 7 3000 0000', 'tel:'],
    ['mailto:sales@example.com.au', 'mailto:'],
    [undefined, 'empty: the required rule reports it'],
  ])('accepts %s (%s)', async (href, _why) => {
    expect(await linkTarget(href, context)).toBe(true);
  });

  it.each([
    ['/book-test-drive', 'There is no page at "/book-test-drive" on this site. Create a page with the slug "book-test-drive"'],
    ['/careers', 'There is no page at "/careers" on this site'],
    ['/pages/warranty?x=1', 'There is no page at "/pages/warranty" on this site. Create a page with the slug "pages/warranty"'],
    ['/blog/missing-post', 'There is no blog post at "/blog/missing-post" on this site. Create a blog post with the slug "missing-post", or link to /blog.'],
  ])('rejects %s with how to fix it', async (href, message) => {
    expect(await linkTarget(href, context)).toContain(message);
  });

  it.each(['javascript:alert(1)', 'special-offers', '//evil.example', 'https://', 'tel:abc'])('rejects the malformed link %s', async (href) => {
    expect(await linkTarget(href, context)).toContain('Enter a path on this site starting with / (e.g. /special-offers');
  });

  it('checks only the static routes when there is no client to ask', async () => {
    expect(await linkTarget('/book-test-drive', {})).toBe(true);
  });

  it('says when the look-up fails instead of passing silently', async () => {
    const failing: ValidatorContext = { document: { site: 'a' }, getClient: () => ({ fetch: () => Promise.reject(new Error('offline')) }) };
    expect(await linkTarget('/service', failing)).toBe('Could not check that "/service" exists (offline). Check your connection and try again.');
  });
});
