import { indices, primaryIndexName, type FixedRefinements, type SearchParams, type SearchRequest, type SearchRouteState } from '@dealer/stock';
import { CARD_ATTRIBUTES } from '@dealer/blocks/ui/car-card/card-attributes';
import { routeToUiState } from './ui-state';

/** What a search for cards returns (the island's Configure asks the same): a card's fields, no highlights (no card shows one). */
export const CARD_SEARCH = { attributesToRetrieve: [...CARD_ATTRIBUTES], attributesToHighlight: [] as string[] } satisfies Partial<SearchParams>;

/** The facet whose value counts §9's hit-count rule sums when the engine's count is not trusted. */
export const COUNT_FACET = 'car_type';

export interface FirstSearch {
  /** The hits of the first page: what InstantSearch's own first query returns. */
  hits: SearchRequest;
  /** The count facet without its own refinement (a disjunctive facet counts every value), when it is refined. */
  countFacet?: SearchRequest;
}

/**
 * The search InstantSearch sends first for an address, so the server can draw the first page of
 * results (§4) as static HTML that agrees with the island: the same index (sort), query, page, page
 * size, filters, refinements and ranges. Every refinement widget on the page is disjunctive, so each
 * facet's values form one OR group; a range is a `>=` and a `<=` bound. Facet names and values are
 * sorted as algoliasearch-helper sorts them, so the engine's result cache sees one request.
 */
export function firstSearch(route: SearchRouteState, fixed: FixedRefinements, options: { hitsPerPage: number; filters?: string }): FirstSearch {
  const state = routeToUiState(route, fixed)[primaryIndexName] ?? {};
  const refinements = state.refinementList ?? {};
  const facetFilters = (except?: string) =>
    Object.keys(refinements)
      .filter((facet) => facet !== except && refinements[facet]!.length > 0)
      .sort()
      .map((facet) => [...refinements[facet]!].sort().map((value) => `${facet}:${value}`));
  const numericFilters = Object.keys(state.range ?? {})
    .sort()
    .flatMap((facet) => {
      const [min, max] = state.range![facet]!.split(':').map(parseFloat);
      return [...(Number.isFinite(min) ? [`${facet}>=${min}`] : []), ...(Number.isFinite(max) ? [`${facet}<=${max}`] : [])];
    });
  const indexName = state.sortBy ?? indices.relevant;
  const params = (except?: string): SearchParams => {
    const groups = facetFilters(except);
    return {
      query: state.query ?? '',
      ...(options.filters ? { filters: options.filters } : {}),
      ...(groups.length ? { facetFilters: groups } : {}),
      ...(numericFilters.length ? { numericFilters } : {}),
      facets: [COUNT_FACET],
    };
  };
  const refinedCount = (refinements[COUNT_FACET]?.length ?? 0) > 0;
  return {
    hits: { indexName, params: { ...params(), ...CARD_SEARCH, hitsPerPage: options.hitsPerPage, page: state.page ? state.page - 1 : 0 } },
    ...(refinedCount ? { countFacet: { indexName, params: { ...params(COUNT_FACET), hitsPerPage: 0, page: 0 } } } : {}),
  };
}
