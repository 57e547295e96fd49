// Publishes scheduled releases at their `publishAt` (README "Releases"). One timer, set to the
// earliest due release and unref'd (it never keeps the process alive), re-armed after every commit
// that touches a release; an overdue release (the lake was stopped at its time) is published as
// soon as the lake starts. A publish refused (its documents fail validation) leaves the release
// scheduled with the reason in its `error`, as Sanity records it, and is not retried until the
// release is unscheduled or scheduled again.
import type { SanityDocument } from './document';
import { LakeError } from './errors';
import { isReleaseDocumentId, releaseDocumentId, RELEASE_TYPE } from './releases';
import type { Store } from './store';

/** setTimeout's longest delay (about 24.8 days); a later release re-arms when this fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;

const isDue = (release: SanityDocument): boolean =>
  release._type === RELEASE_TYPE && release.state === 'scheduled' && typeof release.publishAt === 'string' && release.error === undefined;

export class ReleaseScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly store: Store,
    private readonly identity: string,
    private readonly log: (line: string) => void,
  ) {
    this.unsubscribe = store.subscribe((commit) => {
      if (commit.changes.some((change) => isReleaseDocumentId(change.id))) this.arm();
    });
    this.arm();
  }

  /** The releases waiting for their time, earliest first. */
  private scheduled(): { releaseId: string; at: number }[] {
    const out: { releaseId: string; at: number }[] = [];
    for (const doc of this.store.all()) {
      if (isReleaseDocumentId(doc._id) && isDue(doc)) out.push({ releaseId: String(doc.name), at: Date.parse(String(doc.publishAt)) });
    }
    return out.sort((a, b) => a.at - b.at);
  }

  private arm(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const next = this.scheduled()[0];
    if (!next) return;
    const delay = Math.min(Math.max(next.at - Date.now(), 0), MAX_DELAY_MS);
    this.timer = setTimeout(() => void this.publishDue(), delay);
    this.timer.unref();
  }

  /** Publishes every release whose time has come, one transaction each. */
  private publishDue(): Promise<void> {
    this.running = this.running.then(async () => {
      for (const { releaseId, at } of this.scheduled()) {
        if (this.stopped || at > Date.now()) break;
        await this.publish(releaseId);
      }
      this.arm();
    });
    return this.running;
  }

  private async publish(releaseId: string): Promise<void> {
    try {
      await this.store.act([{ actionType: 'sanity.action.release.publish', releaseId }], { identity: this.identity, scheduledPublish: true });
      this.log(`lake: published scheduled release "${releaseId}"`);
    } catch (error) {
      const message = error instanceof LakeError ? error.message : String(error);
      this.log(`lake: scheduled release "${releaseId}" was not published: ${message}`);
      if (this.stopped) return;
      // Recorded on the release, where the Studio shows it; `isDue` skips it from now on.
      await this.store
        .transact([{ patch: { id: releaseDocumentId(releaseId), set: { error: { message } } } }], { identity: this.identity })
        .catch((recordError: unknown) => this.log(`lake: could not record the error on release "${releaseId}": ${String(recordError)}`));
    }
  }

  /** Stops the timer and waits for a publish in progress. */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.unsubscribe();
    await this.running;
  }
}
