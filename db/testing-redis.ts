/**
 * A real `redis-server` for tests (README "Running many instances"): started on a free loopback
 * port in a temp folder, with no persistence, and stopped and restarted on the same port to test
 * what happens while Redis is down. Tests that need it skip with a printed reason where the binary
 * is missing, and fail under CI=1, where .ci/run installs Debian's `redis-server`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface TestRedis {
  /** redis://127.0.0.1:{port} */
  url: string;
  /** Stops the server (its data is lost), keeping the port for `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/** The `redis-server` binary (REDIS_SERVER, else the PATH, else Debian's /usr/bin), or null when missing. */
export function findRedisServer(): string | null {
  const candidates = [process.env.REDIS_SERVER, ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'redis-server')), '/usr/bin/redis-server'];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * Whether tests needing Redis can run: false with a printed reason where `redis-server` is missing;
 * under CI=1 a missing binary throws, so CI never passes by skipping them.
 */
export function redisServerAvailable(): boolean {
  if (findRedisServer()) return true;
  const reason = 'redis-server not found (apt-get install redis-server, or set REDIS_SERVER): tests needing Redis are skipped';
  if (process.env.CI === '1' || process.env.CI === 'true') throw new Error(`${reason}, which CI does not allow`);
  console.warn(reason);
  return false;
}

/** A free loopback port, as the OS hands one out. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once the server answers PING with PONG, or rejects after `timeoutMs`. */
async function waitForPong(port: number, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.setTimeout(500);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(false));
    });
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a throwaway `redis-server`; call `close()` in afterAll. */
export async function startTestRedis(): Promise<TestRedis> {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server not found: check redisServerAvailable() first');
  const dir = mkdtempSync(join(tmpdir(), 'test-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const start = async () => {
    // No snapshots, no append-only file: a restarted server is empty, like a lost cache.
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
    await waitForPong(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async close() {
      await stop();
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
