// The dataset: documents in memory, made durable on disk.
//
// Durability rule: a transaction is acknowledged only after its effect is appended to
// transactions.ndjson and fsynced. On start the lake loads the documents.ndjson snapshot, replays
// the log over it, writes a fresh snapshot (temp file + rename) and empties the log. Log lines hold
// whole resulting documents and deleted ids, so replaying a line twice (a crash between the rename
// and the truncation) changes nothing. A torn last line is a transaction that was never
// acknowledged: it is dropped with a warning. A bad line anywhere else means the files were damaged,
// and the lake refuses to start rather than silently lose data.
import { constants as fsConstants } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { isDocument, type SanityDocument } from './document';
import { isRootPathId, randomKey } from './ids';
import { applyActions } from './actions';
import type { HistoryLog } from './history';
import { applyTransaction, type TransactionOptions, type TransactionOutcome } from './mutations';
import { applyPerspective, perspectiveKey, type Perspective } from './perspectives';
import type { ReleaseContext, ValidateDocuments } from './releases';

export interface StoreOptions {
  projectId: string;
  dataset: string;
  log: (line: string) => void;
  /** Compact the log into the snapshot once it grows past this many bytes. */
  compactAfterBytes?: number;
  /** Where every commit (seeding included) is also recorded, for /data/history. */
  history?: HistoryLog;
  /** Checks the documents a release publishes (./releases); problems refuse the publish. */
  validate?: ValidateDocuments;
  /** Active releases the dataset may have at once (./releases). */
  activeReleaseLimit?: number;
}

export interface TransactOptions {
  transactionId?: string;
  dryRun?: boolean;
  autoGenerateArrayKeys?: boolean;
  /** Identity recorded on listener events. */
  identity?: string;
  /** False for internal writes (seeding) that listeners and webhooks should not hear about. */
  notify?: boolean;
  /** The lake's scheduler publishing a scheduled release (./release-scheduler); never from HTTP. */
  scheduledPublish?: boolean;
}

export interface Commit extends TransactionOutcome {
  identity: string;
}

type Apply = (options: TransactionOptions) => Promise<TransactionOutcome>;

interface LogEntry {
  transactionId: string;
  timestamp: string;
  put: SanityDocument[];
  delete: string[];
}

const SNAPSHOT = 'documents.ndjson';
const LOG = 'transactions.ndjson';
const LOCK = 'lake.pid';
/** Data directories opened by this process (the pid file cannot tell two of them apart). */
const openHere = new Set<string>();

export class Store {
  private readonly docs = new Map<string, SanityDocument>();
  private readonly views = new Map<string, SanityDocument[]>();
  private readonly subscribers = new Set<(commit: Commit) => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private logHandle: FileHandle | undefined;
  private logBytes = 0;
  /** True when this start found neither snapshot nor log: the only time seed files are loaded. */
  fresh = false;

  private constructor(
    readonly dataDir: string,
    private readonly options: StoreOptions,
  ) {}

  static async open(dataDir: string, options: StoreOptions): Promise<Store> {
    await mkdir(dataDir, { recursive: true });
    const store = new Store(dataDir, options);
    await store.lock();
    try {
      await store.recover();
    } catch (error) {
      await store.unlock();
      throw error;
    }
    return store;
  }

  get size(): number {
    return this.docs.size;
  }

  get(id: string): SanityDocument | undefined {
    return this.docs.get(id);
  }

  all(): IterableIterator<SanityDocument> {
    return this.docs.values();
  }

  /**
   * The documents a query sees under `perspective`, cached until the next commit. Anonymous
   * readers see root-path documents only, as on Sanity (see isRootPathId).
   */
  view(perspective: Perspective, anonymous = false): SanityDocument[] {
    const key = `${perspectiveKey(perspective)}${anonymous ? '|anonymous' : ''}`;
    let docs = this.views.get(key);
    if (!docs) {
      const visible = anonymous ? [...this.docs.values()].filter((doc) => isRootPathId(doc._id)) : this.docs.values();
      docs = applyPerspective(visible, perspective);
      this.views.set(key, docs);
    }
    return docs;
  }

