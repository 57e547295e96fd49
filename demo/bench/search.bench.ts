/**
 * `npm run bench:search`: the embedded search engine over 100,000 cars (or `--cars 1000000`),
 * against a naive baseline (minisearch + loops) and checked against the brute-force reference.
 *
 * Options (`--name=value` or `--name value`): --cars=100000 --sites=150 --queries=240 --rounds=5 --seed=1
 *          --baseline=N (query sets through the baseline; default all, none past 200,000 cars)
 *          --verify=N (query sets compared with the reference; default all, 24 past 200,000 cars)
 *
 * Targets (README "Search engine at scale"): p50 <= 1 ms and p95 <= 3 ms up to 100,000 cars,
 * p50 <= 3 ms and p95 <= 10 ms past them (1,000,000 cars).
 *
 * A "query" is one shopper search as InstantSearch sends it: the hits request (site scope and
 * visibility filter, 0-3 refinements, optional text with typos, a sort, 21 hits, 12 disjunctive
 * facets with price/km/year stats) plus one request per refined facet. Latency is for the whole
 * set. The sold-window cutoff follows the clock during the run, as the web layer computes it.
 */
import { availableParallelism, loadavg } from 'node:os';
import { ReferenceSearch, SearchEngine, type SearchRecord, type SearchResponse } from '@dealer/stock/server';
import { benchmarkSites } from '../dealer-sites';
import { DEALER_STOCK_NOW, generateSearchRecords } from '../dealer-stock';
import { instantSearchRequests, shopperStates, siteFilters, type ShopperState } from '../search/shopper';
import { NaiveBaseline } from './baseline';

const args = new Map<string, string>();
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const [key, value] = argv[i]!.replace(/^--/, '').split('=');
  if (value !== undefined) args.set(key!, value);
  else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) args.set(key!, argv[++i]!);
  else args.set(key!, 'true');
}
const option = (name: string, fallback: number) => {
  if (!args.has(name)) return fallback;
  const value = Number(args.get(name)!.replaceAll('_', ''));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name}: expected a number, got '${args.get(name)}'`);
  return value;
};
const CARS = option('cars', 100_000);
const SITES = option('sites', 150);
const QUERIES = option('queries', 240);
const ROUNDS = option('rounds', 5);
const SEED = option('seed', 1);
// Past 200,000 cars the naive baseline's minisearch index takes minutes and GBs, and each
// reference answer is a scan of every record: a sample of the reference, no baseline by default.
const LARGE = CARS > 200_000;
const BASELINE = option('baseline', LARGE ? 0 : QUERIES);
const VERIFY = option('verify', LARGE ? 24 : QUERIES);
const TARGET = LARGE ? { p50: 3, p95: 10 } : { p50: 1, p95: 3 };

const gc = (globalThis as { gc?: () => void }).gc;
/** JS heap plus typed-array buffers (which live outside the heap). */
const heap = () => {
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};
const ms = (value: number) => `${value.toFixed(3)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
function percentile(sorted: number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at]!;
}
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean, max: sorted[sorted.length - 1]! };
}

console.log(`search bench: ${CARS.toLocaleString('en-AU')} cars, ${SITES} sites, ${QUERIES} shopper queries x ${ROUNDS} rounds, seed ${SEED}`);
console.log(
  `samples:   baseline over ${Math.min(BASELINE, QUERIES)} query sets, reference check over ${Math.min(VERIFY, QUERIES)}` +
    (LARGE ? ' (defaults past 200,000 cars: no baseline, 24 checked; --baseline=N --verify=N to change)' : ''),
);
console.log(`machine:   ${availableParallelism()} cores, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at start (other work on the cores inflates wall times)`);
if (!gc) console.log('(run with node --expose-gc for exact memory figures)');

const empty = heap();
let started = performance.now();
const sites = benchmarkSites(SITES, SEED);
const records: SearchRecord[] = generateSearchRecords(CARS, SEED, { sites });
const before = heap();
console.log(`data:      ${records.length.toLocaleString('en-AU')} records generated in ${ms(performance.now() - started)}, ${mb(before - empty)} of heap`);

started = performance.now();
const engine = new SearchEngine<SearchRecord>(records);
const buildMs = performance.now() - started;
const engineBytes = heap() - before;
const afterBuild = process.memoryUsage();
console.log(`build:     ${ms(buildMs)}, memory +${mb(engineBytes)} (heap and typed arrays of the engine; the records themselves excluded)`);
console.log(
  `memory:    process heap ${mb(afterBuild.heapUsed)} + array buffers ${mb(afterBuild.arrayBuffers)}, RSS ${mb(afterBuild.rss)} ` +
    `(records ${mb(before - empty)}, engine ${mb(engineBytes)}; the RSS also holds the generator's garbage not yet returned)`,
);

