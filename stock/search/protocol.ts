import { z } from 'zod';
import { indexNames, primaryIndexName } from './indices';
import type { SearchRequest, SearchResults } from './types';

/**
 * The search protocol over HTTP (`POST /api/search`): InstantSearch's multi-query body
 * `{requests: [{indexName, params}]}` with params an object, answered `{results: [...]}` in order,
 * or a 4xx `SearchErrorBody`. The schema parses into the port's own `SearchRequest`, so the route
 * hands its output to the search port as it is; the port then checks every parameter in depth.
 */

/** InstantSearch sends one request per refined disjunctive facet plus one: 50 is far beyond a real page. */
export const MAX_HTTP_SEARCH_REQUESTS = 50;

export const searchRequestSchema = z.object({
  indexName: z.enum(indexNames, { message: `indexName must be one of ${indexNames.join(', ')}` }),
  params: z.record(z.string(), z.unknown()).default({}),
  type: z.enum(['default', 'facet']).optional(),
  facet: z.string().max(100).optional(),
  facetQuery: z.string().max(200).optional(),
}) satisfies z.ZodType<SearchRequest>;

export const searchRequestsBodySchema = z.object({
  requests: z
    .array(searchRequestSchema)
    .min(1, 'requests must not be empty')
    .max(MAX_HTTP_SEARCH_REQUESTS, `at most ${MAX_HTTP_SEARCH_REQUESTS} requests`),
});

export type SearchRequestsBody = z.infer<typeof searchRequestsBodySchema>;

/** A successful answer: the port's results, one per request, in order. */
export type SearchResultsBody = SearchResults;

/** A refused search (4xx): a message for people, and one line per invalid field when the shape was wrong. */
export interface SearchErrorBody {
  status: number;
  message: string;
  issues?: string[];
}

/** The body's shape in one line, for error messages. */
export const searchBodyExample = `{"requests": [{"indexName": "${primaryIndexName}", "params": {...}}]}`;
