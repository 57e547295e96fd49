/**
 * Which search the browser talks to (serialisable, from the server): the embedded engine through
 * /api/search by default, or Algolia directly with a per-site secured key in production.
 */
export type BrowserSearchBackend =
  | { kind: 'embedded' }
  | { kind: 'algolia'; appId: string; apiKey: string; indexNames: Record<string, string> };
