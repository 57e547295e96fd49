import type { CustomValidatorResult } from '@sanity/types';
import { destinationPath, normaliseRedirectSource, redirectDestinationSchema, redirectSourceSchema } from '../documents/redirect-paths';
import { appRoutes, isAppRoute } from '../routes';
import { pageAtSlugQuery, validationApiVersion } from './link-target';
import { publishedIdOf, sameDocument } from './document-family';
import type { LookupClient, ValidatorContext } from './validator-context';

/**
 * Counts the other redirects of a site (drafts too) whose source, or destination, is `$value`.
 * `clientFromDocuments` (validate-document.ts) answers it offline by its `field` parameter.
 */
export const otherRedirectsQuery =
  `count(*[_type == "redirect" && site == $site && !${sameDocument} && select($field == "source" => source, destination) == $value])`;

/** The content a path of a site shows: a blog post, a location's page, or a page or legal page (README "Redirects"). */
export function contentAtPath(path: string): { types: string[]; slug: string; what: string } {
  const post = /^\/blog\/([^/]+)$/.exec(path);
  if (post) return { types: ['post'], slug: post[1]!, what: 'blog post' };
  const location = /^\/contact-us\/([^/]+)$/.exec(path);
  if (location) return { types: ['location'], slug: location[1]!, what: 'location page' };
  return { types: ['page', 'legalPage'], slug: path === '/' ? 'home' : path.slice(1), what: 'page' };
}

/**
 * Whether the app itself answers `path` whatever the content (§2 Routes): a location's page
 * (/contact-us/{slug}) is content, checked against the site's locations instead.
 */
function appAnswers(path: string): boolean {
  if (/^\/(?:api|_next)(?:\/|$)/.test(path)) return true;
  if (/^\/contact-us\/[^/]+$/.test(path)) return false;
  return isAppRoute(path);
}

const appRouteNote = (path: string) => /^\/(?:api|_next)(?:\/|$)/.test(path) ? 'the API and build files' : appRoutes.find((route) => path === route.path || (route.prefix === true && path.startsWith(`${route.path}/`)))?.note ?? 'an address of the app';

interface Scope {
  client: LookupClient;
  site: string | null;
  published: string;
  draft: string;
}

function scopeOf(context: ValidatorContext): Scope | null {
  const client = context.getClient?.({ apiVersion: validationApiVersion });
  if (!client) return null; // nothing to look documents up with (a plain unit test): the static checks are all we can do
  const site = typeof context.document?.site === 'string' && context.document.site ? context.document.site : null;
  const published = publishedIdOf(context.document?._id ?? '');
  return { client, site, published, draft: `drafts.${published}` };
}

const otherRedirects = (scope: Scope, field: 'source' | 'destination', value: string) =>
  scope.client.fetch<number>(otherRedirectsQuery, { site: scope.site, published: scope.published, draft: scope.draft, field, value }, { perspective: 'raw' });

const lookupFailed = (error: unknown) => `Could not check the other redirects and pages of this site (${error instanceof Error ? error.message : String(error)}). Check your connection and try again.`;

/** The source: normalised, not an address the app or a page answers, not another redirect's, not the end of another redirect. */
async function source(value: unknown, context: ValidatorContext): Promise<CustomValidatorResult> {
  if (value === undefined || value === null || value === '') return true; // `required` reports it
  if (typeof value !== 'string') return 'The old path must be text, e.g. /old-offer.';
  if (!redirectSourceSchema.safeParse(value).success) {
    const suggestion = normaliseRedirectSource(value);
    const hint = suggestion !== value && redirectSourceSchema.safeParse(suggestion).success ? ` Use "${suggestion}".` : '';
    return `"${value.slice(0, 80)}" is not a path this site can redirect from: use lower case letters, digits and - . _ ~, starting with / and without a query string, #anchor, trailing slash or "//", at most 200 characters.${hint}`;
  }
  if (appAnswers(value)) return `The site answers "${value}" itself (${appRouteNote(value)}): a redirect would hide it. Pick an old path the site no longer answers.`;
  const scope = scopeOf(context);
  if (!scope) return true;
  const content = contentAtPath(value);
  try {
    const pages = await scope.client.fetch<number>(pageAtSlugQuery, { types: content.types, site: scope.site, slug: content.slug }, { perspective: 'raw' });
    if (pages > 0) return `"${value}" is an existing ${content.what} of this site: a redirect would hide it. Change that ${content.what}'s slug or delete it first.`;
    if ((await otherRedirects(scope, 'source', value)) > 0) return `Another redirect of this site already starts at "${value}". Edit that one instead.`;
    if ((await otherRedirects(scope, 'destination', value)) > 0) {
      return `Another redirect of this site sends shoppers to "${value}", so this one would make a chain (or a loop). Point that redirect straight to the final address instead.`;
    }
  } catch (error) {
    return lookupFailed(error);
  }
  return true;
}

/** The destination: a site path or a full address, not the source itself, not the start of another redirect. */
async function destination(value: unknown, context: ValidatorContext): Promise<CustomValidatorResult> {
  if (value === undefined || value === null || value === '') return true; // `required` reports it
  if (typeof value !== 'string' || !redirectDestinationSchema.safeParse(value).success) {
    return `"${String(value).slice(0, 80)}" is not an address a redirect can send shoppers to. Enter a path on this site starting with / (e.g. /special-offers), or a full address such as https://example.com.au (at most 2000 characters).`;
  }
  const path = destinationPath(value);
  if (path === null) return true; // another host, chosen by the editor
  const from = context.document?.source;
  if (typeof from === 'string' && path === normaliseRedirectSource(from)) return 'The new path is the old path: the redirect would send shoppers round in a loop.';
  const scope = scopeOf(context);
  if (!scope) return true;
  try {
    if ((await otherRedirects(scope, 'source', path)) > 0) {
      return `"${path}" is itself redirected by another redirect of this site, so this one would make a chain (or a loop). Send shoppers straight to where that redirect goes.`;
    }
  } catch (error) {
    return lookupFailed(error);
  }
  return true;
}

/** The redirect type's field validators (schemas/documents/redirect.ts). */
export const redirectValidation = { source, destination };
