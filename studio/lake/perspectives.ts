// Perspectives: which documents a query sees. groq-js knows nothing about them, so the lake
// builds the dataset a query runs over. Semantics follow Sanity's docs:
//   raw        every document, drafts and versions side by side
//   published  only documents without a `drafts.`/`versions.`/`_.` prefix (default since API v2025-02-19)
//   drafts     (alias previewDrafts) each document's draft if it has one, else the published one,
//              shown under the published `_id` with the stored id in `_originalId`
//   r1,r2,...  a release stack: versions of r1 over r2 over ... (`drafts` may be one of the layers)
//              over the published document, shown the same way as `drafts`
import type { SanityDocument } from './document';
import { badRequest } from './errors';
import { isDraftId, isSystemId, isVersionId, publishedIdOf, releaseOf } from './ids';

export type Perspective =
  | { kind: 'raw' }
  | { kind: 'published' }
  | { kind: 'stack'; layers: string[] }; // highest priority first; 'drafts' or a release name

/** The API version from which an absent perspective means `published` rather than `raw`. */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19';

/** Parses the `perspective` query parameter; `apiVersion` is 'X' of the `/vX/` path prefix. */
export function parsePerspective(value: string | null, apiVersion: string): Perspective {
  if (value === null || value === '') {
    const dated = /^\d{4}-\d{2}-\d{2}$/.test(apiVersion);
    return dated && apiVersion >= PUBLISHED_BY_DEFAULT_FROM ? { kind: 'published' } : { kind: 'raw' };
  }
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  if (names.length === 1 && names[0] === 'raw') return { kind: 'raw' };
  if (names.includes('raw')) throw badRequest('The raw perspective can not be combined with other perspectives');
  const layers = names
    .map((name) => (name === 'previewDrafts' ? 'drafts' : name))
    .filter((name) => name !== 'published'); // published is always the bottom layer
  for (const layer of layers) {
    if (!/^[a-zA-Z0-9_-]+$/.test(layer)) throw badRequest(`Invalid perspective "${layer}"`);
  }
  return layers.length === 0 ? { kind: 'published' } : { kind: 'stack', layers };
}

/** Whether a perspective exposes unpublished content, which only token holders may read. */
export const exposesUnpublished = (perspective: Perspective): boolean => perspective.kind !== 'published';

export const perspectiveKey = (perspective: Perspective): string =>
  perspective.kind === 'stack' ? perspective.layers.join(',') : perspective.kind;

/** The documents a query with this perspective runs over. Returned objects may be shared: never mutate them. */
export function applyPerspective(documents: Iterable<SanityDocument>, perspective: Perspective): SanityDocument[] {
  if (perspective.kind === 'raw') return [...documents];
  if (perspective.kind === 'published') {
    const out: SanityDocument[] = [];
    // System documents (`_.releases.*`) are not content: never in the published perspective.
    for (const doc of documents) if (!isDraftId(doc._id) && !isVersionId(doc._id) && !isSystemId(doc._id)) out.push(doc);
    return out;
  }
  const { layers } = perspective;
  const bottom = layers.length;
  // For every published id keep the document from the highest-priority layer that has one.
  const best = new Map<string, { rank: number; doc: SanityDocument }>();
  for (const doc of documents) {
    const rank = isDraftId(doc._id)
      ? layers.indexOf('drafts')
      : isVersionId(doc._id)
        ? layers.indexOf(releaseOf(doc._id) ?? '')
        : bottom;
    if (rank === -1) continue; // a draft or version of a layer not in the stack
    const id = publishedIdOf(doc._id);
    const current = best.get(id);
    if (!current || rank < current.rank) best.set(id, { rank, doc });
  }
  return [...best.entries()].map(([id, { doc }]) => ({ ...doc, _id: id, _originalId: doc._id }));
}
