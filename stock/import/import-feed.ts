import type { DatabaseExecutor } from '@dealer/db';
import { findSiteDefinition, siteDefinitions } from '@dealer/tenants';
import { parseCar, type Car } from '../car/car';
import { createCarRepository } from '../db/repository';
import type { FeedImportErrorEntry } from '../db/schema';
import type { FeedRow } from './read-feed';
import { malformedTextReason } from '../text/storable-text';

/**
 * The feed importer (§3 Car rows in, stored cars out). One function for both ways in: the CLI
 * when the web app is not running, and the web app's import route when it is (PGlite is
 * single-process, so whoever holds the database does the writing).
 *
 * Rules: every row is validated (parseCar, the site's dealerships, unique ids and slugs, ids that
 * belong to another site); good rows are upserted by id in batches, one transaction per batch;
 * bad rows are reported with their line and reasons and touch nothing. Cars missing from the
 * feed are removed only for a full import without a single rejected row.
 */

export type RowError = FeedImportErrorEntry;

/** The site being imported for: a slug from the registry, or its dealerships stated directly. */
export type ImportSite = string | { slug: string; dealerships: readonly ({ slug: string } | string)[] };

export interface AfterImportEvent {
  site: string;
  changedIds: string[];
  removedIds: string[];
}
/** Runs after a successful import: update the search index, revalidate the site's stock pages. */
export type AfterImportHook = (event: AfterImportEvent) => Promise<void> | void;

export interface ImportProgress {
  phase: 'validate' | 'write';
  done: number;
  total: number;
}

export interface ImportFeedOptions {
  db: DatabaseExecutor;
  site: ImportSite;
  /** Feed rows with their line numbers, or plain rows (then line = array index + 1). */
  rows: readonly FeedRow[] | readonly unknown[];
  /** Remove the site's cars that are missing from the feed (only when no row was rejected). */
  full?: boolean;
  /** Validate and count what would change, then roll everything back. */
  dryRun?: boolean;
  /** The import's clock: created_at of new cars that do not state one. */
  now?: Date;
  /** For the audit row in feed_imports. */
  fileName?: string | null;
  /** Rows per transaction (default 500). */
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
  afterImport?: AfterImportHook;
}

export type RemovalOutcome = 'removed' | 'not-full' | 'skipped-rejections' | 'skipped-empty-feed' | 'dry-run';

export interface ImportSummary {
  site: string;
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: number;
  full: boolean;
  dryRun: boolean;
  removal: RemovalOutcome;
}

export interface ImportResult {
  summary: ImportSummary;
  /** One entry per rejected row, in line order. */
  errors: RowError[];
  changedIds: string[];
  removedIds: string[];
  /** The feed_imports row id (null for a dry run). */
  importId: number | null;
  /** Things worth telling the operator that are not row errors (e.g. why nothing was removed). */
  notes: string[];
}

export type FeedImportErrorCode = 'unknown-site' | 'not-array';

/** The import as a whole cannot run (unknown site, rows not an array): nothing was touched. */
export class FeedImportError extends Error {
  constructor(
    readonly code: FeedImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FeedImportError';
  }
}

export interface ResolvedImportSite {
  slug: string;
  dealerships: string[];
}

export function resolveImportSite(site: ImportSite): ResolvedImportSite {
  if (typeof site !== 'string') return { slug: site.slug, dealerships: site.dealerships.map((d) => (typeof d === 'string' ? d : d.slug)) };
  const definition = findSiteDefinition(site);
  if (!definition) {
    throw new FeedImportError('unknown-site', `Unknown site "${site}". Known sites: ${siteDefinitions.map((s) => s.slug).join(', ')}.`);
  }
  return { slug: definition.slug, dealerships: definition.dealerships.map((d) => d.slug) };
}

export interface ValidRow {
  line: number;
  car: Car;
  /** The feed did not state created_at (the importer keeps the stored one, or uses `now`). */
  createdAtGiven: boolean;
}

export interface ValidationResult {
  valid: ValidRow[];
  errors: RowError[];
}

