/**
 * `npm run bench:abuse` (README "Holding under abuse"): replays the ten findings of the abuse probe
 * against the production build, started as `npm start` starts it (rate limits on; on this bench's
 * own ports and data folder, platform.ts), at larger volumes, and prints per finding the status
 * counts (never a 5xx), the web process's memory before, at its peak and after the attack, and the
 * home page's latency while under each costly attack against idle.
 *
 *   npm run bench:abuse
 *   npm run bench:abuse -- --scale 2     twice the volumes
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { primaryIndexName } from '@dealer/stock';
import { requestOverLoopback, type LoopbackRequest, type LoopbackResponse } from '../support/loopback-request';
import { benchStack, startPlatform } from './platform';

const { values: args } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(args.scale);
if (!(scale > 0)) throw new Error('--scale must be a positive number');
const times = (n: number) => Math.max(1, Math.round(n * scale));

const stack = benchStack('abuse');
const { ports } = stack;
const kia = stack.host('riverside-kia');
const web = (options: Omit<LoopbackRequest, 'port' | 'host'> & { host?: string }) => requestOverLoopback({ port: ports.web, host: kia, ...options });
const lake = (options: Omit<LoopbackRequest, 'port' | 'host' | 'tls'>) => requestOverLoopback({ port: ports.lake, host: `localhost:${ports.lake}`, tls: true, ...options });
const json = { 'content-type': 'application/json' };
let address = 0;
/** A fresh client address, so a replay measures the bounds rather than the rate limit (the bench is a trusted proxy). */
const fresh = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++address / 250) % 250}.${address % 250}` });

interface Finding {
  name: string;
  statuses: Map<number, number>;
  problems: string[];
}
const findings: Finding[] = [];

async function replay(name: string, requests: (() => Promise<LoopbackResponse>)[], concurrency: number, check?: (answer: LoopbackResponse) => string | null) {
  const finding: Finding = { name, statuses: new Map(), problems: [] };
  findings.push(finding);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const answer = await requests[next++]!();
      finding.statuses.set(answer.status, (finding.statuses.get(answer.status) ?? 0) + 1);
      const problem = answer.status >= 500 ? `${answer.status}: ${answer.body.slice(0, 120)}` : check?.(answer) ?? null;
      if (problem && finding.problems.length < 3) finding.problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The web server's process (node serve.mts on the bench port), for its resident memory. */
function webPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const environment = readFileSync(`/proc/${entry}/environ`, 'utf8');
      if (command.includes('serve.mts') && environment.split('\0').includes(`PORT=${ports.web}`)) return Number(entry);
    } catch {
      // a process that ended, or another user's
    }
  }
  throw new Error('the web process was not found');
}
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function homeLatencies(count: number, pauseMs: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    latencies.push((await web({ path: '/' })).ms);
    await new Promise((wait) => setTimeout(wait, pauseMs));
  }
  return latencies;
}
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

async function* megabytes(total: number): AsyncGenerator<Buffer> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  for (let sent = 0; sent < total * 1024 * 1024; sent += chunk.length) yield chunk;
}

const validLead = (name: string) => JSON.stringify({ name, email: 'abuse@example.com', message: 'Bench', category: 'Sales', location: 'riverside-kia-sales' });
const amplification = JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName: primaryIndexName, params: { facets: ['*'], maxValuesPerFacet: 1000, hitsPerPage: 1000 } })) });
const groqBomb = encodeURIComponent('count(*[0..99][count(*[count(*[_id != ^._id]) > 0 && _id != ^._id]) > 0])');

/** Rows 1, 2, 5 and 8 of the table printed below: the ones that cost the server, each timed against the home page on its own. */
const heavyAttacks: [string, () => Promise<void>][] = [
  ['1', () => replay('1 search amplification (50 × facets * / 1000 hits)', Array.from({ length: times(64) }, () => () => web({ method: 'POST', path: '/api/search', headers: { ...json, ...fresh() }, body: amplification })), 4)],
  ['2', () => replay('2 lake: anonymous GROQ bomb', Array.from({ length: times(16) }, () => () => lake({ path: `/v2025-02-19/data/query/production?query=${groqBomb}` })), 4)],
  [
    '5',
    () =>
      replay(
        '5 bodies: 50 MB to each write endpoint, 16 MB to the lake',
        [
          ...['/api/search', '/api/enquiries', '/api/events', '/api/phone-reveals'].flatMap((path) => [
            // streamed, without a length, and with an honest 50 MB Content-Length
            ...Array.from({ length: times(4) }, () => () => web({ method: 'POST', path, headers: { ...json, ...fresh() }, body: () => megabytes(50) })),
            ...Array.from({ length: times(4) }, () => () => web({ method: 'POST', path, headers: { ...json, ...fresh(), 'content-length': String(50 * 1024 * 1024) }, body: () => megabytes(50) })),
          ]),
          ...Array.from({ length: times(4) }, () => () => lake({ method: 'POST', path: '/v2025-02-19/data/mutate/production', headers: json, body: () => megabytes(16) })),
        ],
        8,
        // Refused before reading: 413 for the size, 411 without a length, or (the lake) 401 for an anonymous write; or the connection cut.
        (answer) => ([0, 401, 411, 413].includes(answer.status) ? null : `expected 413, got ${answer.status}`),
      ),
  ],
  [
    '8',
    () =>
      replay(
        '8 floods from one address (leads, search, events)',
        [
          ...Array.from({ length: times(300) }, (_, i) => () => web({ method: 'POST', path: '/api/enquiries', headers: { ...json, 'x-forwarded-for': '198.19.0.1' }, body: validLead(`Flood ${i}`) })),
          ...Array.from({ length: times(1000) }, () => () =>
            web({ method: 'POST', path: '/api/search', headers: { ...json, 'x-forwarded-for': '198.19.0.2' }, body: JSON.stringify({ requests: [{ indexName: primaryIndexName, params: { hitsPerPage: 1 } }] }) }),
          ),
          ...Array.from({ length: times(1000) }, () => () => web({ method: 'POST', path: '/api/events', headers: { ...json, 'x-forwarded-for': '198.19.0.3' }, body: JSON.stringify({ eventId: 39 }) })),
        ],
        8,
      ),
  ],
];

/** Runs an attack while timing the home page every 100 ms: the latencies seen meanwhile. */
async function timedAttack(attack: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let attacking = true;
  const timing = (async () => {
    while (attacking) latencies.push(...(await homeLatencies(1, 100)));
  })();
  await attack();
  attacking = false;
  await timing;
  return latencies;
}

/** Rows 3, 4, 6, 7, 9 and 10: wrong answers rather than cost. */
async function correctnessAttacks() {
  await replay(
    '3 another site\'s pages on this host (any extension, .rsc)',
    ['/sites/southern-cross-motors/foo.x', '/sites/southern-cross-motors.rsc', '/sites/southern-cross-motors/about-us', '/sites/southern-cross-motors/contact.json'].flatMap((path) => Array.from({ length: times(10) }, () => () => web({ path }))),
    4,
    (answer) => (answer.body.includes('Southern Cross') ? 'another site\'s content was served' : answer.status === 404 ? null : `expected 404, got ${answer.status}`),
  );
  await replay(
    '4 secret checks with every length and multibyte characters',
    Array.from({ length: times(128) }, (_, i) => () => web({ method: 'POST', path: '/api/stock/reindex', headers: { authorization: `Bearer ${'é'.repeat(i % 64)}${'a'.repeat(i % 7)}` } })),
    4,
    (answer) => (answer.status === 401 ? null : `expected 401, got ${answer.status}`),
  );
  await replay(
    '6 open redirects',
    ['/%5Cevil.example', '//evil.example', '/\\evil.example', 'https://evil.example', '/%09/evil.example', 'javascript:alert(1)'].map((target) => () => web({ path: `/api/draft-mode/disable?redirect=${encodeURIComponent(target)}` })),
    2,
    (answer) => (String(answer.headers.location ?? '/').startsWith('/') && !/^\/[/\\]/.test(String(answer.headers.location)) ? null : `redirected to ${answer.headers.location}`),
  );
  const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
  await replay(
    '7 crafted input (surrogates, NUL, deep arrays, bad encodings, TRACE)',
    [
      () => web({ method: 'POST', path: '/api/search', headers: { ...json, ...fresh() }, body: `{"requests":[{"indexName":"${primaryIndexName}","params":{"query":"\\ud800"}}]}` }),
      () => web({ method: 'POST', path: '/api/search', headers: { ...json, ...fresh() }, body: `{"requests":[{"indexName":"${primaryIndexName}","params":{"highlightPreTag":"\\udc00"}}]}` }),
      () => web({ method: 'POST', path: '/api/search', headers: { ...json, ...fresh() }, body: `{"requests":[{"indexName":"${primaryIndexName}","params":{"ignored":${deep}}}]}` }),
      () => web({ method: 'POST', path: '/api/enquiries', headers: { ...json, ...fresh() }, body: '{"name":"A\\u0000","email":"a@example.com"}' }),
      () => web({ method: 'POST', path: '/api/enquiries', headers: { ...json, ...fresh() }, body: '{"name":"\\ud800","email":"a@example.com"}' }),
      () => web({ method: 'POST', path: '/api/events', headers: { ...json, ...fresh() }, body: '{"eventId":39,"car_id":"\\ud800"}' }),
      ...['/%c0%af', '/%ZZ', '/cars/%c0%af', '/search?q=%ZZ', '/api/search?%ZZ', '/api/cars/%ZZ/pdf', '/blog/%E0%A4%A', '/cms-images/%ZZ'].map((path) => () => web({ path })),
      ...['/%c0%af', '/v2025-02-19/data/query/production?query=%ZZ', '/v2025-02-19/data/doc/production/%c0%af'].map((path) => () => lake({ path })),
      () => web({ method: 'TRACE', path: '/' }),
      () => web({ method: 'TRACE', path: '/api/search' }),
      () => lake({ method: 'TRACE', path: '/' }),
    ].flatMap((request) => Array.from({ length: times(5) }, () => request)),
    4,
    (answer) => (answer.status >= 400 && answer.status < 500 ? null : `expected 4xx, got ${answer.status}`),
  );
  await replay(
    '9 security headers on pages, APIs and assets',
    ['/', '/search', '/contact', '/api/search', '/robots.txt'].map((path) => () => web({ path })),
    2,
    (answer) =>
      answer.headers['x-content-type-options'] !== 'nosniff' ? 'no nosniff'
      : answer.headers['referrer-policy'] !== 'strict-origin-when-cross-origin' ? 'no Referrer-Policy'
      : !answer.headers['permissions-policy'] ? 'no Permissions-Policy'
      : null,
  );
  const key = `abuse-replay-${Date.now()}`;
  const first = await web({ method: 'POST', path: '/api/enquiries', headers: { ...json, ...fresh(), 'idempotency-key': key }, body: validLead('Replay') });
  await replay(
    '10 idempotency: a replay is 200, another body on the same key 422',
    [
      () => web({ method: 'POST', path: '/api/enquiries', headers: { ...json, ...fresh(), 'idempotency-key': key }, body: validLead('Replay') }),
      () => web({ method: 'POST', path: '/api/enquiries', headers: { ...json, ...fresh(), 'idempotency-key': key }, body: validLead('Someone else') }),
    ],
    1,
    (answer) => (first.status !== 201 ? `the first answered ${first.status}` : answer.status === 200 ? (answer.body === first.body ? null : 'the replay answered differently') : answer.status === 422 ? null : `got ${answer.status}`),
  );
}

// The bench stands in for a load balancer on this machine: trusted, so its X-Forwarded-For names
// each replayed client (README "Holding under abuse"); otherwise every request is 127.0.0.1.
const platform = await startPlatform(stack, { env: { TRUSTED_PROXIES: '127.0.0.1' } });
try {
  const pid = webPid();
  await homeLatencies(10, 50); // warm
  const idle = await homeLatencies(40, 50);
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 250);
  const underAttack: number[] = [];
  const perAttack: string[] = [];
  for (const [finding, attack] of heavyAttacks) {
    process.stderr.write(`[abuse] finding ${finding}...\n`);
    const latencies = await timedAttack(attack);
    underAttack.push(...latencies);
    perAttack.push(`finding ${finding}: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms`);
  }
  process.stderr.write('[abuse] the wrong-answer replays (3, 4, 6, 7, 9, 10)...\n');
  await correctnessAttacks();
  clearInterval(sampler);
  process.stderr.write('[abuse] letting the process settle for 20 s...\n');
  await new Promise((wait) => setTimeout(wait, 20_000));
  const after = rssMiB(pid);

  console.log(`\nAbuse replay (README "Holding under abuse"), scale ${scale}, production build with rate limits on (${new Date().toISOString().slice(0, 10)}).\n`);
  console.log('| finding | requests | statuses | 5xx | problems |');
  console.log('|---|---|---|---|---|');
  let fiveHundreds = 0;
  for (const finding of findings) {
    const total = [...finding.statuses.values()].reduce((sum, count) => sum + count, 0);
    const errors = [...finding.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    fiveHundreds += errors;
    const statuses = [...finding.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status === 0 ? 'cut off' : status}: ${count}`).join(', ');
    console.log(`| ${finding.name} | ${total} | ${statuses} | ${errors} | ${finding.problems.join('; ') || 'none'} |`);
  }
  const growth = (after - before) / before;
  const ratio = percentile(underAttack, 0.5) / percentile(idle, 0.5);
  console.log(`\nweb process memory: ${before.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB at the peak, ${after.toFixed(0)} MiB 20 s after (${(growth * 100).toFixed(0)}% kept; target <= 20%)`);
  console.log(`home page: idle p50 ${percentile(idle, 0.5).toFixed(0)} ms / p95 ${percentile(idle, 0.95).toFixed(0)} ms; under attack p50 ${percentile(underAttack, 0.5).toFixed(0)} ms / p95 ${percentile(underAttack, 0.95).toFixed(0)} ms (${ratio.toFixed(1)}x idle at p50; target <= 3x)`);
  console.log(`home page under each attack: ${perAttack.join('; ')}`);
  console.log(`5xx answers: ${fiveHundreds} (target 0)`);
  const problems = findings.reduce((sum, finding) => sum + finding.problems.length, 0);
  if (fiveHundreds > 0 || problems > 0 || growth > 0.2 || ratio > 3) process.exitCode = 1;
} finally {
  await platform.stop();
}
