import 'server-only';
import { createClient } from '@sanity/client';
import { bearerToken } from './http/secret-equals.mts';
import { contentClient } from './content/client';
import { readContentConfig } from './content/config';

export interface StudioUser {
  id: string;
  name: string;
}

interface ContentStoreUser {
  id?: string;
  name?: string;
  role?: string;
  roles?: { name?: string }[];
}

/**
 * The Studio user a request speaks for, when the content store (the local lake, or Sanity) vouches
 * for its bearer token (`GET /users/me` with that token), and only when that user may work on
 * `site`: an administrator on every site, anyone else through a role named after the site
 * (`riverside-kia`, or `site-riverside-kia`), so a dealer's staff see their own leads only.
 * Null otherwise: the caller answers 401 (no or unknown token) or 403 (another site's user).
 */
export async function studioUser(request: Request, site: string): Promise<{ user: StudioUser } | { refused: 401 | 403 }> {
  const token = bearerToken(request);
  if (!token || token.length > 4096) return { refused: 401 };
  const config = readContentConfig();
  contentClient(); // trusts the local lake's certificate in this process
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: '2025-02-19',
    useCdn: false,
    token,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  const me = await client.request<ContentStoreUser>({ url: '/users/me' }).catch(() => null);
  if (!me?.id) return { refused: 401 };
  const roles = new Set([me.role, ...(me.roles ?? []).map((role) => role.name)].filter((name): name is string => !!name));
  const allowed = roles.has('administrator') || roles.has(site) || roles.has(`site-${site}`);
  return allowed ? { user: { id: me.id, name: me.name ?? me.id } } : { refused: 403 };
}
