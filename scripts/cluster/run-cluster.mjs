// The cluster of `npm run start:cluster` (README "Running many instances"); start-cluster.mjs
// runs it with the real web app, the lake and the mail server. What runs as a web instance and as
// the other services can be replaced, so a test runs the orchestration (PostgreSQL, Redis, HAProxy,
// restarts, stopping) with stand-ins, without a production build.
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { clearTimeout, setTimeout as after } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureStudioBuild, ensureWebBuild } from '../builds.mjs';
import { describeListen } from '../listen-hosts.mjs';
import { repoRoot as root, stackSettings } from '../stack-env.mjs';
import { createSupervisor } from '../supervisor.mjs';
import { instancePorts, parseClusterArguments } from './arguments.mjs';
import { haproxyConfig } from './haproxy-config.mjs';
import { ensureDealerDatabase, preparePostgres } from './postgres.mjs';
import { prepareRedis, waitForRedis } from './redis.mjs';
import { findServerBinaries, missingBinariesMessage } from './server-binaries.mjs';

/** The supervisor's tiers: on Ctrl-C the highest stops first. */
const TIER = { databases: 0, services: 1, web: 2, balancer: 3 };
/** An instance that ran this long before dying starts again at once; sooner, the wait doubles up to 30 s. */
const HEALTHY_RUN_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * @typedef {{ name: string, host: string, port: number }} WebInstance
 * @typedef {{
 *   webCommand: (instance: WebInstance) => { command: string, args: string[], cwd: string },
 *   startServices: (supervisor: ReturnType<typeof createSupervisor>, context: { env: Record<string, string>, localMail: boolean, tier: number }) => boolean,
 * }} ClusterStack
 */

/** The real stack: the builds, the lake and the mail server as `npm start` runs them, and `node serve.mts` per instance. */
export const realStack = {
  webCommand: () => ({ command: 'node', args: ['serve.mts'], cwd: join(root, 'web') }),
  startServices(supervisor, { env, localMail, tier }) {
    ensureStudioBuild(root, env);
    supervisor.run('lake', 'node', ['--import', 'tsx', 'studio/lake/bin.ts'], { tier });
    if (localMail) supervisor.run('mail', 'node', ['--import', 'tsx', 'leads/delivery/mail-cli.ts'], { tier });
    return ensureWebBuild(root, env);
  },
};

/**
 * Starts the cluster and supervises it until Ctrl-C or SIGTERM, then exits the process.
 * @param {{ argv: readonly string[], processEnv: Record<string, string | undefined>, stack?: ClusterStack }} options
 */
