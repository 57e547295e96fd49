import { bodySlug } from '../car/models';
import { sortKeys, type SortKey } from './indices';

/**
 * The typed, explicit mapping between search state and readable URLs (§2 Search routes), for the
 * web's search pages and every block that links into them alike:
 *
 *   /search/used-cars?make=Kia&make=Mazda&price=10000-40000&query=sportage&sortBy=price-asc&page=2
 *
 * Path routes set fixed refinements (car type, make, model, body); the query string carries query,
 * page, sortBy and one parameter per facet (repeated for several values, `min-max` for ranges).
 * The spec's dealer links (`refinementList[dealership_slug][0]=slug`) are read too.
 */

export const refinementFacets = [
  'make', 'model', 'car_type', 'body', 'fuel', 'transmission', 'drive', 'colour', 'seats',
  'state', 'city', 'location_name', 'dealership_name', 'dealership_slug', 'tag', 'item_type', 'badge',
  'price_range', 'weekly_price_range',
] as const;
export const rangeFacets = ['price', 'km', 'year'] as const;

/** §9 page size: 21 by default (a URL's `page` counts pages of this size). */
export const DEFAULT_HITS_PER_PAGE = 21;

export type RefinementFacet = (typeof refinementFacets)[number];
export type RangeFacet = (typeof rangeFacets)[number];

export interface SearchRouteState {
  query?: string;
  page?: number; // 1-based in URLs, as shoppers count
  sort?: SortKey;
  refinements: Partial<Record<RefinementFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, { min?: number; max?: number }>>;
}

export const emptySearchState = (): SearchRouteState => ({ refinements: {}, ranges: {} });

/** Refinements a route's path fixes: /search/new-cars fixes car_type, /search/kia/sportage make and model. */
export type FixedRefinements = Partial<Record<RefinementFacet, string[]>>;

const MAX_VALUES = 50;
const MAX_TEXT = 200;
/** C0 and C1 control characters: no facet value or typed query holds one (README "Holding under abuse"). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A facet value the address may apply: trimmed, at most 200 characters, no control characters.
 * Anything else is dropped rather than cut down, so a 10 KB value never becomes a refinement.
 */
function facetValue(raw: string): string | undefined {
  const value = raw.trim();
  return value && value.length <= MAX_TEXT && !CONTROL.test(value) ? value : undefined;
}

function isRefinementFacet(name: string): name is RefinementFacet {
  return (refinementFacets as readonly string[]).includes(name);
}
function isRangeFacet(name: string): name is RangeFacet {
  return (rangeFacets as readonly string[]).includes(name);
}
function isSortKey(name: string): name is SortKey {
  return (sortKeys as readonly string[]).includes(name);
}

