// The Studio's document timeline ("Draft created", "Published", "Discarded draft", "Unpublished",
// "Deleted") comes from /data/history/{dataset}/events/documents/{id}: one event per lifecycle
// step of a document group (its published document and its draft). Plain edits are not events;
// the Studio builds its "Edited" entries from the transaction log. A non-empty list for a document
// that no longer exists is what makes the Studio say "This document has been deleted" and offer
// "Restore most recent revision".
import type { SanityDocument } from './document';
import { DRAFTS_PREFIX, publishedIdOf } from './ids';
import type { HistoryEntry } from './history';

export type DocumentEvent =
  | { type: 'createDocumentVersion'; timestamp: string; author: string; documentId: string; versionId: string; versionRevisionId: string; revisionId?: string }
  | { type: 'publishDocumentVersion'; timestamp: string; author: string; documentId: string; versionId: string; revisionId: string; versionRevisionId: string; publishCause: 'document.publish' }
  | { type: 'deleteDocumentVersion'; timestamp: string; author: string; documentId: string; versionId: string; versionRevisionId: string }
  | { type: 'unpublishDocument'; timestamp: string; author: string; documentId: string; versionId: string; versionRevisionId: string }
  | { type: 'deleteDocumentGroup'; timestamp: string; author: string; documentId: string };

/** The lifecycle events of the group of `anyId` (a draft or published id), newest first. */
export function documentEvents(anyId: string, entries: readonly HistoryEntry[]): DocumentEvent[] {
  const publishedId = publishedIdOf(anyId);
  const draftId = `${DRAFTS_PREFIX}${publishedId}`;
  // The group's state as the entries are replayed: a change's `before` fills in what history
  // did not see (documents written before history was kept).
  const state = new Map<string, SanityDocument | null>();
  const events: DocumentEvent[] = [];
  for (const entry of entries) {
    const published = entry.changes.find((change) => change.id === publishedId);
    const draft = entry.changes.find((change) => change.id === draftId);
    if (!published && !draft) continue;
    const before = (id: string, change: typeof published) => (change ? change.before : (state.get(id) ?? null));
    const after = (id: string, change: typeof published) => (change ? change.after : (state.get(id) ?? null));
    const draftBefore = before(draftId, draft);
    const draftAfter = after(draftId, draft);
    const publishedBefore = before(publishedId, published);
    const publishedAfter = after(publishedId, published);
    const base = { timestamp: entry.timestamp, author: entry.author, documentId: publishedId };

    if (!draftAfter && !publishedAfter) {
      if (draftBefore || publishedBefore) events.push({ type: 'deleteDocumentGroup', ...base });
    } else if (draftBefore && !draftAfter && published?.after) {
      events.push({ type: 'publishDocumentVersion', ...base, versionId: draftId, revisionId: entry.id, versionRevisionId: draftBefore._rev ?? entry.id, publishCause: 'document.publish' });
    } else if (draftBefore && !draftAfter) {
      events.push({ type: 'deleteDocumentVersion', ...base, versionId: draftId, versionRevisionId: draftBefore._rev ?? entry.id });
    } else if (publishedBefore && !publishedAfter) {
      events.push({ type: 'unpublishDocument', ...base, versionId: draftId, versionRevisionId: entry.id });
    } else if (!draftBefore && draftAfter) {
      events.push({ type: 'createDocumentVersion', ...base, versionId: draftId, versionRevisionId: entry.id });
    } else if (!publishedBefore && publishedAfter) {
      events.push({ type: 'createDocumentVersion', ...base, versionId: publishedId, versionRevisionId: entry.id, revisionId: entry.id });
    }
    if (published) state.set(publishedId, published.after);
    if (draft) state.set(draftId, draft.after);
  }
  return events.reverse();
}
