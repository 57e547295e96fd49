import { z } from 'zod';
import { sortOptions } from './route-state';

/**
 * The body InstantSearch hands a custom search client, as /api/search accepts it (§ issue 3.7):
 * `{requests: [{indexName, params}]}` with params an object, answered `{results: [...]}` in order.
 */
export const indexNames = Object.values(sortOptions) as [string, ...string[]];

const MAX_REQUESTS = 50;

export const searchRequestSchema = z.object({
  indexName: z.enum(indexNames, { message: `indexName must be one of ${indexNames.join(', ')}` }),
  params: z.record(z.string(), z.unknown()).default({}),
  type: z.enum(['default', 'facet']).optional(),
  facet: z.string().max(100).optional(),
  facetQuery: z.string().max(200).optional(),
});

export const searchRequestBodySchema = z.object({
  requests: z.array(searchRequestSchema).min(1, 'requests must not be empty').max(MAX_REQUESTS, `at most ${MAX_REQUESTS} requests`),
});

export type SearchRequestBody = z.infer<typeof searchRequestBodySchema>;
export interface SearchResultsBody {
  results: unknown[];
}
