import 'server-only';
import type { SearchResponse } from '@dealer/stock';
import { stockService } from '../server/stock/service';
import { firstSearch } from './first-search';
import { firstResultsView, type FirstResultsContext, type FirstResultsView } from './results/first-results-view';

/**
 * The first page of results drawn on the server (README "Page speed": static HTML with links, no
 * card hydrates), from the search InstantSearch sends first, through the same stock service as the
 * island's server render and /api/search. A failed search draws nothing here: the island's own
 * search fails alike and shows §8's error.
 */
export async function firstResults(context: FirstResultsContext & { filters?: string; hitsPerPage: number }): Promise<FirstResultsView> {
  const search = firstSearch(context.route, context.fixed, { hitsPerPage: context.hitsPerPage, filters: context.filters });
  try {
    const { results } = await (await stockService()).search(context.site, search.countFacet ? [search.hits, search.countFacet] : [search.hits]);
    const [main, countFacet] = results as SearchResponse[];
    return firstResultsView(main!, countFacet, context);
  } catch (error) {
    console.error('[search] the first page of results could not be drawn on the server:', error);
    return { count: null, grid: null, pager: null };
  }
}
