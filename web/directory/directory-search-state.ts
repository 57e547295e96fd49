import { searchLimits, type SearchRequest } from '@dealer/stock';
import { DIRECTORY_PAGE_SIZE, directoryIndexName } from './directory-index';

/**
 * The directory's state and readable URL: `/directory?query=ev&make=Kia&model=EV6&body=suv&page=2`.
 * Anything the address holds parses: over-long or control-character values and bad pages are
 * dropped, never a 5xx. A make, model or body no record has simply finds nothing.
 */
export interface DirectorySearchState {
  query: string;
  make: string | null;
  model: string | null;
  /** §3 body type key. */
  body: string | null;
  /** 1-based. */
  page: number;
}

type RawParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const FACET_VALUE_MAX = 100;
/** Printable text only: no control characters (C0, DEL, C1). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
export const DIRECTORY_MAX_PAGE = Math.ceil(searchLimits.paginationLimitedTo / DIRECTORY_PAGE_SIZE);

function facetValue(value: string | string[] | undefined): string | null {
  const text = first(value)?.trim();
  return text && text.length <= FACET_VALUE_MAX && !CONTROL.test(text) ? text : null;
}

export function parseDirectorySearchState(params: RawParams): DirectorySearchState {
  const query = (first(params.query) ?? '').trim();
  const page = /^\d{1,4}$/.test(first(params.page) ?? '') ? Number(first(params.page)) : 1;
  return {
    query: query.length <= searchLimits.maxQueryLength && !CONTROL.test(query) ? query : '',
    make: facetValue(params.make),
    model: facetValue(params.model),
    body: facetValue(params.body),
    page: page >= 1 && page <= DIRECTORY_MAX_PAGE ? page : 1,
  };
}

export function directoryHref(state: DirectorySearchState): string {
  const query = new URLSearchParams();
  if (state.query) query.set('query', state.query);
  if (state.make) query.set('make', state.make);
  if (state.model) query.set('model', state.model);
  if (state.body) query.set('body', state.body);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `/directory?${text}` : '/directory';
}

const clause = (attribute: string, value: string | null) => (value ? [`${attribute}:${JSON.stringify(value)}`] : []);

/**
 * §7 directory search: hitsPerPage 21 by offset, the query, and filters on `manufacturer.name`,
 * `model.name` and `model.body`; then the filter lists (makes and bodies over the whole directory,
 * models within the chosen make).
 */
export function directorySearchRequests(state: DirectorySearchState): SearchRequest[] {
  const filters = [...clause('manufacturer.name', state.make), ...clause('model.name', state.model), ...clause('model.body', state.body)].join(' AND ');
  return [
    {
      indexName: directoryIndexName,
      params: { query: state.query, ...(filters ? { filters } : {}), hitsPerPage: DIRECTORY_PAGE_SIZE, offset: (state.page - 1) * DIRECTORY_PAGE_SIZE, length: DIRECTORY_PAGE_SIZE },
    },
    { indexName: directoryIndexName, params: { hitsPerPage: 0, facets: ['manufacturer.name', 'model.body'], maxValuesPerFacet: 1000 } },
    { indexName: directoryIndexName, params: { hitsPerPage: 0, facets: ['model.name'], maxValuesPerFacet: 1000, ...(state.make ? { filters: clause('manufacturer.name', state.make)[0] } : {}) } },
  ];
}
