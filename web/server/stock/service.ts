import 'server-only';
import type { Database } from '@dealer/db';
import type { SeedResult } from '@dealer/demo';
import {
  buildSearchLookups, createAlgoliaSearch, createEmbeddedSearch, createResultCache, createCarRepository, primaryIndexName,
  requestCacheKey, syncToAlgolia, toSearchRecord,
  type AlgoliaSearchOptions, type IndexName, type SearchParams, type SearchPort, type SearchRequest, type SearchResponse, type SearchResults,
} from '@dealer/stock/server';
import { claimedCarIds } from '@dealer/leads/server';
import { resolveSiteConfig, siteDefinitions, type SiteConfig } from '@dealer/tenants';
import { database } from '../db/database';
import { processSingleton } from '../process-singleton';
import { STOCK_SERVICE_SINGLETON } from './in-process-search';
import { scopeRequests, searchClock } from './scoped-requests';
import { readSearchBackend, type SearchBackendConfig } from './search-backend';

/**
 * Stock for this web process: the database (PGlite under .data, or PostgreSQL with DATABASE_URL),
 * the search port (the embedded engine built from it, or Algolia), and the §9 result cache. One
 * instance per process, created on first use and shared through globalThis so every route and
 * render uses the same.
 */
export interface StockService {
  db: Database;
  backend: SearchBackendConfig;
  /** Logical index names in, the site's mandatory filters added, results in request order. */
  search(site: SiteConfig, requests: readonly SearchRequest[]): Promise<SearchResults>;
  searchOne(site: SiteConfig, params: SearchParams, indexName?: IndexName): Promise<SearchResponse>;
  /** Rebuilds the index from the database and empties the result cache (after an import). */
  reindex(): Promise<{ cars: number }>;
}

export interface StockServiceOptions {
  db: Database;
  backend: SearchBackendConfig;
  /** What opening the database seeded (only reported in the start-up line). */
  seeded?: SeedResult | null;
  /** The Algolia client (tests point one at a fake Algolia); by default one for the backend's app and key. */
  algoliaClient?: AlgoliaSearchOptions['client'];
  /**
   * The cars reserved or bought online (their claims, `leads/claims`), read at every (re)index: the feed does not know
   * about them, so the Reserved tag (§4 priority 3) is laid over the stock here.
   */
  reservedCarIds?: () => Promise<ReadonlySet<string>>;
}

export const stockService = processSingleton(STOCK_SERVICE_SINGLETON, async () => {
  const { db, seeded } = await database();
  return createStockService({ db, seeded, backend: readSearchBackend(), reservedCarIds: () => claimedCarIds(db) });
});

export async function createStockService({ db, backend, seeded = null, algoliaClient, reservedCarIds: reserved }: StockServiceOptions): Promise<StockService> {
  const started = Date.now();
  const repository = createCarRepository(db);
  const lookups = buildSearchLookups(siteDefinitions.map((definition) => resolveSiteConfig(definition).config));
  const load = async () => {
    const reservedIds = (await reserved?.()) ?? new Set<string>();
    return (await repository.listCars()).map((car) => toSearchRecord(reservedIds.has(car.id) ? { ...car, reserved: true } : car, lookups));
  };
  const cache = createResultCache<SearchResults>();

  // The search port: Algolia (kept in step by syncToAlgolia after imports), or the embedded engine.
  // Both take logical index names; only the Algolia adapter knows the physical ones.
  let port: SearchPort;
  let reindexPort: () => Promise<number>;
  if (backend.kind === 'algolia') {
    port = createAlgoliaSearch({ appId: backend.appId, searchKey: backend.searchKey, indexName: backend.indexName, client: algoliaClient });
    reindexPort = async () => {
      if (!backend.adminKey) throw new Error('ALGOLIA_ADMIN_KEY is needed to index stock into Algolia.');
      const records = await load();
      await syncToAlgolia({ appId: backend.appId, adminKey: backend.adminKey, records, indexName: backend.indexName });
      return records.length;
    };
    console.log(`[stock] searching Algolia index ${backend.indexName}${seeded ? ' (demo stock seeded: run a reindex to index it)' : ''}`);
  } else {
    const engine = createEmbeddedSearch(await load());
    port = engine;
    reindexPort = async () => {
      engine.replaceAll(await load());
      return engine.engine.size;
    };
    console.log(`[stock] ${engine.engine.size} cars indexed in ${Date.now() - started} ms${seeded ? ' (demo stock seeded)' : ''}`);
  }

  const service: StockService = {
    db,
    backend,
    async search(site, requests) {
      const scoped = scopeRequests(site, requests, searchClock());
      const key = requestCacheKey(scoped);
      const cached = cache.get(key);
      if (cached) return cached;
      const result = await port.search(scoped);
      cache.set(key, result);
      return result;
    },
    async searchOne(site, params, indexName = primaryIndexName) {
      const { results } = await service.search(site, [{ indexName, params }]);
      return results[0] as SearchResponse;
    },
    async reindex() {
      const cars = await reindexPort();
      cache.clear();
      return { cars };
    },
  };
  return service;
}
