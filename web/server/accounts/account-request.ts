import 'server-only';
import { resolveHost } from '@dealer/tenants';
import { loadSite, type LoadedSite } from '../content/site';
import { crossSiteRefusal, isSameOriginRequest } from '../http/same-origin';
import type { Shopper } from '@dealer/leads/server';
import { accountsEnabled, requestShopper } from './current-shopper';

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

/** The same, for a call only a signed-in shopper may make: their account, or 401 saying to sign in. */
export async function signedInAccount(request: Request): Promise<{ site: LoadedSite; shopper: Shopper } | { refused: Response }> {
  const checked = await accountSite(request);
  if ('refused' in checked) return checked;
  const shopper = await requestShopper(checked.site.config, request);
  if (!shopper) return { refused: Response.json({ message: checked.site.locale.t('account.error.signedOut') }, { status: 401 }) };
  return { site: checked.site, shopper };
}
