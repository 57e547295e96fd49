/**
 * The platform as the benchmarks run it: `npm start` itself (scripts/start.mjs, which builds when
 * sources changed), each bench on its own ports for every server the stack starts (web, lake,
 * Studio door, mail) and in its own data folder, so a developer's `npm start` (3000/4000/3333/2525),
 * the e2e suite (3100/4100/3433/2625 and 3200/4200/3533/2725) and the other benches run beside it
 * (README "Page speed").
 *
 * Requests from the benches carry a browser's headers (Chromium's): a page measured without
 * `Accept-Encoding` is one no browser asks for. Node cannot resolve `*.localhost` (TOOLCHAIN.md), so
 * requests from Node connect to 127.0.0.1 with a Host header; Chromium resolves the names itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join, resolve } from 'node:path';
import zlib from 'node:zlib';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const demoSites = ['riverside-kia', 'southern-cross-motors', 'harbour-city-toyota', 'lone-star-jeep'] as const;

/** Each bench's own ports: none of them is another stack's, so any of them runs beside the rest. */
const portSets = {
  pages: { web: 3300, lake: 4300, studio: 3633, mail: 2825 },
  load: { web: 3310, lake: 4310, studio: 3643, mail: 2835 },
  abuse: { web: 3320, lake: 4320, studio: 3653, mail: 2845 },
} as const;
export type BenchName = keyof typeof portSets;
export type StackPorts = (typeof portSets)[BenchName];

/**
 * Settings a developer's shell may hold for their own `npm start` that would point a bench's stack
 * at someone else's servers, folders or network: left out, so start.mjs derives them from the
 * bench's ports and data folder (loopback, its own lake, mail server, inbox and PGlite database).
 */
const inheritedStackSettings = [
  'HOST', 'WEB_HOST', 'LAKE_HOST', 'MAIL_HOST',
  'LAKE_URL', 'LAKE_WEBHOOK_URL', 'LAKE_DATA_DIR', 'WEB_ORIGIN_PATTERN', 'WEB_URL', 'PAYMENTS_WEBHOOK_URL',
  'SMTP_URL', 'MAIL_DIR', 'DATABASE_URL',
];

/** Chromium 156 on Linux, as it introduces itself. */
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/**
 * The headers Chromium sends, by what it asks for: a page (a navigation), an image, or a script's
 * `fetch` (the search client's POST to /api/search). Brotli is what every browser gets from
 * serve.mts (README "Page speed"), so that is what the benches measure.
 */
export type RequestKind = 'document' | 'image' | 'fetch';
export function browserHeaders(kind: RequestKind, origin: string): Record<string, string> {
  const common = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-AU,en;q=0.9', 'user-agent': userAgent };
  switch (kind) {
    case 'document':
      return {
        ...common,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
        'upgrade-insecure-requests': '1',
        'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none', 'sec-fetch-user': '?1',
      };
    case 'image':
      return { ...common, accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' };
    case 'fetch':
      return { ...common, accept: '*/*', origin, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' };
  }
}

export interface BenchAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as the browser reads it, decompressed. */
  body: string;
  /** The body's size as sent (compressed when `content-encoding` says so). */
  wireBytes: number;
  /** The body as sent, byte for byte (what bench:load's bare Node floor answers with). */
  wireBody: Buffer;
}

function decode(encoding: string | undefined, raw: Buffer): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case undefined: case '': case 'identity': return raw;
    case 'br': return zlib.brotliDecompressSync(raw);
    case 'gzip': return zlib.gunzipSync(raw);
    case 'deflate': return zlib.inflateSync(raw);
    case 'zstd': return zlib.zstdDecompressSync(raw);
    default: throw new Error(`unknown content-encoding "${encoding}"`);
  }
}

export interface BenchStack {
  bench: BenchName;
  ports: StackPorts;
  dataDir: string;
  /** `riverside-kia.localhost:3310`: the Host header a browser sends for the site. */
  host(site: string): string;
  /** `http://riverside-kia.localhost:3310`, for Chromium (it resolves `*.localhost` itself). */
  origin(site: string): string;
  /** A request to a site over loopback with a browser's headers for `kind`. */
  request(site: string, path: string, options?: { kind?: RequestKind; method?: string; headers?: Record<string, string>; body?: string }): Promise<BenchAnswer>;
  /** The environment `npm start` gets: these ports, this data folder, `extra` on top. */
  env(extra?: Record<string, string>): NodeJS.ProcessEnv;
}

