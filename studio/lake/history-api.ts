// /data/history/{dataset}/...: the read side of document history the Studio uses (Sanity's
// events API, its default timeline):
//   events/documents/{id}            lifecycle events of the document group, newest first
//   events/releases/{releaseId}      a release's activity, newest first, 100 a page (./release-events)
//   transactions/{id,id...}          the transaction log as NDJSON, with whole-document effects
//   documents/{id,id...}?revision=R  each document as it was just after transaction R
//                      ?time=T       ... at time T
//                      ?lastRevision=true  its last state, even if deleted (the Studio's Restore)
import { badRequest, notFound } from './errors';
import { documentEvents } from './history-events';
import { concernsRelease, releaseEvents, releaseEventsPage } from './release-events';
import type { HistoryLog, TransactionRow } from './history';
import type { SanityDocument } from './document';
import { DRAFTS_PREFIX, isDraftId, publishedIdOf } from './ids';

export type HistoryAnswer = { json: unknown } | { ndjson: TransactionRow[] };

export function answerHistory(history: HistoryLog, current: (id: string) => SanityDocument | undefined, path: readonly string[], search: URLSearchParams): HistoryAnswer {
  const [kind, ...rest] = path;
  if (kind === 'events' && rest[0] === 'documents' && rest.length === 2) {
    const id = decode(rest[1] ?? '')[0] ?? '';
    const publishedId = publishedIdOf(id);
    const events = documentEvents(id, history.entriesFor([publishedId, `${DRAFTS_PREFIX}${publishedId}`]));
    return { json: { events: { [id]: events }, nextCursor: '' } };
  }
  if (kind === 'events' && rest[0] === 'releases' && rest.length === 2) {
    const releaseId = decode(rest[1] ?? '')[0] ?? '';
    return { json: releaseEventsPage(releaseEvents(releaseId, history.entriesWhere(concernsRelease(releaseId))), search) };
  }
  if (kind === 'transactions' && rest.length === 1) {
    const limit = Number(search.get('limit') ?? '');
    return {
      ndjson: history.transactions(decode(rest[0] ?? ''), {
        fromTransaction: search.get('fromTransaction'),
        toTransaction: search.get('toTransaction'),
        reverse: search.get('reverse') === 'true',
        limit: Number.isInteger(limit) && limit > 0 ? limit : undefined,
      }),
    };
  }
  if (kind === 'documents' && rest.length === 1) {
    const ids = decode(rest[0] ?? '');
    const revision = search.get('revision');
    const time = search.get('time');
    if (search.get('lastRevision') === 'true') return { json: { documents: lastRevisions(history, current, ids) } };
    if (revision) return { json: { documents: present(ids.map((id) => history.atRevision(id, revision, current(id)))) } };
    if (time) return { json: { documents: present(ids.map((id) => history.atTime(id, time, current(id)))) } };
    throw badRequest('Ask for a revision (?revision=), a time (?time=) or the last revision (?lastRevision=true)');
  }
  throw notFound(`No such history endpoint: ${path.join('/')}`);
}

/**
 * Each document's last state. The Studio restores the draft when both come back, so a draft that
 * was published (or discarded) before its published document last changed is left out: restoring
 * it would bring back older content than the editor last saw.
 */
function lastRevisions(history: HistoryLog, current: (id: string) => SanityDocument | undefined, ids: readonly string[]): SanityDocument[] {
  const found = ids.map((id) => ({ id, last: history.lastRevision(id, current(id)) }));
  return found
    .filter(({ id, last }) => {
      if (!last || !isDraftId(id) || current(id)) return Boolean(last);
      const published = found.find((other) => other.id === publishedIdOf(id))?.last;
      return !published || published.timestamp <= last.timestamp;
    })
    .map(({ last }) => last!.document);
}

function present(documents: (SanityDocument | undefined)[]): SanityDocument[] {
  return documents.filter((document): document is SanityDocument => document !== undefined);
}

function decode(list: string): string[] {
  try {
    return list.split(',').map((id) => decodeURIComponent(id)).filter(Boolean);
  } catch {
    throw badRequest('Document ids are not valid URL encoding');
  }
}
