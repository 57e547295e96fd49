import { parseFacetFilter, parseFilterList, parseFilters, parseNumericFilter, type FilterNode } from './filters';
import type { SortRule } from './indices';
import { formatInputPath, inspectInput, loneSurrogateAt, malformedTextMessage, toWellFormed } from './input-guard';
import { maxHighlightedPerMultiQuery, searchLimits, type SearchSchema } from './schema';
import { SearchInputError, type SearchParams, type SearchRequest } from './types';

/**
 * Validation of InstantSearch/Algolia requests, shared by every backend: whatever a client sends,
 * a request either becomes a `ValidatedRequest` or raises a SearchInputError naming the field.
 * Parameters InstantSearch sends that have no effect here (analytics, clickAnalytics, tagFilters,
 * userToken, ...) are accepted and ignored, as Algolia ignores unknown ones, once the raw params
 * passed the input guard (nesting, size, well-formed text: input-guard.ts).
 *
 * A multi-query is then checked as a whole against the budgets of `searchLimits` (README.md
 * "Limits"): requests, hits, highlighted attributes and facets, summed over its requests.
 */

type FilterList = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface ValidatedRequest {
  indexName: string;
  sort: SortRule | null;
  type: 'default' | 'facet';
  /** The params as sent (echoed url-encoded in the response). */
  params: SearchParams;
  query: string;
  /** The `filters` string parsed. */
  filters: FilterNode | null;
  facetFilters: FilterList | undefined;
  numericFilters: FilterList | undefined;
  /** filters AND facetFilters AND numericFilters, as one tree. */
  filterTree: FilterNode | null;
  /** Facet names, '*' expanded, in request order without duplicates. */
  facets: string[];
  maxValuesPerFacet: number;
  page: number;
  hitsPerPage: number;
  /** Set when the request paged with offset/length instead of page/hitsPerPage. */
  offset: number | undefined;
  length: number | undefined;
  attributesToRetrieve: string[];
  attributesToHighlight: string[] | undefined;
  highlightPreTag: string;
  highlightPostTag: string;
  /** Facet-value search. */
  facet: string | undefined;
  facetQuery: string;
  maxFacetHits: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function integer(value: unknown, field: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw new SearchInputError(`${field}: must be an integer from ${min} to ${max} (got ${JSON.stringify(value)})`);
  }
  return number;
}

function optionalString(value: unknown, field: string, maxLength = 10_000): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new SearchInputError(`${field}: must be a string`);
  if (value.length > maxLength) throw new SearchInputError(`${field}: longer than ${maxLength} characters`);
  return value;
}

function stringList(value: unknown, field: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.split(',').map((part) => part.trim()).filter(Boolean);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new SearchInputError(`${field}: must be a list of attribute names`);
  }
  return value as string[];
}

function filterList(value: unknown, field: string): FilterList | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  const valid =
    Array.isArray(value) &&
    value.every((entry) => typeof entry === 'string' || (Array.isArray(entry) && entry.every((inner) => typeof inner === 'string')));
  if (!valid) throw new SearchInputError(`${field}: must be a string or a list of strings and lists of strings`);
  return value as FilterList;
}

function checkAttributes(tree: FilterNode | null, schema: SearchSchema, field: string): void {
  if (!tree) return;
  const check = (node: FilterNode): void => {
    switch (node.kind) {
      case 'and':
      case 'or':
        node.children.forEach(check);
        return;
      case 'not':
        check(node.child);
        return;
      default: {
        const kind = schema.attributes[node.attribute];
        if (!kind) throw new SearchInputError(`${field}: unknown attribute '${node.attribute}'`);
        if ((node.kind === 'compare' || node.kind === 'range') && (kind === 'string' || kind === 'strings')) {
          throw new SearchInputError(`${field}: '${node.attribute}' is text, numeric comparisons need a numeric attribute`);
        }
      }
    }
  };
  check(tree);
}

const and = (nodes: Array<FilterNode | null>): FilterNode | null => {
  const present = nodes.filter((node): node is FilterNode => node !== null);
  if (present.length === 0) return null;
  return present.length === 1 ? present[0]! : { kind: 'and', children: present };
};

