import { closeDatabase as closeDb, DatabaseLockedError, openDatabase as openDb, type Database } from '@dealer/db';
import { migrateStock } from '../db/migrate';
import { FeedImportError, importFeed, resolveImportSite, validateFeedRows, type ImportResult, type ImportSummary, type RowError } from './import-feed';
import { importResponseSchema } from './protocol';
import { describeLocation, FeedFormatError, readFeedFile, type FeedRow } from './read-feed';
import { postToWeb, resolveWebTarget, type WebTarget } from './remote';

/**
 * `npm run stock:import -- FILE --site SLUG [--full] [--dry-run]`
 *
 * 1. Reads the file (JSON array or CSV) and validates every row locally, so bad rows are reported
 *    with their line before anything is sent or written.
 * 2. Sends the good rows to the running web app (POST /api/stock/import): while `npm start` runs,
 *    the web process holds the PGlite database, and it also reindexes and revalidates.
 * 3. Only when the web app is not reachable does it open the database itself, import, and ask
 *    the web app to reindex (a note, not an error, when it is not running).
 *
 * Exit codes: 0 imported; 1 some rows were rejected (the good ones were imported); 2 nothing was
 * imported (usage, unreadable file, not an array, unknown site, web app refused).
 */

export const USAGE = `Usage: npm run stock:import -- FILE --site SLUG [--full] [--dry-run]

  FILE        a JSON array of cars with the §3 field names, or CSV with the same headers
              (dotted headers for nested fields, e.g. location.name; JSON in cells for arrays
              and objects, e.g. images; see stock/import/README.md)
  --site      the site whose dealerships the cars belong to (e.g. riverside-kia)
  --full      the file is the site's whole stock: remove its cars that are missing from it
              (never when a row was rejected)
  --dry-run   validate and count what would change; change nothing

Environment: WEB_URL (default http://127.0.0.1:3000), STOCK_ADMIN_SECRET (default: the contents
of .data/stock-admin-secret), DATABASE_URL (PostgreSQL instead of .data/pglite), DEALER_DATA_DIR.`;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

export interface CliDeps {
  io: CliIo;
  env: Record<string, string | undefined>;
  dataDir: string;
  fetch: typeof fetch;
  openDatabase(dataDir: string): Promise<Database>;
  closeDatabase(db: Database): Promise<void>;
  now(): Date;
}

interface CliArgs {
  file: string;
  site: string;
  full: boolean;
  dryRun: boolean;
}

export function parseCliArgs(argv: readonly string[]): CliArgs | { error: string } | { help: true } {
  let file: string | undefined;
  let site: string | undefined;
  let full = false;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    else if (arg === '--full') full = true;
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--site') {
      site = argv[++i];
      if (!site || site.startsWith('--')) return { error: '--site needs a site slug' };
    } else if (arg.startsWith('--site=')) site = arg.slice('--site='.length);
    else if (arg.startsWith('-')) return { error: `Unknown option ${arg}` };
    else if (file === undefined) file = arg;
    else return { error: `One file at a time (got ${file} and ${arg})` };
  }
  if (!file) return { error: 'Which file? Give the feed file to import.' };
  if (!site) return { error: 'Which site? Add --site SLUG.' };
  return { file, site, full, dryRun };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function formatSummary(summary: Pick<ImportSummary, 'inserted' | 'updated' | 'unchanged' | 'removed' | 'rejected'>): string {
  return `inserted ${summary.inserted}, updated ${summary.updated}, unchanged ${summary.unchanged}, removed ${summary.removed}, rejected ${summary.rejected}`;
}

const MAX_PRINTED_ERRORS = 200;

function printErrors(io: CliIo, locator: 'line' | 'row', errors: readonly RowError[]) {
  for (const error of errors.slice(0, MAX_PRINTED_ERRORS)) {
    io.err(`  ${describeLocation(locator, error.line)}${error.id ? ` (id ${error.id})` : ''}: ${error.errors.join('; ')}`);
  }
  if (errors.length > MAX_PRINTED_ERRORS) io.err(`  ... and ${errors.length - MAX_PRINTED_ERRORS} more (all are kept in the feed_imports audit row)`);
}

function progressPrinter(io: CliIo, total: number) {
  if (total < 1000) return undefined;
  let lastPercent = -1;
  return ({ phase, done, total: of }: { phase: string; done: number; total: number }) => {
    const percent = Math.floor((done / of) * 100);
    if (percent === lastPercent && done !== of) return;
    if (done % 500 !== 0 && done !== of && percent - lastPercent < 10) return;
    lastPercent = percent;
    io.err(`  ${phase === 'validate' ? 'validated' : 'written'} ${done}/${of} (${percent}%)`);
  };
}

