import type { CustomValidatorResult } from '@sanity/types';
import { hrefSchema } from '../documents/href';
import { isAppRoute, routePath } from '../routes';
import type { ValidatorContext } from './validator-context';

/** The API version validators ask the Content Lake with (perspectives need 2025-02-19 or later). */
export const validationApiVersion = '2025-02-19';

/** Counts the pages and legal pages of a site at a slug; drafts count (raw perspective). */
export const pageAtSlugQuery = 'count(*[_type in $types && (!defined($site) || site == $site) && slug.current == $slug])';

const siteOf = (context: ValidatorContext): string | null => {
  const site = context.document?.site;
  return typeof site === 'string' && site ? site : null;
};

/**
 * Link targets that exist (§2 Routes): an internal path must be one the web app serves
 * (schemas/routes.ts) or a page, legal page or blog post of the same site; query strings and
 * anchors are ignored. External URLs, tel: and mailto: pass when well formed (`hrefSchema`).
 */
export const linkTarget = async (value: unknown, context: ValidatorContext): Promise<CustomValidatorResult> => {
  if (value === undefined || value === null || value === '') return true; // `required` reports a missing link
  const parsed = hrefSchema.safeParse(value);
  if (!parsed.success) {
    return `"${String(value)}" is not a link the site can use. Enter a path on this site starting with / (e.g. /special-offers or /pages/book-a-service), or a full address such as https://example.com.au, tel:+61 7 3000 0000 or mailto:sales@example.com.au.`;
  }
  const href = parsed.data;
  if (!href.startsWith('/')) return true;
  if (isAppRoute(href)) return true;

  const path = routePath(href);
  const client = context.getClient?.({ apiVersion: validationApiVersion });
  if (!client) return true; // nothing to look pages up with (e.g. a plain unit test): the static check is all we can do
  const site = siteOf(context);
  const post = /^\/blog\/([^/]+)$/.exec(path);
  const slug = post ? post[1] : path.slice(1);
  const types = post ? ['post'] : ['page', 'legalPage'];
  let count: unknown;
  try {
    count = await client.fetch(pageAtSlugQuery, { types, site, slug }, { perspective: 'raw' });
  } catch (error) {
    return `Could not check that "${path}" exists (${error instanceof Error ? error.message : String(error)}). Check your connection and try again.`;
  }
  if (typeof count === 'number' && count > 0) return true;
  if (post) {
    return `There is no blog post at "${path}" on this site. Create a blog post with the slug "${slug}", or link to /blog.`;
  }
  return `There is no page at "${path}" on this site. Create a page with the slug "${slug}" (a draft is enough to link to it, publish it before the link goes live), or link to an existing page or to a search such as /search or /special-offers.`;
};
