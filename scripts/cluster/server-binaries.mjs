// The servers `npm run start:cluster` runs from Debian's packages (README "Running many instances").
import { accessSync, constants, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The one command that installs all of them (the cluster needs them; installing one already there is harmless). */
export const INSTALL_COMMAND = 'apt-get install postgresql redis-server haproxy';

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where each needed server binary is, and which are missing. PostgreSQL's are not on PATH in
 * Debian (/usr/lib/postgresql/<version>/bin: the newest version with both is taken); redis-server
 * and haproxy are searched on PATH and in /usr/sbin, /usr/bin (root's PATH is not everyone's).
 * PostgreSQL is not needed when DATABASE_URL is set, Redis not when REDIS_URL is.
 * @param {{ needPostgres: boolean, needRedis: boolean, path?: string, postgresLib?: string, systemDirs?: string[] }} options
 * @returns {{ initdb?: string, postgres?: string, redisServer?: string, haproxy?: string, missing: string[] }}
 */
export function findServerBinaries({ needPostgres, needRedis, path = process.env.PATH ?? '', postgresLib = '/usr/lib/postgresql', systemDirs = ['/usr/sbin', '/usr/bin', '/sbin', '/bin'] }) {
  const dirs = [...path.split(':').filter(Boolean), ...systemDirs];
  const onPath = (name) => dirs.map((dir) => join(dir, name)).find(isExecutable);
  /** @type {{ initdb?: string, postgres?: string, redisServer?: string, haproxy?: string, missing: string[] }} */
  const found = { missing: [] };
  if (needPostgres) {
    let versions = [];
    try {
      versions = readdirSync(postgresLib).sort((a, b) => Number(b) - Number(a) || b.localeCompare(a));
    } catch {
      // no PostgreSQL installed at all
    }
    const bin = versions.map((version) => join(postgresLib, version, 'bin')).find((dir) => isExecutable(join(dir, 'initdb')) && isExecutable(join(dir, 'postgres')));
    if (bin) Object.assign(found, { initdb: join(bin, 'initdb'), postgres: join(bin, 'postgres') });
    else found.missing.push(`initdb and postgres (under ${postgresLib}/*/bin)`);
  }
  if (needRedis) {
    found.redisServer = onPath('redis-server');
    if (!found.redisServer) found.missing.push('redis-server');
  }
  found.haproxy = onPath('haproxy');
  if (!found.haproxy) found.missing.push('haproxy');
  return found;
}

/**
 * What the cluster prints when a server binary is missing.
 * @param {string[]} missing
 */
export function missingBinariesMessage(missing) {
  return [
    `npm run start:cluster runs PostgreSQL, Redis and HAProxy from Debian's packages, and cannot find: ${missing.join(', ')}.`,
    `Install them (as root): ${INSTALL_COMMAND}`,
    'Or point the cluster at servers you run: DATABASE_URL=postgres://… REDIS_URL=redis://… (HAProxy is always needed).',
  ].join('\n');
}
