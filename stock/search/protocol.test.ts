import { describe, expect, it } from 'vitest';
import { MAX_HTTP_SEARCH_REQUESTS, searchRequestsBodySchema } from './protocol';

const issues = (body: unknown) => {
  const parsed = searchRequestsBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the HTTP search protocol (InstantSearch multi-query body)', () => {
  it('accepts InstantSearch’s requests, defaulting params to {}', () => {
    const body = { requests: [{ indexName: 'Car_production_price_asc', params: { query: 'kia', hitsPerPage: 21 } }, { indexName: 'Car_production', type: 'facet', facet: 'make', facetQuery: 'ki' }] };
    expect(searchRequestsBodySchema.parse(body)).toEqual({
      requests: [
        { indexName: 'Car_production_price_asc', params: { query: 'kia', hitsPerPage: 21 } },
        { indexName: 'Car_production', params: {}, type: 'facet', facet: 'make', facetQuery: 'ki' },
      ],
    });
  });

  it.each([
    ['an unknown index', { requests: [{ indexName: 'Car_other' }] }, /^requests\.0\.indexName: indexName must be one of Car_production, Car_production_created_at_desc/],
    ['no requests', { requests: [] }, /^requests: requests must not be empty$/],
    ['too many requests', { requests: Array.from({ length: MAX_HTTP_SEARCH_REQUESTS + 1 }, () => ({ indexName: 'Car_production' })) }, /^requests: at most 50 requests$/],
    ['params that are a query string', { requests: [{ indexName: 'Car_production', params: 'query=kia' }] }, /^requests\.0\.params: /],
    ['an unknown request type', { requests: [{ indexName: 'Car_production', type: 'browse' }] }, /^requests\.0\.type: /],
    ['not an object', [1, 2], /^: /],
  ])('refuses %s with a message naming the field', (_case, body, message) => {
    expect(issues(body)[0]).toMatch(message);
  });
});