/** Validates one request; `at` is its position, used in error messages. */
export function validateRequest(request: unknown, schema: SearchSchema, at = 0): ValidatedRequest {
  const where = `requests[${at}]`;
  if (!isPlainObject(request)) throw new SearchInputError(`${where}: must be an object with indexName and params`);
  const { indexName } = request;
  if (typeof indexName !== 'string') throw new SearchInputError(`${where}.indexName: must be a string`);
  if (!Object.hasOwn(schema.indices, indexName)) {
    throw new SearchInputError(`${where}.indexName: unknown index '${indexName}' (known: ${Object.keys(schema.indices).join(', ')})`);
  }
  const rawParams = request.params ?? {};
  if (!isPlainObject(rawParams)) throw new SearchInputError(`${where}.params: must be an object`);
  const problem = inspectInput(rawParams, { maxDepth: searchLimits.maxParamDepth, maxValues: searchLimits.maxParamValues });
  if (problem) throw new SearchInputError(`${formatInputPath(`${where}.params`, problem.path)}: ${problem.message}`);
  for (const name of ['facet', 'facetQuery'] as const) {
    const text = request[name];
    const at = typeof text === 'string' ? loneSurrogateAt(text) : -1;
    if (at >= 0) throw new SearchInputError(`${where}.${name}: ${malformedTextMessage(at)}`);
  }
  const params = rawParams as SearchParams;
  const field = (name: string) => `${where}.params.${name}`;

  const type = request.type ?? 'default';
  if (type !== 'default' && type !== 'facet') throw new SearchInputError(`${where}.type: must be 'default' or 'facet'`);

  const query = optionalString(params.query, field('query'), searchLimits.maxQueryLength) ?? '';
  const filtersText = optionalString(params.filters, field('filters'));
  const filters = filtersText === undefined ? null : parseFilters(filtersText, field('filters'));
  const facetFilters = filterList(params.facetFilters, field('facetFilters'));
  const numericFilters = filterList(params.numericFilters, field('numericFilters'));
  const facetTree = parseFilterList(facetFilters, parseFacetFilter, field('facetFilters'));
  const numericTree = parseFilterList(numericFilters, parseNumericFilter, field('numericFilters'));
  checkAttributes(filters, schema, field('filters'));
  checkAttributes(facetTree, schema, field('facetFilters'));
  checkAttributes(numericTree, schema, field('numericFilters'));

  const facets: string[] = [];
  for (const name of stringList(params.facets, field('facets')) ?? []) {
    const names = name === '*' ? schema.facets : [name];
    for (const facet of names) {
      if (!schema.facets.includes(facet)) throw new SearchInputError(`${field('facets')}: unknown facet '${facet}'`);
      if (!facets.includes(facet)) facets.push(facet);
    }
  }

  const maxValuesPerFacet = integer(params.maxValuesPerFacet, field('maxValuesPerFacet'), 0, searchLimits.maxValuesPerFacet, searchLimits.defaultMaxValuesPerFacet);
  const hitsPerPage = integer(params.hitsPerPage, field('hitsPerPage'), 0, searchLimits.maxHitsPerPage, searchLimits.defaultHitsPerPage);
  const page = integer(params.page, field('page'), 0, Number.MAX_SAFE_INTEGER, 0);
  const offsetValue = params.offset ?? undefined;
  const offset = offsetValue === undefined ? undefined : integer(offsetValue, field('offset'), 0, Number.MAX_SAFE_INTEGER, 0);
  // Checked even without an offset (where it has no effect), like every other param.
  const lengthValue = params.length === undefined || params.length === null ? undefined : integer(params.length, field('length'), 0, searchLimits.maxHitsPerPage, hitsPerPage);
  const length = offset === undefined ? undefined : lengthValue;

  const attributesToRetrieve = stringList(params.attributesToRetrieve, field('attributesToRetrieve')) ?? ['*'];
  const attributesToHighlight = stringList(params.attributesToHighlight, field('attributesToHighlight'));
  const highlightPreTag = optionalString(params.highlightPreTag, field('highlightPreTag'), 100) ?? '<em>';
  const highlightPostTag = optionalString(params.highlightPostTag, field('highlightPostTag'), 100) ?? '</em>';

  let facet: string | undefined;
  let facetQuery = '';
  let maxFacetHits: number = searchLimits.defaultMaxFacetHits;
  if (type === 'facet') {
    const name = request.facet ?? params.facetName ?? params.facet;
    if (typeof name !== 'string' || name === '') throw new SearchInputError(`${where}.facet: a facet search needs the facet name`);
    const kind = schema.attributes[name];
    if (!schema.facets.includes(name) || (kind !== 'string' && kind !== 'strings')) {
      throw new SearchInputError(`${where}.facet: '${name}' is not a searchable text facet`);
    }
    facet = name;
    facetQuery = optionalString(request.facetQuery ?? params.facetQuery, `${where}.facetQuery`, searchLimits.maxQueryLength) ?? '';
    maxFacetHits = integer(request.maxFacetHits ?? params.maxFacetHits, `${where}.maxFacetHits`, 1, searchLimits.maxFacetHits, searchLimits.defaultMaxFacetHits);
  }

  return {
    indexName,
    sort: schema.indices[indexName] ?? null,
    type,
    params,
    query,
    filters,
    facetFilters,
    numericFilters,
    filterTree: and([filters, facetTree, numericTree]),
    facets,
    maxValuesPerFacet,
    page,
    hitsPerPage,
    offset,
    length,
    attributesToRetrieve,
    attributesToHighlight,
    highlightPreTag,
    highlightPostTag,
    facet,
    facetQuery,
    maxFacetHits,
  };
}

