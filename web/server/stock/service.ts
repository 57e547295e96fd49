import 'server-only';
import { randomUUID } from 'node:crypto';
import { listenForNotices, sendNotice, type Database, type NoticeListener } from '@dealer/db';
import type { SeedResult } from '@dealer/demo';
import {
  buildSearchLookups, createAlgoliaSearch, createEmbeddedSearch, createResultCache, createCarRepository, decodeStockChange, encodeStockChange, primaryIndexName,
  requestCacheKey, STOCK_CHANGE_CHANNEL, syncToAlgolia, toSearchRecord, type StockChange, type SearchRecord,
  type AlgoliaSearchOptions, type IndexName, type SearchParams, type SearchPort, type SearchRequest, type SearchResponse, type SearchResults, type SyncOptions,
} from '@dealer/stock/server';
import { claimedCarIds } from '@dealer/leads/server';
import { findSiteDefinition, resolveSiteConfig, siteDefinitions, type SiteConfig } from '@dealer/tenants';
import { database } from '../db/database';
import { processSingleton } from '../process-singleton';
import { STOCK_SERVICE_SINGLETON } from './in-process-search';
import { scopeRequests, searchClock } from './scoped-requests';
import { expireStockPages } from './stock-page-expiry';
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
  /** Rebuilds the index from the database and empties the result cache (an operator's full reindex). */
  reindex(): Promise<{ cars: number }>;
  /**
   * After a transaction changed cars (import, order, payment, reservation): with Algolia, writes
   * the stock to Algolia once, here; then tells every instance, this one included, through the
   * database's change notices (README "Stock coherence"), or applies the change here alone when
   * this service does not listen.
   */
  stockChanged(change: StockChange): Promise<void>;
  /** Rebuilds this instance's index (`reindex`) and tells every other instance to rebuild theirs from the database. */
  reindexEverywhere(): Promise<{ cars: number }>;
  /** Applies a change to this instance's index incrementally (re-read from the database) and empties the result cache. */
  applyChange(change: StockChange): Promise<{ upserted: number; removed: number }>;
  /** Stops listening for change notices. */
  close(): Promise<void>;
}

export interface StockServiceOptions {
  db: Database;
  backend: SearchBackendConfig;
  /** What opening the database seeded (only reported in the start-up line). */
  seeded?: SeedResult | null;
  /** The Algolia client (tests point one at a fake Algolia); by default one for the backend's app and key. */
  algoliaClient?: AlgoliaSearchOptions['client'];
  /** The Algolia client that writes (tests point one at a fake Algolia); by default one for the backend's app and admin key. */
  algoliaAdminClient?: SyncOptions['client'];
  /**
   * The cars reserved or bought online (their claims, `leads/claims`), read at every (re)index: the feed does not know
   * about them, so the Reserved tag (§4 priority 3) is laid over the stock here.
   */
  reservedCarIds?: () => Promise<ReadonlySet<string>>;
  /** Listen for stock change notices on the database, so changes through other instances reach this one (the web process does). */
  listen?: boolean;
}

export const stockService = processSingleton(STOCK_SERVICE_SINGLETON, async () => {
  const { db, seeded } = await database();
  return createStockService({ db, seeded, backend: readSearchBackend(), reservedCarIds: () => claimedCarIds(db), listen: true });
});

