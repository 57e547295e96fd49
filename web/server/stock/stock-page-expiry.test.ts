import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase, type Database } from '@dealer/db';
import { generateSiteFeed } from '@dealer/demo';
import { importFeed } from '@dealer/stock/server';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformMigrations } from '../db/migrations';
import { PAGE_CACHE_HEADER } from '../http/cached-pages.mts';
import { parseTrustedProxies } from '../http/client-address.mts';
import { createFrontDoor } from '../http/front-door.mts';
import { SITE_HEADER } from '../http/page-site-header.mts';
import { getRaw, serveOnLoopback, type RawAnswer } from '../http/testing/loopback-server';
import { sendLikeNext } from '../http/testing/next-like-writes';
import { createStockService, type StockService } from './service';
import { stockTagsOfChange } from './stock-page-expiry';
import { stockTag } from './tags';

const SITE = 'riverside-kia';
const dealershipsOf = (slug: string) => resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === slug)!).config.dealerships.map((dealership) => dealership.slug);

describe('the stock tags a change touches', () => {
  it('a site’s change: its own tag and those of every site showing one of its dealerships', () => {
    const tags = stockTagsOfChange(SITE);
    expect(tags).toContain(stockTag(SITE));
    for (const definition of siteDefinitions) {
      const shares = dealershipsOf(definition.slug).some((slug) => dealershipsOf(SITE).includes(slug));
      expect(tags.includes(stockTag(definition.slug)), definition.slug).toBe(shares);
    }
  });

  it.each([null, 'no-such-site'])('a change without a (known) site, %s: every site’s', (site) => {
    expect(stockTagsOfChange(site)).toEqual(siteDefinitions.map((definition) => stockTag(definition.slug)));
  });
});

/**
 * An import expires the search page the front door keeps (README "Page speed", "Pages answered
 * from the front door"): a real stock service on PGlite, the real front door, and a stand-in for
 * Next rendering the search page from that service's index.
 */
describe('an import expires the kept search page', () => {
  let db: Database;
  let service: StockService;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  const rows = generateSiteFeed(SITE, { now: new Date(), seed: 'page-expiry' });
  const site = resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === SITE)!).config;
  let renders = 0;

  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    for (const migration of platformMigrations) await migration(db);
    await importFeed({ db, site: { slug: SITE, dealerships: site.dealerships }, rows: rows.slice(0, 10), now: new Date(), fileName: 'first' });
    service = await createStockService({ db, backend: { kind: 'embedded' }, reservedCarIds: async () => new Set() });
    const next = async (_request: IncomingMessage, response: ServerResponse) => {
      renders += 1;
      const { nbHits } = await service.searchOne(site, { hitsPerPage: 1 });
      sendLikeNext(response, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', [SITE_HEADER]: SITE, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }, `<!DOCTYPE html><html><body><h1>${nbHits} cars</h1></body></html>`);
    };
    let door: RequestListener = () => {};
    server = await serveOnLoopback((request, response) => door(request, response));
    door = createFrontDoor({ handle: next, staticDir: mkdtempSync(join(tmpdir(), 'stock-pages-')), trustedProxies: parseTrustedProxies(''), self: { host: '127.0.0.1', port: server.port } });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await service.close();
    await closeDatabase(db);
  });

  const search = () => getRaw(server.port, '/search/used-cars', { host: `${SITE}.localhost:3000`, 'accept-encoding': 'identity' });
  async function kept(): Promise<RawAnswer> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const answer = await search();
      if (answer.headers[PAGE_CACHE_HEADER] === 'HIT') return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('never kept');
  }

  it('kept, then after an import (the import route’s stockChanged) rendered again with the new stock', async () => {
    const before = await kept();
    expect(before.body.toString()).toContain('<h1>10 cars</h1>');
    const rendersBefore = renders;
    expect((await search()).headers[PAGE_CACHE_HEADER]).toBe('HIT');
    await importFeed({ db, site: { slug: SITE, dealerships: site.dealerships }, rows: rows.slice(0, 15), now: new Date(), fileName: 'second', afterImport: () => service.stockChanged({ site: SITE, cars: 'all' }) });
    const after = await search();
    expect([after.headers[PAGE_CACHE_HEADER], renders]).toEqual(['MISS', rendersBefore + 1]);
    expect(after.body.toString()).toContain('<h1>15 cars</h1>');
  });
});
