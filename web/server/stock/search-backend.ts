import 'server-only';
import { mandatoryFilters, primaryIndexName, type IndexName } from '@dealer/stock';
import { algoliaIndexLayout, algoliaIndexNames, securedKeyForSite } from '@dealer/stock/server';
import type { SiteConfig } from '@dealer/tenants';
import { z } from 'zod';

/**
 * Algolia when ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are set (ALGOLIA_ADMIN_KEY, server only, for
 * indexing; ALGOLIA_INDEX for the primary index name), else the embedded engine.
 */
const envSchema = z.object({
  ALGOLIA_APP_ID: z.string().min(1).optional(),
  ALGOLIA_SEARCH_KEY: z.string().min(1).optional(),
  ALGOLIA_ADMIN_KEY: z.string().min(1).optional(),
  ALGOLIA_INDEX: z.string().regex(/^[A-Za-z0-9_.-]+$/).default(primaryIndexName),
});

export type SearchBackendConfig =
  | { kind: 'embedded' }
  | { kind: 'algolia'; appId: string; searchKey: string; adminKey?: string; indexName: string };

export function readSearchBackend(env: NodeJS.ProcessEnv = process.env): SearchBackendConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid Algolia configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const { ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_KEY: searchKey, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_INDEX: indexName } = parsed.data;
  if (!appId && !searchKey) return { kind: 'embedded' };
  if (!appId || !searchKey) throw new Error('Set both ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY to use Algolia (or neither for the embedded engine).');
  return { kind: 'algolia', appId, searchKey, adminKey, indexName };
}

/**
 * Which search the browser talks to (serialisable, from the server): the embedded engine through
 * /api/search by default, or Algolia directly with a per-site secured key in production, with the
 * physical name of each logical index as the Algolia adapter names them.
 */
export type BrowserSearchBackend =
  | { kind: 'embedded' }
  | { kind: 'algolia'; appId: string; apiKey: string; indexNames: Record<IndexName, string> };

const KEY_LIFETIME_SECONDS = 3600;

/**
 * What the browser gets: nothing secret. For Algolia, a secured key that embeds the site's
 * mandatory filters (its dealerships, the sold window as of now, its visibility rules) and expires
 * in an hour, so the browser can search directly but never beyond the site.
 */
export function browserSearchBackend(site: SiteConfig, config: SearchBackendConfig, now = new Date()): BrowserSearchBackend {
  if (config.kind === 'embedded') return { kind: 'embedded' };
  const layout = algoliaIndexLayout(config.indexName);
  const apiKey = securedKeyForSite(config.searchKey, mandatoryFilters(site, { now }), {
    validUntil: Math.floor(now.getTime() / 1000) + KEY_LIFETIME_SECONDS,
    restrictIndices: [layout.primary.indexName, ...layout.replicas.map((replica) => replica.indexName)],
  });
  return { kind: 'algolia', appId: config.appId, apiKey, indexNames: algoliaIndexNames(config.indexName) };
}
