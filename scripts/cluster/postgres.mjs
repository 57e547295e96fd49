// The cluster's PostgreSQL (README "Running many instances"): Debian's server on its own data
// folder and port, created on first start with a generated password. PostgreSQL refuses to run as
// root: as root, initdb and the server run as the `postgres` system user, which owns the folder.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The user and group ids to run PostgreSQL as: the `postgres` user's when we are root, else
 * undefined (ourselves).
 * @returns {{ uid: number, gid: number } | undefined}
 */
export function postgresUser() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0 || !Number.isInteger(gid)) {
    throw new Error('PostgreSQL refuses to run as root, and there is no `postgres` user to run it as (Debian\'s postgresql package makes one).');
  }
  return { uid, gid };
}

/** @param {string} path @param {{ uid: number, gid: number }} user */
function chownTree(path, user) {
  chownSync(path, user.uid, user.gid);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry), user);
}

/**
 * Makes the data folder `dir` on first start (initdb: superuser `dealer`, a generated password kept
 * in `passwordFile`, SCRAM authentication over TCP), and returns the server's command and options.
 * @param {{ initdb: string, postgres: string, dir: string, passwordFile: string, port: number, log: (line: string) => void }} options
 */
export function preparePostgres({ initdb, postgres, dir, passwordFile, port, log }) {
  const user = postgresUser();
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log(`PostgreSQL: creating its data folder ${dir}${user ? ' (as the postgres user: PostgreSQL refuses to run as root)' : ''}...`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const password = randomBytes(18).toString('base64url');
    writeFileSync(passwordFile, password, { mode: 0o600 });
    // initdb reads the password from a file it can open: one inside the folder, removed after.
    const initialPassword = join(dir, '..', `.postgres-initial-password-${process.pid}`);
    writeFileSync(initialPassword, password, { mode: 0o600 });
    if (user) {
      chownTree(dir, user);
      chownSync(initialPassword, user.uid, user.gid);
      const reachable = spawnSync('test', ['-w', dir], asUser);
      if (reachable.status !== 0) {
        rmSync(initialPassword, { force: true });
        throw new Error(`The postgres user cannot reach ${dir}: every folder above it must be open to it (chmod o+x), or set DEALER_DATA_DIR to a folder that is.`);
      }
    }
    const made = spawnSync(initdb, ['-D', dir, '-U', 'dealer', `--pwfile=${initialPassword}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C'], { ...asUser, encoding: 'utf8' });
    rmSync(initialPassword, { force: true });
    if (made.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`initdb failed:\n${made.stderr || made.stdout}`);
    }
  } else if (user && statSync(dir).uid !== user.uid) {
    // A folder made by a start that was not root, or copied: the server needs to own it.
    chownTree(dir, user);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  return {
    command: postgres,
    // TCP on loopback only, no Unix socket (its path would be too long under a deep data folder).
    args: ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    options: { ...asUser, cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' } },
    adminUrl: `postgres://dealer:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    databaseUrl: `postgres://dealer:${encodeURIComponent(password)}@127.0.0.1:${port}/dealer`,
  };
}

/**
 * Waits until the server at `adminUrl` answers, then creates the `dealer` database if it is not
 * there. Gives up after `timeoutMs`, or at once when `gone()` says the server exited.
 * @param {{ adminUrl: string, timeoutMs?: number, gone: () => boolean }} options
 */
export async function ensureDealerDatabase({ adminUrl, timeoutMs = 60_000, gone }) {
  const { default: pg } = await import('pg');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      const { rowCount } = await client.query("select 1 from pg_database where datname = 'dealer'");
      if (!rowCount) await client.query('create database dealer');
      return;
    } catch (error) {
      if (gone()) throw new Error('PostgreSQL exited before it answered (see its log above).');
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer within ${timeoutMs / 1000} s: ${error.message}`);
      await sleep(250);
    } finally {
      await client.end().catch(() => {});
    }
  }
}
