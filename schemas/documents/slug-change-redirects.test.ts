import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redirectId } from './redirect-paths';
import { evaluate, parse } from 'groq-js';
import { noRedirectWrites, redirectMutations, slugChangeParams, slugChangeQuery, slugChangeWrites, type ExistingRedirect } from './slug-change-redirects';

const idOf = (source: string) => `redirect-a-${createHash('sha1').update(source).digest('hex').slice(0, 12)}`;
const existing = (source: string, destination: string): ExistingRedirect => ({ _id: idOf(source), source, destination });

describe('README "Redirects": a slug changed on publish keeps the old address working', () => {
  it.each([
    {
      name: 'a page renamed: a redirect from the old path',
      type: 'page', oldSlug: 'service', newSlug: 'book-a-service', redirects: [],
      writes: { create: { source: '/service', destination: '/book-a-service' }, repoint: [], remove: [] },
    },
    {
      name: 'a nested page',
      type: 'page', oldSlug: 'pages/warranty', newSlug: 'pages/kia-warranty', redirects: [],
      writes: { create: { source: '/pages/warranty', destination: '/pages/kia-warranty' }, repoint: [], remove: [] },
    },
    {
      name: 'a legal page', type: 'legalPage', oldSlug: 'privacy', newSlug: 'privacy-policy', redirects: [],
      writes: { create: { source: '/privacy', destination: '/privacy-policy' }, repoint: [], remove: [] },
    },
    {
      name: 'a blog post lives under /blog', type: 'post', oldSlug: 'ev9-first-drive', newSlug: 'ev9-review', redirects: [],
      writes: { create: { source: '/blog/ev9-first-drive', destination: '/blog/ev9-review' }, repoint: [], remove: [] },
    },
    {
      name: 'a location lives under /contact-us', type: 'location', oldSlug: 'city', newSlug: 'brisbane-city', redirects: [],
      writes: { create: { source: '/contact-us/city', destination: '/contact-us/brisbane-city' }, repoint: [], remove: [] },
    },
    {
      name: 'a second rename repoints the first redirect (no chain), keeping its query string',
      type: 'page', oldSlug: 'b', newSlug: 'c', redirects: [existing('/a', '/b?utm_source=mail'), existing('/x', 'https://example.com/b')],
      writes: { create: { source: '/b', destination: '/c' }, repoint: [{ _id: idOf('/a'), destination: '/c?utm_source=mail' }], remove: [] },
    },
    {
      name: 'renamed back: the redirect from the new path goes (a page answers it now), no loop is left',
      type: 'page', oldSlug: 'b', newSlug: 'a', redirects: [existing('/a', '/b')],
      writes: { create: { source: '/b', destination: '/a' }, repoint: [], remove: [idOf('/a')] },
    },
    {
      name: 'the home page renamed: "/" is never redirected',
      type: 'page', oldSlug: 'home', newSlug: 'welcome', redirects: [existing('/start', '/')],
      writes: { create: null, repoint: [{ _id: idOf('/start'), destination: '/welcome' }], remove: [] },
    },
  ])('$name', async ({ type, oldSlug, newSlug, redirects, writes }) => {
    const result = await slugChangeWrites({ site: 'a', type, oldSlug, newSlug, redirects });
    expect(result).toEqual({
      create: writes.create ? { _id: idOf(writes.create.source), _type: 'redirect', site: 'a', permanent: true, ...writes.create } : null,
      repoint: writes.repoint,
      remove: writes.remove,
    });
  });

  it.each([
    ['the slug did not change', 'page', 'service', 'service'],
    ['a first publish (no old slug)', 'page', undefined, 'service'],
    ['a type without an address', 'promo', 'a', 'b'],
  ])('writes nothing when %s', async (_name, type, oldSlug, newSlug) => {
    expect(await slugChangeWrites({ site: 'a', type, oldSlug, newSlug, redirects: [] })).toBeNull();
  });

  it('writes nothing the second time: the publish action and the webhook both keep the address', async () => {
    const first = await slugChangeWrites({ site: 'a', type: 'page', oldSlug: 'b', newSlug: 'c', redirects: [existing('/a', '/b'), existing('/c', '/z')] });
    expect(noRedirectWrites(first)).toBe(false);
    // The redirects once the first writes are in: /b -> /c written, /a repointed, /c removed.
    const after = [existing('/a', '/c'), existing('/b', '/c')];
    const second = await slugChangeWrites({ site: 'a', type: 'page', oldSlug: 'b', newSlug: 'c', redirects: after });
    expect(noRedirectWrites(second)).toBe(true);
  });

  it('the writes are one transaction of Sanity mutations', async () => {
    const writes = await slugChangeWrites({ site: 'a', type: 'page', oldSlug: 'b', newSlug: 'c', redirects: [existing('/a', '/b'), existing('/c', '/z')] });
    expect(redirectMutations(writes!)).toEqual([
      { createOrReplace: { _id: idOf('/b'), _type: 'redirect', site: 'a', source: '/b', destination: '/c', permanent: true } },
      { patch: { id: idOf('/a'), set: { destination: '/c' } } },
      { delete: { id: idOf('/c') } },
    ]);
  });

  it.each([
    ['two pages swap slugs: the page that now answers the old address gets no redirect in front of it', 'page', [{ _type: 'page', slug: 'a' }], false],
    ['a legal page answers the same /{slug} addresses as pages', 'page', [{ _type: 'legalPage', slug: 'a' }], false],
    ['a post at /blog/a does not answer /a', 'page', [{ _type: 'post', slug: 'a' }], true],
    ['a location whose old address a post now has: /contact-us/a is still free', 'location', [{ _type: 'post', slug: 'a' }], true],
  ])('%s', async (_name, type, others, redirected) => {
    const writes = await slugChangeWrites({ site: 'a', type, oldSlug: 'a', newSlug: 'b', redirects: [], others });
    expect(writes?.create !== null).toBe(redirected);
  });

  it('reads the site\'s published redirects and its other published documents with an address (raw perspective)', async () => {
    const dataset = [
      { _id: 'r1', _type: 'redirect', site: 'a', source: '/x', destination: '/y' },
      { _id: 'drafts.r2', _type: 'redirect', site: 'a', source: '/draft', destination: '/y' },
      { _id: 'versions.rel.r3', _type: 'redirect', site: 'a', source: '/version', destination: '/y' },
      { _id: 'r4', _type: 'redirect', site: 'b', source: '/other-site', destination: '/y' },
      { _id: 'moved', _type: 'page', site: 'a', slug: { current: 'new' } },
      { _id: 'p2', _type: 'page', site: 'a', slug: { current: 'old' } },
      { _id: 'drafts.p3', _type: 'page', site: 'a', slug: { current: 'draft-only' } },
      { _id: 'l1', _type: 'legalPage', site: 'a', slug: { current: 'privacy' } },
      { _id: 'promo1', _type: 'promo', site: 'a', slug: { current: 'not-an-address' } },
      { _id: 'p9', _type: 'page', site: 'b', slug: { current: 'old' } },
    ];
    const result = await (await evaluate(parse(slugChangeQuery), { dataset, params: slugChangeParams('a', 'moved') })).get();
    expect(result).toEqual({
      redirects: [{ _id: 'r1', source: '/x', destination: '/y' }],
      others: [{ _type: 'page', slug: 'old' }, { _type: 'legalPage', slug: 'privacy' }],
    });
  });

  it('the id is redirect-{site}-{first 12 hex of sha1(source)}, as the demo content writes it', async () => {
    expect(await redirectId('a', '/service')).toBe(idOf('/service'));
    expect(await redirectId('riverside-kia', '/book-a-test-drive')).toBe('redirect-riverside-kia-' + createHash('sha1').update('/book-a-test-drive').digest('hex').slice(0, 12));
  });
});
