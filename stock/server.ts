/**
 * Server-only parts of the vehicle domain: its tables and migrations (in the platform's one
 * database, `@dealer/db`), the feed importer, the embedded search engine and its ports, and the
 * brute-force reference every search backend must agree with.
 * (Demo stock, test stock and the car image renderer are in `@dealer/demo`.)
 */
export * from './index';
export { migrateStock } from './db/migrate';
export { createCarRepository, MAX_STORED_IMPORT_ERRORS, type CarRepository, type UpsertCounts, type FeedImportRecord, type StoredFeedImport } from './db/repository';
export { cars as carsTable, feedImports as feedImportsTable, type FeedImportErrorEntry } from './db/schema';
export * from './search/port';
export * from './import/import-feed';
export * from './import/protocol';
export { ReferenceSearch, type ReferenceFacetResult, type ReferenceHitsResult } from './search/reference/reference';
// The search request validator and filter grammar, for other implementations measured against the engine (the benchmark's baseline).
export { validateRequests, type ValidatedRequest } from './search/params';
export { comparisonHolds, parseFacetFilter, parseFilterList, parseNumericFilter, type FilterNode } from './search/filters';
export { decodeStockChange, encodeStockChange, STOCK_CHANGE_CHANNEL, type StockChange } from './coherence/stock-change';
