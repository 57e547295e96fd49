// Document history, as the Studio reads it from /data/history: every committed transaction with
// each touched document's state before and after, kept in history.ndjson next to the dataset.
// Unlike transactions.ndjson (folded into the snapshot on every start) this log is never emptied,
// so a document another editor deleted can be restored, and the Studio's timeline shows who
// created, edited, published and deleted what. A torn last line (a crash mid-append) is dropped:
// history is written after the transaction is durable, so at worst one entry is missing.
import { open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { SanityDocument } from './document';

export interface HistoryChange {
  id: string;
  before: SanityDocument | null;
  after: SanityDocument | null;
}

export interface HistoryEntry {
  /** The transaction id, which is also the `_rev` of every document it wrote. */
  id: string;
  timestamp: string;
  author: string;
  changes: HistoryChange[];
}

/** One row of /data/history/{dataset}/transactions/{ids}, with whole-document mendoza effects. */
export interface TransactionRow {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  effects: Record<string, { apply: unknown[]; revert: unknown[] }>;
  mutations: unknown[];
}

export interface TransactionRange {
  /** Inclusive; absent or unknown means from the first entry. */
  fromTransaction?: string | null;
  /** Inclusive; absent or unknown means up to the newest. */
  toTransaction?: string | null;
  /** Newest first. */
  reverse?: boolean;
  limit?: number;
}

const FILE = 'history.ndjson';

export class HistoryLog {
  private readonly entries: HistoryEntry[] = [];
  private readonly indexOf = new Map<string, number>();
  /** Each document's state after the newest entry that touched it (null: deleted). */
  private readonly latest = new Map<string, SanityDocument | null>();
  private handle: FileHandle | undefined;

  private constructor(private readonly file: string, private readonly log: (line: string) => void) {}

  static async open(dataDir: string, log: (line: string) => void): Promise<HistoryLog> {
    const history = new HistoryLog(path.join(dataDir, FILE), log);
    let text = '';
    try {
      text = await readFile(history.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // Cut a torn last line off, so that the next entry starts on a line of its own.
    const complete = text.lastIndexOf('\n') + 1;
    if (complete < text.length) {
      log(`lake: dropping a torn last line of ${history.file} (a write interrupted by a crash)`);
      await truncate(history.file, complete);
      text = text.slice(0, complete);
    }
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (!line.trim()) return;
      try {
        history.add(JSON.parse(line) as HistoryEntry);
      } catch {
        log(`lake: history line ${index + 1} of ${history.file} is unreadable; skipped`);
      }
    });
    return history;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Appends one committed transaction. */
  async record(entry: HistoryEntry): Promise<void> {
    if (entry.changes.length === 0) return;
    // On disk a change leaves out `before` when it is the state history already holds for that
    // document (nearly always), which halves the file; add() puts it back from memory.
    const stored = {
      ...entry,
      changes: entry.changes.map((change) => (this.knowsStateBefore(change) ? { id: change.id, after: change.after } : change)),
    };
    this.handle ??= await open(this.file, 'a', 0o600);
    await this.handle.appendFile(`${JSON.stringify(stored)}\n`, 'utf8');
    await this.handle.datasync();
    this.add(entry);
  }

  async close(): Promise<void> {
    await this.handle?.close();
    this.handle = undefined;
  }

  /** Entries that touched any of `ids`, oldest first. */
  entriesFor(ids: readonly string[]): HistoryEntry[] {
    const wanted = new Set(ids);
    return this.entriesWhere((id) => wanted.has(id));
  }

  /** Entries that touched a document whose id passes `test`, oldest first. */
  entriesWhere(test: (id: string) => boolean): HistoryEntry[] {
    return this.entries.filter((entry) => entry.changes.some((change) => test(change.id)));
  }

  /** The transaction log of `ids` over a range, as the Studio's "Edited" entries and diffs read it. */
  transactions(ids: readonly string[], range: TransactionRange = {}): TransactionRow[] {
    const from = range.fromTransaction ? this.indexOf.get(range.fromTransaction) : undefined;
    const to = range.toTransaction ? this.indexOf.get(range.toTransaction) : undefined;
    const wanted = new Set(ids);
    const rows: TransactionRow[] = [];
    for (let index = from ?? 0; index <= (to ?? this.entries.length - 1); index++) {
      const entry = this.entries[index];
      if (!entry) continue;
      const touched = entry.changes.filter((change) => wanted.has(change.id));
      if (touched.length === 0) continue;
      rows.push({
        id: entry.id,
        timestamp: entry.timestamp,
        author: entry.author,
        documentIDs: touched.map((change) => change.id),
        effects: Object.fromEntries(touched.map((change) => [change.id, { apply: wholeDocument(change.after), revert: wholeDocument(change.before) }])),
        mutations: [],
      });
    }
    if (range.reverse) rows.reverse();
    return range.limit && range.limit > 0 ? rows.slice(0, range.limit) : rows;
  }

  /**
   * The document `id` as it was just after transaction `revision` (its `_rev` is the transaction
   * that wrote that state), or undefined if it did not exist then or the revision is unknown.
   */
  atRevision(id: string, revision: string, current: SanityDocument | undefined): SanityDocument | undefined {
    const index = this.indexOf.get(revision);
    if (index === undefined) return current?._rev === revision ? current : undefined;
    return this.stateAt(id, index, current);
  }

  /** The document `id` as it was at `time` (ISO), or undefined. */
  atTime(id: string, time: string, current: SanityDocument | undefined): SanityDocument | undefined {
    const at = Date.parse(time);
    if (Number.isNaN(at)) return undefined;
    let index = -1;
    for (let i = 0; i < this.entries.length && Date.parse(this.entries[i]?.timestamp ?? '') <= at; i++) index = i;
    return index < 0 ? undefined : this.stateAt(id, index, current);
  }

  /** The last state `id` had: what it is now, or, if deleted, what it was just before. */
  lastRevision(id: string, current: SanityDocument | undefined): { document: SanityDocument; timestamp: string } | undefined {
    if (current) return { document: current, timestamp: current._updatedAt ?? '' };
    for (let index = this.entries.length - 1; index >= 0; index--) {
      const entry = this.entries[index];
      const change = entry?.changes.find((candidate) => candidate.id === id);
      if (!entry || !change) continue;
      const document = change.after ?? change.before;
      if (document) return { document, timestamp: entry.timestamp };
    }
    return undefined;
  }

  private stateAt(id: string, index: number, current: SanityDocument | undefined): SanityDocument | undefined {
    for (let i = index; i >= 0; i--) {
      const change = this.entries[i]?.changes.find((candidate) => candidate.id === id);
      if (change) return change.after ?? undefined;
    }
    // Not touched up to there: its state is the "before" of its first later change, if any.
    for (let i = index + 1; i < this.entries.length; i++) {
      const change = this.entries[i]?.changes.find((candidate) => candidate.id === id);
      if (change) return change.before ?? undefined;
    }
    return current;
  }

  private knowsStateBefore(change: HistoryChange): boolean {
    return this.latest.has(change.id) && (this.latest.get(change.id)?._rev ?? null) === (change.before?._rev ?? null);
  }

  private add(entry: HistoryEntry): void {
    if (typeof entry?.id !== 'string' || !Array.isArray(entry.changes)) throw new Error('not a history entry');
    for (const change of entry.changes) {
      // Shared with the previous entry's `after`: one copy of each revision in memory.
      if (change.before === undefined || this.knowsStateBefore(change)) change.before = this.latest.get(change.id) ?? null;
      this.latest.set(change.id, change.after);
    }
    this.indexOf.set(entry.id, this.entries.length);
    this.entries.push(entry);
  }
}

/**
 * A mendoza patch that replaces the whole document (op 0: "the result is this value"), without
 * `_rev`, as the listener sends it. Exact, if larger than the minimal patches Sanity computes.
 */
export function wholeDocument(document: Record<string, unknown> | null | undefined): unknown[] {
  if (!document) return [0, null];
  const { _rev: _omitted, ...rest } = document;
  return [0, rest];
}
