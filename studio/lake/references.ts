// Referential integrity, as Sanity's Content Lake enforces it: a strong reference (`{_ref}`
// without `_weak: true`) must point at a document that exists when the transaction commits, and a
// document that strong references point at cannot be deleted. The Studio writes weak references
// into drafts, marked `_strengthenOnPublish`; publishing makes them strong (unless the schema
// asked for weak ones), which is when a reference to a deleted document is caught.
import { isObject, type SanityDocument } from './document';
import { MutationFailure } from './errors';

/** The ids `value` strongly references, anywhere in it. */
export function strongReferences(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) strongReferences(item, into);
  } else if (isObject(value)) {
    if (typeof value._ref === 'string' && value._weak !== true) into.add(value._ref);
    for (const [key, child] of Object.entries(value)) if (key !== '_ref') strongReferences(child, into);
  }
  return into;
}

/** `doc` as published: references the Studio marked `_strengthenOnPublish` become strong. */
export function strengthenOnPublish<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => strengthenOnPublish(item)) as T;
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = strengthenOnPublish(child);
  if (isObject(value._strengthenOnPublish)) {
    const keepWeak = value._strengthenOnPublish.weak === true;
    delete out._strengthenOnPublish;
    if (!keepWeak) delete out._weak;
  }
  return out as T;
}

/**
 * Refuses (409) a transaction that would leave a strong reference to a missing document, or delete
 * a document that is still strongly referenced. `get` and `all` see the dataset as the transaction
 * would leave it.
 */
export function checkReferentialIntegrity(
  written: ReadonlyMap<string, SanityDocument | null>,
  get: (id: string) => SanityDocument | null,
  all: () => Iterable<SanityDocument>,
): void {
  const deleted = new Set<string>();
  for (const [id, doc] of written) {
    if (!doc) {
      deleted.add(id);
      continue;
    }
    for (const target of strongReferences(doc)) {
      if (!get(target)) {
        throw new MutationFailure(409, 'documentReferenceIntegrityError', `Document "${id}" references non-existent document "${target}"`, id);
      }
    }
  }
  if (deleted.size === 0) return;
  for (const doc of all()) {
    for (const target of strongReferences(doc)) {
      if (deleted.has(target)) {
        throw new MutationFailure(
          409,
          'documentHasExistingReferencesError',
          `Document "${target}" cannot be deleted as there are references to it from "${doc._id}"`,
          target,
        );
      }
    }
  }
}
