'use client';

import { liteClient } from 'algoliasearch/lite';
import type { BrowserSearchBackend } from './search-backend';
import type { SearchRequestBody, SearchResultsBody } from './search-protocol';
import { serverSearch } from './search-bridge';

/**
 * The browser's search client: a thin wrapper that posts InstantSearch's requests to /api/search
 * (which adds the site's mandatory filters). No transporter, no keys in the bundle.
 */
export function createSearchClient(site: string, backend: BrowserSearchBackend = { kind: 'embedded' }, endpoint = '/api/search') {
  if (backend.kind === 'algolia' && typeof window !== 'undefined') {
    // Production: straight to Algolia with the site's secured key (its filters are inside the key).
    const algolia = liteClient(backend.appId, backend.apiKey);
    return {
      async search(requests: SearchRequestBody['requests']): Promise<SearchResultsBody> {
        const physical = requests.map((request) => ({ ...request, indexName: backend.indexNames[request.indexName] ?? request.indexName }));
        return (await algolia.search(physical as never)) as unknown as SearchResultsBody;
      },
      clearCache() {},
    };
  }
  return {
    async search(requests: SearchRequestBody['requests']): Promise<SearchResultsBody> {
      const onServer = serverSearch();
      if (onServer) return onServer(site, { requests });
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests }),
      });
      if (!response.ok) {
        const detail = await response.json().catch(() => ({}));
        throw new Error(typeof detail?.message === 'string' ? detail.message : `Search failed (${response.status})`);
      }
      return response.json();
    },
    clearCache() {},
  };
}
