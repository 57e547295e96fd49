import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy-config.mjs';
import { findServerBinaries } from './server-binaries.mjs';

/** The balancer's configuration (README "Running many instances"). */
const two = {
  listen: [
    { host: '127.0.0.1', port: 3000 },
    { host: '::1', port: 3000 },
  ],
  instances: [
    { name: 'web1', host: '127.0.0.1', port: 3001 },
    { name: 'web2', host: '127.0.0.1', port: 3002 },
  ],
};
const lines = (config: string) => config.split('\n').map((line) => line.trim());

describe('haproxyConfig', () => {
  const config = haproxyConfig(two);
  it.each([
    // Health: GET /healthz with a Host (HTTP/1.1), fast interval; 2 failures out, 1 success back.
    ['option httpchk'],
    ['http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host localhost'],
    ['http-check expect status 200'],
    ['default-server inter 500 fastinter 500 downinter 500 fall 2 rise 1 observe layer4 error-limit 1 on-error mark-down'],
    // A refused connection is retried on another instance; nothing that reached one is sent again.
    ['retries 3'],
    ['retry-on conn-failure'],
    ['option redispatch 1'],
    ['http-reuse safe'],
    // The client's address for the instances, which trust the balancer (TRUSTED_PROXIES).
    ['http-request set-header X-Forwarded-For %[src]'],
    ['http-request set-header X-Forwarded-Proto http'],
    ['timeout connect 2s'],
    ['timeout check 2s'],
    ['timeout server 60s'],
    ['bind 127.0.0.1:3000'],
    ['bind ::1:3000'],
    ['server web1 127.0.0.1:3001 check'],
    ['server web2 127.0.0.1:3002 check'],
  ])('has %s', (line) => {
    expect(lines(config)).toContain(line);
  });

  it.each([
    [{ ...two, instances: [] }, 'at least one web instance'],
    [{ ...two, listen: [] }, 'an address to listen on'],
  ])('refuses a configuration without %#', (options, message) => {
    expect(() => haproxyConfig(options)).toThrow(message);
  });

  it('one server line per instance, in order', () => {
    const instances = Array.from({ length: 5 }, (_, i) => ({ name: `web${i + 1}`, host: '127.0.0.1', port: 4001 + i }));
    expect(lines(haproxyConfig({ ...two, instances })).filter((line) => line.startsWith('server '))).toEqual(instances.map(({ name, port }) => `server ${name} 127.0.0.1:${port} check`));
  });

  it('behind TLS the instances are told https', () => {
    expect(lines(haproxyConfig({ ...two, scheme: 'https' }))).toContain('http-request set-header X-Forwarded-Proto https');
  });

  // The real HAProxy reads it (`haproxy -c`): skipped with a reason where it is not installed, but never in CI.
  const { haproxy } = findServerBinaries({ needPostgres: false, needRedis: false });
  const dir = mkdtempSync(join(tmpdir(), 'haproxy-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  if (!haproxy && !process.env.CI) console.warn('haproxy-config.test.ts: haproxy is not installed (apt-get install haproxy); skipping the check by the real HAProxy.');
  it.skipIf(!haproxy && !process.env.CI)('HAProxy itself finds the configuration valid (haproxy -c)', () => {
    expect(haproxy, 'haproxy must be installed in CI (apt-get install haproxy)').toBeDefined();
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, config);
    const checked = spawnSync(haproxy!, ['-c', '-f', file], { encoding: 'utf8' });
    expect(checked.stderr + checked.stdout).not.toMatch(/\[(WARNING|ALERT)\]/);
    expect(checked.status, checked.stderr + checked.stdout).toBe(0);
    expect(existsSync(file)).toBe(true);
  });
});
