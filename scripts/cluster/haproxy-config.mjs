// The balancer's configuration (README "Running many instances"), a pure function of the ports so
// a test can read it. deploy/haproxy.cfg is written by it too (deploy-haproxy.mjs), so the cluster
// here and the compose deployment share one policy.

/** How often each instance's /healthz is asked, and how many answers change its state. */
export const HEALTH_CHECK = { interMs: 500, fall: 2, rise: 1 };

/**
 * @typedef {{ host: string, port: number }} Address
 * @typedef {{ name: string, host: string, port: number }} Instance
 */

/** `host:port` as HAProxy reads it (IPv6 addresses in brackets are not its syntax: `::1:3000` is). */
const address = ({ host, port }) => `${host}:${port}`;

/**
 * HAProxy's configuration for web instances `instances` (or, in docker compose, those a DNS name
 * resolves to: `discover`), answering on `listen` (`tls`: HTTPS there, plain HTTP redirected).
 * - Health: `GET /healthz` (any Host answers it; web/app/healthz) every 500 ms; 2 failures take an
 *   instance out, 1 success puts it back, and a refused connection takes it out at once.
 * - A refused connection is retried (3 times) on another instance (`option redispatch`), so a
 *   killed instance costs no request. A GET or HEAD (METH_GET) is also retried when the instance
 *   closed the connection without answering (killed while taking it); anything else is not: a
 *   request that reached an instance may have done its work (a lead, a payment), and is not sent twice.
 * - Idle connections to the instances are reused between requests (`http-reuse safe`).
 * - X-Forwarded-For is set to the address the balancer saw, replacing whatever the client wrote:
 *   the balancer is the edge, as the front door is for `npm start`. The instances trust it for
 *   that header (TRUSTED_PROXIES, README "Holding under abuse"). Appending instead (`option
 *   forwardfor`) would let a client on a trusted address (loopback, here) name any client it likes.
 *   X-Forwarded-Proto says the scheme it was reached by.
 * @param {{
 *   listen: Address[],
 *   instances?: Instance[],
 *   discover?: { name: string, port: number, max: number, nameserver: string },
 *   tls?: { certificates: string, httpPort: number },
 *   header?: string,
 *   logLevel?: string,
 * }} options
 * @returns {string}
 */
export function haproxyConfig({ listen, instances = [], discover, tls, header = '# Written by scripts/start-cluster.mjs at every start (scripts/cluster/haproxy-config.mjs); edits here are lost.', logLevel = 'notice' }) {
  if (listen.length === 0) throw new Error('The balancer needs an address to listen on.');
  if (instances.length === 0 && !discover) throw new Error('The balancer needs at least one web instance.');
  const { interMs, fall, rise } = HEALTH_CHECK;
  return [
    header,
    'global',
    // Server state changes ("web/web2 is DOWN") on stdout, which start-cluster prefixes [balancer];
    // requests themselves are not logged (info level).
    `  log stdout format raw local0 ${logLevel}`,
    '  maxconn 4096',
    '',
    ...(discover
      ? [
          // Docker's own DNS: the instances of a scaled service come and go; HAProxy follows them.
          'resolvers dns',
          `  nameserver dns ${discover.nameserver}`,
          '  hold valid 5s',
          '  accepted_payload_size 8192',
          '',
        ]
      : []),
    'defaults',
    '  mode http',
    '  log global',
    '  option dontlognull',
    '  timeout connect 2s',
    '  timeout client 30s',
    // A page render or a 64 MB stock feed import on a loaded machine.
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    '  timeout check 2s',
    '  retries 3',
    // A refused connection, for every request; a connection closed before any answer (an instance
    // killed while taking the request), for GET and HEAD only (the backend's disable-l7-retry).
    '  retry-on conn-failure empty-response',
    '  option redispatch 1',
    '',
    'frontend www',
    ...listen.flatMap((bind) =>
      tls ? [`  bind ${address({ host: bind.host, port: tls.httpPort })}`, `  bind ${address(bind)} ssl crt ${tls.certificates} alpn h2,http/1.1`] : [`  bind ${address(bind)}`],
    ),
    ...(tls ? ['  http-request redirect scheme https code 301 unless { ssl_fc }'] : []),
    '  http-request set-header X-Forwarded-For %[src]',
    `  http-request set-header X-Forwarded-Proto ${tls ? 'https' : 'http'}`,
    '  default_backend web',
    '',
    'backend web',
    '  balance roundrobin',
    '  http-reuse safe',
    // A POST that reached an instance may have saved a lead or taken a deposit: never sent twice.
    '  http-request disable-l7-retry if !METH_GET',
    '  option httpchk',
    // HTTP/1.1 needs a Host; the platform host, as no dealer's site is meant.
    '  http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host localhost',
    '  http-check expect status 200',
    `  default-server inter ${interMs} fastinter ${interMs} downinter ${interMs} fall ${fall} rise ${rise} observe layer4 error-limit 1 on-error mark-down`,
    ...instances.map((instance) => `  server ${instance.name} ${address(instance)} check`),
    ...(discover ? [`  server-template ${discover.name} 1-${discover.max} ${discover.name}:${discover.port} check resolvers dns init-addr none`] : []),
    '',
  ].join('\n');
}
