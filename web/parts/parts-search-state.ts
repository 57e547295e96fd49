import { partCategories, partsIndexName, searchLimits, type PartCategory, type SearchRequest } from '@dealer/stock';

/**
 * The parts search's own state and its readable URL (§4: car, offer and part searches use separate
 * state): `/parts/search?query=mats&category=Towing&category=Lighting&price_min=100&price_max=500&page=2&dealership=riverside-kia`.
 * Parameters the cars' search uses (make, sortBy, refinementList) mean nothing here. Whatever the
 * address holds, it parses: an unknown category, a bad number, a page past the reachable hits or
 * a query over the search's cap is dropped, never a 5xx and never a wider scope (the site's
 * dealership filter is added by the parts service, not read from here).
 */
export interface PartsSearchState {
  query: string;
  categories: PartCategory[];
  priceMin: number | null;
  priceMax: number | null;
  /** 1-based, as the address shows it. */
  page: number;
  /** The §2/§7 dealership search: a dealership slug, checked against the site's by the page (404 when not one). */
  dealership: string | null;
}

/** §9: page size 21 on directory searches and by default. */
export const PARTS_PAGE_SIZE = 21;
const MAX_PRICE = 1_000_000;
/** The last page whose hits are reachable (§ search README "Limits": 1000 reachable hits). */
export const PARTS_MAX_PAGE = Math.ceil(searchLimits.paginationLimitedTo / PARTS_PAGE_SIZE);

type RawParams = Record<string, string | string[] | undefined>;
const all = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined) => all(value)[0];

function wholeNumber(value: string | undefined, max: number): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number <= max ? number : null;
}

export function parsePartsSearchState(params: RawParams): PartsSearchState {
  const query = (first(params.query) ?? '').trim();
  const categories = [...new Set(all(params.category))].filter((value): value is PartCategory => (partCategories as readonly string[]).includes(value));
  let priceMin = wholeNumber(first(params.price_min), MAX_PRICE);
  let priceMax = wholeNumber(first(params.price_max), MAX_PRICE);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const page = wholeNumber(first(params.page), PARTS_MAX_PAGE) ?? 1;
  const dealership = first(params.dealership)?.trim() ?? '';
  return {
    query: query.length <= searchLimits.maxQueryLength ? query : '',
    categories,
    priceMin,
    priceMax,
    page: Math.max(1, page),
    // Kept as given (bounded): the page answers 404 for any value that is not one of the site's dealerships.
    dealership: dealership ? dealership.slice(0, 100) : null,
  };
}

/** The address of a state (empty parts left out), on this site's /parts/search. */
export function partsSearchHref(state: PartsSearchState): string {
  const query = new URLSearchParams();
  if (state.query) query.set('query', state.query);
  for (const category of state.categories) query.append('category', category);
  if (state.priceMin !== null) query.set('price_min', String(state.priceMin));
  if (state.priceMax !== null) query.set('price_max', String(state.priceMax));
  if (state.dealership) query.set('dealership', state.dealership);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `/parts/search?${text}` : '/parts/search';
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The search requests for a state: the hits with every refinement, then the category counts
 * without the category refinement (a disjunctive facet: ticking one category still shows the
 * others' counts), as InstantSearch would send them. `dealershipId` is the resolved dealership.
 */
export function partsSearchRequests(state: PartsSearchState, dealershipId: string | null): SearchRequest[] {
  const numeric = [
    ...(state.priceMin !== null ? [`price>=${state.priceMin}`] : []),
    ...(state.priceMax !== null ? [`price<=${state.priceMax}`] : []),
  ];
  const filters = dealershipId ? `dealership_id:${quote(dealershipId)}` : undefined;
  const categoryFilter = state.categories.length ? [state.categories.map((category) => `category:${category}`)] : [];
  const base = { query: state.query, numericFilters: numeric, ...(filters ? { filters } : {}) };
  return [
    {
      indexName: partsIndexName,
      params: { ...base, facetFilters: categoryFilter, facets: ['price'], hitsPerPage: PARTS_PAGE_SIZE, page: state.page - 1 },
    },
    { indexName: partsIndexName, params: { ...base, facets: ['category'], hitsPerPage: 0, maxValuesPerFacet: partCategories.length } },
  ];
}
