'use client';

import { problemMessage, readProblem } from '@dealer/leads';
import type { SearchRequest, SearchResults } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import { liteClient } from 'algoliasearch/lite';
import type { BrowserSearchBackend } from '../server/stock/search-backend';

/** What InstantSearch needs of a search client. */
export interface SiteSearchClient {
  search(requests: SearchRequest[]): Promise<SearchResults>;
  clearCache(): void;
}

/**
 * The search client of the search islands, chosen by where the code runs:
 * - in the browser, `/api/search` over HTTP (the route adds the site's mandatory filters; no keys
 *   in the bundle), or Algolia directly with the site's secured key in production;
 * - on the server (InstantSearchNext searches while rendering), the stock service in this process
 *   (server/stock/in-process-search.ts), imported only in that branch so the browser never loads it.
 */
export function createSearchClient(site: SiteConfig, backend: BrowserSearchBackend = { kind: 'embedded' }, endpoint = '/api/search'): SiteSearchClient {
  if (typeof window === 'undefined') {
    return {
      async search(requests) {
        const { searchInProcess } = await import('../server/stock/in-process-search');
        return searchInProcess(site, requests);
      },
      clearCache() {},
    };
  }
  return backend.kind === 'algolia' ? algoliaSearchClient(backend) : httpSearchClient(endpoint);
}

/** Straight to Algolia with the site's secured key (its filters are inside the key), physical index names from the server. */
function algoliaSearchClient(backend: Extract<BrowserSearchBackend, { kind: 'algolia' }>): SiteSearchClient {
  const algolia = liteClient(backend.appId, backend.apiKey);
  return {
    async search(requests) {
      const physical = requests.map((request) => ({ ...request, indexName: backend.indexNames[request.indexName as keyof typeof backend.indexNames] ?? request.indexName }));
      return (await algolia.search(physical as never)) as unknown as SearchResults;
    },
    clearCache() {},
  };
}

/** POST the requests to the site's search route; a refusal becomes an error carrying its problem's detail. */
function httpSearchClient(endpoint: string): SiteSearchClient {
  return {
    async search(requests) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests }),
      });
      if (!response.ok) {
        throw new Error(problemMessage(await readProblem(response), `Search failed (${response.status})`));
      }
      return response.json() as Promise<SearchResults>;
    },
    clearCache() {},
  };
}
