// `npm start`: the local Content Lake and the web app (production build), with prefixed logs.
// `npm run dev`: the same with `next dev`. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const webPort = process.env.PORT ?? '3000';
const lakePort = process.env.LAKE_PORT ?? '4000';
const studioPort = process.env.STUDIO_PORT ?? '3333';
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  LAKE_PORT: lakePort,
  LAKE_URL: process.env.LAKE_URL ?? `https://localhost:${lakePort}`,
  LAKE_WEBHOOK_URL: process.env.LAKE_WEBHOOK_URL ?? `http://127.0.0.1:${webPort}/api/revalidate`,
  STUDIO_PORT: studioPort,
  WEB_ORIGIN_PATTERN: process.env.WEB_ORIGIN_PATTERN ?? `http://{site}.localhost:${webPort}`,
  SANITY_TELEMETRY_DISABLED: '1',
  // Our own node_modules/.bin first, so every child runs on the pinned Node 24 (TOOLCHAIN.md).
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
};

const children = [];
function run(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    console.log(`${prefix}exited (${signal ?? code})`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Newest modification time under the given folders (the sources a build compiles). */
function newestSource(folders) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.next' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return newest;
}

// The Studio is a static build the lake serves; rebuild it when its sources changed (about 15 s).
const studioIndex = join(root, 'studio', 'dist', 'index.html');
if (!existsSync(studioIndex) || statSync(studioIndex).mtimeMs < newestSource(['studio/config', 'studio/sanity.config.ts', 'blocks', 'schemas', 'tenants'])) {
  console.log('[studio] building the Studio...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@dealer/studio'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) console.error('[studio] build failed (see above); the content lake and web app still start.');
}

run('lake', 'node', ['--import', 'tsx', 'studio/lake/bin.ts']);

if (dev) {
  run('web', 'next', ['dev', '-p', webPort], { cwd: join(root, 'web') });
} else {
  const buildId = join(root, 'web', '.next', 'BUILD_ID');
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSource(['web', 'blocks', 'schemas', 'tenants', 'stock'])) {
    console.log('[web] building the production bundle (about a minute on 2 cores)...');
    const build = spawnSync('next', ['build'], { cwd: join(root, 'web'), env, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('[web] build failed; see above.');
      stopAll(1);
    }
  }
  if (!stopping) run('web', 'next', ['start', '-p', webPort], { cwd: join(root, 'web') });
}

if (!stopping) {
  console.log(`
Dealer platform starting:
  sites index      http://localhost:${webPort}
  riverside-kia    http://riverside-kia.localhost:${webPort}
  southern-cross   http://southern-cross-motors.localhost:${webPort}
  harbour-city     http://harbour-city-toyota.localhost:${webPort}
  lone-star-jeep   http://lone-star-jeep.localhost:${webPort}
  Studio           http://localhost:${studioPort}  (signs you in as the local editor)
  content lake     https://localhost:${lakePort}  (token in .data/lake/token)
`);
}
