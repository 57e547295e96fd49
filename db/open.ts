import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { guardPool, type PoolFault } from './pool-guard';

/**
 * One factory for the platform's one database (DESIGN.md: "one factory per store"; Packages: `db`).
 * PGlite (Postgres in WASM) persisted under `<dataDir>/pglite` by default; a `pg` Pool on a real
 * PostgreSQL server when a URL is given or `DATABASE_URL` is set. Both come back as the same
 * Drizzle API, so nothing else branches on the engine.
 *
 * The database knows no package's tables: each domain package (stock, leads) owns its tables and
 * its migrations and hands them to `migrate`. Drizzle is opened without a schema, so its query
 * builders (`select().from(table)`, `insert(table)`, ...) are typed by the tables a caller passes;
 * the relational `db.query.*` API, which needs one schema for the whole database, is not used.
 *
 * Node-only modules (pg, PGlite, fs) are imported inside the functions, so that a module that only
 * names these types does not drag a database driver into a browser bundle.
 */

/** A Drizzle database or a transaction on it: what repositories and domain functions work on. */
export type DatabaseExecutor = PgDatabase<PgQueryResultHKT>;
/** An open database (it owns a client; close it with `closeDatabase`). */
export type Database = DatabaseExecutor & { $client: PGlite | Pool };

export type OpenDatabaseOptions =
  /** PGlite under `<dataDir>/pglite`, unless `DATABASE_URL` is set (then PostgreSQL). */
  | { dataDir: string; url?: undefined; memory?: undefined; schemaName?: undefined }
  /** PostgreSQL. `schemaName` puts every table in that schema (tests isolate themselves this way). */
  | { url: string; schemaName?: string; dataDir?: undefined; memory?: undefined }
  /** An in-memory PGlite (tests, dry runs). */
  | { memory: true; dataDir?: undefined; url?: undefined; schemaName?: undefined };

interface DatabaseMeta {
  engine: 'pglite' | 'postgres';
  schemaName?: string;
  release?: () => Promise<void>;
  /** Who hears the pool's connection faults (PostgreSQL only). */
  faults?: Set<(fault: PoolFault) => void>;
}
const meta = new WeakMap<object, DatabaseMeta>();

export function databaseEngine(db: Database): 'pglite' | 'postgres' {
  return meta.get(db)?.engine ?? ('waitReady' in db.$client ? 'pglite' : 'postgres');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const url = options.url ?? (options.dataDir !== undefined ? process.env.DATABASE_URL || undefined : undefined);
  if (url) return openPostgres(url, options.schemaName);

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.memory) {
    const client = await PGlite.create();
    const db = drizzle({ client }) as unknown as Database;
    meta.set(db, { engine: 'pglite' });
    return db;
  }
  const { mkdir } = await import('node:fs/promises');
  const { join } = await import('node:path');
  if (options.dataDir === undefined) throw new Error('openDatabase needs a dataDir, a url or memory: true');
  const dir = join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const release = await lockDataDir(dir);
  try {
    const client = await PGlite.create(dir);
    const db = drizzle({ client }) as unknown as Database;
    meta.set(db, { engine: 'pglite', release });
    return db;
  } catch (error) {
    await release();
    throw error;
  }
}

async function openPostgres(url: string, schemaName?: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  if (schemaName !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`Invalid schema name: ${schemaName}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  const faults = new Set<(fault: PoolFault) => void>();
  guardPool(pool, (fault) => faults.forEach((listener) => listener(fault)));
  if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  const db = drizzle({ client: pool }) as unknown as Database;
  meta.set(db, { engine: 'postgres', schemaName, faults });
  return db;
}

/**
 * Hears the connection faults of a PostgreSQL database's pool (pool-guard.ts): they are survived,
 * this only lets a caller count them. Nothing for PGlite, which has no connections.
 */
export function onPoolFault(db: Database, listener: (fault: PoolFault) => void): () => void {
  const faults = meta.get(db)?.faults;
  faults?.add(listener);
  return () => faults?.delete(listener);
}

export async function closeDatabase(db: Database): Promise<void> {
  const info = meta.get(db);
  const client = db.$client;
  if ('waitReady' in client) await client.close();
  else await client.end();
  await info?.release?.();
}

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. A lock file with
 * the owner's pid makes the second one fail with a clear message; a stale lock (dead pid) is taken over.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const { open, readFile, unlink } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const lockFile = join(dir, '..', 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await unlink(lockFile).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseLockedError(dir, owner);
      }
      await unlink(lockFile).catch(() => {});
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The database in ${dir} is in use by process ${pid} (is \`npm start\` running?). PGlite allows one process at a time.`);
    this.name = 'DatabaseLockedError';
  }
}

/**
 * Where a package's migrations live: `beside` (the folder next to the module, in the source tree),
 * else `repoPath` under the workspace root found from the working directory (bundled code, where
 * import.meta.url is not a file URL).
 *
 * Callers compute `beside` themselves with `new URL('./migrations', import.meta.url)` inside a
 * try block: Turbopack resolves that expression at build time and fails the build on a folder,
 * unless it sits directly in a try.
 */
export async function findMigrationsFolder(beside: string | undefined, repoPath: string): Promise<string> {
  const { existsSync, readFileSync } = await import('node:fs');
  const { dirname, join, resolve } = await import('node:path');
  if (beside && existsSync(join(beside, 'meta', '_journal.json'))) return beside;
  let dir = resolve(process.cwd());
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"workspaces"')) return join(dir, repoPath);
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find ${repoPath}: run from inside the repository`);
    dir = parent;
  }
}

/** One package's migrations, as each domain package offers them (stock's `migrateStock`, leads' `migrateLeads`). */
export type Migration = (db: Database) => Promise<void>;

export interface MigrateOptions {
  /** The package's migrations folder (drizzle-kit's output, with `meta/_journal.json`); see `findMigrationsFolder`. */
  migrationsFolder: string;
  /**
   * The table recording which of these migrations ran. Each package that owns tables in the one
   * database keeps its own history under its own name (stock: drizzle's default
   * `__drizzle_migrations`, leads: `__drizzle_migrations_leads`), so each evolves its tables
   * without the other knowing them.
   */
  migrationsTable: string;
}

/**
 * Applies one package's committed migrations (written by `npm run db:generate` or
 * `db:generate:leads`) and records them in that package's history table. Safe to call at every
 * start. On PostgreSQL an advisory lock serialises processes that start together.
 */
export async function migrate(db: Database, { migrationsFolder, migrationsTable }: MigrateOptions): Promise<void> {
  const info = meta.get(db);
  const client = db.$client;
  if ('waitReady' in client) {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    const { drizzle } = await import('drizzle-orm/pglite');
    await migratePglite(drizzle({ client }), { migrationsFolder, migrationsTable });
    return;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const connection = await client.connect();
  try {
    // One lock for every package's migrations: stock's and leads' run one after the other.
    await connection.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK]);
    try {
      await migratePg(drizzle({ client: connection }), {
        migrationsFolder,
        migrationsTable,
        ...(info?.schemaName ? { migrationsSchema: info.schemaName } : {}),
      });
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK]);
    }
  } finally {
    connection.release();
  }
}

/**
 * The advisory lock's key. Its text is the one the runner had when it lived in stock: an instance
 * of the previous release starting beside this one still waits on the same lock.
 */
const MIGRATIONS_LOCK = 'dealer-stock-migrations';
