/**
 * `npm run bench:load` (README "Page speed"): autocannon against the production build (started as
 * `npm start` starts it, on this bench's own ports and data folder; platform.ts), 10 connections for
 * 20 s per target, on loopback. Every request carries Chromium's headers, `Accept-Encoding: gzip,
 * deflate, br, zstd` included, so the pages are measured brotli-compressed as browsers get them.
 * Prints requests per second, latency percentiles, the answers that were not 200 and the bytes per
 * response as sent; the target is a cached CMS page at >= 300 requests/s with p99 <= 100 ms, the
 * search page and /api/search are reported without a target yet.
 *
 *   npm run bench:load
 *   npm run bench:load -- --seconds 5 --connections 4
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { primaryIndexName } from '@dealer/stock';
import { benchStack, browserHeaders, startPlatform, type RequestKind } from './platform';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '20' }, connections: { type: 'string', default: '10' } } });
const duration = Number(args.seconds);
const connections = Number(args.connections);
if (!(duration > 0) || !(Number.isInteger(connections) && connections > 0)) throw new Error('--seconds must be a positive number and --connections a positive whole number');
const stack = benchStack('load');
const site = 'riverside-kia';

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** What a browser asks for: a page it navigates to, or the search client's fetch. */
  kind: RequestKind;
  body?: string;
  target?: { rps: number; p99Ms: number };
}

const targets: Target[] = [
  { name: 'cached CMS page (/service)', method: 'GET', path: '/service', kind: 'document', target: { rps: 300, p99Ms: 100 } },
  { name: 'search page (/search)', method: 'GET', path: '/search', kind: 'document' },
  {
    name: 'POST /api/search (a first results page)',
    method: 'POST',
    path: '/api/search',
    kind: 'fetch',
    body: JSON.stringify({ requests: [{ indexName: primaryIndexName, params: { query: '', hitsPerPage: 21, facets: ['make', 'body'] } }] }),
  },
];

const headersOf = (target: Target): Record<string, string> => ({
  host: stack.host(site),
  ...browserHeaders(target.kind, stack.origin(site)),
  ...(target.body ? { 'content-type': 'application/json' } : {}),
});

function run(target: Target): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon(
      { url: `http://127.0.0.1:${stack.ports.web}${target.path}`, method: target.method, headers: headersOf(target), body: target.body, connections, duration },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// Capacity, not abuse: one address sends everything, which the per-address rate limits would refuse
// within seconds (bench:abuse measures them on).
const platform = await startPlatform(stack, { env: { RATE_LIMITS: 'off' } });
const rows: string[][] = [];
const uncompressed: string[] = [];
try {
  for (const target of targets) {
    // One request first, as autocannon will send it: the answer must be a 200, or the figures would
    // time an error page; its encoding and body size show what every answer carried.
    const probe = await stack.request(site, target.path, { kind: target.kind, method: target.method, headers: headersOf(target), body: target.body });
    if (probe.status !== 200) throw new Error(`${target.method} ${target.path} answered ${probe.status}`);
    const encoding = String(probe.headers['content-encoding'] ?? 'none');
    if (encoding === 'none') uncompressed.push(`${target.method} ${target.path}`);
    process.stderr.write(`[bench] ${target.name}: ${connections} connections for ${duration} s (${encoding}, body ${kib(probe.wireBytes)})...\n`);
    const result = await run(target);
    const statuses: Record<string, { count?: number }> = result.statusCodeStats ?? {};
    const ok200 = statuses['200']?.count ?? 0;
    const answered = Object.values(statuses).reduce((sum, { count = 0 }) => sum + count, 0);
    const failed = answered - ok200 + result.errors + result.timeouts;
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    // Only 2xx answers count in autocannon's bytes: headers and the (compressed) body, as read off the socket.
    const perResponse = result['2xx'] ? result.throughput.total / result['2xx'] : 0;
    const verdict = target.target ? (rps >= target.target.rps && p99 <= target.target.p99Ms && failed === 0 ? 'yes' : 'NO') : '(no target yet)';
    rows.push([
      target.name, rps.toFixed(0), String(result.latency.p50), String(result.latency.p90), String(p99),
      String(failed), encoding, kib(perResponse),
      target.target ? `≥${target.target.rps}/s, p99 ≤${target.target.p99Ms} ms` : '-', verdict,
    ]);
    if (failed > 0) process.exitCode = 1;
  }
} finally {
  await platform.stop();
}

const header = ['target', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'not 200', 'encoding', 'bytes/response', 'target', 'ok'];
const widths = header.map((_, column) => Math.max(header[column]!.length, ...rows.map((row) => row[column]!.length)));
const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
console.log(`\nautocannon, ${connections} connections for ${duration} s each, ${site}, loopback, Chromium's request headers (Accept-Encoding: gzip, deflate, br, zstd) (${new Date().toISOString().slice(0, 10)})\n`);
console.log([line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
console.log('\nbytes/response: headers and body as sent (compressed), averaged over the 200 answers; "not 200" counts other statuses, errors and timeouts.');
if (uncompressed.length) console.log(`\nNOT COMPRESSED although the request offered br: ${uncompressed.join(', ')}. Browsers get brotli from serve.mts (README "Page speed"); these figures are not what they get.`);
