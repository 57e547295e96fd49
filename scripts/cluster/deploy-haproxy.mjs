// deploy/haproxy.cfg, the compose deployment's balancer (deploy/README.md), written by the same
// function as start:cluster's, so both keep one policy. haproxy-config.test.ts fails when the
// file differs; `node scripts/cluster/deploy-haproxy.mjs` writes it again.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { haproxyConfig } from './haproxy-config.mjs';

export const DEPLOY_HAPROXY_FILE = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));

/** Every replica of the compose service `web` (port 3000) through Docker's DNS, TLS on 443. */
export const deployHaproxyConfig = () =>
  haproxyConfig({
    header: '# deploy/haproxy.cfg: written by `node scripts/cluster/deploy-haproxy.mjs` (scripts/cluster/haproxy-config.mjs), the policy of start:cluster\'s balancer.',
    listen: [{ host: '*', port: 443 }],
    tls: { certificates: '/usr/local/etc/haproxy/certs/', httpPort: 80 },
    discover: { name: 'web', port: 3000, max: 20, nameserver: '127.0.0.11:53' },
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DEPLOY_HAPROXY_FILE, deployHaproxyConfig());
  console.log(`wrote ${DEPLOY_HAPROXY_FILE}`);
}
