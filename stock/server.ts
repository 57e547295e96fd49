/**
 * Server-only parts of the vehicle domain: the database, the feed importer, the embedded search
 * engine and its ports, the demo stock generator and the car image renderer.
 */
export * from './index';
export { generateSiteFeed, generateBenchmarkCars, benchmarkDealerships, demoStockSites, type DemoCarRow, type GenerateOptions, type BenchmarkDealership, type Scenario as DemoScenario } from './demo/generate';
export { carImageSvg, renderCarImagePng, carImagePath, carImageBodies, carImageColours, normaliseImageBody, normaliseImageColour, type CarImageBody, type CarImageOptions } from './demo/car-image';
export { openDatabase, closeDatabase, migrate, findMigrationsFolder, databaseEngine, DatabaseLockedError, type MigrateOptions, type StockDatabase, type StockExecutor, type OpenDatabaseOptions } from './db/open';
export { createCarRepository, MAX_STORED_IMPORT_ERRORS, type CarRepository, type UpsertCounts, type FeedImportRecord, type StoredFeedImport } from './db/repository';
export { cars as carsTable, feedImports as feedImportsTable, type FeedImportErrorEntry } from './db/schema';
export * from './search/port';
export * from './import/import-feed';
export * from './import/protocol';
export { seedDemoStock, type SeedResult } from './import/seed';
