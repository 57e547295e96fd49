import { algoliasearch, type SearchClient, type SearchQuery } from 'algoliasearch';
import type { FilterNode } from '../filters';
import { validateRequests, type ValidatedRequest } from '../params';
import { primaryIndexName } from '../indices';
import { carSearchSchema, type SearchSchema } from '../schema';
import { SearchInputError, type SearchPort, type SearchResult } from '../types';
import { physicalIndexName } from './settings';

/**
 * The Algolia adapter of the search port, for server-side use with a search key (in production
 * the browser talks to Algolia directly with a per-site secured key). Requests are validated by the
 * same rules as the embedded engine, so bad input fails the same way before any network call, and
 * `filters` is re-serialized from the parsed tree into plain Algolia syntax (the engine's
 * extensions, `attr = text` and NOT before a group, become `attr:"text"` and De Morgan).
 */

export interface AlgoliaSearchOptions {
  appId: string;
  searchKey: string;
  /** The physical primary index; replicas follow its name (default Car_production). */
  indexName?: string;
  schema?: SearchSchema;
  /** A ready client (tests, or one shared with other code). */
  client?: Pick<SearchClient, 'search'>;
}

const SIMPLE = /^[A-Za-z0-9_.\-]+$/;
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);
const quote = (text: string) => (SIMPLE.test(text) && !KEYWORDS.has(text) ? text : `"${text.replace(/["\\]/g, '\\$&')}"`);

/** A filter tree in Algolia's `filters` syntax (NOT pushed down to single filters). */
export function toAlgoliaFilters(node: FilterNode, negated = false): string {
  const group = (children: FilterNode[], operator: 'AND' | 'OR') =>
    children
      .map((child) => {
        const text = toAlgoliaFilters(child, negated);
        return child.kind === 'and' || child.kind === 'or' ? `(${text})` : text;
      })
      .join(` ${operator} `);
  switch (node.kind) {
    case 'and':
      return group(node.children, negated ? 'OR' : 'AND');
    case 'or':
      return group(node.children, negated ? 'AND' : 'OR');
    case 'not':
      return toAlgoliaFilters(node.child, !negated);
    case 'facet':
      return `${negated ? 'NOT ' : ''}${quote(node.attribute)}:${quote(node.value)}`;
    case 'compare':
      return `${negated ? 'NOT ' : ''}${quote(node.attribute)} ${node.operator} ${node.value}`;
    case 'range':
      return `${negated ? 'NOT ' : ''}${quote(node.attribute)}:${node.min} TO ${node.max}`;
  }
}

/** The v5 client's request for one validated request (params flattened next to indexName). */
export function toAlgoliaQuery(request: ValidatedRequest, baseIndexName: string = primaryIndexName): SearchQuery {
  const { facetName: _facetName, facet: _facet, facetQuery: _facetQuery, maxFacetHits: _maxFacetHits, ...params } = request.params;
  const query: Record<string, unknown> = { ...params, indexName: physicalIndexName(request.indexName, baseIndexName) };
  if (request.filters) query.filters = toAlgoliaFilters(request.filters);
  else delete query.filters;
  if (request.type === 'facet') {
    query.type = 'facet';
    query.facet = request.facet;
    query.facetQuery = request.facetQuery;
    query.maxFacetHits = request.maxFacetHits;
  }
  return query as unknown as SearchQuery;
}

const isClientError = (error: unknown): error is { status: number; message: string } =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' &&
  (error as { status: number }).status >= 400 && (error as { status: number }).status < 500;

export function createAlgoliaSearch(options: AlgoliaSearchOptions): SearchPort {
  const schema = options.schema ?? carSearchSchema;
  const baseIndexName = options.indexName ?? primaryIndexName;
  const client = options.client ?? algoliasearch(options.appId, options.searchKey);
  return {
    async search(requests) {
      const validated = validateRequests(requests, schema);
      if (validated.length === 0) return { results: [] };
      try {
        const response = await client.search({ requests: validated.map((request) => toAlgoliaQuery(request, baseIndexName)) });
        return { results: response.results as unknown as SearchResult[] };
      } catch (error) {
        if (isClientError(error)) throw new SearchInputError(`Algolia rejected the search: ${error.message}`);
        throw error;
      }
    },
  };
}
