import 'server-only';
import { resolveHost } from '@dealer/tenants';
import { loadSite, type LoadedSite } from '../content/site';
import { crossSiteRefusal, isSameOriginRequest } from '../http/same-origin';
import { accountsEnabled } from './current-shopper';

/**
 * The site of an account or watchlist request, from the Host header alone, or the answer that
 * ends it: 404 where the site has no accounts (§6: authentication is off by default), 403 for a
 * request another site's page made (CSRF).
 */
export async function accountSite(request: Request): Promise<{ site: LoadedSite } | { refused: Response }> {
  const match = resolveHost(request.headers.get('host'));
  const site = match.kind === 'site' ? await loadSite(match.slug, false) : undefined;
  if (!site || !accountsEnabled(site.config)) {
    return { refused: Response.json({ success: false, message: 'This site has no shopper accounts.' }, { status: 404 }) };
  }
  if (!isSameOriginRequest(request)) return { refused: crossSiteRefusal() };
  return { site };
}
