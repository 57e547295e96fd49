/**
 * The production web server (`npm start`, the e2e suite, the benchmarks): Next's request handler
 * behind the front door, whose stages are listed in order in server/http/front-door.mts (README
 * "Holding under abuse" and "Page speed"). This file only reads the environment, prepares Next,
 * builds the front door and listens.
 * Run with Node's own TypeScript support: `node serve.mts`, the port from PORT. It listens on
 * loopback only (127.0.0.1 and ::1) unless WEB_HOST names another address, e.g. 0.0.0.0 for every
 * interface (listen-hosts.mts, README "Two commands"). TRUSTED_PROXIES lists the proxies whose
 * X-Forwarded-For is believed (client-address.mts, README "Holding under abuse").
 */
import { join } from 'node:path';
import next from 'next';
import { followSharedTagTimes } from './server/cache/shared-tag-expiry.mts';
import { parseTrustedProxies } from './server/http/client-address.mts';
import { createFrontDoor } from './server/http/front-door.mts';
import { describeListenAddresses, listenOnHosts, selfAddress, webListenHosts } from './server/http/listen-hosts.mts';
import { openRedisConnection } from './server/redis/redis-connection.mts';

const port = Number(process.env.PORT ?? 3000);
const hosts = webListenHosts(process.env.WEB_HOST);
/** Read once: a malformed list stops the server here, before anything is served. */
let trustedProxies: ReturnType<typeof parseTrustedProxies>;
try {
  trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
await app.prepare();

// With Redis, tag expiries made through other instances reach this one's kept pages, and kept pages are shared (README "Page speed").
const keptPagesRedis = process.env.REDIS_URL ? openRedisConnection(process.env.REDIS_URL, { purpose: "the front door's kept pages", fallback: 'every page goes to Next' }) : null;
if (keptPagesRedis) followSharedTagTimes(keptPagesRedis);

const frontDoor = createFrontDoor({
  handle: app.getRequestHandler(),
  staticDir: join(import.meta.dirname, '.next', 'static'),
  trustedProxies,
  self: { host: selfAddress(hosts), port },
  redis: keptPagesRedis,
  // Next (instrumentation.ts) loads the redirect table just after start: the first requests wait for it (README "Redirects").
  waitForFirstRedirects: true,
});
const listening = await listenOnHosts(frontDoor, hosts, port, { ipv6Optional: !process.env.WEB_HOST });
console.log(`✓ Ready on http://localhost:${port} (listening on ${describeListenAddresses(listening.map(({ host }) => host), port)})`);
