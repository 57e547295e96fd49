import { describe, expect, it } from 'vitest';
import type { LookupClient } from './validator-context';
import { isSlugUniqueInSite } from './unique-slug';

const documents = [
  { _id: 'page_a_home', _type: 'page', site: 'a', slug: { current: 'home' } },
  { _id: 'drafts.page_a_home', _type: 'page', site: 'a', slug: { current: 'home' } },
  { _id: 'page_b_home', _type: 'page', site: 'b', slug: { current: 'home' } },
  { _id: 'post_a_home', _type: 'post', site: 'a', slug: { current: 'service' } },
];

/** Answers the one query the rule makes, from the documents above. */
const client: LookupClient = {
  async fetch<R>(_query: string, params: Record<string, unknown>) {
    return documents.filter(
      (doc) => doc._type === params.type && doc.site === params.site && doc.slug.current === params.slug && doc._id !== params.published && doc._id !== params.draft,
    ).length as R;
  },
};

describe('a slug is unique within its site, not across every dealer site', () => {
  it.each([
    ['another site has the same slug', { _id: 'drafts.page_b_new', _type: 'page', site: 'b' }, 'contact', true],
    ['site a editing its own home page', { _id: 'drafts.page_a_home', _type: 'page', site: 'a' }, 'home', true],
    ['site b editing its own home page (site a also has "home")', { _id: 'page_b_home', _type: 'page', site: 'b' }, 'home', true],
    ['a second "home" page on site a', { _id: 'drafts.page_a_other', _type: 'page', site: 'a' }, 'home', false],
    ['a page slug that a post of the same site uses', { _id: 'page_a_service', _type: 'page', site: 'a' }, 'service', true],
  ])('%s', async (_name, document, slug, unique) => {
    expect(await isSlugUniqueInSite(slug, { document, getClient: () => client })).toBe(unique);
  });
});
