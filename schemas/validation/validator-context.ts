import type { ValidationContext } from '@sanity/types';

/**
 * The one look-up our validators make: a GROQ count over drafts and published documents. Sanity's
 * client has this method; offline, `clientFromDocuments` answers it from a list of documents.
 */
export interface LookupClient {
  fetch<R>(query: string, params: Record<string, unknown>, options: { perspective: 'raw' }): Promise<R>;
}

/**
 * The part of Sanity's `ValidationContext` that this content model's validators read. The Studio
 * passes its whole context (a `ValidationContext` is a `ValidatorContext`: attaching a validator
 * with `rule.custom(...)` checks that); tests and `validateDocument` pass only these parts.
 */
export interface ValidatorContext extends Pick<ValidationContext, 'parent' | 'path' | 'getDocumentExists'> {
  /** The document being edited; only its id, type and site are read. */
  document?: { _id?: string; _type?: string; site?: unknown; [key: string]: unknown };
  getClient?: (options: { apiVersion: string }) => LookupClient;
}
