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

/** A value nested `depth` arrays deep (the probe's 3,000-deep ignored param). */
const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};
const body = (params: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ requests: [{ indexName: 'Car_production', params, ...extra }] });

describe('the HTTP search protocol refuses crafted input before anything recursive reads it (stock/search README "Limits")', () => {
  it.each([
    ['a 3,000-deep array in an ignored param', body({ analytics: nested(3_000) }), /^requests\.0\.params\.analytics: nested more than 8 levels deep$/],
    ['nesting one level past the limit (9 levels)', body({ analytics: nested(9) }), /^requests\.0\.params\.analytics: nested more than 8 levels deep$/],
    ['a 30,000-deep array (what fits in 64 KB)', body({ query: 'kia', ruleContexts: nested(30_000) }), /^requests\.0\.params\.ruleContexts: nested more than 8 levels deep$/],
    ['a 3,000-deep object', body({ renderingContent: JSON.parse(`${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`) as unknown }), /^requests\.0\.params\.renderingContent: nested more than 8 levels deep$/],
    ['more than 10,000 values in params', body({ facetFilters: Array.from({ length: 10_001 }, () => 'make:Kia') }), /^requests\.0\.params: more than 10000 values$/],
    ['a lone surrogate in the query', body({ query: 'kia\ud800' }), /^requests\.0\.params\.query: must be well-formed Unicode text \(a lone surrogate at character 3\)$/],
    ['a lone low surrogate in highlightPreTag', body({ highlightPreTag: '\udc00<em>' }), /^requests\.0\.params\.highlightPreTag: must be well-formed Unicode text \(a lone surrogate at character 0\)$/],
    ['a lone surrogate in highlightPostTag', body({ highlightPostTag: '</em>\ud83d' }), /^requests\.0\.params\.highlightPostTag: must be well-formed Unicode text/],
    ['a lone surrogate in filters', body({ filters: 'make:"\ud800"' }), /^requests\.0\.params\.filters: must be well-formed Unicode text/],
    ['a lone surrogate inside facetFilters', body({ facetFilters: ['body:SUV', ['make:Kia', 'make:\udfff']] }), /^requests\.0\.params\.facetFilters\.1\.1: must be well-formed Unicode text/],
    ['a lone surrogate in an ignored param', body({ userToken: '\ud800' }), /^requests\.0\.params\.userToken: must be well-formed Unicode text/],
    ['a lone surrogate in a param name', body({ '\ud800': 1 }), /^requests\.0\.params\.\ud800: its name must be well-formed Unicode text/],
    ['a lone surrogate in facetQuery', body({}, { type: 'facet', facet: 'make', facetQuery: 'ki\ud800' }), /^requests\.0\.facetQuery: must be well-formed Unicode text \(a lone surrogate at character 2\)$/],
    ['a lone surrogate in facet', body({}, { type: 'facet', facet: '\ud800' }), /^requests\.0\.facet: must be well-formed Unicode text/],
  ])('refuses %s, naming the field', (_case, request, message) => {
    expect(() => searchRequestsBodySchema.safeParse(request)).not.toThrow();
    expect(issues(request)).toHaveLength(1);
    expect(issues(request)[0]).toMatch(message);
  });

  it.each([
    ['facetFilters two levels deep', body({ facetFilters: [['make:Kia', 'make:Mazda'], 'body:SUV'] })],
    ['nesting at the limit (8 levels)', body({ analytics: nested(8) })],
    ['surrogate pairs (emoji, CJK extension B)', body({ query: 'kia 🚗 𠀋', highlightPreTag: '<b>🚗', facetFilters: ['make:𠀋'] })],
    ['a facet search on well-formed text', body({}, { type: 'facet', facet: 'make', facetQuery: 'kïa' })],
  ])('still accepts %s', (_case, request) => {
    expect(issues(request)).toEqual([]);
  });
});
