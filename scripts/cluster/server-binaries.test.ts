import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerBinaries, INSTALL_COMMAND, missingBinariesMessage } from './server-binaries.mjs';

/** The cluster finds Debian's server binaries, or says how to install them (README "Running many instances"). */
const root = mkdtempSync(join(tmpdir(), 'server-binaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function executable(path: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
}

const empty = join(root, 'empty');
mkdirSync(empty);
const installed = join(root, 'installed');
executable(join(installed, 'lib', '13', 'bin', 'initdb'));
executable(join(installed, 'lib', '13', 'bin', 'postgres'));
executable(join(installed, 'lib', '15', 'bin', 'initdb'));
executable(join(installed, 'lib', '15', 'bin', 'postgres'));
// A newer version only half there (its server package not installed) is passed over.
executable(join(installed, 'lib', '16', 'bin', 'initdb'));
executable(join(installed, 'sbin', 'haproxy'));
executable(join(installed, 'bin', 'redis-server'));
writeFileSync(join(installed, 'bin', 'not-executable'), '');

describe('findServerBinaries', () => {
  it("finds the newest complete PostgreSQL under its lib folder, redis-server on PATH and haproxy in a system folder", () => {
    expect(findServerBinaries({ needPostgres: true, needRedis: true, path: join(installed, 'bin'), postgresLib: join(installed, 'lib'), systemDirs: [join(installed, 'sbin')] })).toEqual({
      initdb: join(installed, 'lib', '15', 'bin', 'initdb'),
      postgres: join(installed, 'lib', '15', 'bin', 'postgres'),
      redisServer: join(installed, 'bin', 'redis-server'),
      haproxy: join(installed, 'sbin', 'haproxy'),
      missing: [],
    });
  });

  it('names every missing one, and the message says the apt-get command', () => {
    const found = findServerBinaries({ needPostgres: true, needRedis: true, path: empty, postgresLib: join(root, 'nothing'), systemDirs: [] });
    expect(found.missing).toEqual([`initdb and postgres (under ${join(root, 'nothing')}/*/bin)`, 'redis-server', 'haproxy']);
    const message = missingBinariesMessage(found.missing);
    expect(message).toContain('apt-get install postgresql redis-server haproxy');
    expect(INSTALL_COMMAND).toBe('apt-get install postgresql redis-server haproxy');
    expect(message).toContain('redis-server, haproxy');
  });

  it('with DATABASE_URL and REDIS_URL set only HAProxy is needed', () => {
    expect(findServerBinaries({ needPostgres: false, needRedis: false, path: empty, postgresLib: join(root, 'nothing'), systemDirs: [join(installed, 'sbin')] })).toEqual({
      haproxy: join(installed, 'sbin', 'haproxy'),
      missing: [],
    });
  });
});