export async function createStockService({ db, backend, seeded = null, algoliaClient, algoliaAdminClient, reservedCarIds: reserved, listen = false }: StockServiceOptions): Promise<StockService> {
  const started = Date.now();
  const repository = createCarRepository(db);
  const lookups = buildSearchLookups(siteDefinitions.map((definition) => resolveSiteConfig(definition).config));
  const toRecords = async (cars: Awaited<ReturnType<typeof repository.listCars>>) => {
    const reservedIds = (await reserved?.()) ?? new Set<string>();
    return cars.map((car) => toSearchRecord(reservedIds.has(car.id) ? { ...car, reserved: true } : car, lookups));
  };
  const load = async () => toRecords(await repository.listCars());
  const cache = createResultCache<SearchResults>();
  /** This service's name in the notices it sends, so it skips its own. */
  const instanceId = randomUUID();

  // The search port: Algolia (kept in step by syncToAlgolia after imports), or the embedded engine.
  // Both take logical index names; only the Algolia adapter knows the physical ones.
  let port: SearchPort;
  let reindexPort: () => Promise<number>;
  let embedded: ReturnType<typeof createEmbeddedSearch> | null = null;
  if (backend.kind === 'algolia') {
    port = createAlgoliaSearch({ appId: backend.appId, searchKey: backend.searchKey, indexName: backend.indexName, client: algoliaClient });
    reindexPort = async () => {
      if (!backend.adminKey) throw new Error('ALGOLIA_ADMIN_KEY is needed to index stock into Algolia.');
      const records = await load();
      await syncToAlgolia({ appId: backend.appId, adminKey: backend.adminKey, records, indexName: backend.indexName, client: algoliaAdminClient });
      return records.length;
    };
    console.log(`[stock] searching Algolia index ${backend.indexName}${seeded ? ' (demo stock seeded: run a reindex to index it)' : ''}`);
  } else {
    const engine = createEmbeddedSearch(await load());
    embedded = engine;
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
      expireStockPages(null);
      return { cars };
    },
    async stockChanged(change) {
      if (backend.kind === 'algolia') {
        // Written to Algolia once, by the instance where the change happened; the others only empty their caches.
        await reindexPort();
        cache.clear();
        expireStockPages(change.site);
      }
      // Applied here before the answer goes back, so whoever made the change (an import, an order)
      // finds it in this instance's search at once; the notice carries it to the others, and this
      // instance skips its own.
      if (backend.kind !== 'algolia') await service.applyChange(change);
      if (!listener) return;
      try {
        await sendNotice(db, STOCK_CHANGE_CHANNEL, encodeStockChange({ ...change, origin: instanceId }));
      } catch (error) {
        console.error('[stock] could not send the stock change notice; other instances will not see this change until they rebuild their index:', error);
      }
    },
    async reindexEverywhere() {
      const result = await service.reindex();
      // Site-less `all`: every other instance re-reads all the stock (applyChange) and rebuilds.
      if (listener) await sendNotice(db, STOCK_CHANGE_CHANNEL, encodeStockChange({ site: null, cars: 'all', origin: instanceId })).catch((error: unknown) => console.error('[stock] could not tell the other instances to rebuild:', error));
      return result;
    },
    applyChange: (change) => queue(() => applyChange(change)),
    async close() {
      await listener?.close();
      listener = null;
    },
  };

  /** Changes apply one at a time, in the order they arrive. */
  let tail: Promise<unknown> = Promise.resolve();
  function queue<T>(work: () => Promise<T>): Promise<T> {
    const result = tail.then(work);
    tail = result.catch(() => {});
    return result;
  }

  /** Every applied change, here or from a notice, also expires this instance's stock pages kept by the front door. */
  async function applyChange(change: StockChange): Promise<{ upserted: number; removed: number }> {
    try {
      return await applyToIndex(change);
    } finally {
      expireStockPages(change.site);
    }
  }

  async function applyToIndex(change: StockChange): Promise<{ upserted: number; removed: number }> {
    if (!embedded) {
      cache.clear();
      return { upserted: 0, removed: 0 };
    }
    const engine = embedded;
    let upserts: SearchRecord[];
    let removals: string[];
    if (change.cars === 'all') {
      const definition = change.site ? findSiteDefinition(change.site) : undefined;
      if (!definition) {
        engine.replaceAll(await load());
        cache.clear();
        return { upserted: engine.engine.size, removed: 0 };
      }
      const dealerships = resolveSiteConfig(definition).config.dealerships.map((dealership) => dealership.slug);
      upserts = await toRecords(await repository.listCars({ dealershipSlugs: dealerships }));
      const kept = new Set(upserts.map((record) => record.objectID));
      const owned = new Set(dealerships);
      removals = engine.engine.records().filter((record) => owned.has(record.dealership_slug) && !kept.has(record.objectID)).map((record) => record.objectID);
    } else {
      upserts = await toRecords(await repository.listCarsByIds(change.cars));
      const found = new Set(upserts.map((record) => record.objectID));
      removals = change.cars.filter((id) => !found.has(id));
    }
    // A re-read car that did not change is left alone (no tombstone).
    const changed = upserts.filter((record) => {
      const current = engine.engine.get(record.objectID);
      return !current || JSON.stringify(current) !== JSON.stringify(record);
    });
    engine.engine.apply(changed, removals);
    cache.clear();
    return { upserted: changed.length, removed: removals.length };
  }

  /** A notice that cannot be read, or one possibly missed: the index is rebuilt from the database. */
  const rebuild = (why: string) =>
    queue(async () => {
      console.warn(`[stock] ${why}: ${embedded ? 'rebuilding the search index from the database' : 'emptying the result cache'}`);
      if (embedded) await service.reindex();
      else {
        cache.clear();
        expireStockPages(null);
      }
    }).catch((error: unknown) => console.error('[stock] rebuilding the search index failed:', error));

  let listener: NoticeListener | null = null;
  if (listen) {
    listener = await listenForNotices(db, STOCK_CHANGE_CHANNEL, {
      onNotice(payload) {
        const change = decodeStockChange(payload);
        if (change?.origin === instanceId) return; // applied when it was made
        if (!change) {
          console.error(`[stock] ignored a malformed stock change notice: ${JSON.stringify(payload.slice(0, 200))}`);
          void rebuild('after a malformed notice');
          return;
        }
        void service.applyChange(change).catch((error: unknown) => {
          console.error('[stock] applying a stock change failed:', error);
          void rebuild('after a failed change');
        });
      },
      onReconnect: () => void rebuild('the change notice connection came back (changes may have been missed)'),
      onFault: (error) => console.error(`[stock] change notice connection: ${error.message}; reconnecting`),
    });
  }
  return service;
}