export async function runCluster({ argv, processEnv, stack = realStack }) {
  const say = (line) => console.log(`[cluster] ${line}`);
  const fail = (message) => {
    console.error(`[cluster] ${message}`);
    process.exit(1);
  };

  const parsed = parseClusterArguments(argv);
  if ('error' in parsed) fail(parsed.error);
  const { instances } = parsed;

  const settings = stackSettings(processEnv);
  const { webPort, lakePort, studioPort, mailPort, dataDir, hosts, localMail } = settings;
  const clusterDir = join(dataDir, 'cluster');
  const postgresPort = Number(processEnv.CLUSTER_POSTGRES_PORT ?? 5433);
  const redisPort = Number(processEnv.CLUSTER_REDIS_PORT ?? 6380);
  const ownPostgres = !processEnv.DATABASE_URL;
  const ownRedis = !processEnv.REDIS_URL;

  const ports = instancePorts({
    webPort: Number(webPort),
    instances,
    others: {
      LAKE_PORT: Number(lakePort),
      STUDIO_PORT: Number(studioPort),
      ...(localMail ? { MAIL_PORT: Number(mailPort) } : {}),
      ...(ownPostgres ? { CLUSTER_POSTGRES_PORT: postgresPort } : {}),
      ...(ownRedis ? { CLUSTER_REDIS_PORT: redisPort } : {}),
    },
  });
  if ('error' in ports) fail(ports.error);

  const binaries = findServerBinaries({ needPostgres: ownPostgres, needRedis: ownRedis });
  if (binaries.missing.length) fail(missingBinariesMessage(binaries.missing));

  const supervisor = createSupervisor({ tag: 'cluster', cwd: root, env: settings.env });
  supervisor.stopOnSignals();
  mkdirSync(clusterDir, { recursive: true });
  const steps = 6;
  let step = 0;
  const progress = (line) => say(`${++step}/${steps} ${line}`);

  /** Runs `start`, or stops everything with its error. */
  async function orStop(start) {
    try {
      return await start();
    } catch (error) {
      if (!supervisor.stopping) {
        console.error(`[cluster] ${error.message}`);
        supervisor.stopAll(1);
      }
      return undefined;
    }
  }

  // 1. PostgreSQL
  let databaseUrl = processEnv.DATABASE_URL;
  if (ownPostgres) {
    progress(`PostgreSQL on 127.0.0.1:${postgresPort}, data in ${join(clusterDir, 'postgres')}`);
    databaseUrl = await orStop(async () => {
      const pg = preparePostgres({ ...binaries, dir: join(clusterDir, 'postgres'), passwordFile: join(clusterDir, 'postgres.password'), port: postgresPort, log: say });
      supervisor.run('postgres', pg.command, pg.args, { ...pg.options, tier: TIER.databases, stopSignal: 'SIGINT' });
      await ensureDealerDatabase({ adminUrl: pg.adminUrl, gone: () => supervisor.pid('postgres') === undefined });
      return pg.databaseUrl;
    });
  } else progress('PostgreSQL: DATABASE_URL is set, using it');

  // 2. Redis
  let redisUrl = processEnv.REDIS_URL;
  if (ownRedis && !supervisor.stopping) {
    progress(`Redis on 127.0.0.1:${redisPort}`);
    redisUrl = await orStop(async () => {
      const redis = prepareRedis({ redisServer: binaries.redisServer, dir: join(clusterDir, 'redis'), passwordFile: join(clusterDir, 'redis.password'), port: redisPort });
      const child = supervisor.run('redis', redis.command, redis.args, { tier: TIER.databases, stdio: ['pipe', 'pipe', 'pipe'] });
      child.stdin?.end(redis.config);
      await waitForRedis({ port: redisPort, password: redis.password, gone: () => supervisor.pid('redis') === undefined });
      return redis.url;
    });
  } else if (!supervisor.stopping) progress('Redis: REDIS_URL is set, using it');

  // 3. The builds, the lake and the mail server, once.
  if (!supervisor.stopping) {
    progress('the Content Lake and the mail server');
    if (!stack.startServices(supervisor, { env: settings.env, localMail, tier: TIER.services })) supervisor.stopAll(1);
  }

  // 4-5. The web instances: the first alone until ready (it migrates and seeds the database), then the others.
  /** Each instance listens on 127.0.0.1 only: the balancer is the door (HOST opens the balancer, README "Running many instances"). */
  const instanceEnv = (port) => ({
    ...settings.env,
    PORT: String(port),
    WEB_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // The balancer connects from 127.0.0.1 and sets X-Forwarded-For to the client (README "Holding under abuse").
    TRUSTED_PROXIES: [processEnv.TRUSTED_PROXIES, '127.0.0.1'].filter(Boolean).join(', '),
  });
  const webInstances = ports.ports.map((port, i) => ({ name: `web${i + 1}`, host: '127.0.0.1', port }));
  /** @type {Map<string, { failures: number, startedAt: number }>} */
  const restarts = new Map();
  /** @type {Set<ReturnType<typeof after>>} */
  const pendingRestarts = new Set();
  supervisor.onStopping(() => pendingRestarts.forEach((timer) => clearTimeout(timer)));

  function startInstance(instance) {
    const history = restarts.get(instance.name) ?? { failures: 0, startedAt: 0 };
    history.startedAt = Date.now();
    restarts.set(instance.name, history);
    const web = stack.webCommand(instance);
    const child = supervisor.run(instance.name, web.command, web.args, {
      cwd: web.cwd,
      env: instanceEnv(instance.port),
      tier: TIER.web,
      onUnexpectedExit: ({ how }) => {
        const ranMs = Date.now() - history.startedAt;
        history.failures = ranMs >= HEALTHY_RUN_MS ? 1 : history.failures + 1;
        const waitMs = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** (history.failures - 1));
        console.error(`[cluster] ${instance.name} ${how} after ${Math.round(ranMs / 1000)} s; restarting it in ${waitMs / 1000} s (restart ${history.failures} in a row; the balancer sends its requests to the others meanwhile).`);
        const timer = after(() => {
          pendingRestarts.delete(timer);
          if (!supervisor.stopping) startInstance(instance);
        }, waitMs);
        pendingRestarts.add(timer);
      },
    });
    say(`${instance.name} pid ${child.pid} on http://127.0.0.1:${instance.port}`);
  }

  /** Waits until `instance` answers /healthz with 200 (true), or the stack stops or `timeoutMs` passes (false). */
  async function waitUntilReady(instance, timeoutMs = 300_000) {
    const deadline = Date.now() + timeoutMs;
    while (!supervisor.stopping && Date.now() < deadline) {
      const status = await fetch(`http://127.0.0.1:${instance.port}/healthz`, { signal: AbortSignal.timeout(3_000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return true;
      await sleep(500);
    }
    return false;
  }

  if (!supervisor.stopping) {
    const [first, ...others] = webInstances;
    progress(`${first.name} on 127.0.0.1:${first.port} (it migrates the database and seeds the demo stock; the others wait for its /healthz)`);
    startInstance(first);
    if (await waitUntilReady(first)) say(`${first.name} ready`);
    else if (!supervisor.stopping) say(`${first.name} is not ready after 5 minutes; starting the others anyway`);
    if (!supervisor.stopping && others.length) {
      progress(`${others.map((instance) => `${instance.name} on 127.0.0.1:${instance.port}`).join(', ')}`);
      others.forEach(startInstance);
    } else step++;
  }

  // 6. The balancer.
  if (!supervisor.stopping) {
    const balancerHosts = hosts.web ? [hosts.web] : (await ipv6LoopbackWorks()) ? ['127.0.0.1', '::1'] : ['127.0.0.1'];
    const config = join(clusterDir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ listen: balancerHosts.map((host) => ({ host, port: Number(webPort) })), instances: webInstances }));
    progress(`HAProxy on ${describeListen(hosts.web, webPort)} (config ${config})`);
    supervisor.run('balancer', binaries.haproxy, ['-db', '-f', config], { tier: TIER.balancer });
  }

  if (!supervisor.stopping) {
    console.log(`
  Dealer platform cluster starting (${instances} web instance${instances === 1 ? '' : 's'}; README "Running many instances"):
    sites index      http://localhost:${webPort}  (through the balancer)
    riverside-kia    http://riverside-kia.localhost:${webPort}
    southern-cross   http://southern-cross-motors.localhost:${webPort}
    harbour-city     http://harbour-city-toyota.localhost:${webPort}
    lone-star-jeep   http://lone-star-jeep.localhost:${webPort}
    Studio           http://localhost:${studioPort}
    content lake     https://localhost:${lakePort}${localMail ? `\n  lead inbox       http://localhost:${webPort}/inbox  (this machine only)` : ''}
    web instances    ${webInstances.map((instance) => `${instance.name} http://127.0.0.1:${instance.port}`).join(', ')}  (each /healthz)
    PostgreSQL       ${ownPostgres ? `127.0.0.1:${postgresPort} (password in ${join(clusterDir, 'postgres.password')})` : 'DATABASE_URL'}
    Redis            ${ownRedis ? `127.0.0.1:${redisPort} (password in ${join(clusterDir, 'redis.password')})` : 'REDIS_URL'}
  `);
  }
}

/** Whether ::1 can be bound here (HAProxy fails to start on an address the machine lacks). */
function ipv6LoopbackWorks() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(0, '::1', () => server.close(() => resolve(true)));
  });
}
