// The listener endpoint's event model: server-sent events, `welcome` on connect, then one
// `mutation` event per committed document change that matches the listener's GROQ filter, judged
// on the document before and after the change (appear / update / disappear). previousRev/resultRev
// chain exactly, because the Studio's document buffer rebases on them.
import { isRootPathId, isVersionId, randomKey, releaseOf } from './ids';
import { wholeDocument } from './history';
import { matchesFilter, type GroqTree, type Params } from './query';
import type { Commit } from './store';

/** Where a listener's events go: an open SSE response. */
export interface EventSink {
  write(chunk: string): void;
  end(): void;
}

export interface ListenerSpec {
  filter: GroqTree;
  params: Params;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  /** The releases of a `perspective=rX,drafts` listener: it hears their versions too. */
  releases: readonly string[];
  /** `effectFormat=mendoza`: each event carries patches that turn the previous revision into the next and back. */
  mendozaEffects: boolean;
  /** Token holders see everything; everyone else only root-path documents (no drafts). */
  authorized: boolean;
}

interface Listener extends ListenerSpec {
  sink: EventSink;
  name: string;
}

export interface MutationEvent {
  eventId: string;
  documentId: string;
  transactionId: string;
  transition: 'update' | 'appear' | 'disappear';
  identity: string;
  mutations?: Record<string, unknown>[];
  previousRev?: string;
  resultRev: string;
  timestamp: string;
  visibility: 'query';
  result?: Record<string, unknown>;
  previous?: Record<string, unknown>;
  effects?: { apply: unknown[]; revert: unknown[] };
  transactionTotalEvents: number;
  transactionCurrentEvent: number;
}

/** One SSE frame. Every `data` is JSON: @sanity/client JSON.parses every event it receives. */
export const sseFrame = (event: string, data: unknown, id?: string): string =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class ListenerHub {
  private readonly listeners = new Set<Listener>();
  private readonly keepAlive: NodeJS.Timeout;
  /** Commits are published one after the other so events keep transaction order. */
  private publishing: Promise<void> = Promise.resolve();

  constructor(keepAliveMs = 15_000) {
    // A comment line keeps proxies and idle timeouts from closing quiet streams.
    this.keepAlive = setInterval(() => this.broadcast(': keep-alive\n\n'), keepAliveMs);
    this.keepAlive.unref();
  }

  /** Registers a listener and sends its `welcome`; returns the function that removes it. */
  add(spec: ListenerSpec, sink: EventSink): () => void {
    const listener: Listener = { ...spec, sink, name: randomKey() };
    this.listeners.add(listener);
    sink.write(sseFrame('welcome', { listenerName: listener.name }));
    return () => this.listeners.delete(listener);
  }

  publish(commit: Commit): Promise<void> {
    this.publishing = this.publishing.then(() => this.deliver(commit)).catch(() => undefined);
    return this.publishing;
  }

  private async deliver(commit: Commit): Promise<void> {
    for (const listener of [...this.listeners]) {
      const events: Omit<MutationEvent, 'transactionTotalEvents' | 'transactionCurrentEvent'>[] = [];
      for (const change of commit.changes) {
        if (!listener.authorized && !isRootPathId(change.id)) continue;
        if (isVersionId(change.id) && !listener.includeAllVersions && !listener.releases.includes(releaseOf(change.id) ?? '')) continue;
        const [wasIn, isIn] = await Promise.all([
          matchesFilter(listener.filter, change.before, listener.params),
          matchesFilter(listener.filter, change.after, listener.params),
        ]);
        if (!wasIn && !isIn) continue;
        events.push({
          eventId: `${commit.transactionId}#${change.id}`,
          documentId: change.id,
          transactionId: commit.transactionId,
          transition: wasIn && isIn ? 'update' : isIn ? 'appear' : 'disappear',
          identity: commit.identity,
          ...(listener.includeMutations ? { mutations: change.mutations } : {}),
          ...(change.before?._rev ? { previousRev: change.before._rev } : {}),
          resultRev: change.after?._rev ?? commit.transactionId,
          timestamp: commit.timestamp,
          visibility: 'query',
          ...(listener.includeResult && change.after ? { result: change.after } : {}),
          ...(listener.includePreviousRevision && change.before ? { previous: change.before } : {}),
          ...(listener.mendozaEffects ? { effects: { apply: wholeDocument(change.after), revert: wholeDocument(change.before) } } : {}),
        });
      }
      events.forEach((event, index) => {
        const full: MutationEvent = { ...event, transactionTotalEvents: events.length, transactionCurrentEvent: index + 1 };
        listener.sink.write(sseFrame('mutation', full, full.eventId));
      });
    }
  }

  private broadcast(chunk: string): void {
    for (const listener of this.listeners) listener.sink.write(chunk);
  }

  /** Ends every stream (on shutdown). */
  close(): void {
    clearInterval(this.keepAlive);
    for (const listener of this.listeners) listener.sink.end();
    this.listeners.clear();
  }
}