export async function runImportCli(argv: readonly string[], deps: CliDeps): Promise<number> {
  const { io } = deps;
  const args = parseCliArgs(argv);
  if ('help' in args) {
    io.out(USAGE);
    return 0;
  }
  if ('error' in args) {
    io.err(`${args.error}\n\n${USAGE}`);
    return 2;
  }

  // Nothing is read or touched for an unknown site.
  let site;
  try {
    site = resolveImportSite(args.site);
  } catch (error) {
    if (error instanceof FeedImportError) {
      io.err(`Error: ${error.message} Nothing was imported.`);
      return 2;
    }
    throw error;
  }

  let feed;
  try {
    feed = await readFeedFile(args.file);
  } catch (error) {
    if (error instanceof FeedFormatError) {
      io.err(`Error: ${error.message} Nothing was imported.`);
      return 2;
    }
    throw error;
  }
  const how = feed.locator === 'line' ? 'CSV; "line" is the physical line in the file' : 'JSON; "row" is the array index + 1';
  io.err(`Read ${plural(feed.rows.length, 'row')} from ${feed.fileName} (${how}) for site ${site.slug}${args.full ? ', full import' : ''}${args.dryRun ? ', dry run' : ''}.`);

  const progress = progressPrinter(io, feed.rows.length);
  const local = validateFeedRows(site, feed.rows, progress);
  const target = await resolveWebTarget(deps.env, deps.dataDir);

  let outcome: Outcome;
  if (args.dryRun) {
    outcome = await dryRun(deps, site.slug, feed.rows, args.full, local, progress);
  } else {
    const sent = await sendToWeb(deps, target, site.slug, feed.rows, args.full, local);
    if (sent === 'not-running') {
      io.err(`The web app is not running at ${target.url}: importing into the database directly.`);
      const direct = await importDirectly(deps, target, site.slug, feed.rows, args.full, feed.fileName, progress);
      if (typeof direct === 'number') return direct;
      outcome = direct;
    } else if (typeof sent === 'number') {
      return sent;
    } else {
      outcome = sent;
    }
  }

  if (outcome.errors.length) {
    io.err(`Rejected ${plural(outcome.errors.length, 'row')}:`);
    printErrors(io, feed.locator, outcome.errors);
  }
  for (const note of outcome.notes) io.err(note);
  io.out(`${site.slug}: ${formatSummary({ ...outcome.summary, rejected: outcome.errors.length })}${args.dryRun ? ' (dry run: nothing changed)' : ''}`);
  return outcome.errors.length > 0 ? 1 : 0;
}

type Outcome = { summary: Omit<ImportSummary, 'removal' | 'dryRun' | 'full' | 'site'>; errors: RowError[]; notes: string[] };

/** Sends the locally valid rows to the web app; 'not-running' when nothing answers there. */
async function sendToWeb(
  deps: CliDeps,
  target: WebTarget,
  site: string,
  rows: readonly FeedRow[],
  full: boolean,
  local: ReturnType<typeof validateFeedRows>,
): Promise<Outcome | 'not-running' | number> {
  const { io } = deps;
  // The web app sees only the good rows, so a full import must not run when any row was rejected
  // here (it would remove the cars of the rejected rows).
  const sendFull = full && local.errors.length === 0;
  const lines = local.valid.map((row) => row.line);
  const byLine = new Map(rows.map((row) => [row.line, row.data]));
  const cars = lines.map((line) => byLine.get(line));
  if (cars.length >= 1000) io.err(`Sending ${plural(cars.length, 'car')} to the web app at ${target.url} ...`);
  const result = await postToWeb(target, '/api/stock/import', { site, full: sendFull, cars }, deps.fetch);
  if (result.kind === 'not-running') return 'not-running';
  if (result.kind === 'failed') {
    io.err(`Error: the request to the web app at ${target.url} failed: ${result.message}. Check the web app's log; the import may or may not have been applied.`);
    return 2;
  }
  if (result.kind === 'http-error') {
    const hint =
      result.status === 401 || result.status === 403
        ? ' Set STOCK_ADMIN_SECRET to the web app\'s secret (it is in .data/stock-admin-secret).'
        : result.status === 404
          ? ' The web app is running but has no /api/stock/import route: update it, or stop it to import into the database directly.'
          : '';
    // The web app's `detail` is a sentence with its own full stop.
    io.err(`Error: the web app at ${target.url} answered ${result.status}: ${result.message.replace(/\.$/, '')}.${hint} Nothing was imported.`);
    return 2;
  }
  const parsed = importResponseSchema.safeParse(result.body);
  if (!parsed.success) {
    io.err(`Error: the web app at ${target.url} answered with an unexpected body; check its log. (${parsed.error.issues[0]?.message})`);
    return 2;
  }
  const response = parsed.data;
  io.err(`Imported through the web app at ${target.url}.`);
  // The web app numbers rows by their position in `cars`: map them back to the file's lines.
  const remoteErrors = response.errors.map((error) => ({ ...error, line: lines[error.line - 1] ?? error.line }));
  const errors = [...local.errors, ...remoteErrors].sort((a, b) => a.line - b.line);
  const notes = [...response.notes];
  if (full && !sendFull) notes.unshift(`Full import: no cars were removed because ${plural(local.errors.length, 'row')} ${local.errors.length === 1 ? 'was' : 'were'} rejected. Fix them and import again.`);
  return { summary: { ...response.summary, total: rows.length, rejected: errors.length }, errors, notes };
}

