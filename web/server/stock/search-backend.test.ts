import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { browserSearchBackend, readSearchBackend } from './search-backend';

const site = resolveSiteConfig(siteDefinitions.find((s) => s.slug === 'southern-cross-motors')!).config;

describe('search backend selection (issue: Algolia adapter)', () => {
  it.each([
    [{}, 'embedded'],
    [{ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'search' }, 'algolia'],
  ])('%j -> %s', (env, kind) => {
    expect(readSearchBackend(env as unknown as NodeJS.ProcessEnv).kind).toBe(kind);
  });

  it.each([[{ ALGOLIA_APP_ID: 'APP' }], [{ ALGOLIA_SEARCH_KEY: 'k' }], [{ ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_INDEX: 'bad name' }]])(
    'half a configuration is a clear error: %j',
    (env) => {
      expect(() => readSearchBackend(env as unknown as NodeJS.ProcessEnv)).toThrow(/Algolia/);
    },
  );

  it('the browser gets no key in embedded mode', () => {
    expect(browserSearchBackend(site, { kind: 'embedded' })).toEqual({ kind: 'embedded' });
  });

  it("the browser's Algolia key embeds the site's mandatory filters, expires in an hour and is limited to its indices", () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const backend = browserSearchBackend(site, { kind: 'algolia', appId: 'APP', searchKey: 'parent-search-key', indexName: 'Car_production' }, now);
    if (backend.kind !== 'algolia') throw new Error('expected algolia');
    const decoded = decodeURIComponent(Buffer.from(backend.apiKey, 'base64').toString('utf8'));
    expect(decoded).toContain('dealership_slug:"southern-cross-parramatta" OR dealership_slug:"southern-cross-dandenong"');
    expect(decoded).toContain('car_type:used'); // §9: this group lists used cars only
    expect(decoded).toContain('show_on_dealer_website:true');
    expect(decoded).toContain(`validUntil=${Math.floor(now.getTime() / 1000) + 3600}`);
    expect(decoded).toContain('Car_production_price_asc');
    expect(backend.apiKey).not.toContain('parent-search-key');
  });

  it('tells the browser the physical name of every logical index under a differently named Algolia index', () => {
    const backend = browserSearchBackend(site, { kind: 'algolia', appId: 'APP', searchKey: 'parent-search-key', indexName: 'Car_staging' });
    expect(backend).toMatchObject({
      indexNames: {
        Car_production: 'Car_staging',
        Car_production_created_at_desc: 'Car_staging_created_at_desc',
        Car_production_price_desc: 'Car_staging_price_desc',
        Car_production_price_asc: 'Car_staging_price_asc',
      },
    });
  });
});
