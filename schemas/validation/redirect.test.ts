import { describe, expect, it } from 'vitest';
import { redirectType } from '../documents/redirect';
import { redirectValidation } from './redirect';
import { clientFromDocuments, validateDocument } from './validate-document';
import type { ValidatorContext } from './validator-context';

const documents = [
  { _id: 'page_a_home', _type: 'page', site: 'a', slug: { current: 'home' } },
  { _id: 'page_a_service', _type: 'page', site: 'a', slug: { current: 'service' } },
  { _id: 'drafts.page_a_fleet', _type: 'page', site: 'a', slug: { current: 'fleet' } },
  { _id: 'page_a_pages_book', _type: 'page', site: 'a', slug: { current: 'pages/book-a-service' } },
  { _id: 'legalPage_a_privacy', _type: 'legalPage', site: 'a', slug: { current: 'privacy-policy' } },
  { _id: 'post_a_ev9', _type: 'post', site: 'a', slug: { current: 'ev9-review' } },
  { _id: 'location_a_city', _type: 'location', site: 'a', slug: { current: 'city' } },
  { _id: 'page_b_careers', _type: 'page', site: 'b', slug: { current: 'careers' } },
  { _id: 'redirect-a-1', _type: 'redirect', site: 'a', source: '/old-offer', destination: '/special-offers', permanent: true },
  { _id: 'drafts.redirect-a-2', _type: 'redirect', site: 'a', source: '/winter-sale', destination: '/summer-sale' },
  { _id: 'redirect-b-1', _type: 'redirect', site: 'b', source: '/b-old', destination: '/b-new' },
];

const contextFor = (document: Record<string, unknown>): ValidatorContext => ({
  document: { _id: 'drafts.redirect-a-new', _type: 'redirect', site: 'a', ...document },
  getClient: () => clientFromDocuments(documents),
});

describe('README "Redirects": the old path of a redirect', () => {
  it.each([
    ['/careers', 'a page of another site'],
    ['/b-old', 'another site redirects from it'],
    ['/blog/missing-post', 'a blog post that does not exist'],
    ['/contact-us/closed-branch', 'a location page that does not exist'],
    ['/pages/old-offer', 'a nested path'],
    ['/old.html', 'an old file name'],
    [undefined, 'empty: the required rule reports it'],
  ])('accepts %s (%s)', async (source, _why) => {
    expect(await redirectValidation.source(source, contextFor({ source }))).toBe(true);
  });

  it.each([
    ['/Old-Offer', 'Use "/old-offer"'],
    ['/old-page/', 'Use "/old-page"'],
    ['/old?utm=x', 'Use "/old"'],
    ['old-page', 'Use "/old-page"'],
    ['//evil.com', 'Use "/evil.com"'],
    ['/a b', 'is not a path this site can redirect from'],
    ['/\\evil.com', 'is not a path this site can redirect from'],
    ['/', 'The site answers "/" itself (home page'],
    ['/search/kia', 'The site answers "/search/kia" itself'],
    ['/cars/2024-kia-ev9', 'The site answers "/cars/2024-kia-ev9" itself'],
    ['/service', '"/service" is an existing page of this site: a redirect would hide it.'],
    ['/fleet', '"/fleet" is an existing page of this site'],
    ['/pages/book-a-service', '"/pages/book-a-service" is an existing page'],
    ['/privacy-policy', '"/privacy-policy" is an existing page'],
    ['/blog/ev9-review', '"/blog/ev9-review" is an existing blog post of this site'],
    ['/contact-us/city', '"/contact-us/city" is an existing location page of this site'],
    ['/old-offer', 'Another redirect of this site already starts at "/old-offer". Edit that one instead.'],
    ['/winter-sale', 'Another redirect of this site already starts at "/winter-sale"'],
    ['/special-offers', 'The site answers "/special-offers" itself'],
    ['/api/search', 'The site answers "/api/search" itself (the API and build files)'],
    ['/_next/static/x.js', 'The site answers "/_next/static/x.js" itself'],
    ['/summer-sale', 'Another redirect of this site sends shoppers to "/summer-sale", so this one would make a chain'],
  ])('refuses %s: %s', async (source, message) => {
    expect(await redirectValidation.source(source, contextFor({ source }))).toContain(message);
  });

  it('refuses an over-long path', async () => {
    expect(await redirectValidation.source(`/${'a'.repeat(250)}`, contextFor({}))).toContain('at most 200 characters');
  });

  it('a redirect is not a clash with its own published copy', async () => {
    const context = { ...contextFor({ source: '/old-offer' }), document: { _id: 'drafts.redirect-a-1', _type: 'redirect', site: 'a', source: '/old-offer' } };
    expect(await redirectValidation.source('/old-offer', context)).toBe(true);
  });

  it('says when the look-up fails instead of passing silently', async () => {
    const failing: ValidatorContext = { document: { _id: 'x', site: 'a' }, getClient: () => ({ fetch: () => Promise.reject(new Error('offline')) }) };
    expect(await redirectValidation.source('/gone', failing)).toBe('Could not check the other redirects and pages of this site (offline). Check your connection and try again.');
  });
});

describe('README "Redirects": where a redirect sends shoppers', () => {
  it.each([
    ['/special-offers', 'an app route'],
    ['/service?utm_source=old#book', 'a page, with a query and anchor'],
    ['https://www.kia.com/au/offers', 'another host, chosen by the editor'],
    ['http://example.com.au', 'plain http'],
    [undefined, 'empty: the required rule reports it'],
  ])('accepts %s (%s)', async (destination, _why) => {
    expect(await redirectValidation.destination(destination, contextFor({ source: '/gone', destination }))).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'is not an address a redirect can send shoppers to'],
    ['//evil.com', 'is not an address a redirect can send shoppers to'],
    ['/\\evil.com', 'is not an address a redirect can send shoppers to'],
    ['data:text/html,hi', 'is not an address a redirect can send shoppers to'],
    ['special-offers', 'is not an address a redirect can send shoppers to'],
    ['https://', 'is not an address a redirect can send shoppers to'],
    ['/gone', 'The new path is the old path: the redirect would send shoppers round in a loop.'],
    ['/GONE/', 'The new path is the old path'],
    ['/old-offer', '"/old-offer" is itself redirected by another redirect of this site, so this one would make a chain'],
    ['/winter-sale?x=1', '"/winter-sale" is itself redirected'],
  ])('refuses %s: %s', async (destination, message) => {
    expect(await redirectValidation.destination(destination, contextFor({ source: '/gone', destination }))).toContain(message);
  });
});

describe('an over-long destination', () => {
  it('is refused', async () => {
    expect(await redirectValidation.destination(`/${'a'.repeat(2001)}`, contextFor({ source: '/gone' }))).toContain('at most 2000 characters');
  });
});

describe('the redirect type runs these rules (validateDocument, as the Studio would)', () => {
  it.each([
    [{ source: '/gone', destination: '/service' }, []],
    [{ source: '/service', destination: '/gone' }, ['source']],
    [{ source: '/gone', destination: 'javascript:alert(1)' }, ['destination']],
    [{}, ['source', 'destination']],
  ])('%j has problems at %j', async (fields, paths) => {
    const markers = await validateDocument({ _id: 'redirect-a-x', _type: 'redirect', site: 'a', ...fields }, [redirectType], { getClient: () => clientFromDocuments(documents) });
    expect(markers.map((marker) => marker.path)).toEqual(paths);
  });
});