async function openLocal(deps: CliDeps): Promise<Database | number> {
  try {
    const db = await deps.openDatabase(deps.dataDir);
    await migrateStock(db);
    return db;
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      deps.io.err(`Error: ${error.message} The web app did not answer over HTTP; wait until it has started and run the import again. Nothing was imported.`);
      return 2;
    }
    throw error;
  }
}

async function importDirectly(
  deps: CliDeps,
  target: WebTarget,
  site: string,
  rows: readonly FeedRow[],
  full: boolean,
  fileName: string,
  progress: ReturnType<typeof progressPrinter>,
): Promise<Outcome | number> {
  const db = await openLocal(deps);
  if (typeof db === 'number') return db;
  let result: ImportResult;
  const notes: string[] = [];
  try {
    result = await importFeed({
      db,
      site,
      rows,
      full,
      now: deps.now(),
      fileName,
      onProgress: progress ? (p) => p.phase === 'write' && progress(p) : undefined,
      afterImport: async ({ site: slug }) => {
        const reindex = await postToWeb(target, '/api/stock/reindex', { site: slug }, deps.fetch);
        if (reindex.kind === 'ok') notes.push(`The web app at ${target.url} reindexed ${slug}.`);
        else if (reindex.kind === 'not-running') notes.push('Note: the web app is not running; it will load the new stock when it starts.');
        else notes.push(`Note: the web app did not reindex (${reindex.kind === 'http-error' ? `${reindex.status} ${reindex.message}` : reindex.message}); restart it to see the new stock.`);
      },
    });
  } finally {
    await deps.closeDatabase(db);
  }
  return { summary: result.summary, errors: result.errors, notes: [...result.notes, ...notes] };
}

async function dryRun(
  deps: CliDeps,
  site: string,
  rows: readonly FeedRow[],
  full: boolean,
  local: ReturnType<typeof validateFeedRows>,
  progress: ReturnType<typeof progressPrinter>,
): Promise<Outcome> {
  const validationOnly = (why: string): Outcome => ({
    summary: { total: rows.length, inserted: 0, updated: 0, unchanged: 0, removed: 0, rejected: local.errors.length },
    errors: local.errors,
    notes: [`Dry run: rows validated only (${why}); counts of what would change are not available.`],
  });
  let db: Database;
  try {
    db = await deps.openDatabase(deps.dataDir);
  } catch (error) {
    if (error instanceof DatabaseLockedError) return validationOnly('the web app holds the database');
    throw error;
  }
  try {
    await migrateStock(db);
    const result = await importFeed({ db, site, rows, full, dryRun: true, now: deps.now(), onProgress: progress ? (p) => p.phase === 'write' && progress(p) : undefined });
    return { summary: result.summary, errors: result.errors, notes: result.notes.filter((note) => !note.startsWith('Dry run')) };
  } finally {
    await deps.closeDatabase(db);
  }
}

/** The data directory: DEALER_DATA_DIR, else `.data` at the workspace root found from `cwd`. */
export async function defaultDataDir(env: Record<string, string | undefined>, cwd: string): Promise<string> {
  const { existsSync, readFileSync } = await import('node:fs');
  const { dirname, join, resolve } = await import('node:path');
  if (env.DEALER_DATA_DIR) return resolve(env.DEALER_DATA_DIR);
  let dir = resolve(cwd);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"workspaces"')) return join(dir, '.data');
    const parent = dirname(dir);
    if (parent === dir) return join(resolve(cwd), '.data');
    dir = parent;
  }
}

export async function defaultCliDeps(): Promise<CliDeps> {
  return {
    io: { out: (text) => process.stdout.write(`${text}\n`), err: (text) => process.stderr.write(`${text}\n`) },
    env: process.env,
    dataDir: await defaultDataDir(process.env, process.cwd()),
    fetch: globalThis.fetch,
    openDatabase: (dataDir) => openDb({ dataDir }),
    closeDatabase: closeDb,
    now: () => new Date(),
  };
}
