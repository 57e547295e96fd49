// The cluster's Redis (README "Running many instances"): Debian's server on loopback and its own
// port, with a generated password. It holds the shared cache, rate limits and change notices,
// which can all be rebuilt: nothing is saved to disk.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The server's command line and the REDIS_URL that reaches it; `dir` is its working folder.
 * @param {{ redisServer: string, dir: string, passwordFile: string, port: number }} options
 */
export function prepareRedis({ redisServer, dir, passwordFile, port }) {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  return {
    command: redisServer,
    // The password on the command line would show in `ps`: it goes in through stdin's config instead.
    // Bounded, evicting cache entries (which have a TTL) and never the tag times or limits' state
    // without one (README "Shared cache and limits in Redis").
    args: ['-', '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--logfile', '', '--maxmemory', '512mb', '--maxmemory-policy', 'volatile-lru'],
    config: `requirepass ${password}\n`,
    password,
    url: `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`,
  };
}

/**
 * Waits until Redis on `port` answers AUTH and PING. Gives up after `timeoutMs`, or when `gone()`.
 * @param {{ port: number, password: string, timeoutMs?: number, gone: () => boolean }} options
 */
export async function waitForRedis({ port, password, timeoutMs = 30_000, gone }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ping(port, password)) return;
    if (gone()) throw new Error('Redis exited before it answered (see its log above).');
    if (Date.now() > deadline) throw new Error(`Redis did not answer on port ${port} within ${timeoutMs / 1000} s.`);
    await sleep(200);
  }
}

/** One AUTH and PING in Redis's protocol (RESP): true when both are answered OK. */
function ping(port, password) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      const bulk = (value) => `$${Buffer.byteLength(value)}\r\n${value}\r\n`;
      socket.write(`*2\r\n${bulk('AUTH')}${bulk(password)}*1\r\n${bulk('PING')}`);
    });
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('-')) done(false);
      else if (answer.includes('+OK\r\n+PONG\r\n')) done(true);
    });
  });
}
