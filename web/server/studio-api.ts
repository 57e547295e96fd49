import 'server-only';
import { resolveHost } from '@dealer/tenants';
import type { z } from 'zod';
import { studioOrigin } from './http/security-headers';
import { problem } from './http/problem';
import { readRouteBody, type NoBody, type RouteBody } from './http/site-route';
import { studioUser, type StudioUser } from './studio-auth';

/**
 * The web API the Studio's tools call (README "The Studio (dealer marketers)": the Leads and Sales
 * tools), on the site's own host: the site comes from the Host, the user from the content store
 * (studio-auth.ts). Browsers may call it from the Studio's origin only.
 */
export function studioCorsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || origin !== studioOrigin()) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** The answer to a CORS preflight: allowed for the Studio's origin, a 403 problem for any other. */
export function studioPreflight(request: Request): Response {
  const headers = studioCorsHeaders(request);
  if (!Object.keys(headers).length) return problem(403, 'Only the Studio may call this API from a browser.');
  return new Response(null, { status: 204, headers });
}

/** The JSON body a Studio route takes, as siteRoute's; what it knows before the body is the site's slug. */
export type StudioBody<Schema extends z.ZodType> = RouteBody<Schema, string>;

export interface StudioRequest<Input, Params> {
  request: Request;
  /** The site's slug, from the Host alone; a route that needs the site's content loads it. */
  site: string;
  user: StudioUser;
  body: Input;
  params: Params;
}

/** siteRoute's name for the schema of a route that reads no body: `studioRoute<NoBody, {id: string}>`. */
export type { NoBody };

type Handler<Input, Params> = (input: StudioRequest<Input, Params>) => Promise<Response> | Response;
type RouteContext<Params> = { params: Promise<Params> };

/**
 * The one way to write a route of the Studio's API (README "Routes and errors"): siteRoute's
 * counterpart for a caller that is a Studio user, not a shopper. In this order, each step ending
 * the request with RFC 9457 problem details: the site from the Host header alone (404), the Studio
 * user the content store vouches for (401 without one, 403 for another site's user), the body read
 * within its size (413, 400) and its zod parse (400 with `errors: {field: message}`). Every answer,
 * the handler's and every refusal, carries the Studio origin's CORS headers and `no-store`.
 */
export function studioRoute<Schema extends z.ZodType = NoBody, Params extends Record<string, string> = Record<string, never>>(
  options: { body?: StudioBody<Schema> },
  handler: Handler<z.output<Schema>, Params>,
): (request: Request, context?: RouteContext<Params>) => Promise<Response> {
  const answer = async (request: Request, context?: RouteContext<Params>): Promise<Response> => {
    const match = resolveHost(request.headers.get('host'));
    if (match.kind !== 'site') return problem(404, 'Call this on a dealer site\'s host.');
    const verdict = await studioUser(request, match.slug);
    if ('refused' in verdict) {
      return verdict.refused === 401
        ? problem(401, 'Sign in to the Studio: this needs a Studio user\'s token.')
        : problem(403, 'This Studio user does not work on this site.');
    }
    const caller = { request, site: match.slug, user: verdict.user, params: (await context?.params) ?? ({} as Params) };
    if (!options.body) return handler({ ...caller, body: undefined as never });

    const body = await readRouteBody(request, caller.site, options.body);
    return body instanceof Response ? body : handler({ ...caller, body });
  };
  return async (request, context) => {
    const response = await answer(request, context);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(studioCorsHeaders(request))) headers.set(name, value);
    headers.set('cache-control', 'no-store');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
