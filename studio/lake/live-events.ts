// The Live Content API's event stream (/data/live/events/{dataset}), approximated: `welcome`, then
// one `message` per committed transaction. The lake has no sync tags, so each message carries one
// tag that stands for everything ("s1:all"), and clients refetch what they show.
//
// What a stream hears (README.md "Who may use it, and how much"): without `includeDrafts`, only
// transactions that changed a document anonymous readers can see (published, on the root path), as
// on Sanity; the Studio's Presentation tool opens such a stream without a token.
// `includeDrafts=true` needs the token.
import { isPublishedId, isRootPathId } from './ids';
import type { LakeResponse } from './http';
import { sseFrame } from './listen';
import type { Commit, Store } from './store';

const isPublic = (id: string): boolean => isPublishedId(id) && isRootPathId(id);

export function serveLiveEvents(res: LakeResponse, store: Store, includeDrafts: boolean): void {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
  res.write(sseFrame('welcome', {}));
  const unsubscribe = store.subscribe((commit: Commit) => {
    if (res.writableEnded) return;
    if (!includeDrafts && !commit.changes.some((change) => isPublic(change.id))) return;
    res.write(sseFrame('message', { id: commit.transactionId, tags: ['s1:all'] }, commit.transactionId));
  });
  const keepAlive = setInterval(() => !res.writableEnded && res.write(': keep-alive\n\n'), 15_000);
  keepAlive.unref();
  res.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
}
