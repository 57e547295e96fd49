import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_HAPROXY_FILE, deployHaproxyConfig } from './deploy-haproxy.mjs';
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
    ['retry-on conn-failure empty-response'],
    ['http-request disable-l7-retry if !METH_GET'],
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

  it('with TLS: HTTPS on the address, plain HTTP redirected, and the instances told https', () => {
    const config = lines(haproxyConfig({ ...two, listen: [{ host: '*', port: 443 }], tls: { certificates: '/certs/', httpPort: 80 } }));
    expect(config).toEqual(expect.arrayContaining(['bind *:80', 'bind *:443 ssl crt /certs/ alpn h2,http/1.1', 'http-request redirect scheme https code 301 unless { ssl_fc }', 'http-request set-header X-Forwarded-Proto https']));
  });

  it('in docker compose: the replicas of a service found through Docker\'s DNS, with the same health check', () => {
    const config = lines(haproxyConfig({ listen: two.listen, discover: { name: 'web', port: 3000, max: 20, nameserver: '127.0.0.11:53' } }));
    expect(config).toEqual(expect.arrayContaining(['resolvers dns', 'nameserver dns 127.0.0.11:53', 'server-template web 1-20 web:3000 check resolvers dns init-addr none', 'http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host localhost']));
  });

  it('deploy/haproxy.cfg is what haproxyConfig writes for compose, so the deployment keeps the cluster\'s policy (rewrite it: node scripts/cluster/deploy-haproxy.mjs)', () => {
    expect(readFileSync(DEPLOY_HAPROXY_FILE, 'utf8')).toBe(deployHaproxyConfig());
  });

  // The real HAProxy reads it (`haproxy -c`): skipped with a reason where it is not installed, but never in CI.
  const { haproxy } = findServerBinaries({ needPostgres: false, needRedis: false });
  const dir = mkdtempSync(join(tmpdir(), 'haproxy-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  if (!haproxy && !process.env.CI) console.warn('haproxy-config.test.ts: haproxy is not installed (apt-get install haproxy); skipping the check by the real HAProxy.');
  /** `haproxy -c` on `text`: its status and what it said. */
  const haproxyCheck = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    const checked = spawnSync(haproxy!, ['-c', '-f', file], { encoding: 'utf8' });
    return { status: checked.status, said: checked.stderr + checked.stdout };
  };

  it.skipIf(!haproxy && !process.env.CI)('HAProxy itself finds the configuration valid (haproxy -c), without a warning', () => {
    expect(haproxy, 'haproxy must be installed in CI (apt-get install haproxy)').toBeDefined();
    const { status, said } = haproxyCheck('haproxy.cfg', config);
    expect(said).not.toMatch(/\[(WARNING|ALERT)\]/);
    expect(status, said).toBe(0);
  });

  it.skipIf(!haproxy && !process.env.CI)('and the compose one, with a throwaway certificate in place of the real ones', () => {
    const certificate = join(dir, 'site.pem');
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', certificate, '-out', certificate], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    expect(existsSync(certificate)).toBe(true);
    const { status, said } = haproxyCheck('deploy.cfg', deployHaproxyConfig().replace('/usr/local/etc/haproxy/certs/', certificate));
    expect(said).not.toMatch(/\[(WARNING|ALERT)\]/);
    expect(status, said).toBe(0);
  });
});