function normaliseRows(rows: readonly FeedRow[] | readonly unknown[]): FeedRow[] {
  return rows.map((row, index) =>
    row !== null && typeof row === 'object' && 'line' in row && 'data' in row && typeof (row as FeedRow).line === 'number' && Object.keys(row).every((k) => k === 'line' || k === 'data' || k === 'errors')
      ? (row as FeedRow)
      : { line: index + 1, data: row },
  );
}

function rowId(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'id' in data) {
    const id = (data as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return String(id).trim() || undefined;
  }
  return undefined;
}

/**
 * Checks every row without touching the database: the Car schema, the site's dealerships, and
 * ids and slugs unique within the feed (a later duplicate is rejected, pointing at the first).
 */
export function validateFeedRows(site: ImportSite, rows: readonly FeedRow[] | readonly unknown[], onProgress?: (progress: ImportProgress) => void): ValidationResult {
  const resolved = resolveImportSite(site);
  const dealerships = new Set(resolved.dealerships);
  const feedRows = normaliseRows(rows);
  const valid: ValidRow[] = [];
  const errors: RowError[] = [];
  const idLines = new Map<string, number>();
  const slugLines = new Map<string, number>();
  for (const [index, row] of feedRows.entries()) {
    const id = rowId(row.data);
    const problems: string[] = [...(row.errors ?? [])];
    if (row.data === null || typeof row.data !== 'object' || Array.isArray(row.data)) {
      if (problems.length === 0) problems.push('row: must be an object with the §3 car fields');
    } else if (problems.length === 0 && malformedTextReason(row.data)) {
      // Text the database cannot store (a NUL, a lone surrogate) is this row's problem, not a failed import.
      problems.push(malformedTextReason(row.data)!);
    } else if (problems.length === 0) {
      const parsed = parseCar(row.data);
      if (!parsed.ok) problems.push(...parsed.errors.map(plainReason));
      else {
        const car = parsed.car;
        if (!dealerships.has(car.dealership_slug)) {
          problems.push(`dealership_slug: "${car.dealership_slug}" is not a dealership of site ${resolved.slug} (${resolved.dealerships.join(', ')})`);
        }
        const firstId = idLines.get(car.id);
        if (firstId !== undefined) problems.push(`id: "${car.id}" appears twice in the feed (first at ${firstId})`);
        const firstSlug = slugLines.get(car.slug);
        if (firstSlug !== undefined && firstId === undefined) problems.push(`slug: "${car.slug}" is already used in the feed (at ${firstSlug})`);
        if (problems.length === 0) {
          idLines.set(car.id, row.line);
          slugLines.set(car.slug, row.line);
          const raw = row.data as Record<string, unknown>;
          valid.push({ line: row.line, car, createdAtGiven: raw.created_at !== undefined && raw.created_at !== null && raw.created_at !== '' });
        }
      }
    }
    if (problems.length) errors.push({ line: row.line, ...(id ? { id } : {}), errors: problems });
    if (onProgress && ((index + 1) % 500 === 0 || index + 1 === feedRows.length)) onProgress({ phase: 'validate', done: index + 1, total: feedRows.length });
  }
  return { valid, errors };
}

/** zod's message for an absent required field, in the feed's words (an empty CSV cell is absent). */
function plainReason(message: string): string {
  return message.replace(/^([\w.]+): Invalid input: expected \w+, received undefined$/, '$1: is required (missing or empty)');
}

class DryRunRollback extends Error {}

