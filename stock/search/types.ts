/**
 * The search protocol: InstantSearch's multi-query format as Algolia answers it. The embedded
 * engine, the brute-force reference and the Algolia adapter all speak exactly these shapes, so
 * the web app cannot tell them apart (DESIGN.md: one search port, two adapters).
 */

/** Search parameters as InstantSearch sends them (`params` is an object, not a query string). */
export interface SearchParams {
  query?: string;
  filters?: string;
  /** Strings are ANDed; a nested array is an OR group; a leading `-` negates (`-make:Kia`). */
  facetFilters?: string | ReadonlyArray<string | ReadonlyArray<string>>;
  /** `price>=1000`, `year:2018 TO 2022`; nested arrays are OR groups. */
  numericFilters?: string | ReadonlyArray<string | ReadonlyArray<string>>;
  facets?: string | readonly string[];
  maxValuesPerFacet?: number;
  page?: number;
  hitsPerPage?: number;
  offset?: number;
  length?: number;
  attributesToRetrieve?: readonly string[];
  attributesToHighlight?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Facet-value search (a `type: 'facet'` request); `facetName` is how InstantSearch names it. */
  facetQuery?: string;
  facetName?: string;
  maxFacetHits?: number;
  /** Anything else InstantSearch sends (analytics, clickAnalytics, tagFilters, ...) is ignored. */
  [other: string]: unknown;
}

export interface SearchRequest {
  indexName: string;
  params?: SearchParams;
  /** `'facet'` asks for facet values matching `facetQuery` instead of hits. */
  type?: 'default' | 'facet';
  facet?: string;
  facetQuery?: string;
  maxFacetHits?: number;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type HighlightValue = HighlightResult | HighlightResult[];

export type SearchHit<T = Record<string, unknown>> = T & {
  objectID: string;
  _highlightResult?: Record<string, HighlightValue>;
};

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse<T = Record<string, unknown>> {
  hits: SearchHit<T>[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  /** Present when the request used offset/length. */
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: { nbHits: true; facetsCount: true; typo: true };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

export type SearchResult = SearchResponse | FacetSearchResponse;

export interface SearchResults {
  results: SearchResult[];
}

/**
 * The one way the web app reaches stock search (DESIGN.md): the embedded engine by default,
 * Algolia when configured (`createAlgoliaSearch`). Both take InstantSearch's request list and
 * answer Algolia-shaped results in the same order; bad input rejects with SearchInputError.
 * (Here, beside the shapes it speaks, so the port module and the adapters need not import each other.)
 */
export interface SearchPort {
  search(requests: SearchRequest[]): Promise<SearchResults>;
}

/**
 * Input the caller got wrong: malformed filter syntax, an unknown index or attribute, hitsPerPage
 * over 1000, a negative page, params that are not an object. The HTTP layer answers 400 with the
 * message; nothing in the index changes.
 */
export class SearchInputError extends Error {
  override readonly name = 'SearchInputError';
  constructor(message: string) {
    super(message);
  }
}

/**
 * Recognises a SearchInputError by name, not class: the web app shares one search engine across
 * its bundles, so the instance thrown may come from another copy of this module.
 */
export function isSearchInputError(error: unknown): error is SearchInputError {
  return error instanceof Error && error.name === 'SearchInputError';
}

export function isFacetSearchResponse(result: SearchResult): result is FacetSearchResponse {
  return 'facetHits' in result;
}
