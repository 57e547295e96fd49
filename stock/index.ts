export * from './car/car';
export * from './rules/visibility';
export * from './rules/sort';
export * from './rules/messages';
export * from './rules/price-display';
export * from './rules/toyota-certified';
export * from './rules/tags';
export * from './rules/trade-in';
