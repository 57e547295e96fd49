/**
 * `npm run bench:load` (README "Page speed"): autocannon against the production build (started as
 * `npm start` starts it, on this bench's own ports and data folder; platform.ts), 10 connections for
 * 20 s per target, on loopback. Every request carries Chromium's headers (load-request.ts:
 * `Accept-Encoding: gzip, deflate, br, zstd`, a document's `Accept: text/html,...`), so pages are
 * measured brotli-compressed as browsers get them.
 *
 * Beside the stack runs a bare Node floor (floor-server.ts): a plain node:http server in its own
 * process answering each target's address with the very bytes the stack sent for it once before
 * the run. Each target is measured on both with the same settings, one after the other, and its
 * requests per second are printed as a percentage of the floor's: absolute figures do not travel
 * between machines, that ratio does. Goals: the cached CMS page >= 25% of the floor with p99 <= 50 ms,
 * the search page and a vehicle page (the site's first car in its sitemap) >= 5%; /api/search is
 * shown without a goal.
 *
 *   npm run bench:load
 *   npm run bench:load -- --seconds 5 --connections 4
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { CARD_ATTRIBUTES } from '@dealer/blocks/ui/car-card/card-attributes';
import { primaryIndexName } from '@dealer/stock';
import { table } from './cluster/load-figures';
import { firstCarPath } from './first-car';
import { answerFile, type StoredAnswer } from './floor-server';
import { loadOptions, requestHeaders, type LoadDestination, type LoadTarget } from './load-request';
import { benchStack, repoRoot, startPlatform } from './platform';
import { meets, percentOf, percentText, verdict } from './ratios';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '20' }, connections: { type: 'string', default: '10' } } });
const duration = Number(args.seconds);
const connections = Number(args.connections);
if (!(duration > 0) || !(Number.isInteger(connections) && connections > 0)) throw new Error('--seconds must be a positive number and --connections a positive whole number');
const stack = benchStack('load');
const site = 'riverside-kia';

interface Goal {
  /** Requests per second as a percentage of the bare Node floor's for the same bytes. */
  percentOfFloor: number;
  p99Ms?: number;
}

const goals: Record<string, Goal | undefined> = {
  cms: { percentOfFloor: 25, p99Ms: 50 },
  search: { percentOfFloor: 5 },
  vehicle: { percentOfFloor: 5 },
};

interface Measured {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  /** Other statuses than 200, errors and timeouts. */
  failed: number;
  /** Headers and (compressed) body as read off the socket, averaged over the 2xx answers. */
  bytesPerResponse: number;
}

function run(target: LoadTarget, to: LoadDestination): Promise<Measured> {
  return new Promise((done, fail) => {
    autocannon(loadOptions(target, to, { connections, duration }), (error, result) => {
      if (error) return fail(error);
      const statuses: Record<string, { count?: number }> = result.statusCodeStats ?? {};
      const ok200 = statuses['200']?.count ?? 0;
      const answered = Object.values(statuses).reduce((sum, { count = 0 }) => sum + count, 0);
      done({
        rps: result.requests.average,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        failed: answered - ok200 + result.errors + result.timeouts,
        bytesPerResponse: result['2xx'] ? result.throughput.total / result['2xx'] : 0,
      });
    });
  });
}

/** Starts the floor in its own process on the stored answers; resolves with its port and a stop. */
async function startFloor(answers: StoredAnswer[]): Promise<{ port: number; stop: () => Promise<void> }> {
  mkdirSync(stack.dataDir, { recursive: true });
  const file = join(stack.dataDir, 'floor-answers.json');
  writeFileSync(file, JSON.stringify(answerFile(answers)));
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'floor-server.ts'), file], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const port = await new Promise<number>((done, fail) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match) done(Number(match[1]));
    });
    child.once('exit', (code) => fail(new Error(`the floor server exited (${code}) before listening`)));
  });
  return { port, stop };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const goalText = (goal: Goal | undefined) => (goal ? `≥${goal.percentOfFloor}% of floor${goal.p99Ms !== undefined ? `, p99 ≤${goal.p99Ms} ms` : ''}` : '-');