/** One bench's stack: its ports, its data folder (`.data/bench/<bench>`, kept between runs) and its env. */
export function benchStack(bench: BenchName): BenchStack {
  const ports = portSets[bench];
  const dataDir = join(repoRoot, '.data', 'bench', bench);
  const host = (site: string) => `${site}.localhost:${ports.web}`;
  const origin = (site: string) => `http://${host(site)}`;
  return {
    bench, ports, dataDir, host, origin,
    request: (site, path, { kind = 'document', method = 'GET', headers = {}, body } = {}) =>
      new Promise((done, fail) => {
        const request = http.request(
          { host: '127.0.0.1', port: ports.web, method, path, headers: { host: host(site), ...browserHeaders(kind, origin(site)), ...headers }, timeout: 60_000 },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', fail);
            response.on('end', () => {
              try {
                const raw = Buffer.concat(chunks);
                const text = decode(response.headers['content-encoding'], raw).toString('utf8');
                done({ status: response.statusCode ?? 0, headers: response.headers, body: text, wireBytes: raw.length, wireBody: raw });
              } catch (error) {
                fail(error);
              }
            });
          },
        );
        request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
        request.on('error', fail);
        request.end(body);
      }),
    env: (extra = {}) => {
      const env: NodeJS.ProcessEnv = { ...process.env };
      for (const key of inheritedStackSettings) delete env[key];
      return {
        ...env,
        PATH: `${join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH}`,
        PORT: String(ports.web),
        LAKE_PORT: String(ports.lake),
        STUDIO_PORT: String(ports.studio),
        MAIL_PORT: String(ports.mail),
        DEALER_DATA_DIR: dataDir,
        ...extra,
      };
    },
  };
}

/** Resolves when nothing listens on the port (on loopback); else fails naming it. */
function portFree(port: number, name: string, bench: BenchName): Promise<void> {
  return new Promise((done, fail) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(new Error(`bench:${bench} needs port ${port} (${name}), and something listens there (${error.code}): another bench:${bench} still running?`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
  });
}

/**
 * One stack starts at a time across bench processes: start.mjs builds the web app and the Studio
 * when sources changed, and two builds at once into the same `.next` break each other. A bench
 * started while another's stack starts waits for it to serve. A lock left by a process that is gone
 * is taken over.
 */
async function oneStartAtATime(log: (line: string) => void): Promise<() => void> {
  const lock = join(repoRoot, '.data', 'bench', 'starting.lock');
  mkdirSync(join(repoRoot, '.data', 'bench'), { recursive: true });
  let said = false;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = 0;
    let age = 0;
    try {
      holder = Number(readFileSync(lock, 'utf8'));
      age = Date.now() - statSync(lock).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    const alive = (() => {
      // An empty lock is one being written, unless it has stayed empty.
      if (!(holder > 0)) return age < 10_000;
      try {
        process.kill(holder, 0);
        return true;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM';
      }
    })();
    if (!alive) {
      rmSync(lock, { force: true });
      continue;
    }
    if (!said) log(`[bench] another bench's stack is starting (pid ${holder}, perhaps building); waiting for it to serve...`);
    said = true;
    await new Promise((wait) => setTimeout(wait, 1000));
  }
}

export interface RunningPlatform {
  stop(): Promise<void>;
}

/** Starts the bench's stack and resolves once every demo site's home page answers 200. */
export async function startPlatform(
  stack: BenchStack,
  { log = (line: string) => process.stderr.write(`${line}\n`), env = {} }: { log?: (line: string) => void; env?: Record<string, string> } = {},
): Promise<RunningPlatform> {
  for (const [name, port] of Object.entries(stack.ports)) await portFree(port, name, stack.bench);
  const release = await oneStartAtATime(log);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env: stack.env(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGINT');
    });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk;
      for (const line of String(chunk).split('\n')) if (/building|failed|error/i.test(line)) log(line);
    });
  }
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`npm start exited (${code}) before serving:\n${output.slice(-4000)}`))));
  exited.catch(() => undefined);
  const { web, lake, studio, mail } = stack.ports;
  log(`[bench] starting the platform for bench:${stack.bench} (web ${web}, lake ${lake}, Studio ${studio}, mail ${mail}, data ${stack.dataDir}; builds first if sources changed)...`);
  try {
    const deadline = Date.now() + 10 * 60_000;
    for (const site of demoSites) {
      for (;;) {
        const answer = await Promise.race([stack.request(site, '/').catch(() => ({ status: 0 })), exited]);
        if (answer.status === 200) break;
        if (Date.now() > deadline) throw new Error(`${site} did not answer within 10 minutes`);
        await new Promise((wait) => setTimeout(wait, 1000));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    release();
  }
  log('[bench] platform is serving');
  return { stop };
}
