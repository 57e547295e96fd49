import 'server-only';
import { z } from 'zod';
import type { Shopper } from '@dealer/leads/server';
import type { LoadedSite } from '../content/site';
import { problem } from '../http/problem';
import type { RouteBody } from '../http/site-route';
import { accountsEnabled, requestShopper } from './current-shopper';

/**
 * The feature of every account route (`siteRoute`'s `feature`): a site without shopper accounts
 * answers 404 (§6: authentication is off by default). The routes also take `sameOrigin: true`, so a
 * request another site's page made is a 403 (CSRF, README "Holding under abuse").
 */
export const accountFeature = { on: accountsEnabled, off: 'This site has no shopper accounts.' };

/**
 * The body of a call that takes no fields (sign out, the passkey prompt's options): `{}`, as the
 * account islands send it. Anything else is refused like any wrong body (README "Routes and errors").
 */
export const emptyBody = {
  schema: z.strictObject({}),
  maxBytes: 1024,
  example: '{}',
  fieldErrors: () => ({ form: 'This call takes no fields: send {}.' }),
} satisfies RouteBody<z.ZodType>;

/** The signed-in shopper of this request, or the 401 problem that says to sign in, for the routes only a shopper may call. */
export async function signedInShopper(request: Request, site: LoadedSite): Promise<Shopper | Response> {
  const shopper = await requestShopper(site.config, request);
  return shopper ?? problem(401, site.locale.t('account.error.signedOut'));
}