// Capacity, not abuse: one address sends everything, which the per-address rate limits would refuse
// within seconds (bench:abuse measures them on).
const platform = await startPlatform(stack, { env: { RATE_LIMITS: 'off' } });
const rows: string[][] = [];
const uncompressed: string[] = [];
let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
try {
  const targets: (LoadTarget & { goal?: Goal })[] = [
    { name: 'cached CMS page (/service)', method: 'GET', path: '/service', kind: 'document', goal: goals.cms },
    { name: 'search page (/search)', method: 'GET', path: '/search', kind: 'document', goal: goals.search },
    { name: 'vehicle page', method: 'GET', path: await firstCarPath(stack, site), kind: 'document', goal: goals.vehicle },
    {
      name: 'POST /api/search (a first results page)',
      method: 'POST',
      path: '/api/search',
      kind: 'fetch',
      // As the search page asks: a card's fields, no highlights (web/search/first-search.ts).
      body: JSON.stringify({ requests: [{ indexName: primaryIndexName, params: { query: '', hitsPerPage: 21, facets: ['make', 'body'], attributesToRetrieve: [...CARD_ATTRIBUTES], attributesToHighlight: [] } }] }),
    },
  ];
  const toStack: LoadDestination = { port: stack.ports.web, host: stack.host(site), origin: stack.origin(site) };

  // One request to each first, as autocannon will send it: the answer must be a 200, or the figures
  // would time an error page; its bytes are what the floor answers with, and its encoding and size
  // show what every answer carried.
  const answers: StoredAnswer[] = [];
  for (const target of targets) {
    const probe = await stack.request(site, target.path, { kind: target.kind, method: target.method, headers: requestHeaders(target, toStack), body: target.body });
    if (probe.status !== 200) throw new Error(`${target.method} ${target.path} answered ${probe.status}`);
    if (!probe.headers['content-encoding']) uncompressed.push(`${target.method} ${target.path}`);
    answers.push({ method: target.method, path: target.path, status: probe.status, headers: probe.headers as http.OutgoingHttpHeaders, body: probe.wireBody });
  }
  floor = await startFloor(answers);
  const toFloor: LoadDestination = { ...toStack, port: floor.port };

  for (const [index, target] of targets.entries()) {
    const encoding = String(answers[index]!.headers['content-encoding'] ?? 'none');
    process.stderr.write(`[bench] ${target.name} ${target.path}: ${connections} connections for ${duration} s (${encoding}, body ${kib(answers[index]!.body.length)}), then the floor...\n`);
    const measured = await run(target, toStack);
    const bare = await run(target, toFloor);
    const percent = percentOf(measured.rps, bare.rps);
    const met = target.goal
      ? meets(percent, { at: 'least', bound: target.goal.percentOfFloor }) && (target.goal.p99Ms === undefined || meets(measured.p99, { at: 'most', bound: target.goal.p99Ms })) && measured.failed === 0
      : undefined;
    rows.push([
      target.name, measured.rps.toFixed(0), String(measured.p50), String(measured.p90), String(measured.p99), String(measured.failed), encoding, kib(measured.bytesPerResponse),
      bare.rps.toFixed(0), String(bare.p99), percentText(percent), goalText(target.goal), verdict(met),
    ]);
    if (measured.failed > 0 || bare.failed > 0) process.exitCode = 1;
  }
} finally {
  await floor?.stop();
  await platform.stop();
}

console.log(`\nautocannon, ${connections} connections for ${duration} s each, ${site}, loopback, Chromium's request headers (Accept-Encoding: gzip, deflate, br, zstd; a page's Accept: text/html,...) (${new Date().toISOString().slice(0, 10)})\n`);
console.log(table(['target', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'not 200', 'encoding', 'bytes/response', 'floor req/s', 'floor p99 ms', '% of floor', 'goal', 'met'], rows));
console.log('\nfloor: a plain node:http server in its own process answering each address with the bytes the stack sent for it (same status, headers, compressed body), measured right after the stack with the same settings.');
console.log('bytes/response: headers and body as sent (compressed), averaged over the 200 answers; "not 200" counts other statuses, errors and timeouts.');
if (uncompressed.length) console.log(`\nNOT COMPRESSED although the request offered br: ${uncompressed.join(', ')}. Browsers get brotli from serve.mts (README "Page speed"); these figures are not what they get.`);
