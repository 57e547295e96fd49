import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import type { LookupClient } from './validator-context';
import { isSlugUniqueInSite } from './unique-slug';

const documents = [
  { _id: 'page_a_home', _type: 'page', site: 'a', slug: { current: 'home' } },
  { _id: 'drafts.page_a_home', _type: 'page', site: 'a', slug: { current: 'home' } },
  { _id: 'page_b_home', _type: 'page', site: 'b', slug: { current: 'home' } },
  { _id: 'versions.rSale.page_a_home', _type: 'page', site: 'a', slug: { current: 'home' } },
  { _id: 'post_a_home', _type: 'post', site: 'a', slug: { current: 'service' } },
  { _id: 'versions.rSale.page_a_offers', _type: 'page', site: 'a', slug: { current: 'offers' } },
];

/** Runs the rule's query with GROQ itself (groq-js, as the local lake does) over the documents above. */
const client: LookupClient = {
  async fetch<R>(query: string, params: Record<string, unknown>) {
    return (await (await evaluate(parse(query, { params }), { dataset: documents, params })).get()) as R;
  },
};

describe('a slug is unique within its site, not across every dealer site', () => {
  it.each([
    ['another site has the same slug', { _id: 'drafts.page_b_new', _type: 'page', site: 'b' }, 'contact', true],
    ['site a editing its own home page', { _id: 'drafts.page_a_home', _type: 'page', site: 'a' }, 'home', true],
    ['site b editing its own home page (site a also has "home")', { _id: 'page_b_home', _type: 'page', site: 'b' }, 'home', true],
    ['a second "home" page on site a', { _id: 'drafts.page_a_other', _type: 'page', site: 'a' }, 'home', false],
    ['a page slug that a post of the same site uses', { _id: 'page_a_service', _type: 'page', site: 'a' }, 'service', true],
    ['the home page\'s version in a release (README "Content Releases")', { _id: 'versions.rSale.page_a_home', _type: 'page', site: 'a' }, 'home', true],
    ['a new page whose slug another page\'s release version takes', { _id: 'drafts.page_a_deals', _type: 'page', site: 'a' }, 'offers', false],
  ])('%s', async (_name, document, slug, unique) => {
    expect(await isSlugUniqueInSite(slug, { document, getClient: () => client })).toBe(unique);
  });
});
