/**
 * The vehicle domain for every runtime, browser included: the Car schema, the §4/§5/§9 rules and
 * the search protocol types. Anything that needs Node (database, importer, search engine, image
 * rendering) is in `@dealer/stock/server`, so client bundles never pull in pg or PGlite.
 */
export * from './car/car';
export * from './car/body-types';
export * from './car/models';
export * from './car/car-image-path';
export * from './rules/visibility';
export * from './rules/messages';
export * from './rules/price-display';
export * from './rules/price-text';
export * from './rules/car-title';
export * from './rules/toyota-certified';
export * from './rules/tags';
export * from './rules/trade-in';
export * from './rules/favourite';
export * from './rules/finance';
export * from './rules/repayments';
export * from './rules/range-slider';
export * from './rules/budget';
export * from './rules/phone';
export * from './rules/dealer-comments';
export * from './rules/specs';
export * from './rules/hit-count';
export * from './rules/reservation';
export * from './rules/consumer-law/market';
export * from './rules/consumer-law/notice-value';
export * from './rules/consumer-law/selling-location';
export * from './rules/consumer-law/nz-consumer-information-notice';
export * from './rules/consumer-law/us-buyers-guide';
export * from './rules/consumer-law/au-deposit-terms';
export * from './search/types';
export * from './search/record';
export * from './search/result-cache';
export { parseFilters } from './search/filters';
export * from './search/schema';
export * from './search/indices';
export * from './search/protocol';
export * from './search/url-codec';
export * from './parts/part';
export * from './parts/part-categories';
export * from './parts/part-search';
export * from './parts/scope-parts-requests';
export { MAX_JSON_DEPTH, malformedTextReason } from './text/storable-text';
export { zodWithoutEvalInBrowser } from './text/zod-in-browser';
