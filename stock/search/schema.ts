/**
 * What the stock index knows about its records: which attributes can be filtered and faceted and
 * of which kind, which are searched as text, and how each index name (the primary and its sort
 * replicas) orders hits. The embedded engine, the reference evaluator and the Algolia settings are
 * all derived from this one description, so the backends cannot disagree on it.
 */

import { indexOrders, type SortRule } from './indices';

/** `string`: one text value; `strings`: a list of them; `number`; `boolean` (filters as true/false or 1/0). */
export type AttributeKind = 'string' | 'strings' | 'number' | 'boolean';

export interface SearchSchema {
  /** Every attribute filters and `facetFilters`/`numericFilters` may name, with its kind. */
  attributes: Readonly<Record<string, AttributeKind>>;
  /** Attributes that return facet counts (and stats for numbers); `facets: ['*']` means all of them. */
  facets: readonly string[];
  /** Attributes searched by the text query. */
  searchableAttributes: readonly string[];
  /** Searchable attributes matched exactly or by prefix only, never with typos (identifiers). */
  typoFreeAttributes: readonly string[];
  /** Tie-breaker after text relevance, descending (Algolia `customRanking: ['desc(custom_rank)']`). */
  customRankingAttribute: string;
  /** Index name to ordering: `null` is relevance; a rule sorts by that attribute first. */
  indices: Readonly<Record<string, SortRule | null>>;
  /**
   * The embedded engine numbers documents grouped by this attribute's value (the scope every
   * request filters on), so one dealer's cars sit in a few runs of bitset words and a request
   * touches those words only (stock/search/README.md "Scale"). Answers never depend on it.
   */
  groupAttribute?: string;
}

export const carSearchSchema: SearchSchema = {
  attributes: {
    objectID: 'string',
    id: 'string',
    slug: 'string',
    make: 'string',
    model: 'string',
    badge: 'string',
    series: 'string',
    make_model: 'string',
    car_type: 'string',
    item_type: 'string',
    status: 'string',
    price_type: 'string',
    colour: 'string',
    body: 'string',
    fuel: 'string',
    transmission: 'string',
    drive: 'string',
    tag: 'string',
    stocknum: 'string',
    vin: 'string',
    regplate: 'string',
    manufacturer_body: 'string',
    dealership_slug: 'string',
    dealership_id: 'string',
    dealership_name: 'string',
    location_id: 'string',
    location_name: 'string',
    city: 'string',
    state: 'string',
    price_range: 'string',
    weekly_price_range: 'string',
    categories: 'strings',
    filtered_features: 'strings',
    year: 'number',
    price: 'number',
    before_price: 'number',
    offer_price: 'number',
    subscription_price: 'number',
    weekly_price: 'number',
    km: 'number',
    seats: 'number',
    doors: 'number',
    views: 'number',
    photos_count: 'number',
    sold_date_timestamp: 'number',
    created_at_timestamp: 'number',
    custom_rank: 'number',
    sold: 'boolean',
    show_on_dealer_website: 'boolean',
    preorder: 'boolean',
    reserved: 'boolean',
    certified: 'boolean',
    has_nvic: 'boolean',
  },
  // §3 "Search facets", plus dealership_slug for the dealer filter of §2 (refinementList[dealership_slug]).
  facets: [
    'badge', 'status', 'car_type', 'categories', 'city', 'colour', 'dealership_name', 'dealership_slug',
    'filtered_features', 'item_type', 'km', 'location_name', 'make', 'make_model', 'model', 'price',
    'subscription_price', 'price_range', 'seats', 'body', 'drive', 'fuel', 'transmission', 'state', 'tag',
    'weekly_price_range', 'year',
  ],
  searchableAttributes: [
    'make', 'model', 'badge', 'series', 'year', 'body', 'fuel', 'colour', 'transmission', 'drive', 'tag',
    'car_type', 'stocknum', 'regplate', 'vin',
  ],
  typoFreeAttributes: ['stocknum', 'regplate', 'vin'],
  customRankingAttribute: 'custom_rank',
  indices: indexOrders,
  groupAttribute: 'dealership_slug',
};

/**
 * Limits every backend keeps. Algolia's own: at most 1000 hits per page (`hitsPerPage`, `length`),
 * 1000 values per facet, 1000 reachable hits (`paginationLimitedTo`), 100 facet hits. Then, for one
 * anonymous multi-query (README.md "Limits": 50 requests of `facets: ['*']`, 1000 values and 1000
 * hits made 106 MB and 1.4 s of CPU), budgets summed over its requests, far above what the shopper
 * UI sends (the search page with every facet refined: 14 requests, 21 hits, 26 facets of 200
 * values): requests, hits, highlighted attributes and facets, then the engine's time budget. Over a
 * limit is a SearchInputError (400), never a truncated answer.
 */
export const searchLimits = {
  maxHitsPerPage: 1000,
  defaultHitsPerPage: 20,
  paginationLimitedTo: 1000,
  defaultMaxValuesPerFacet: 100,
  maxValuesPerFacet: 1000,
  defaultMaxFacetHits: 10,
  maxFacetHits: 100,
  maxQueryLength: 512,
  /** Typo tolerance: 1 typo from 4 letters, 2 from 8 (Algolia minWordSizefor1Typo / for2Typos). */
  minWordSizeFor1Typo: 4,
  minWordSizeFor2Typos: 8,
  /** Requests in one multi-query: InstantSearch sends one plus one per refined disjunctive facet (14 on our search page). */
  maxRequests: 50,
  /**
   * Hits in one multi-query, summed over its requests (each request's page, or offset/length
   * window, within the 1000 reachable hits): one full Algolia page, so any single request Algolia
   * accepts is accepted. About 4.5 KB a hit with the default highlighting.
   */
  maxHitsPerMultiQuery: 1000,
  /**
   * Facets counted in one multi-query: each name in `facets` (`'*'` as every declared facet) and
   * each facet-value search. Each costs a pass over the matching cars and up to
   * `maxValuesPerFacet` values in the answer (10 KB for 1000 km values).
   */
  maxFacetsPerMultiQuery: 100,
  /** Params nesting (containers below `params`): InstantSearch's deepest is 2 (`facetFilters: [['a', 'b']]`). */
  maxParamDepth: 8,
  /** Array items and object entries in one request's params, at every depth together. */
  maxParamValues: 10_000,
  /**
   * The engine's CPU time for one multi-query, checked between its requests (the engine runs
   * synchronously, so this is its own work): a search page takes a few ms; complex filters or long
   * typo-tolerant queries repeated over many requests stop here.
   */
  multiQueryTimeBudgetMs: 500,
} as const;

/**
 * Highlighted attributes in one multi-query (hits × attributes to highlight, `'*'` as every
 * attribute of the schema): 1000 hits with the default highlighting, the searchable attributes.
 */
export const maxHighlightedPerMultiQuery = (schema: SearchSchema) => searchLimits.maxHitsPerMultiQuery * schema.searchableAttributes.length;
