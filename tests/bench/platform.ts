/**
 * The platform as the benchmarks run it: `npm start` itself (scripts/start.mjs, which builds when
 * sources changed), on its own ports and data folder so a developer's `npm start` and the e2e
 * suite can run beside it. Node cannot resolve `*.localhost` (TOOLCHAIN.md), so requests from
 * Node connect to 127.0.0.1 with a Host header; Chromium resolves the names itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { getOverLoopback } from '../support/loopback';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const benchPorts = { web: 3300, lake: 4300, studio: 3633 };
export const demoSites = ['riverside-kia', 'southern-cross-motors', 'harbour-city-toyota', 'lone-star-jeep'] as const;
export const siteOrigin = (site: string) => `http://${site}.localhost:${benchPorts.web}`;

/** GET a site's page over loopback with its Host header: status and body. */
export function get(site: string, path: string): Promise<{ status: number; body: string }> {
  return getOverLoopback({ port: benchPorts.web, path, host: `${site}.localhost:${benchPorts.web}`, timeoutMs: 60_000 });
}

export interface RunningPlatform {
  stop(): Promise<void>;
}

/** Starts the platform and resolves once every demo site's home page answers 200. */
export async function startPlatform(
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  extraEnv: Record<string, string> = {},
): Promise<RunningPlatform> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PATH: `${join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH}`,
      PORT: String(benchPorts.web),
      LAKE_PORT: String(benchPorts.lake),
      STUDIO_PORT: String(benchPorts.studio),
      DEALER_DATA_DIR: join(repoRoot, '.data', 'bench'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  const deadline = Date.now() + 10 * 60_000;
  log('[bench] starting the platform (builds first if sources changed)...');
  for (const site of demoSites) {
    for (;;) {
      const answer = await Promise.race([get(site, '/').catch(() => ({ status: 0 })), exited]);
      if (answer.status === 200) break;
      if (Date.now() > deadline) throw new Error(`${site} did not answer within 10 minutes`);
      await new Promise((wait) => setTimeout(wait, 1000));
    }
  }
  log('[bench] platform is serving');
  return {
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGINT');
      }),
  };
}
