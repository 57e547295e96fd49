import { z } from 'zod';

/** Longer than any address an editor types; keeps hostile input out of the table and the Location header. */
export const MAX_REDIRECT_PATH_LENGTH = 200;
export const MAX_REDIRECT_DESTINATION_LENGTH = 2000;

/**
 * A redirect's source, as the front door compares it (README "Redirects"): lower case, a leading
 * slash, segments of URL-safe characters, no query string, no #anchor, no trailing slash.
 */
export const redirectSourceSchema = z
  .string()
  .max(MAX_REDIRECT_PATH_LENGTH, `At most ${MAX_REDIRECT_PATH_LENGTH} characters`)
  .regex(/^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/, 'A path such as /old-page: lower case, starting with /, no query string or trailing slash');

/**
 * Where a redirect sends the shopper: a path on the same site (never `//host`, which a browser
 * reads as another host) or a full http(s) address, which only an editor can choose.
 */
export const redirectDestinationSchema = z
  .string()
  .max(MAX_REDIRECT_DESTINATION_LENGTH, `At most ${MAX_REDIRECT_DESTINATION_LENGTH} characters`)
  .refine((value) => isSitePath(value) || isWebAddress(value), 'A path on this site starting with / (e.g. /new-page), or a full address such as https://example.com.au');

/** A path on this site: one leading slash, no backslash (browsers read `/\host` as `//host`), no spaces or control characters. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** A full http(s) address with a host. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The normalised form of what an editor typed as a source, for the message that asks for it:
 * trimmed, lower case, query string and anchor dropped, one leading slash, no trailing slash.
 */
export function normaliseRedirectSource(value: string): string {
  const path = value.trim().toLowerCase().replace(/[?#].*$/, '').replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** The path a destination names on this site (query and anchor dropped), or null for a full address. */
export function destinationPath(destination: string): string | null {
  if (!isSitePath(destination)) return null;
  const path = destination.replace(/[?#].*$/, '').toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Permanent redirects answer 308, temporary ones 307: both keep the method (RFC 9110 §15.4). */
export const redirectStatus = (permanent: boolean): 307 | 308 => (permanent ? 308 : 307);

/**
 * The id of the redirect from `source` on `site`: one per source, so writing it again replaces it;
 * no dots, so the shopper-side client (no token) sees it. SHA-1 through Web Crypto: it runs in the
 * Studio (a browser) and in Node alike.
 */
export async function redirectId(site: string, source: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-1', new TextEncoder().encode(source));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `redirect-${site}-${hex.slice(0, 12)}`;
}

/** The document types whose slug is a shopper-facing address (§2 Routes), so a changed slug leaves an old address behind. */
export const slugAddressedTypes = ['page', 'legalPage', 'post', 'location'] as const;
export type SlugAddressedType = (typeof slugAddressedTypes)[number];

/** The path a document of `type` with `slug` is served at: "home" is "/", posts under /blog, locations under /contact-us. */
export function contentPath(type: SlugAddressedType, slug: string): string {
  if (type === 'post') return `/blog/${slug}`;
  if (type === 'location') return `/contact-us/${slug}`;
  return slug === 'home' && type === 'page' ? '/' : `/${slug}`;
}
