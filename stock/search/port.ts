import { SearchEngine, type SearchEngineOptions } from './engine/engine';
import type { SearchRecord } from './record';
import type { SearchPort } from './types';

/** The embedded adapter, which also takes index updates (the feed importer calls these). */
export interface EmbeddedSearch extends SearchPort {
  readonly engine: SearchEngine<SearchRecord>;
  replaceAll(records: readonly SearchRecord[]): void;
  upsert(records: readonly SearchRecord[]): void;
  remove(objectIDs: readonly string[]): void;
}

export function createEmbeddedSearch(records: readonly SearchRecord[], options: SearchEngineOptions = {}): EmbeddedSearch {
  const engine = new SearchEngine<SearchRecord>(records, options);
  return {
    engine,
    async search(requests) {
      return engine.search(requests);
    },
    replaceAll: (next) => engine.replaceAll(next),
    upsert: (next) => engine.upsert(next),
    remove: (ids) => engine.remove(ids),
  };
}

// The server entry (`@dealer/stock/server`) re-exports this module: the engine and the Algolia
// adapter live behind it, so client bundles never pull them in.
export { SearchEngine, type SearchEngineOptions } from './engine/engine';
export { createAlgoliaSearch, toAlgoliaFilters, type AlgoliaSearchOptions } from './algolia/search';
export { syncToAlgolia, type SyncOptions, type SyncReport } from './algolia/sync';
export { securedKeyForSite, type SecuredKeyOptions } from './algolia/secured-key';
export { algoliaIndexLayout, algoliaIndexNames, physicalIndexName, type AlgoliaIndexLayout } from './algolia/settings';
