// `npm start`: the local Content Lake and the web app (production build), with prefixed logs.
// `npm run dev`: the same with `next dev`. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describeListen, listenHosts, localUrlHost } from './listen-hosts.mjs';
import { newestSource } from './newest-source.mjs';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const webPort = process.env.PORT ?? '3000';
const lakePort = process.env.LAKE_PORT ?? '4000';
const studioPort = process.env.STUDIO_PORT ?? '3333';
const mailPort = process.env.MAIL_PORT ?? '2525';
const dataDir = resolve(root, process.env.DEALER_DATA_DIR ?? '.data');
// Loopback only unless HOST (or WEB_HOST, LAKE_HOST, MAIL_HOST) says otherwise (README "Two commands").
const hosts = listenHosts(process.env);
// next dev listens on one address only.
if (dev) hosts.web ??= '127.0.0.1';
// The local mail server runs, and /inbox exists, only when no real SMTP server is configured.
const localMail = !process.env.SMTP_URL;
const inherited = { ...process.env };
delete inherited.MAIL_DIR;
const env = {
  ...inherited,
  NEXT_TELEMETRY_DISABLED: '1',
  WEB_HOST: hosts.web ?? '',
  LAKE_HOST: hosts.lake ?? '',
  MAIL_HOST: hosts.mail,
  LAKE_PORT: lakePort,
  // The web app finds the lake's token and certificate under its data folder, so they move together.
  ...(process.env.DEALER_DATA_DIR && !process.env.LAKE_DATA_DIR ? { LAKE_DATA_DIR: join(process.env.DEALER_DATA_DIR, 'lake') } : {}),
  LAKE_URL: process.env.LAKE_URL ?? `https://localhost:${lakePort}`,
  LAKE_WEBHOOK_URL: process.env.LAKE_WEBHOOK_URL ?? `http://${localUrlHost(hosts.web)}:${webPort}/api/revalidate`,
  STUDIO_PORT: studioPort,
  // Lead emails go to the local mail server below unless a real SMTP server is configured (README
  // "Lead delivery").
  SMTP_URL: process.env.SMTP_URL ?? `smtp://${localUrlHost(hosts.mail)}:${mailPort}`,
  MAIL_PORT: mailPort,
  // Where the local mail server keeps messages and /inbox reads them; unset (no inbox) without it.
  ...(localMail ? { MAIL_DIR: resolve(root, process.env.MAIL_DIR ?? join(dataDir, 'mail')) } : {}),
  WEB_ORIGIN_PATTERN: process.env.WEB_ORIGIN_PATTERN ?? `http://{site}.localhost:${webPort}`,
  SANITY_TELEMETRY_DISABLED: '1',
  // Our own node_modules/.bin first, so every child runs on the pinned Node 24 (TOOLCHAIN.md).
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
};

/** The running children by name; a child that dies uninvited takes the whole stack down. */
const children = new Map();
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
  console.log(`[start] ${name} started (pid ${child.pid})`);
  child.on('error', (error) => {
    console.error(`[start] ${name} could not start: ${error.message}; stopping the others.`);
    children.delete(name);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(name);
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (stopping) {
      console.log(`[start] ${name} stopped (${signal ?? code})`);
      if (children.size === 0) process.exit(exitCode);
      return;
    }
    console.error(`[start] ${name} ${how} unexpectedly (see its log above); stopping the others.`);
    stopAll(1);
  });
  children.set(name, child);
  return child;
}

let stopping = false;
let exitCode = 0;
/** Asks every child to stop, waits for them (a child still running after 10 s is killed), then exits. */
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const [name, child] of children) {
      console.error(`[start] ${name} did not stop within 10 s; killing it.`);
      child.kill('SIGKILL');
    }
  }, 10_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) {
      // A second Ctrl-C: stop waiting.
      for (const child of children.values()) child.kill('SIGKILL');
      process.exit(exitCode || 130);
    }
    console.log(`[start] ${signal}: stopping ${[...children.keys()].join(' and ') || 'nothing'}...`);
    stopAll(0);
  });
}

// The Studio is a static build the lake serves; rebuild it when its sources changed (about 15 s).
const studioIndex = join(root, 'studio', 'dist', 'index.html');
if (!existsSync(studioIndex) || statSync(studioIndex).mtimeMs < newestSource(root, ['studio/config', 'studio/sanity.config.ts', 'blocks', 'schemas', 'tenants'])) {
  console.log('[studio] building the Studio...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@dealer/studio'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) console.error('[studio] build failed (see above); the content lake and web app still start.');
}

run('lake', 'node', ['--import', 'tsx', 'studio/lake/bin.ts']);
if (localMail) run('mail', 'node', ['--import', 'tsx', 'leads/delivery/mail-cli.ts']);

if (dev) {
  run('web', 'next', ['dev', '-p', webPort, '-H', hosts.web], { cwd: join(root, 'web') });
} else {
  const buildId = join(root, 'web', '.next', 'BUILD_ID');
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSource(root, ['web', 'blocks', 'schemas', 'tenants', 'stock'])) {
    console.log('[web] building the production bundle (about a minute on 2 cores)...');
    const built =
      spawnSync('next', ['build'], { cwd: join(root, 'web'), env, stdio: 'inherit' }).status === 0 &&
      // Brotli copies of the build's scripts and styles for serve.mts (web/precompress.mts), a few seconds.
      spawnSync('node', ['precompress.mts'], { cwd: join(root, 'web'), env, stdio: 'inherit' }).status === 0;
    if (!built) {
      console.error('[web] build failed; see above.');
      stopAll(1);
    }
  }
  if (!stopping) run('web', 'node', ['serve.mts'], { cwd: join(root, 'web'), env: { ...env, PORT: webPort } });
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
  content lake     https://localhost:${lakePort}  (token in .data/lake/token)${
    localMail ? `\n  lead inbox       http://localhost:${webPort}/inbox  (this machine only; local mail server ${env.SMTP_URL})` : ''
  }
Listening on (loopback unless HOST says otherwise, e.g. HOST=0.0.0.0; README "Two commands"):
  web              ${describeListen(hosts.web, webPort)}
  content lake     ${describeListen(hosts.lake, lakePort)}
  Studio door      127.0.0.1:${studioPort}  (always loopback: it hands out the lake's token)
  mail (SMTP)      ${localMail ? `${describeListen(hosts.mail, mailPort)}  (always loopback: it takes mail without a password)` : `not started: lead email goes to SMTP_URL`}
`);
}
