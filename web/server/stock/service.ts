import 'server-only';
import {
  buildSearchLookups, createAlgoliaSearch, createEmbeddedSearch, createResultCache, createCarRepository,
  requestCacheKey, syncToAlgolia, toSearchRecord, type SearchPort, type SearchRequest, type SearchResponse, type StockDatabase, type SearchParams,
} from '@dealer/stock/server';
import { resolveSiteConfig, siteDefinitions, type SiteConfig } from '@dealer/tenants';
import { registerServerSearch } from '../../search/search-bridge';
import type { SearchRequestBody, SearchResultsBody } from '../../search/search-protocol';
import { processSingleton } from '../process-singleton';
import { stockDatabase } from './database';
import { scopeRequests, searchClock } from './scoped-requests';
import { readSearchBackend, toPhysicalRequests, type SearchBackendConfig } from './search-backend';

/**
 * Stock for this web process: the database (PGlite under .data, or PostgreSQL with DATABASE_URL),
 * the embedded search engine built from it, and the §9 result cache. One instance per process,
 * created on first use and shared through globalThis so every route and render uses the same.
 */
export interface StockService {
  db: StockDatabase;
  backend: SearchBackendConfig;
  search(site: SiteConfig, requests: readonly SearchRequest[]): Promise<SearchResultsBody>;
  searchOne(site: SiteConfig, params: SearchParams, indexName?: string): Promise<SearchResponse>;
  /** Rebuilds the index from the database and empties the result cache (after an import). */
  reindex(): Promise<{ cars: number }>;
}

export const stockService = processSingleton('stockService', createStockService);

async function createStockService(): Promise<StockService> {
  const started = Date.now();
  const { db, seeded } = await stockDatabase();
  const repository = createCarRepository(db);
  const lookups = buildSearchLookups(siteDefinitions.map((definition) => resolveSiteConfig(definition).config));
  const load = async () => (await repository.listCars()).map((car) => toSearchRecord(car, lookups));
  const backend = readSearchBackend();
  const cache = createResultCache<SearchResultsBody>();

  // The search port: Algolia (kept in step by syncToAlgolia after imports), or the embedded engine.
  let port: SearchPort;
  let reindexPort: () => Promise<number>;
  if (backend.kind === 'algolia') {
    const algolia = createAlgoliaSearch({ appId: backend.appId, searchKey: backend.searchKey, indexName: backend.indexName });
    port = { search: (requests) => algolia.search(toPhysicalRequests(requests, backend.indexName)) };
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
      const result = (await port.search(scoped)) as SearchResultsBody;
      cache.set(key, result);
      return result;
    },
    async searchOne(site, params, indexName = 'Car_production') {
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

/** Server rendering of search pages calls the engine directly (see search-bridge.ts). */
registerServerSearch(async (slug: string, body: SearchRequestBody) => {
  const { loadSite } = await import('../content/site');
  const site = await loadSite(slug, false);
  if (!site) throw new Error(`Unknown site "${slug}"`);
  return (await stockService()).search(site.config, body.requests as SearchRequest[]);
});
