import { z } from 'zod';
import { indexNames, primaryIndexName } from './indices';
import { inspectInput, loneSurrogateAt, malformedTextMessage } from './input-guard';
import { searchLimits } from './schema';
import type { SearchRequest, SearchResults } from './types';

/**
 * The search protocol over HTTP (`POST /api/search`): InstantSearch's multi-query body
 * `{requests: [{indexName, params}]}` with params an object, answered `{results: [...]}` in order,
 * or a 4xx refusal as problem details (README "Routes and errors"). The schema parses into the port's own `SearchRequest`, so the route
 * hands its output to the search port as it is; the port then checks every parameter in depth.
 *
 * `params` is any JSON object (InstantSearch sends params the port ignores), so before anything
 * recursive reads it (the result cache's key, the echoed params) it is walked once, at most 8
 * levels deep: deeper nesting, more than 10,000 values, or text with a lone surrogate anywhere
 * (ignored params too) is an issue naming the param (README.md "Limits").
 */

/** InstantSearch sends one request per refined disjunctive facet plus one: 50 is far beyond a real page. */
export const MAX_HTTP_SEARCH_REQUESTS = searchLimits.maxRequests;

const paramsSchema = z.record(z.string(), z.unknown()).superRefine((params, context) => {
  const problem = inspectInput(params, { maxDepth: searchLimits.maxParamDepth, maxValues: searchLimits.maxParamValues });
  if (problem) context.addIssue({ code: 'custom', message: problem.message, path: problem.path });
});

const wellFormedText = (maxLength: number) =>
  z.string().max(maxLength).superRefine((text, context) => {
    const at = loneSurrogateAt(text);
    if (at >= 0) context.addIssue({ code: 'custom', message: malformedTextMessage(at) });
  });

export const searchRequestSchema = z.object({
  indexName: z.enum(indexNames, { message: `indexName must be one of ${indexNames.join(', ')}` }),
  params: paramsSchema.default({}),
  type: z.enum(['default', 'facet']).optional(),
  facet: wellFormedText(100).optional(),
  facetQuery: wellFormedText(200).optional(),
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

/** The body's shape in one line, for error messages. */
export const searchBodyExample = `{"requests": [{"indexName": "${primaryIndexName}", "params": {...}}]}`;