  /** Calls `listener` after every durable, non-silent commit. */
  subscribe(listener: (commit: Commit) => void): () => void {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  }

  /**
   * Runs `mutations` as one atomic transaction. Transactions run one at a time, so each sees
   * the result of the previous one; the promise resolves once the commit is on disk.
   */
  transact(mutations: unknown, options: TransactOptions = {}): Promise<Commit> {
    return this.enqueue((txOptions) => applyTransaction(this, mutations, txOptions), options);
  }

  /** Like transact, for a list of Actions API actions. */
  act(actions: unknown, options: TransactOptions = {}): Promise<Commit> {
    const context: ReleaseContext = {
      now: () => Date.now(),
      validate: this.options.validate,
      activeReleaseLimit: this.options.activeReleaseLimit,
      lastRevision: (id) => this.options.history?.lastRevision(id, this.docs.get(id))?.document,
      scheduledPublish: options.scheduledPublish,
    };
    return this.enqueue((txOptions) => applyActions(this, actions, txOptions, context), options);
  }

  private enqueue(apply: Apply, options: TransactOptions): Promise<Commit> {
    const run = this.queue.then(() => this.runTransaction(apply, options));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runTransaction(apply: Apply, options: TransactOptions): Promise<Commit> {
    const outcome = await apply({
      transactionId: options.transactionId ?? randomKey(),
      timestamp: new Date().toISOString(),
      autoGenerateArrayKeys: options.autoGenerateArrayKeys,
      projectId: this.options.projectId,
      dataset: this.options.dataset,
    });
    const commit: Commit = { ...outcome, identity: options.identity ?? '' };
    if (options.dryRun || outcome.changes.length === 0) return commit;

    const entry: LogEntry = { transactionId: outcome.transactionId, timestamp: outcome.timestamp, put: [], delete: [] };
    for (const change of outcome.changes) {
      if (change.after) entry.put.push(change.after);
      else entry.delete.push(change.id);
    }
    await this.appendToLog(entry);
    this.applyEntry(entry);
    // The commit stands once it is in the log; a history that cannot be written loses one entry.
    await this.options.history
      ?.record({ id: outcome.transactionId, timestamp: outcome.timestamp, author: commit.identity, changes: outcome.changes.map(({ id, before, after }) => ({ id, before, after })) })
      .catch((error: unknown) => this.options.log(`lake: history not recorded for ${outcome.transactionId}: ${String(error)}`));

    if (options.notify !== false) {
      for (const subscriber of this.subscribers) {
        try {
          subscriber(commit);
        } catch (error) {
          this.options.log(`lake: commit subscriber failed: ${String(error)}`);
        }
      }
    }
    if (this.logBytes > (this.options.compactAfterBytes ?? 32 * 1024 * 1024)) await this.compact();
    return commit;
  }

  private applyEntry(entry: LogEntry): void {
    for (const doc of entry.put) this.docs.set(doc._id, doc);
    for (const id of entry.delete) this.docs.delete(id);
    this.views.clear();
  }

  private async appendToLog(entry: LogEntry): Promise<void> {
    const handle = this.logHandle ?? (this.logHandle = await open(path.join(this.dataDir, LOG), 'a', 0o600));
    const line = `${JSON.stringify(entry)}\n`;
    try {
      await handle.appendFile(line, 'utf8');
      await handle.datasync();
    } catch (error) {
      // Cut off a partial line (disk full...) so that later lines do not follow a damaged one.
      await handle.truncate(this.logBytes).catch(() => undefined);
      throw error;
    }
    this.logBytes += Buffer.byteLength(line);
  }

  private async recover(): Promise<void> {
    const snapshotPath = path.join(this.dataDir, SNAPSHOT);
    const logPath = path.join(this.dataDir, LOG);
    const snapshot = await readOptional(snapshotPath);
    const log = await readOptional(logPath);
    this.fresh = snapshot === undefined && log === undefined;

    if (snapshot !== undefined) {
      for (const [index, line] of lines(snapshot)) {
        let doc: unknown;
        try {
          doc = JSON.parse(line);
        } catch {
          throw new Error(`${snapshotPath}:${index + 1} is not valid JSON; refusing to start on a damaged snapshot`);
        }
        if (!isDocument(doc)) throw new Error(`${snapshotPath}:${index + 1} is not a document with an _id`);
        this.docs.set(doc._id, doc);
      }
    }

    let replayed = 0;
    if (log !== undefined) {
      const entries = lines(log);
      for (const [position, [index, line]] of entries.entries()) {
        const isLast = position === entries.length - 1;
        let entry: LogEntry;
        try {
          entry = JSON.parse(line) as LogEntry;
          if (!Array.isArray(entry.put) || !Array.isArray(entry.delete)) throw new Error('not a log entry');
        } catch {
          // A crash while appending leaves a partial last line; that transaction was never acknowledged.
          if (isLast && !log.endsWith('\n')) {
            this.options.log(`lake: ignoring torn last line ${index + 1} of ${logPath} (a write interrupted by a crash)`);
            continue;
          }
          throw new Error(`${logPath}:${index + 1} is damaged; refusing to start (move the file away to start without it)`);
        }
        this.applyEntry(entry);
        replayed++;
      }
    }

    // Fold the log into a fresh snapshot so the next start has nothing to replay.
    if (this.fresh || replayed > 0 || (log !== undefined && log.length > 0)) await this.compact();
    this.options.log(
      `lake: ${this.docs.size} documents loaded from ${this.dataDir}` + (replayed ? ` (${replayed} logged transactions replayed)` : ''),
    );
  }

  /** Writes all documents to a new snapshot, then empties the log. */
  private async compact(): Promise<void> {
    const snapshotPath = path.join(this.dataDir, SNAPSHOT);
    const temp = `${snapshotPath}.${process.pid}.tmp`;
    const handle = await open(temp, 'w', 0o600);
    try {
      let chunk = '';
      for (const doc of this.docs.values()) {
        chunk += `${JSON.stringify(doc)}\n`;
        if (chunk.length > 1 << 20) {
          await handle.write(chunk);
          chunk = '';
        }
      }
      await handle.write(chunk);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, snapshotPath);
    await syncDirectory(this.dataDir);
    // Only now is the log redundant.
    await this.logHandle?.close();
    this.logHandle = undefined;
    await writeFile(path.join(this.dataDir, LOG), '', { mode: 0o600 });
    await syncFile(path.join(this.dataDir, LOG));
    this.logBytes = 0;
  }

  /** One process per data directory: two writers would interleave their logs. */
  private async lock(): Promise<void> {
    const lockPath = path.join(this.dataDir, LOCK);
    const dir = path.resolve(this.dataDir);
    if (openHere.has(dir)) throw new Error(`${this.dataDir} is already open in this process`);
    const owner = Number((await readOptional(lockPath))?.trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new Error(`${this.dataDir} is in use by another lake (pid ${owner}); stop it or use another LAKE_DATA_DIR`);
    }
    await writeFile(lockPath, `${process.pid}\n`, { mode: 0o600 });
    openHere.add(dir);
  }

  private async unlock(): Promise<void> {
    await rm(path.join(this.dataDir, LOCK), { force: true });
    openHere.delete(path.resolve(this.dataDir));
  }

  /** Waits for queued transactions, then releases files. */
  async close(): Promise<void> {
    await this.queue;
    await this.logHandle?.close();
    this.logHandle = undefined;
    await this.options.history?.close();
    this.subscribers.clear();
    await this.unlock();
  }
}

function lines(text: string): [number, string][] {
  return text
    .split('\n')
    .map((line, index): [number, string] => [index, line])
    .filter(([, line]) => line.trim() !== '');
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a rename durable (POSIX needs the directory entry synced). */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, fsConstants.O_RDONLY);
    await handle.sync();
  } catch {
    // Some platforms and filesystems cannot fsync a directory; the rename itself is still atomic.
  } finally {
    await handle?.close();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