export const MAX_REQUESTS = searchLimits.maxRequests;

export function validateRequests(requests: unknown, schema: SearchSchema): ValidatedRequest[] {
  if (!Array.isArray(requests)) throw new SearchInputError('requests: must be a list of {indexName, params}');
  if (requests.length > MAX_REQUESTS) throw new SearchInputError(`requests: at most ${MAX_REQUESTS} requests at once`);
  const validated = requests.map((request: unknown, at) => validateRequest(request as SearchRequest, schema, at));
  checkMultiQueryBudget(validated, schema);
  return validated;
}

/** What a multi-query asks for, summed over its requests, before any of it runs. */
export interface MultiQueryCost {
  /** Hits within the reachable 1000 of each request's page or offset/length window. */
  hits: number;
  /** Hits × attributes to highlight (the searchable attributes by default, '*' as every schema attribute). */
  highlighted: number;
  /** Facet names ('*' expanded) plus one per facet-value search. */
  facets: number;
}

export function multiQueryCost(requests: readonly ValidatedRequest[], schema: SearchSchema): MultiQueryCost {
  const cost: MultiQueryCost = { hits: 0, highlighted: 0, facets: 0 };
  for (const request of requests) {
    if (request.type === 'facet') {
      cost.facets += 1;
      continue;
    }
    const { start, end } = hitsWindow(request, searchLimits.paginationLimitedTo);
    const hits = end - start;
    cost.hits += hits;
    cost.highlighted += hits * highlightedAttributes(request, schema);
    cost.facets += request.facets.length;
  }
  return cost;
}

function highlightedAttributes(request: ValidatedRequest, schema: SearchSchema): number {
  const requested = request.attributesToHighlight;
  if (requested === undefined) return schema.searchableAttributes.length;
  return requested.includes('*') ? Object.keys(schema.attributes).length : new Set(requested).size;
}

/**
 * Refuses a multi-query over a budget of `searchLimits` (README.md "Limits"), before any work: its
 * size is known from the request alone, so an answer is never cut short, and the same request is
 * always accepted or always refused, whatever the stock.
 */
export function checkMultiQueryBudget(requests: readonly ValidatedRequest[], schema: SearchSchema): void {
  const cost = multiQueryCost(requests, schema);
  const { maxHitsPerMultiQuery, maxFacetsPerMultiQuery } = searchLimits;
  if (cost.hits > maxHitsPerMultiQuery) {
    throw new SearchInputError(`requests: ${cost.hits} hits in all; at most ${maxHitsPerMultiQuery} per multi-query (the hitsPerPage or length of each request, summed)`);
  }
  const maxHighlighted = maxHighlightedPerMultiQuery(schema);
  if (cost.highlighted > maxHighlighted) {
    throw new SearchInputError(
      `requests: ${cost.highlighted} highlighted attributes in all; at most ${maxHighlighted} per multi-query (hits × attributesToHighlight, '*' as ${Object.keys(schema.attributes).length}, summed)`,
    );
  }
  if (cost.facets > maxFacetsPerMultiQuery) {
    throw new SearchInputError(
      `requests: ${cost.facets} facets in all; at most ${maxFacetsPerMultiQuery} per multi-query (each name in facets, '*' as ${schema.facets.length}, and each facet search, summed)`,
    );
  }
}

/**
 * The hits window of a request, Algolia's way: page/hitsPerPage, or offset/length when an offset
 * is given; only the first `paginationLimitedTo` (1000) hits are reachable.
 */
export function hitsWindow(request: ValidatedRequest, nbHits: number): { start: number; end: number; nbPages: number } {
  const limit = Math.min(nbHits, searchLimits.paginationLimitedTo);
  const reachablePages = request.hitsPerPage > 0 ? Math.ceil(limit / request.hitsPerPage) : 0;
  const start = request.offset ?? request.page * request.hitsPerPage;
  const size = request.offset !== undefined ? (request.length ?? request.hitsPerPage) : request.hitsPerPage;
  return { start: Math.min(start, limit), end: Math.min(start + size, limit), nbPages: reachablePages };
}

/**
 * The params echoed in a response: `key=value` pairs, url-encoded, values JSON unless strings.
 * Validated params hold only well-formed text; a lone surrogate would still not throw here, it
 * would be written as U+FFFD.
 */
export function encodeParams(params: SearchParams): string {
  const encode = (text: string) => encodeURIComponent(toWellFormed(text));
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encode(key)}=${encode(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}