/** Imports a feed for one site; see the module comment for the rules. */
export async function importFeed(options: ImportFeedOptions): Promise<ImportResult> {
  if (!Array.isArray(options.rows)) throw new FeedImportError('not-array', 'The feed must be an array of cars.');
  const site = resolveImportSite(options.site);
  const now = options.now ?? new Date();
  const startedAt = new Date();
  const full = options.full === true;
  const dryRun = options.dryRun === true;
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const db = options.db;

  const { valid, errors } = validateFeedRows(site, options.rows, options.onProgress);
  const total = options.rows.length;
  const notes: string[] = [];
  const changedIds: string[] = [];
  const removedIds: string[] = [];
  let inserted = 0;
  let updated = 0;
  let unchanged = 0;
  let importId: number | null = null;

  // Ids that another site's dealership already owns are rejected (one site never changes another's stock).
  const owners = await createCarRepository(db).getCarOwners(valid.map((row) => row.car.id));
  const siteDealerships = new Set(site.dealerships);
  const accepted: Car[] = [];
  for (const row of valid) {
    const owner = owners.get(row.car.id);
    if (owner && !siteDealerships.has(owner.dealershipSlug)) {
      errors.push({ line: row.line, id: row.car.id, errors: [`id: "${row.car.id}" already belongs to dealership ${owner.dealershipSlug} of another site`] });
      continue;
    }
    // A feed without created_at keeps the date the car was first listed (§4 new tag: 8 days).
    const createdAt = row.createdAtGiven ? row.car.created_at : (owner?.createdAt ?? now.toISOString());
    accepted.push({ ...row.car, created_at: createdAt });
  }
  errors.sort((a, b) => a.line - b.line);
  const rejected = errors.length;

  let removal: RemovalOutcome = !full ? 'not-full' : dryRun ? 'dry-run' : 'removed';
  if (full && rejected > 0) {
    removal = 'skipped-rejections';
    notes.push(`Full import: no cars were removed because ${rejected} row${rejected === 1 ? ' was' : 's were'} rejected. Fix ${rejected === 1 ? 'it' : 'them'} and import again.`);
  } else if (full && accepted.length === 0) {
    removal = 'skipped-empty-feed';
    notes.push('Full import: the feed has no valid cars, so nothing was removed (an empty feed never empties a site).');
  }

  const writeAll = async (executor: DatabaseExecutor, oneTransactionPerBatch: boolean) => {
    for (let start = 0; start < accepted.length; start += batchSize) {
      const batch = accepted.slice(start, start + batchSize);
      const write = (tx: DatabaseExecutor) => createCarRepository(tx).upsertCars(batch, { allowedDealerships: site.dealerships });
      const counts = oneTransactionPerBatch ? await executor.transaction((tx) => write(tx)) : await write(executor);
      inserted += counts.inserted.length;
      updated += counts.updated.length;
      unchanged += counts.unchanged.length;
      changedIds.push(...counts.inserted, ...counts.updated);
      options.onProgress?.({ phase: 'write', done: Math.min(start + batchSize, accepted.length), total: accepted.length });
    }
    if (full && (removal === 'removed' || removal === 'dry-run')) {
      const keep = accepted.map((car) => car.id);
      const remove = (tx: DatabaseExecutor) => createCarRepository(tx).deleteCarsNotIn(site.dealerships, keep);
      removedIds.push(...(oneTransactionPerBatch ? await executor.transaction((tx) => remove(tx)) : await remove(executor)));
    }
  };

  if (dryRun) {
    try {
      await db.transaction(async (tx) => {
        await writeAll(tx, false);
        throw new DryRunRollback();
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
    notes.push('Dry run: nothing was changed.');
  } else {
    await writeAll(db, true);
    importId = await createCarRepository(db).recordImport({
      site: site.slug,
      fileName: options.fileName ?? null,
      full,
      startedAt,
      finishedAt: new Date(),
      total,
      inserted,
      updated,
      unchanged,
      removed: removedIds.length,
      rejected,
      errors,
    });
    if (options.afterImport) {
      try {
        await options.afterImport({ site: site.slug, changedIds: [...changedIds], removedIds: [...removedIds] });
      } catch (error) {
        notes.push(`The cars are stored, but updating the search index failed: ${(error as Error).message}`);
      }
    }
  }

  return {
    summary: { site: site.slug, total, inserted, updated, unchanged, removed: removedIds.length, rejected, full, dryRun, removal },
    errors,
    changedIds,
    removedIds,
    importId,
    notes,
  };
}