const siteOf = new Map<string, string>();
for (const site of sites) for (const dealership of site.dealerships) siteOf.set(dealership.slug, site.slug);
const bySite = new Map<string, SearchRecord[]>();
for (const record of records) {
  const slug = siteOf.get(record.dealership_slug)!;
  let list = bySite.get(slug);
  if (!list) bySite.set(slug, (list = []));
  list.push(record);
}
const nowSeconds = Math.floor(DEALER_STOCK_NOW.getTime() / 1000);
const benchStart = Date.now();
// The web layer computes the cutoff from the clock on every request: let it move during the run.
const cutoff = () => nowSeconds + Math.floor((Date.now() - benchStart) / 1000) - 3 * 86_400;
const states = shopperStates(
  sites.map((site) => ({ slug: site.slug, dealershipSlugs: site.dealerships.map((dealership) => dealership.slug), records: bySite.get(site.slug) ?? [] })),
  QUERIES,
  SEED,
  cutoff(),
);
const requestsOf = (state: ShopperState) => instantSearchRequests({ ...state, filters: siteFilters(state.dealershipSlugs!, cutoff()) });
const requestCount = states.reduce((sum, state) => sum + instantSearchRequests(state).length, 0);
const sizes = states.map((state) => (bySite.get(siteOf.get(state.dealershipSlugs![0]!)!) ?? []).length).sort((a, b) => a - b);
console.log(
  `queries:   ${states.length} shopper searches = ${requestCount} requests; ${states.filter((state) => state.query).length} with text; ` +
    `site stock median ${percentile(sizes, 50)}, max ${sizes[sizes.length - 1]}`,
);

// Warm-up: JIT and the structures built on first use (sorted numeric columns, sort orders).
started = performance.now();
for (const state of states) engine.search(requestsOf(state));
console.log(`first run: ${ms(performance.now() - started)} for all ${states.length} (includes lazy structures)`);

// Wall-clock latency is the target. On a busy machine (other processes on the 2 cores) wall time
// also counts waits for a core, so two more figures help read it: each search's best time over
// the rounds, and this thread's CPU time (the kernel counts it in 4 ms ticks: a mean only).
const threadCpu = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage;
const samples: number[] = [];
const best = new Array<number>(states.length).fill(Infinity);
let hitsSeen = 0;
const cpuBefore = threadCpu?.();
for (let round = 0; round < ROUNDS; round++) {
  states.forEach((state, i) => {
    const requests = requestsOf(state);
    const t = performance.now();
    const { results } = engine.search(requests);
    const elapsed = performance.now() - t;
    samples.push(elapsed);
    best[i] = Math.min(best[i]!, elapsed);
    hitsSeen += (results[0] as SearchResponse).hits.length;
  });
}
const cpuAfter = threadCpu?.();
const engineStats = summary(samples);
const bestStats = summary(best);
console.log(
  `engine:    p50 ${ms(engineStats.p50)}  p95 ${ms(engineStats.p95)}  p99 ${ms(engineStats.p99)}  mean ${ms(engineStats.mean)}  max ${ms(engineStats.max)}  ` +
    `(${samples.length} searches, ${(hitsSeen / samples.length).toFixed(1)} hits/page)`,
);
console.log(`  best of ${ROUNDS}: p50 ${ms(bestStats.p50)}  p95 ${ms(bestStats.p95)}  p99 ${ms(bestStats.p99)}  mean ${ms(bestStats.mean)}  (each search's fastest round)`);
if (cpuBefore && cpuAfter) {
  const cpuMs = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000;
  console.log(`  CPU:     mean ${ms(cpuMs / samples.length)} of this thread per search (wall mean ${ms(engineStats.mean)})`);
}

// The naive baseline over the same searches (one round: it is slow).
let ratio = NaN;
if (BASELINE > 0) {
  started = performance.now();
  const baseline = new NaiveBaseline(records);
  console.log(`baseline:  minisearch index built in ${ms(performance.now() - started)}`);
  const baselineSamples: number[] = [];
  for (const state of states.slice(0, BASELINE)) baseline.search(requestsOf(state)); // warm-up
  for (const state of states.slice(0, BASELINE)) {
    const requests = requestsOf(state);
    const t = performance.now();
    baseline.search(requests);
    baselineSamples.push(performance.now() - t);
  }
  const baselineStats = summary(baselineSamples);
  const engineOnSame = summary(samples.filter((_, i) => i % states.length < BASELINE));
  ratio = baselineStats.p50 / engineOnSame.p50;
  console.log(
    `baseline:  p50 ${ms(baselineStats.p50)}  p95 ${ms(baselineStats.p95)}  p99 ${ms(baselineStats.p99)}  mean ${ms(baselineStats.mean)}  ` +
      `-> engine is ${ratio.toFixed(1)}x faster at p50, ${(baselineStats.mean / engineOnSame.mean).toFixed(1)}x on the mean`,
  );
}

