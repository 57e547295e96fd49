// Document id rules of the Content Lake: the id prefix is what makes a document a draft
// (`drafts.<id>`) or a release version (`versions.<release>.<id>`); everything else is published.
import { randomBytes } from 'node:crypto';

export const DRAFTS_PREFIX = 'drafts.';
export const VERSIONS_PREFIX = 'versions.';

export const isDraftId = (id: string): boolean => id.startsWith(DRAFTS_PREFIX);
export const isVersionId = (id: string): boolean => id.startsWith(VERSIONS_PREFIX);
/** System documents such as releases (`_.releases.<id>`): never content, never public. */
export const isSystemId = (id: string): boolean => id.startsWith('_.');
/** Drafts, versions and system documents are not published content: never public, never in the `published` perspective, no webhook. */
export const isPublishedId = (id: string): boolean => !isDraftId(id) && !isVersionId(id) && !isSystemId(id);

/**
 * Sanity's fixed rule for requests without a token: only documents on the root path (no "." in
 * the id) are readable. Drafts and versions are the common case, but a published document with an
 * id like `menu.site-a` is just as invisible to anonymous readers.
 */
export const isRootPathId = (id: string): boolean => !id.includes('.');

/** The id a draft or version will have once published. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  if (isVersionId(id)) {
    const rest = id.slice(VERSIONS_PREFIX.length);
    const dot = rest.indexOf('.');
    return dot === -1 ? rest : rest.slice(dot + 1);
  }
  return id;
}

/** The release name of a version id (`versions.<release>.<id>`), else undefined. */
export function releaseOf(id: string): string | undefined {
  if (!isVersionId(id)) return undefined;
  const rest = id.slice(VERSIONS_PREFIX.length);
  const dot = rest.indexOf('.');
  return dot === -1 ? undefined : rest.slice(0, dot);
}

const ID_PATTERN = /^[a-zA-Z0-9._-]+$/;

/** Why `id` is not a valid document id (Sanity's rules), or null when it is valid. */
export function invalidIdReason(id: unknown): string | null {
  if (typeof id !== 'string' || id.length === 0) return 'Document ID must be a non-empty string';
  if (id.length > 128) return `Document ID "${id.slice(0, 40)}…" is longer than 128 characters`;
  if (!ID_PATTERN.test(id)) return `Document ID "${id}" contains characters other than a-z, A-Z, 0-9, ".", "_" and "-"`;
  if (id.startsWith('-')) return `Document ID "${id}" must not start with "-"`;
  return null;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random 22-character base62 string, the shape of ids and revisions the real API generates. */
export function randomKey(length = 22): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const byte = bytes[i] ?? 0;
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out.length === length ? out : out + randomKey(length - out.length);
}
