import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerBinaries } from './server-binaries.mjs';

/**
 * start:cluster's orchestration (README "Running many instances") with the real PostgreSQL, Redis
 * and HAProxy, and small stand-ins for the web instances (no production build needed): it starts
 * them in order, hands the instances DATABASE_URL and REDIS_URL that work, restarts a killed
 * instance while the balancer keeps answering, and SIGINT stops everything, PostgreSQL cleanly.
 * tests/e2e/cluster.spec.ts does the same with the real web app.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const binaries = findServerBinaries({ needPostgres: true, needRedis: true });
const skip = binaries.missing.length > 0 && !process.env.CI;
if (skip) console.warn(`run-cluster.test.ts: ${binaries.missing.join(', ')} not installed (apt-get install postgresql redis-server haproxy); skipping.`);

const dir = mkdtempSync(join(tmpdir(), 'run-cluster-'));
// As root, PostgreSQL runs as the postgres user, who must reach its folder under this one.
chmodSync(dir, 0o755);
let cluster: ChildProcess | undefined;
let log = '';
afterAll(() => {
  // Whatever a failed check left running: every process the cluster reported, then the cluster.
  for (const match of log.matchAll(/\[cluster\] \w+ started \(pid (\d+)\)/g)) {
    try {
      process.kill(Number(match[1]), 'SIGKILL');
    } catch {
      // gone
    }
  }
  cluster?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const portIsFree = (port: number) =>
  new Promise<boolean>((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
/** A base port with itself and the next `count` free. */
async function freePorts(count: number): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all(Array.from({ length: count + 1 }, (_, i) => portIsFree(base + i)));
    if (free.every(Boolean)) return base;
  }
}

const get = (port: number, path = '/') =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false, timeout: 5_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', fail);
  });

const pids = (name: string) => [...log.matchAll(new RegExp(`\\[cluster\\] ${name} started \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('start:cluster arguments, through the real entry point', () => {
  it.each([['0'], ['abc']])('--instances %s stops at once with the reason, before starting anything', (value) => {
    const run = spawnSync(process.execPath, ['scripts/start-cluster.mjs', '--instances', value], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, DEALER_DATA_DIR: dir } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`--instances must be a whole number from 1 to 16, not "${value}"`);
    expect(run.stdout).not.toContain('started (pid');
  });
});

describe.skipIf(skip)('runCluster with stand-in web instances', () => {
  it('starts PostgreSQL, Redis, the instances and HAProxy; restarts a killed instance; SIGINT stops it all, PostgreSQL cleanly', async () => {
    const web = await freePorts(2);
    const postgresPort = await freePorts(0);
    const redisPort = await freePorts(0);
    // A web instance's stand-in: ready once DATABASE_URL answers; says who it is and what it was given.
    const standIn = join(dir, 'stand-in.mjs');
    writeFileSync(
      standIn,
      `import http from 'node:http';
import { createRequire } from 'node:module';
const pg = createRequire(${JSON.stringify(join(repoRoot, 'package.json'))})('pg');
const client = new pg.Client(process.env.DATABASE_URL);
await client.connect();
const { rows } = await client.query('select current_database() as name');
await client.end();
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ port: process.env.PORT, database: rows[0].name, redis: /^redis:\\/\\/:[^@]+@127\\.0\\.0\\.1:${redisPort}$/.test(process.env.REDIS_URL), trusted: process.env.TRUSTED_PROXIES, host: process.env.WEB_HOST }));
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('stand-in ready on ' + process.env.PORT));
`,
    );
    const harness = join(dir, 'harness.mjs');
    writeFileSync(
      harness,
      `import { runCluster } from ${JSON.stringify(join(repoRoot, 'scripts', 'cluster', 'run-cluster.mjs'))};
await runCluster({
  argv: ['--instances', '2'],
  processEnv: process.env,
  stack: { webCommand: () => ({ command: process.execPath, args: [${JSON.stringify(standIn)}], cwd: ${JSON.stringify(dir)} }), startServices: () => true },
});
`,
    );
    cluster = spawn(process.execPath, [harness], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(web), CLUSTER_POSTGRES_PORT: String(postgresPort), CLUSTER_REDIS_PORT: String(redisPort), DEALER_DATA_DIR: join(dir, 'data'), DATABASE_URL: '', REDIS_URL: '', TRUSTED_PROXIES: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [cluster.stdout, cluster.stderr]) stream?.on('data', (chunk) => (log += chunk));
    const exited = new Promise<number | null>((done) => cluster!.on('exit', (code) => done(code)));

    // Serving through the balancer, from both instances.
    await expect
      .poll(
        async () => {
          const answers = await Promise.all([get(web), get(web), get(web)]).catch(() => []);
          return new Set(answers.map(({ body }) => (JSON.parse(body) as { port: string }).port)).size;
        },
        { timeout: 90_000, interval: 500, message: `the cluster serves through both instances:\n${log}` },
      )
      .toBe(2);
    for (const step of ['1/6 PostgreSQL', '2/6 Redis', '3/6', '4/6 web1', '5/6 web2', '6/6 HAProxy']) expect(log).toContain(`[cluster] ${step}`);
    // The first instance was ready before the second started (it seeds the database alone).
    expect(log.indexOf('[cluster] web1 ready')).toBeLessThan(log.indexOf('[cluster] web2 started'));
    expect(JSON.parse((await get(web + 1)).body)).toEqual({ port: String(web + 1), database: 'dealer', redis: true, trusted: '127.0.0.1', host: '127.0.0.1' });

    // web2 killed: the balancer still answers every request, and web2 comes back on its port.
    const [web2] = pids('web2');
    process.kill(web2!, 'SIGKILL');
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await get(web)).status);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    await expect.poll(() => pids('web2').length, { timeout: 30_000, message: log }).toBe(2);
    expect(log).toMatch(/\[cluster\] web2 was killed by SIGKILL after \d+ s; restarting it in 1 s/);
    await expect.poll(async () => (await get(web + 2).catch(() => ({ status: 0 }))).status, { timeout: 30_000 }).toBe(200);

    // SIGINT: the balancer first, the instances, then the databases; PostgreSQL's clean shutdown.
    const running = ['postgres', 'redis', 'web1', 'web2', 'balancer'].map((name) => pids(name).at(-1)!);
    cluster.kill('SIGINT');
    expect(await exited, log).toBe(0);
    expect(log).toContain('[cluster] SIGINT: stopping');
    expect(log).toMatch(/\[postgres\].*database system is shut down/);
    const stopped = (name: string) => log.indexOf(`[cluster] ${name} stopped`);
    expect(stopped('balancer')).toBeGreaterThan(0);
    expect(stopped('balancer')).toBeLessThan(stopped('web1'));
    expect(stopped('web2')).toBeLessThan(stopped('postgres'));
    for (const pid of running) expect(isRunning(pid), `${pid} still running`).toBe(false);
    await sleep(100);
  }, 180_000);
});
