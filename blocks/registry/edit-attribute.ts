import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';

/** A path below a document or block, as Sanity writes it: `'image'`, `['slides', {_key: 'k1'}]`. */
export type EditPath = string | (string | number | { _key: string })[];

/** A path to an array: no bare string, so it can be walked. */
export type ArrayPath = Exclude<EditPath, string>;

/** A keyed array in a document, whose items Presentation may reorder while an editor drags them. */
export interface EditList {
  documentId: string;
  arrayPath: ArrayPath;
}

/** Returns the `data-sanity` value that makes a part of a page clickable (and, for array items, draggable) in Presentation. */
export type EditAttribute = (path?: EditPath) => string;

/**
 * The document a page's blocks belong to, and where the Studio that edits it lives. Only set in
 * preview (README "Preview, click-to-edit and drag and drop"): shoppers' HTML carries no `data-sanity`.
 */
export interface EditDocument {
  id: string;
  type: string;
  /** The Studio's base URL (its `/studio` path), for "Open in Studio" links outside Presentation. */
  studioUrl: string;
  /** The Studio workspace of the page's site (one per site, named by the site slug). */
  workspace: string;
}

const publishedId = (id: string) => id.replace(/^drafts\./, '');

/** The keyed array `field` of the item at `scope` (a block), for Presentation's optimistic order. */
export function editListFor(document: EditDocument, scope: ArrayPath, field: string): EditList {
  return { documentId: publishedId(document.id), arrayPath: [...scope, field] };
}

/**
 * The `data-sanity` attribute builder for one document, scoped to a path in it. Sanity's overlay
 * reads the published id (a draft is edited through it), so a `drafts.` prefix is dropped.
 */
export function editAttributeFor(document: EditDocument, scope: ArrayPath = []): EditAttribute {
  const attribute = createDataAttribute({
    id: publishedId(document.id),
    type: document.type,
    baseUrl: document.studioUrl,
    workspace: document.workspace,
    tool: 'presentation',
  }).scope(scope);
  return (path) => attribute(path ?? []);
}
