import 'server-only';
import { generateSitePartsFeed } from '@dealer/demo';
import { partSearchSchema, partsIndexName, scopePartsRequests, toPartRecord, type Part, type PartRecord, type SearchRequest, type SearchResults } from '@dealer/stock';
import { createAlgoliaSearch, createResultCache, SearchEngine, physicalIndexName, requestCacheKey, syncToAlgolia, type AlgoliaSearchOptions, type SearchPort } from '@dealer/stock/server';
import { resolveSiteConfig, siteDefinitions, type SiteConfig } from '@dealer/tenants';
import { processSingleton } from '@/server/process-singleton';
import { readSearchBackend, type SearchBackendConfig } from '@/server/stock/search-backend';

/**
 * Parts and accessories search for this web process (§2 /parts/search): the parts index behind the
 * same search port as the cars (the embedded engine, or Algolia under `{ALGOLIA_INDEX}_parts`),
 * every request scoped to the site's dealerships (§7 dealership_id), with the §9 result cache.
 * The same port means the same caps: hitsPerPage, query length, facet values, requests per query.
 */
export interface PartsService {
  search(site: SiteConfig, requests: readonly SearchRequest[]): Promise<SearchResults>;
  /** Indexes the parts again (Algolia: needs ALGOLIA_ADMIN_KEY) and empties the cache. */
  reindex(): Promise<{ parts: number }>;
}

export interface PartsServiceOptions {
  backend: SearchBackendConfig;
  /** The parts to index (by default the demo feeds of the sites that sell parts). */
  parts: () => readonly Part[];
  algoliaClient?: AlgoliaSearchOptions['client'];
}

/** The demo sites' parts: one generated feed per site with the parts search on. */
export function demoParts(): Part[] {
  return siteDefinitions
    .filter((definition) => resolveSiteConfig(definition).config.features.partsSearch)
    .flatMap((definition) => generateSitePartsFeed(definition.slug));
}

export function createPartsService({ backend, parts, algoliaClient }: PartsServiceOptions): PartsService {
  const records = () => parts().map(toPartRecord);
  const cache = createResultCache<SearchResults>();
  let port: SearchPort;
  let reindexPort: () => Promise<number>;
  if (backend.kind === 'algolia') {
    const indexName = physicalIndexName(partsIndexName, backend.indexName);
    port = createAlgoliaSearch({ appId: backend.appId, searchKey: backend.searchKey, indexName: backend.indexName, schema: partSearchSchema, client: algoliaClient });
    reindexPort = async () => {
      if (!backend.adminKey) throw new Error('ALGOLIA_ADMIN_KEY is needed to index parts into Algolia.');
      const all = records();
      await syncToAlgolia({ appId: backend.appId, adminKey: backend.adminKey, records: all, indexName, schema: partSearchSchema });
      return all.length;
    };
  } else {
    // The embedded engine with the parts schema: the port's validation and caps, its own records.
    const engine = new SearchEngine<PartRecord>(records(), { schema: partSearchSchema });
    port = { search: async (requests) => engine.search(requests) };
    reindexPort = async () => {
      engine.replaceAll(records());
      return engine.size;
    };
  }
  return {
    async search(site, requests) {
      const scoped = scopePartsRequests(site, requests);
      const key = requestCacheKey(scoped);
      const cached = cache.get(key);
      if (cached) return cached;
      const result = await port.search(scoped);
      cache.set(key, result);
      return result;
    },
    async reindex() {
      const count = await reindexPort();
      cache.clear();
      return { parts: count };
    },
  };
}

export const partsService = processSingleton('partsService', async () => createPartsService({ backend: readSearchBackend(), parts: demoParts }));
