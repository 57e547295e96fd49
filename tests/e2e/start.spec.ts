/**
 * The README's first command, `npm start`, run as a user runs it: on its own ports and data folder,
 * reusing the builds this suite made. It must serve every site and the Studio, stop cleanly on
 * Ctrl-C or SIGTERM, start again (as README "Two commands" says: twice in a row), and go down
 * whole, saying why, when one of its processes dies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getOverLoopback } from '../support/loopback';
import { demoSites, repoRoot } from './stack';

const ports = { web: 3200, lake: 4200, studio: 3533, mail: 2725 };
const dataDir = join(repoRoot, '.data', 'e2e-start');

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A GET on this stack's ports: https for the lake, with the Host header of a browser. */
const get = (scheme: 'http' | 'https', port: number, path: string, host: string) => getOverLoopback({ port, path, host, tls: scheme === 'https' });

class Stack {
  readonly child: ChildProcess;
  private log = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor() {
    this.child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PATH: `${join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH}`,
        PORT: String(ports.web),
        LAKE_PORT: String(ports.lake),
        STUDIO_PORT: String(ports.studio),
        MAIL_PORT: String(ports.mail),
        DEALER_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) stream?.on('data', (chunk) => (this.log += chunk));
    this.exited = new Promise((resolve) => this.child.on('exit', (code, signal) => resolve({ code, signal })));
  }

  get output(): string {
    return this.log;
  }

  /** The pid start.mjs reports for one of its children (`[start] lake started (pid 123)`). */
  pid(name: 'lake' | 'mail' | 'web'): number {
    const match = new RegExp(`\\[start\\] ${name} started \\(pid (\\d+)\\)`).exec(this.log);
    if (!match) throw new Error(`start.mjs did not report the ${name} process:\n${this.log}`);
    return Number(match[1]);
  }

  /**
   * After a failed check: kills start.mjs and every child it reported, so no orphan keeps this
   * stack's ports (a SIGKILL to start.mjs alone leaves its children running).
   */
  killAll(): void {
    for (const match of this.log.matchAll(/\[start\] \w+ started \(pid (\d+)\)/g)) {
      try {
        process.kill(Number(match[1]), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    this.child.kill('SIGKILL');
  }

  /** Waits until the platform index, every demo site's home page and the Studio answer; fails at once if start.mjs exits. */
  async waitUntilServing(): Promise<void> {
    const died = this.exited.then((exit) => {
      throw new Error(`npm start exited (${exit.signal ?? exit.code}) before serving:\n${this.log}`);
    });
    died.catch(() => undefined); // stopping the stack later is expected, not an unhandled rejection
    // A failed request (a reset while one of the processes goes down, say) says what the stack printed.
    const serving = this.serving().catch((error: Error) => {
      throw new Error(`${error.message}\nnpm start printed:\n${this.log}`, { cause: error });
    });
    await Promise.race([serving, died]);
  }

  private async serving(): Promise<void> {
    await expect(async () => {
      expect((await get('http', ports.web, '/', `localhost:${ports.web}`)).status, 'the index of sites').toBe(200);
    }, 'npm start serves the index of sites').toPass({ timeout: 150_000, intervals: [1_000] });
    // Every check again until all pass at once: on a loaded machine a server still warming up may
    // drop a first connection; a check that keeps failing still fails the test, naming the request.
    await expect(async () => {
      for (const site of demoSites) {
        expect((await get('http', ports.web, '/', `${site}.localhost:${ports.web}`)).status, `${site} home page`).toBe(200);
      }
      const door = await get('http', ports.studio, '/', `localhost:${ports.studio}`);
      expect(door.status, "the Studio's front door").toBe(302);
      const studio = new URL(door.location ?? '');
      expect(studio.origin).toBe(`https://localhost:${ports.lake}`);
      expect(studio.hash).toMatch(/^#token=/);
      expect((await get('https', ports.lake, studio.pathname, studio.host)).status, 'the Studio on the lake').toBe(200);
    }, 'npm start serves every site and the Studio').toPass({ timeout: 60_000, intervals: [1_000] });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

async function expectAllGone(stack: Stack, pids: number[]): Promise<void> {
  for (const pid of pids) expect(isRunning(pid), `process ${pid} still running\n${stack.output}`).toBe(false);
  for (const port of Object.values(ports)) expect(await portIsFree(port), `port ${port} still taken`).toBe(true);
}

function expectBuildsReused(stack: Stack): void {
  // The suite built both just before; a rebuild here means the "sources changed" check is wrong.
  expect(stack.output).not.toContain('building the production bundle');
  expect(stack.output).not.toContain('building the Studio');
}

for (const [run, signal] of [
  ['first', 'SIGINT'],
  ['second', 'SIGTERM'],
] as const) {
  test(`the ${run} npm start serves every site and the Studio, and ${signal} stops all of it`, async () => {
    test.setTimeout(240_000);
    const stack = new Stack();
    try {
      await stack.waitUntilServing();
      expectBuildsReused(stack);
      const pids = [stack.pid('lake'), stack.pid('mail'), stack.pid('web')];
      stack.child.kill(signal);
      const exit = await stack.exited;
      expect(exit.code, stack.output).toBe(0);
      expect(stack.output).toContain(`[start] ${signal}: stopping lake and mail and web`);
      await expectAllGone(stack, pids);
    } finally {
      stack.killAll();
    }
  });
}

test('when the lake dies, npm start says so and takes the web app down with it', async () => {
  test.setTimeout(240_000);
  const stack = new Stack();
  try {
    await stack.waitUntilServing();
    const lake = stack.pid('lake');
    const mail = stack.pid('mail');
    const web = stack.pid('web');
    process.kill(lake, 'SIGKILL');
    const exit = await stack.exited;
    expect(exit.code, stack.output).toBe(1);
    expect(stack.output).toContain('[start] lake was killed by SIGKILL unexpectedly');
    expect(stack.output).toContain('stopping the others');
    await expectAllGone(stack, [lake, mail, web]);
  } finally {
    stack.killAll();
  }
});
