/**
 * `npm run start:cluster -- --instances N` as `bench:cluster` runs it (README "Running many
 * instances"): on the bench's own ports and data folder, its own PostgreSQL and Redis (never a
 * developer's DATABASE_URL or REDIS_URL), reading the `[cluster] webN started (pid N)` lines it
 * prints as tests/e2e/cluster.spec.ts does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { requestOverLoopback } from '../../support/loopback-request';
import { demoSites, repoRoot } from '../platform';

/** Ports none of the other benches, the e2e suite or a developer's `npm start` use. */
export const clusterPorts = { web: 3350, lake: 4350, studio: 3683, mail: 2875, postgres: 5463, redis: 6410 } as const;
export const clusterDataDir = join(repoRoot, '.data', 'bench', 'cluster');

/**
 * Settings a developer's shell may hold that would point the bench's cluster at someone else's
 * servers or folders (as tests/bench/platform.ts leaves them out).
 */
const inheritedStackSettings = [
  'HOST', 'WEB_HOST', 'LAKE_HOST', 'MAIL_HOST', 'LAKE_URL', 'LAKE_WEBHOOK_URL', 'LAKE_DATA_DIR', 'WEB_ORIGIN_PATTERN',
  'WEB_URL', 'PAYMENTS_WEBHOOK_URL', 'SMTP_URL', 'MAIL_DIR', 'DATABASE_URL', 'REDIS_URL', 'TRUSTED_PROXIES',
];

export interface BenchCluster {
  instances: number;
  /** web1's port first. */
  instancePorts: number[];
  output(): string;
  /** Every pid the cluster reported for `name` (`web2`, `redis`, ...), oldest first. */
  pids(name: string): number[];
  /** The cluster's Redis password and PostgreSQL URL (files it wrote under its data folder). */
  redisPassword(): string;
  databaseUrl(): string;
  /** Ctrl-C, as a user stops it; after 60 s, SIGKILL to everything it started. */
  stop(): Promise<void>;
}

function portFree(port: number, name: string): Promise<void> {
  return new Promise((done, fail) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => fail(new Error(`bench:cluster needs port ${port} (${name}), and something listens there (${error.code}): another bench:cluster still running?`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
  });
}

/** Starts the cluster and resolves once every instance's /healthz is ready and every demo site answers 200 through the balancer. */
export async function startBenchCluster({ instances, env, log }: { instances: number; env: Record<string, string>; log: (line: string) => void }): Promise<BenchCluster> {
  const instancePorts = Array.from({ length: instances }, (_, i) => clusterPorts.web + 1 + i);
  for (const [name, port] of Object.entries(clusterPorts)) await portFree(port, name);
  for (const [i, port] of instancePorts.entries()) await portFree(port, `web${i + 1}`);

  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of inheritedStackSettings) delete childEnv[key];
  const child: ChildProcess = spawn(process.execPath, ['scripts/start-cluster.mjs', '--instances', String(instances)], {
    cwd: repoRoot,
    env: {
      ...childEnv,
      PATH: `${join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH}`,
      PORT: String(clusterPorts.web),
      LAKE_PORT: String(clusterPorts.lake),
      STUDIO_PORT: String(clusterPorts.studio),
      MAIL_PORT: String(clusterPorts.mail),
      CLUSTER_POSTGRES_PORT: String(clusterPorts.postgres),
      CLUSTER_REDIS_PORT: String(clusterPorts.redis),
      DEALER_DATA_DIR: clusterDataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk;
      // What a reader of the bench needs to see: builds, failures, restarts.
      for (const line of String(chunk).split('\n')) {
        // PostgreSQL's routine lines (a background worker exiting at shutdown) are not news.
        if (/^\[postgres\]/.test(line) && !/FATAL|PANIC/.test(line)) continue;
        if (/building|failed|error|restarting|killed|exited/i.test(line) && !/^\s*at /.test(line)) log(line.trim());
      }
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const pids = (name: string) => [...output.matchAll(new RegExp(`\\[cluster\\] ${name} started \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));
  const killAll = () => {
    for (const match of output.matchAll(/\[cluster\] \w+ started \(pid (\d+)\)/g)) {
      try {
        process.kill(Number(match[1]), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    child.kill('SIGKILL');
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const stopped = await Promise.race([exited.then(() => true), sleep(60_000).then(() => false)]);
    if (!stopped) {
      log('[bench] the cluster did not stop within 60 s of Ctrl-C; killing what it started');
      killAll();
    }
  };

  const cluster: BenchCluster = {
    instances,
    instancePorts,
    output: () => output,
    pids,
    redisPassword: () => readFileSync(join(clusterDataDir, 'cluster', 'redis.password'), 'utf8').trim(),
    databaseUrl: () => `postgres://dealer:${encodeURIComponent(readFileSync(join(clusterDataDir, 'cluster', 'postgres.password'), 'utf8').trim())}@127.0.0.1:${clusterPorts.postgres}/dealer`,
    stop,
  };

  const deadline = Date.now() + 5 * 60_000;
  let gone: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void exited.then((exit) => (gone = exit));
  for (;;) {
    if (gone) throw new Error(`start:cluster exited (${gone.signal ?? gone.code}) before serving:\n${output.slice(-4000)}`);
    if (await serving(instancePorts)) return cluster;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the cluster did not serve within 5 minutes:\n${output.slice(-4000)}`);
    }
    await sleep(1_000);
  }
}

/** Whether every instance's /healthz is ready and every demo site's home page answers 200 through the balancer. */
async function serving(instancePorts: readonly number[]): Promise<boolean> {
  for (const port of instancePorts) if (!(await instanceReady(port))) return false;
  for (const site of demoSites) {
    const answer = await requestOverLoopback({ port: clusterPorts.web, host: `${site}.localhost:${clusterPorts.web}`, path: '/', timeoutMs: 30_000 });
    if (answer.status !== 200) return false;
  }
  return true;
}

/** Whether the instance on `port` answers /healthz with 200 (asked directly, not through the balancer). */
export async function instanceReady(port: number): Promise<boolean> {
  return (await requestOverLoopback({ port, host: `127.0.0.1:${port}`, path: '/healthz', timeoutMs: 3_000 })).status === 200;
}
