import { algoliasearch } from 'algoliasearch';

/**
 * A per-site secured search key: the parent search key's HMAC over restrictions that embed the
 * site's mandatory filters (its dealerships, the sold window and visibility, §7/§9). A browser
 * holding it cannot remove or widen them; Algolia ANDs them with whatever the browser sends.
 * Computed locally (no network call); the sold-window cutoff in the filters ages, so give the key
 * a `validUntil` and mint a new one as the cutoff moves.
 */
interface NodeHelpers {
  generateSecuredApiKey(options: { parentApiKey: string; restrictions?: Record<string, unknown> }): string;
}

export interface SecuredKeyOptions {
  /** Unix seconds after which Algolia refuses the key. */
  validUntil?: number;
  /** Index names the key may query (e.g. the primary and its replicas). */
  restrictIndices?: string[];
  userToken?: string;
}

export function securedKeyForSite(parentSearchKey: string, mandatoryFilters: string, options: SecuredKeyOptions = {}): string {
  if (!parentSearchKey) throw new Error('securedKeyForSite needs the parent search key');
  if (!mandatoryFilters.trim()) throw new Error('securedKeyForSite needs the site filters: an unrestricted key would show every site');
  // generateSecuredApiKey is pure (HMAC-SHA256); the app id is not part of the key. It exists in
  // the client's Node build only (the browser typings lack it): secured keys are minted on servers.
  const client = algoliasearch('secured-key', parentSearchKey) as unknown as Partial<NodeHelpers>;
  if (typeof client.generateSecuredApiKey !== 'function') throw new Error('securedKeyForSite runs on the server (Node build of algoliasearch) only');
  return client.generateSecuredApiKey({
    parentApiKey: parentSearchKey,
    restrictions: {
      filters: mandatoryFilters,
      ...(options.validUntil !== undefined ? { validUntil: options.validUntil } : {}),
      ...(options.restrictIndices ? { restrictIndices: options.restrictIndices } : {}),
      ...(options.userToken ? { userToken: options.userToken } : {}),
    },
  });
}
