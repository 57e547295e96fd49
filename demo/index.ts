/**
 * Demo and test stock, for Node only (nothing in a browser bundle needs it): the demo sites'
 * generated feeds and their seeding into an empty database, the search test and benchmark stock
 * built by the same generator, InstantSearch-style shopper requests and the search conformance
 * table, and the car picture renderer. The benchmark itself is `npm run bench:search`.
 */
export { generateSiteFeed, demoStockSites, type GenerateOptions } from './site-feed';
export { historyReportPath, scenarioCounts, type DemoCarRow, type Scenario as DemoScenario } from './build-car';
export { searchTestSites, benchmarkSites, type DealerSite, type DealerLocation } from './dealer-sites';
export { generateDealerStock, generateSearchRecords, DEALER_STOCK_NOW, type DealerStockOptions } from './dealer-stock';
export { instantSearchRequests, siteFilters, shopperStates, type ShopperState, type ShopperSite } from './search/shopper';
export { conformanceCases, type ConformanceCase } from './search/conformance-cases';
export { seedDemoStock, type SeedResult } from './seed';
export { generateSitePartsFeed } from './parts-feed';
export { createRandom, type Random } from './prng';
export { carImageSvg, renderCarImagePng, type CarImageOptions } from './car-image';
