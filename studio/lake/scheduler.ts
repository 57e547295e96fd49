// Publishes scheduled releases when their time comes (lake README "Content Releases"). Its only
// state is the release documents, so a lake that was stopped at the time publishes an overdue
// release on its first tick after start. A tick every second rather than one timer per release:
// setTimeout cannot wait longer than 24.8 days, and a schedule can be months ahead.
import type { Store } from './store';
import { RELEASE_TYPE, SCHEDULE_FAILED_ACTION } from './releases';

/** The identity scheduled publishes are recorded under: one the Studio knows as the system's. */
export const SCHEDULER_IDENTITY = '<system>';

export interface SchedulerOptions {
  /** The clock; tests pass their own. */
  now?: () => number;
  intervalMs?: number;
  log: (line: string) => void;
}

export class ReleaseScheduler {
  private timer: NodeJS.Timeout | undefined;
  /** Releases whose publish is under way, so a slow publish is not started twice. */
  private readonly inFlight = new Set<string>();
  private readonly now: () => number;

  constructor(
    private readonly store: Store,
    private readonly options: SchedulerOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Runs a first tick at once (overdue releases), then one per interval. */
  start(): Promise<string[]> {
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? 1000);
    this.timer.unref();
    return this.tick();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The names of the scheduled releases whose time has come. */
  due(): string[] {
    const now = this.now();
    const names: string[] = [];
    for (const doc of this.store.all()) {
      if (doc._type !== RELEASE_TYPE || doc.state !== 'scheduled' || typeof doc.name !== 'string') continue;
      const at = typeof doc.publishAt === 'string' ? Date.parse(doc.publishAt) : Number.NaN;
      if (at <= now) names.push(doc.name);
    }
    return names;
  }

  /** Publishes every due release, each in its own transaction; resolves with those published. */
  async tick(): Promise<string[]> {
    const published: string[] = [];
    for (const releaseId of this.due()) {
      if (this.inFlight.has(releaseId)) continue;
      this.inFlight.add(releaseId);
      try {
        await this.store.act([{ actionType: 'sanity.action.release.publish', releaseId }], { identity: SCHEDULER_IDENTITY });
        published.push(releaseId);
        this.options.log(`lake: published scheduled release "${releaseId}"`);
      } catch (error) {
        // The release goes back to active with the reason, which the Studio shows on it.
        const message = error instanceof Error ? error.message : String(error);
        this.options.log(`lake: scheduled release "${releaseId}" could not be published: ${message}`);
        await this.store
          .act([{ actionType: SCHEDULE_FAILED_ACTION, releaseId, message }], { identity: SCHEDULER_IDENTITY, internal: true })
          .catch((failure: unknown) => this.options.log(`lake: could not record the failure of release "${releaseId}": ${String(failure)}`));
      } finally {
        this.inFlight.delete(releaseId);
      }
    }
    return published;
  }
}