function parseRange(value: string): { min?: number; max?: number } | undefined {
  const match = /^(-?\d+(?:\.\d+)?)?[-:](\d+(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return undefined;
  const min = match[1] !== undefined ? Number(match[1]) : undefined;
  const max = match[2] !== undefined ? Number(match[2]) : undefined;
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Reads the query string; anything unknown or malformed is ignored rather than failing the page. */
export function parseSearchParams(params: URLSearchParams): SearchRouteState {
  const state = emptySearchState();
  const query = params.get('query')?.trim().slice(0, MAX_TEXT);
  if (query && !CONTROL.test(query)) state.query = query;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 1000) state.page = page;
  const sort = params.get('sortBy');
  if (sort && isSortKey(sort) && sort !== 'relevant') state.sort = sort;

  for (const [rawKey, rawValue] of params) {
    const value = facetValue(rawValue);
    if (!value) continue;
    const legacy = /^refinementList\[(\w+)\]\[\d+\]$/.exec(rawKey);
    const key = legacy ? legacy[1]! : rawKey;
    if (isRefinementFacet(key)) {
      const list = (state.refinements[key] ??= []);
      if (!list.includes(value) && list.length < MAX_VALUES) list.push(value);
    } else if (isRangeFacet(key)) {
      const range = parseRange(value);
      if (range) state.ranges[key] = range;
    }
  }
  return state;
}

/** Writes the state as a query string, in a stable order so equal states give equal URLs. */
export function toSearchParams(state: SearchRouteState, fixed: FixedRefinements = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  for (const facet of refinementFacets) {
    const pinned = fixed[facet] ?? [];
    for (const value of state.refinements[facet] ?? []) if (!pinned.includes(value)) params.append(facet, value);
  }
  for (const facet of rangeFacets) {
    const range = state.ranges[facet];
    if (range && (range.min !== undefined || range.max !== undefined)) params.set(facet, `${range.min ?? ''}-${range.max ?? ''}`);
  }
  if (state.sort && state.sort !== 'relevant') params.set('sortBy', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A link to a search route with some state, e.g. `/search?body=SUV&price=5000-30000`. */
export function searchHref(state: Partial<SearchRouteState>, path = '/search'): string {
  const query = toSearchParams({ ...emptySearchState(), ...state }).toString();
  return query ? `${path}?${query}` : path;
}

export interface SearchRoute {
  /** Canonical path, e.g. /search/new-cars. */
  path: string;
  fixed: FixedRefinements;
  /** Slugs still to be matched to facet values (make and model names come from the index). */
  makeSlug?: string;
  modelSlug?: string;
  bodySlug?: string;
}

const carTypeRoutes: Record<string, string[]> = {
  'new-used-and-demo-cars': ['new', 'used', 'demo'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'used-cars': ['used'],
  'new-and-demo-cars': ['new', 'demo'],
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** §2 search routes. Undefined for a path that is not a search route (the caller shows a 404). */
export function parseSearchPath(segments: readonly string[]): SearchRoute | undefined {
  if (segments.length === 0) return { path: '/search', fixed: {} };
  if (segments.length > 2 || !segments.every((segment) => SLUG.test(segment))) return undefined;
  const [first, second] = segments as [string, string | undefined];
  if (segments.length === 1) {
    const carTypes = carTypeRoutes[first];
    if (carTypes) return { path: `/search/${first}`, fixed: first === 'new-used-and-demo-cars' ? {} : { car_type: carTypes } };
    const body = /^(.+)-cars$/.exec(first);
    if (body) return { path: `/search/${first}`, fixed: {}, bodySlug: body[1] };
    return { path: `/search/${first}`, fixed: {}, makeSlug: first };
  }
  return { path: `/search/${first}/${second}`, fixed: {}, makeSlug: first, modelSlug: second };
}

/** "Land Cruiser" -> "land-cruiser", "peopleMover" -> "peoplemover": how facet values appear in paths. */
export function facetSlug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export const makeSearchPath = (make: string) => `/search/${facetSlug(make)}`;
export const modelSearchPath = (make: string, model: string) => `/search/${facetSlug(make)}/${facetSlug(model)}`;
/**
 * §2 body routes use the body's name, lowercased with spaces as hyphens: 'peopleMover' (People
 * Mover) -> /search/people-mover-cars, as /models?body=people-mover does (car/models.ts bodySlug).
 */
export const bodySearchPath = (body: string) => `/search/${bodySlug(body)}-cars`;

/** §2 /models?body={body-name}: the model directory narrowed to a body, by the same slug rule. */
export const modelsPath = (body?: string) => (body ? `/models?body=${encodeURIComponent(bodySlug(body))}` : '/models');

/**
 * The body a /search/{slug}-cars path names among a site's body facet values: the §2 slug, or an
 * older spelling (facetSlug: 'peoplemover') that the route redirects permanently to the §2 one.
 */
export function matchBodySlug(slug: string, bodies: readonly string[]): { body: string; canonical: boolean } | undefined {
  const exact = bodies.find((body) => bodySlug(body) === slug);
  if (exact) return { body: exact, canonical: true };
  const legacy = bodies.find((body) => facetSlug(body) === slug);
  return legacy ? { body: legacy, canonical: false } : undefined;
}
