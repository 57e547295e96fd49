/**
 * `npm run bench:load` (issue 11): autocannon against the production build (started as `npm start`
 * starts it), 10 connections for 20 s per target, on loopback. Prints requests per second and
 * latency percentiles; the target is a cached CMS page at >= 300 requests/s with p99 <= 100 ms,
 * the search page and /api/search are reported without a target yet.
 *
 *   npm run bench:load
 *   npm run bench:load -- --seconds 5 --connections 4
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { primaryIndexName } from '@dealer/stock';
import { benchPorts, get, startPlatform } from './platform';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '20' }, connections: { type: 'string', default: '10' } } });
const duration = Number(args.seconds);
const connections = Number(args.connections);
const site = 'riverside-kia';
const host = `${site}.localhost:${benchPorts.web}`;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  target?: { rps: number; p99Ms: number };
}

const targets: Target[] = [
  { name: 'cached CMS page (/service)', method: 'GET', path: '/service', target: { rps: 300, p99Ms: 100 } },
  { name: 'search page (/search)', method: 'GET', path: '/search' },
  {
    name: 'POST /api/search (a first results page)',
    method: 'POST',
    path: '/api/search',
    body: JSON.stringify({ requests: [{ indexName: primaryIndexName, params: { query: '', hitsPerPage: 21, facets: ['make', 'body'] } }] }),
  },
];

function run(target: Target): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon(
      {
        url: `http://127.0.0.1:${benchPorts.web}${target.path}`,
        method: target.method,
        headers: { host, 'content-type': 'application/json' },
        body: target.body,
        connections,
        duration,
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

// Capacity, not abuse: one address sends everything, which the per-address rate limits would refuse
// within seconds (bench:abuse measures them on).
const platform = await startPlatform(undefined, { RATE_LIMITS: 'off' });
const rows: string[][] = [];
try {
  for (const target of targets) {
    // One request first: the answer must be a success, or the figures would time an error page.
    const probe = target.method === 'GET' ? await get(site, target.path) : { status: 200 };
    if (probe.status !== 200) throw new Error(`${target.path} answered ${probe.status}`);
    process.stderr.write(`[bench] ${target.name}: ${connections} connections for ${duration} s...\n`);
    const result = await run(target);
    const failed = result.non2xx + result.errors + result.timeouts;
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    const verdict = target.target ? (rps >= target.target.rps && p99 <= target.target.p99Ms && failed === 0 ? 'yes' : 'NO') : '(no target yet)';
    rows.push([
      target.name, rps.toFixed(0), String(result.latency.p50), String(result.latency.p90), String(p99),
      String(failed), target.target ? `≥${target.target.rps}/s, p99 ≤${target.target.p99Ms} ms` : '-', verdict,
    ]);
  }
} finally {
  await platform.stop();
}

const header = ['target', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'failed', 'target', 'ok'];
const widths = header.map((_, column) => Math.max(header[column]!.length, ...rows.map((row) => row[column]!.length)));
const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
console.log(`\nautocannon, ${connections} connections for ${duration} s each, ${site}, loopback (${new Date().toISOString().slice(0, 10)})\n`);
console.log([line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
