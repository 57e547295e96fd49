import 'server-only';
import { resolveHost, type SiteConfig } from '@dealer/tenants';
import type { z } from 'zod';
import { loadSite, type LoadedSite } from '../content/site';
import { invalidFields, problem, zodFieldErrors } from './problem';
import { rateLimitWait, tooManyRequests, type LimitName } from './rate-limit';
import { readJsonBody } from './read-json-body';
import { isSameOriginRequest } from './same-origin';

/**
 * The JSON body a route takes: its zod schema (or one made for the caller's site), size limit and
 * shape. `Caller` is what the route knows before the body: the loaded site here, the site's slug
 * for the Studio's API (studio-api.ts).
 */
export interface RouteBody<Schema extends z.ZodType, Caller = LoadedSite> {
  schema: Schema | ((caller: Caller) => Schema);
  maxBytes: number;
  /** The body's shape, for the message a client sees when it sends something else. */
  example: string;
  /** Runs on the JSON before the schema; an answer here ends the request (a filled honeypot). */
  screen?: (value: unknown, caller: Caller) => Response | null;
  /** `{field: message}` of an invalid body; zod's path and message by default. */
  fieldErrors?: (error: z.ZodError, caller: Caller) => Record<string, string>;
  /** The `detail` of a 400 for a body the schema refuses; by default the field message, or how many. */
  detail?: string;
}

export interface SiteRouteOptions<Schema extends z.ZodType> {
  /** The feature this route serves: where the site has it off, the route answers 404 with `off`. */
  feature?: { on: (config: SiteConfig) => boolean; off: string };
  /** Writes only from this site's own pages (CSRF, README "Holding under abuse"); GET is exempt. */
  sameOrigin?: boolean;
  rateLimit?: LimitName;
  body?: RouteBody<Schema>;
  /** Extension members every refusal of this route carries, such as the watchlist's `success: false` (§7). */
  refusal?: Record<string, unknown>;
}

export interface SiteRequest<Input, Params> {
  request: Request;
  site: LoadedSite;
  body: Input;
  params: Params;
}

/** The schema of a route that reads no body: `siteRoute<NoBody, {id: string}>` for one with params only. */
export type NoBody = z.ZodType<undefined>;

type Handler<Input, Params> = (input: SiteRequest<Input, Params>) => Promise<Response> | Response;
type RouteContext<Params> = { params: Promise<Params> };

/**
 * The one way to write a route of a dealer site (README "Routes and errors"). In this order, each
 * step ending the request with RFC 9457 problem details:
 * the site from the Host header alone (404; 503 while its settings cannot be read), the feature flag (404), the same-origin check (403),
 * the rate limit (429 with Retry-After), the body read within its size (413, 400) and its zod parse
 * (400 with `errors: {field: message}`). The handler gets the site and the typed body.
 */
export function siteRoute<Schema extends z.ZodType = NoBody, Params extends Record<string, string> = Record<string, never>>(
  options: SiteRouteOptions<Schema>,
  handler: Handler<z.output<Schema>, Params>,
): (request: Request, context?: RouteContext<Params>) => Promise<Response> {
  const refusal = options.refusal ?? {};
  return async (request, context) => {
    const match = resolveHost(request.headers.get('host'));
    if (match.kind !== 'site') return problem(404, 'This is only answered on a dealer site\'s own address.', refusal);
    const site = await loadSite(match.slug, false).catch((cause: unknown) => {
      // The content store is down or slow: a 503 the client may retry, not a 500.
      console.error(`[siteRoute] the settings of ${match.slug} could not be loaded`, cause);
      return null;
    });
    if (site === null) return problem(503, 'This site\'s settings cannot be read just now. Try again in a moment.', refusal, { 'retry-after': '5' });
    if (!site) return problem(404, 'There is no dealer site at this address.', refusal);
    if (options.feature && !options.feature.on(site.config)) return problem(404, options.feature.off, refusal);
    if (options.sameOrigin && request.method !== 'GET' && request.method !== 'HEAD' && !isSameOriginRequest(request)) {
      return problem(403, 'This request must come from a page of this site.', refusal);
    }
    if (options.rateLimit) {
      const wait = await rateLimitWait(request, site.config.slug, options.rateLimit);
      if (wait !== null) return tooManyRequests(wait, refusal);
    }
    const params = (await context?.params) ?? ({} as Params);
    if (!options.body) return handler({ request, site, body: undefined as never, params });

    const body = await readRouteBody(request, site, options.body, refusal);
    if (body instanceof Response) return body;
    return handler({ request, site, body, params });
  };
}

/**
 * siteRoute's body step on its own (the sized read, 413/400, `screen`, then the zod parse, 400 with
 * `errors`): the typed body, or the refusal to send. For a route that must know something first,
 * such as the shopper, so a signed-out call is a 401 whatever its body.
 */
export async function readRouteBody<Schema extends z.ZodType, Caller>(request: Request, caller: Caller, spec: RouteBody<Schema, Caller>, refusal: Record<string, unknown> = {}): Promise<z.output<Schema> | Response> {
  const read = await readJsonBody(request, spec.maxBytes, spec.example);
  if (!read.ok) return read.status === 400 ? invalidFields({ form: read.message }, read.message, refusal) : problem(read.status, read.message, refusal);
  const screened = spec.screen?.(read.value, caller);
  if (screened) return screened;
  const schema = typeof spec.schema === 'function' ? spec.schema(caller) : spec.schema;
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) return invalidFields((spec.fieldErrors ?? zodFieldErrors)(parsed.error, caller), spec.detail, refusal);
  return parsed.data;
}
