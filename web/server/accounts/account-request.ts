import 'server-only';
import { z } from 'zod';
import type { Shopper } from '@dealer/leads/server';
import type { LoadedSite } from '../content/site';
import { invalidFields, problem, zodFieldErrors } from '../http/problem';
import { readJsonBody } from '../http/read-json-body';
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

/**
 * siteRoute's body step (the sized read, 413/400, `screen`, then the zod parse, 400 with `errors`),
 * for a route that must know the shopper first: a signed-out call is a 401 whatever its body.
 */
export async function readRouteBody<Schema extends z.ZodType>(request: Request, site: LoadedSite, spec: RouteBody<Schema>): Promise<z.output<Schema> | Response> {
  const read = await readJsonBody(request, spec.maxBytes, spec.example);
  if (!read.ok) return read.status === 400 ? invalidFields({ form: read.message }, read.message) : problem(read.status, read.message);
  const screened = spec.screen?.(read.value, site);
  if (screened) return screened;
  const schema = typeof spec.schema === 'function' ? spec.schema(site) : spec.schema;
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) return invalidFields((spec.fieldErrors ?? zodFieldErrors)(parsed.error, site));
  return parsed.data;
}
