import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy-config.mjs';
import { findServerBinaries } from './server-binaries.mjs';

/**
 * The balancer's configuration in the real HAProxy, in front of two small HTTP servers standing in
 * for web instances (README "Running many instances"): requests are shared, the client's address
 * (and only it) reaches the instance in X-Forwarded-For, an instance that stops answering /healthz is taken out,
 * and a killed one costs no request — its refused connections are retried on the other.
 */
const { haproxy } = findServerBinaries({ needPostgres: false, needRedis: false });
const skip = !haproxy && !process.env.CI;
if (skip) console.warn('balancer.test.ts: haproxy is not installed (apt-get install haproxy); skipping.');

/** A stand-in web instance: /healthz answers `health`, anything else its name and the X-Forwarded-For it got. */
class Instance {
  health = 200;
  /** Whether /cut closes the connection without answering (else it answers like any path). */
  cuts = false;
  readonly received: string[] = [];
  server?: http.Server;
  readonly sockets = new Set<Socket>();
  constructor(
    readonly name: string,
    public port = 0,
  ) {}
  async start(): Promise<void> {
    const server = http.createServer((request, response) => {
      if (request.url === '/cut' && this.cuts) {
        // Killed while taking the request: the connection closes without an answer.
        this.received.push(`${request.method} ${request.url}`);
        request.socket.destroy();
        return;
      }
      if (request.url === '/healthz') {
        response.writeHead(this.health, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ instance: this.name, forwardedFor: request.headers['x-forwarded-for'] ?? null }));
    });
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }
  /** As a killed process: the listener gone, every connection cut. */
  async kill(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

function freePort(): Promise<number> {
  const server = http.createServer();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    server.close(() => resolve(port));
  }));
}

let balancerPort = 0;
const send = (method: string, path = '/') =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ method, host: '127.0.0.1', port: balancerPort, path, headers: { 'x-forwarded-for': '203.0.113.9' }, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(method === 'POST' ? '{}' : undefined);
  });
const get = (path = '/') => send('GET', path);
const servedBy = async () => (JSON.parse((await get()).body) as { instance: string }).instance;

const web1 = new Instance('web1');
const web2 = new Instance('web2');
let balancer: ChildProcess | undefined;
let log = '';
const dir = mkdtempSync(join(tmpdir(), 'balancer-'));

beforeAll(async () => {
  if (skip) return;
  await web1.start();
  await web2.start();
  balancerPort = await freePort();
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(
    file,
    haproxyConfig({
      listen: [{ host: '127.0.0.1', port: balancerPort }],
      instances: [web1, web2].map(({ name, port }) => ({ name, host: '127.0.0.1', port })),
    }),
  );
  balancer = spawn(haproxy!, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [balancer.stdout, balancer.stderr]) stream?.on('data', (chunk) => (log += chunk));
  // Serving through both instances.
  for (let i = 0; i < 100; i++) {
    const seen = new Set(await Promise.all([servedBy(), servedBy()]).catch(() => []));
    if (seen.size === 2) return;
    await sleep(100);
  }
  throw new Error(`the balancer did not serve through both instances:\n${log}`);
}, 30_000);

afterAll(async () => {
  balancer?.kill('SIGTERM');
  await web1.kill();
  await web2.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(skip)('the balancer (HAProxy with haproxyConfig)', () => {
  it('shares requests between the instances, and X-Forwarded-For is the client it saw, whatever the client wrote', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get()));
    const bodies = answers.map(({ body }) => JSON.parse(body) as { instance: string; forwardedFor: string });
    expect(new Set(bodies.map(({ instance }) => instance))).toEqual(new Set(['web1', 'web2']));
    // The instances read it as the client (TRUSTED_PROXIES, README "Holding under abuse"); the
    // client's own 203.0.113.9 is gone, or a client on loopback could name any address.
    for (const { forwardedFor } of bodies) expect(forwardedFor).toBe('127.0.0.1');
  });

  it('an instance whose /healthz answers 503 gets no requests until it answers 200 again', async () => {
    web2.health = 503;
    // Out after fall 2 × inter 500 ms; then every request goes to web1.
    await expect.poll(async () => [...new Set(await Promise.all(Array.from({ length: 8 }, servedBy)))], { timeout: 5_000, interval: 250 }).toEqual(['web1']);
    await sleep(500);
    expect(new Set(await Promise.all(Array.from({ length: 8 }, servedBy)))).toEqual(new Set(['web1']));
    web2.health = 200;
    await expect.poll(async () => new Set(await Promise.all(Array.from({ length: 4 }, servedBy))).has('web2'), { timeout: 5_000, interval: 200 }).toBe(true);
  });

  it('a killed instance costs no request, not even before the health check sees it; it is back once it answers again', async () => {
    await web2.kill();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await get());
    expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
    expect(new Set(answers.map(({ body }) => (JSON.parse(body) as { instance: string }).instance))).toEqual(new Set(['web1']));
    await web2.start(); // the same port, as start-cluster restarts it
    await expect.poll(async () => new Set(await Promise.all(Array.from({ length: 4 }, servedBy))).has('web2'), { timeout: 5_000, interval: 200 }).toBe(true);
  });

  it('a GET cut off by an instance without an answer is retried on the other; a POST is not sent twice (a lead may be saved)', async () => {
    web2.cuts = true;
    const gets = await Promise.all(Array.from({ length: 6 }, () => get('/cut')));
    expect(gets.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(gets.every(({ body }) => (JSON.parse(body) as { instance: string }).instance === 'web1')).toBe(true);
    // web2 did take some of them, and cut them off: those were the retried ones.
    expect(web2.received).toContain('GET /cut');
    web1.cuts = true;
    web1.received.length = 0;
    web2.received.length = 0;
    const post = await send('POST', '/cut');
    expect(post.status).toBe(502);
    expect([...web1.received, ...web2.received]).toEqual(['POST /cut']);
    web1.cuts = false;
    web2.cuts = false;
  });
});