// Identical results to the reference: hits in order, counts, facets, stats.
started = performance.now();
const reference = new ReferenceSearch(records);
let checked = 0;
const mismatches: string[] = [];
for (const state of states.slice(0, VERIFY)) {
  const requests = instantSearchRequests(state);
  const got = engine.search(requests).results as SearchResponse[];
  const want = reference.search(requests) as Array<{ hits: Array<{ objectID: string }>; nbHits: number; nbPages: number; facets?: unknown; facets_stats?: unknown }>;
  got.forEach((result, i) => {
    checked++;
    const expected = want[i]!;
    const a = JSON.stringify([result.hits.map((hit) => hit.objectID), result.nbHits, result.nbPages, result.facets, result.facets_stats]);
    const b = JSON.stringify([expected.hits.map((hit) => hit.objectID), expected.nbHits, expected.nbPages, expected.facets, expected.facets_stats]);
    if (a !== b) mismatches.push(JSON.stringify(requests[i]).slice(0, 300));
  });
}
console.log(`reference: ${checked} requests compared in ${ms(performance.now() - started)}: ${mismatches.length === 0 ? 'identical' : `${mismatches.length} DIFFER`}`);
for (const mismatch of mismatches.slice(0, 5)) console.log(`  differs: ${mismatch}`);

// A stock change as another instance's notice brings it (README "Stock coherence"): 100 cars, of
// which 40 new, 40 updated (price and km) and 20 removed, applied incrementally to the built index.
const CHANGE_TRIALS = 5;
const fresh = generateSearchRecords(40 * CHANGE_TRIALS, `${SEED}-changes`, { sites });
const changeSamples: number[] = [];
// CPU time of the process beside the wall time: on shared cores the wall time includes waiting.
const changeCpu: number[] = [];
for (let trial = 0; trial < CHANGE_TRIALS; trial++) {
  const live = engine.records();
  const inserted = fresh.slice(trial * 40, trial * 40 + 40).map((record) => ({ ...record, objectID: `change-${trial}-${record.objectID}`, id: `change-${trial}-${record.id}` }));
  const updated = live.slice(trial * 60, trial * 60 + 40).map((record) => ({ ...record, price: (record.price ?? 20_000) + 1_000, km: (record.km ?? 0) + 100 }));
  const removed = live.slice(trial * 60 + 40, trial * 60 + 60).map((record) => record.objectID);
  const t = performance.now();
  const cpu = process.cpuUsage();
  engine.apply([...inserted, ...updated], removed);
  changeSamples.push(performance.now() - t);
  const used = process.cpuUsage(cpu);
  changeCpu.push((used.user + used.system) / 1000);
}
const changeMs = summary(changeSamples).p50;
console.log(
  `change:    100 cars (40 new, 40 updated, 20 removed) applied incrementally at ${engine.size.toLocaleString('en-AU')} cars: p50 ${ms(changeMs)} ` +
    `(max ${ms(Math.max(...changeSamples))}, ${CHANGE_TRIALS} trials; CPU p50 ${ms(summary(changeCpu).p50)}) vs full build ${ms(buildMs)}: ${(buildMs / changeMs).toFixed(0)}x faster; target <= 50 ms ${changeMs <= 50 ? 'met' : 'MISSED'}`,
);

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
console.log(
  `targets:   every search: ${verdict(engineStats.p50 <= TARGET.p50)} p50 <= ${TARGET.p50} ms, ${verdict(engineStats.p95 <= TARGET.p95)} p95 <= ${TARGET.p95} ms; ` +
    `best of ${ROUNDS}: ${verdict(bestStats.p50 <= TARGET.p50)} p50, ${verdict(bestStats.p95 <= TARGET.p95)} p95; ` +
    `${BASELINE > 0 ? `${verdict(ratio >= 10)} >= 10x baseline` : 'baseline not run'}; ` +
    `${verdict(VERIFY > 0 && mismatches.length === 0)} identical to reference (${checked} requests)`,
);
if (mismatches.length > 0) process.exitCode = 1;
