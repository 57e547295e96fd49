import type { SearchRequest, SearchResults } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import { existingProcessSingleton } from '../process-singleton';

/** The process-singleton name of the stock service (service.ts creates it under this name). */
export const STOCK_SERVICE_SINGLETON = 'stockService';

interface SiteSearch {
  search(site: SiteConfig, requests: readonly SearchRequest[]): Promise<SearchResults>;
}

/**
 * Stock search for server rendering of the search islands: InstantSearchNext also searches while
 * Next renders the client component on the server. That code runs in Next's SSR layer, which may
 * not import 'server-only' modules and cannot be handed a function by a server component (a Server
 * Function called during render is refused), so it reaches this process's stock service through
 * the process singleton the page's server component has already created (it awaits stockService()
 * before rendering). The browser never loads this module: search-client.ts imports it only on the server.
 */
export async function searchInProcess(site: SiteConfig, requests: readonly SearchRequest[]): Promise<SearchResults> {
  const service = existingProcessSingleton<SiteSearch>(STOCK_SERVICE_SINGLETON);
  if (!service) throw new Error('The stock service is not running: the server component must await stockService() before rendering a search island.');
  return (await service).search(site, requests);
}
