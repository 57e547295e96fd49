import { closeDatabase, openDatabase, type Database } from '@dealer/db';
import { generateSiteFeed } from '@dealer/demo';
import { importFeed } from '@dealer/stock/server';
import { resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { algoliasearch } from 'algoliasearch';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformMigrations } from '../db/migrations';
import { readSearchBackend } from './search-backend';
import { createStockService, type StockService } from './service';

/**
 * Stock coherence with Algolia configured (README "Stock coherence"): a change is written to
 * Algolia once, by the instance where it happened, never once per instance; the others only empty
 * their result caches when the notice reaches them. Two stock services on one PGlite, as two
 * instances, through the real `algoliasearch` client against an in-process fake of Algolia's
 * endpoints that records every request.
 */

const SITE = 'riverside-kia';
const site = resolveSiteConfig(siteDefinitions.find((definition) => definition.slug === SITE)!).config;
const requests: { method: string; path: string }[] = [];
let server: Server;
let db: Database;
let a: StockService;
let b: StockService;

/** Algolia's answers, as far as sync and search need them. */
function answer(method: string, path: string, body: string): unknown {
  if (path.includes('/task/')) return { status: 'published', pendingTask: false };
  if (path.endsWith('/settings')) return { taskID: 1, updatedAt: new Date().toISOString() };
  if (path.endsWith('/batch')) return { taskID: 2, objectIDs: [] };
  if (path.endsWith('/browse')) return { hits: [], page: 0, nbHits: 0, nbPages: 1, hitsPerPage: 1000, processingTimeMS: 1, query: '', params: '' };
  if (path.endsWith('/queries')) {
    const { requests: queries = [] } = JSON.parse(body || '{}') as { requests?: { indexName: string }[] };
    return { results: queries.map((query) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query: '', params: '', index: query.indexName })) };
  }
  return { message: `the fake has no ${method} ${path}` };
}

const writes = () => requests.filter(({ method, path }) => method !== 'GET' && !path.endsWith('/queries') && !path.endsWith('/browse'));
const searches = () => requests.filter(({ path }) => path.endsWith('/queries'));

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url?.split('?')[0] ?? '';
      requests.push({ method: request.method ?? '', path });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer(request.method ?? '', path, body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  db = await openDatabase({ memory: true });
  for (const migration of platformMigrations) await migration(db);
  await importFeed({ db, site: SITE, rows: generateSiteFeed(SITE, { now: new Date(), seed: 'algolia' }).slice(0, 10), now: new Date(), fileName: 'first' });
  const backend = readSearchBackend({ ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_SEARCH_KEY: 'search-key', ALGOLIA_ADMIN_KEY: 'admin-key' } as unknown as NodeJS.ProcessEnv);
  const instance = () => {
    const client = algoliasearch('TESTAPP', 'admin-key', { hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }] });
    return createStockService({ db, backend, algoliaClient: client, algoliaAdminClient: client, listen: true, reservedCarIds: async () => new Set() });
  };
  [a, b] = [await instance(), await instance()];
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await closeDatabase(db);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('stock coherence with Algolia: one write per change, whichever instances hear it', () => {
  it('the changing instance writes the stock to Algolia once; the other only empties its result cache', async () => {
    const query = { query: 'sportage', hitsPerPage: 5 };
    await b.searchOne(site, query);
    await b.searchOne(site, query);
    expect(searches()).toHaveLength(1); // the second answer came from b's §9 result cache

    requests.length = 0;
    await a.stockChanged({ site: SITE, cars: 'all' });
    await new Promise((resolve) => setTimeout(resolve, 300)); // b hears the notice
    expect(writes().filter(({ path }) => path.endsWith('/batch'))).toHaveLength(1);
    expect(writes().every(({ path }) => path.startsWith('/1/indexes/Car_production'))).toBe(true);

    requests.length = 0;
    await b.searchOne(site, query);
    expect(searches()).toHaveLength(1); // b's cache was emptied: it asked Algolia again
    expect(writes()).toEqual([]);
  });
});
