// A release's activity (the Studio's Activity panel on a release page), as Sanity's events API
// serves it at /data/history/{dataset}/events/releases/{releaseId}: the release-level steps
// (created, scheduled, unscheduled, published, archived, unarchived) and documents added to or
// discarded from it, newest first. Derived from the history log, as the document events are
// (./history-events). Edits to the release's title or description are not events: the Studio
// builds those from the release document's transaction log.
import type { SanityDocument } from './document';
import { isObject } from './document';
import type { HistoryEntry } from './history';
import { publishedIdOf, releaseOf } from './ids';
import { releaseDocumentId } from './releases';

interface EventBase {
  timestamp: string;
  author: string;
  releaseName: string;
}
interface DocumentFields {
  documentId: string;
  documentType: string;
  versionId: string;
  versionRevisionId: string;
}
export type ReleaseEvent =
  | (EventBase & { type: 'createRelease'; change: { releaseType?: string; intendedPublishDate?: string } })
  | (EventBase & { type: 'scheduleRelease'; publishAt: string })
  | (EventBase & { type: 'unscheduleRelease' | 'publishRelease' | 'archiveRelease' | 'unarchiveRelease' })
  | (EventBase & DocumentFields & { type: 'addDocumentToRelease'; revisionId: string })
  | (EventBase & DocumentFields & { type: 'discardDocumentFromRelease' });

/** Whether history entry changes of `id` belong to release `releaseId`'s activity. */
export const concernsRelease = (releaseId: string) => (id: string): boolean => id === releaseDocumentId(releaseId) || releaseOf(id) === releaseId;

const stateOf = (release: SanityDocument | null): string | undefined => (release ? String(release.state) : undefined);

/** The release-level event a change of the release document is, if any. */
function releaseStep(base: EventBase, before: SanityDocument | null, after: SanityDocument | null): ReleaseEvent | undefined {
  const [was, now] = [stateOf(before), stateOf(after)];
  if (!before && after) {
    const metadata = isObject(after.metadata) ? after.metadata : {};
    const change = {
      ...(typeof metadata.releaseType === 'string' && { releaseType: metadata.releaseType }),
      ...(typeof metadata.intendedPublishAt === 'string' && { intendedPublishDate: metadata.intendedPublishAt }),
    };
    return { type: 'createRelease', ...base, change };
  }
  if (was === now || !now) return undefined;
  if (now === 'scheduled') return { type: 'scheduleRelease', ...base, publishAt: String(after?.publishAt ?? '') };
  if (now === 'published') return { type: 'publishRelease', ...base };
  if (now === 'archived') return { type: 'archiveRelease', ...base };
  if (now === 'active' && was === 'scheduled') return { type: 'unscheduleRelease', ...base };
  if (now === 'active' && was === 'archived') return { type: 'unarchiveRelease', ...base };
  return undefined;
}

/** The activity of release `releaseId` from the entries that touched it (oldest first), newest first. */
export function releaseEvents(releaseId: string, entries: readonly HistoryEntry[]): ReleaseEvent[] {
  const releaseDoc = releaseDocumentId(releaseId);
  const events: ReleaseEvent[] = [];
  for (const entry of entries) {
    const base = { timestamp: entry.timestamp, author: entry.author, releaseName: releaseId };
    const releaseChange = entry.changes.find((change) => change.id === releaseDoc);
    const step = releaseChange ? releaseStep(base, releaseChange.before, releaseChange.after) : undefined;
    if (step) events.push(step);
    // Versions removed by the release's own publish or archive are that step, not discards;
    // versions brought back by unarchive are that step, not additions.
    if (step && step.type !== 'createRelease') continue;
    for (const change of entry.changes) {
      if (releaseOf(change.id) !== releaseId) continue;
      const document = change.after ?? change.before;
      const fields = { documentId: publishedIdOf(change.id), documentType: String(document?._type ?? ''), versionId: change.id };
      if (!change.before && change.after) events.push({ type: 'addDocumentToRelease', ...base, ...fields, versionRevisionId: entry.id, revisionId: entry.id });
      else if (change.before && !change.after) events.push({ type: 'discardDocumentFromRelease', ...base, ...fields, versionRevisionId: change.before._rev ?? entry.id });
    }
  }
  return events.reverse();
}

/** Sanity pages events 100 at a time; the cursor here is the offset into the newest-first list. */
export const RELEASE_EVENTS_PAGE = 100;

export function releaseEventsPage(events: readonly ReleaseEvent[], search: URLSearchParams): { events: ReleaseEvent[]; nextCursor: string } {
  const limit = Math.min(Math.max(Number.parseInt(search.get('limit') ?? '', 10) || RELEASE_EVENTS_PAGE, 1), RELEASE_EVENTS_PAGE);
  const offset = Math.max(Number.parseInt(search.get('nextCursor') ?? '', 10) || 0, 0);
  const page = events.slice(offset, offset + limit);
  return { events: page, nextCursor: offset + limit < events.length ? String(offset + limit) : '' };
}
