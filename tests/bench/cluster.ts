/**
 * `npm run bench:cluster` (README "Running many instances"): `npm run start:cluster` with N = 1, 2
 * and 3 web instances, each on the bench's own ports and data folder, driven through the balancer by
 * a mixed shopper load (the demo sites' home pages, search pages, POST /api/search, vehicle pages
 * and a stream of enquiries), printing requests/s, p50, p99, failures and the shared cache's hit
 * ratio per N. At the largest N it then kills an instance under load (failures after the kill, from
 * 3 s after it, and the time until it is back and ready), publishes an edit and imports 100 cars
 * (the time until each instance shows both), and measures the database's growth per 10,000 leads.
 * Figures only: nothing here is a timed assertion.
 *
 *   npm run bench:cluster
 *   npm run bench:cluster -- --instances 1,2 --seconds 10 --connections 4
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { primaryIndexName } from '@dealer/stock';
import { solvedCaptcha } from '@dealer/leads/testing';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { requestOverLoopback } from '../support/loopback-request';
import { clusterDataDir, clusterPorts, instanceReady, startBenchCluster, type BenchCluster } from './cluster/bench-cluster';
import { measureLeadGrowth, type LeadGrowth } from './cluster/lead-growth';
import { failuresSince, loadFigures, table, type RequestRecord } from './cluster/load-figures';
import { cacheCounters, entryHitRatio, resetRedisStats, type CacheCounters } from './cluster/redis-stats';
import { measureSharedPages, type SharedPageFigures } from './cluster/shared-pages';
import { startShopperLoad, type ShopperRequest } from './cluster/shopper-load';
import { benchCars, lakeEditor, pageShows, pageToEdit, searchCount, timeUntilSeen } from './cluster/visibility';
import { demoSites } from './platform';

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '1,2,3' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '8' },
    'enquiries-per-second': { type: 'string', default: '2' },
    leads: { type: 'string', default: '10000' },
    'visible-within': { type: 'string', default: '30' },
  },
});
const instanceCounts = [...new Set(args.instances.split(',').map((value) => Number(value.trim())))].sort((a, b) => a - b);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const enquiryEveryMs = 1000 / Number(args['enquiries-per-second']);
const growthLeads = Number(args.leads);
const visibleWithinMs = Number(args['visible-within']) * 1000;
if (!instanceCounts.length || instanceCounts.some((n) => !Number.isInteger(n) || n < 1 || n > 16)) throw new Error('--instances takes a list of whole numbers from 1 to 16, e.g. 1,2,3');
if (!(seconds > 0) || !(Number.isInteger(connections) && connections > 0) || !(enquiryEveryMs > 0) || !(Number.isInteger(growthLeads) && growthLeads >= 0) || !(visibleWithinMs > 0)) {
  throw new Error('--seconds, --enquiries-per-second and --visible-within take positive numbers, --connections a positive whole number, --leads a whole number (0: skip)');
}
const largest = instanceCounts.at(-1)!;
const log = (line: string) => process.stderr.write(`${line}\n`);

// Secrets the cluster gets in its environment, so the bench signs captcha answers and imports as the instances check them.
const captchaSecret = randomBytes(24).toString('base64url');
const stockAdminSecret = randomBytes(24).toString('base64url');
const clusterEnv = {
  // Capacity, not abuse: one address sends everything, which the per-address limits would refuse within seconds (as bench:load).
  RATE_LIMITS: 'off',
  CAPTCHA_HMAC_SECRET: captchaSecret,
  STOCK_ADMIN_SECRET: stockAdminSecret,
};

const host = (site: string) => `${site}.localhost:${clusterPorts.web}`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Where each demo site's enquiries go: its first location, and that location's dealership. */
const enquiryTargets = Object.fromEntries(
  demoSites.map((site) => {
    const config = resolveSiteConfig(findSiteDefinition(site)!).config;
    const location = config.locations[0]!;
    return [site, { location: location.slug, dealership: location.dealership_slug ?? config.dealerships[0]?.slug }];
  }),
);

const searchQueries = ['', 'suv', 'kia', 'toyota', 'jeep', 'hybrid', 'ute', 'automatic'];
const searchBody = () => JSON.stringify({ requests: [{ indexName: primaryIndexName, params: { query: pick(searchQueries), hitsPerPage: 21, facets: ['make', 'body'] } }] });
/** Vehicle pages by site, from each site's /sitemap.xml. */
const carPaths: Record<string, string[]> = {};
/** Cars per site, as an empty search finds them (Algolia records, README sizing). */
const carsPerSite: Record<string, number> = {};

/** The mix of a shopper's requests: a quarter home pages, a fifth search pages, 30 % searches, a quarter vehicle pages. */
function nextRequest(): ShopperRequest {
  const site = pick(demoSites);
  const roll = Math.random();
  if (roll < 0.25) return { kind: 'home', site, method: 'GET', path: '/' };
  if (roll < 0.45) {
    const query = pick(searchQueries);
    return { kind: 'search page', site, method: 'GET', path: query ? `/search?query=${query}` : '/search' };
  }
  if (roll < 0.75) return { kind: 'api search', site, method: 'POST', path: '/api/search', body: searchBody() };
  return { kind: 'vehicle', site, method: 'GET', path: pick(carPaths[site]!) };
}

let enquiryNumber = 0;
async function nextEnquiry(): Promise<ShopperRequest> {
  const site = pick(demoSites);
  const target = enquiryTargets[site]!;
  const n = ++enquiryNumber;
  return {
    kind: 'enquiry',
    site,
    method: 'POST',
    path: '/api/enquiries',
    body: JSON.stringify({
      name: `Bench Shopper ${n}`,
      email: `bench${n}@example.com`,
      phone: '0412 345 678',
      message: 'Is this still available? (bench:cluster)',
      category: 'Sales',
      location: target.location,
      ...(target.dealership ? { dealership_slug: target.dealership } : {}),
      altcha: await solvedCaptcha({ secret: captchaSecret, site }),
    }),
  };
}

const load = () => startShopperLoad({ port: clusterPorts.web, host, connections, next: nextRequest, nextEnquiry, enquiryEveryMs });

/** Each site's vehicle pages from its sitemap (through the balancer), and its car count from an empty search. */
async function discoverCars(): Promise<void> {
  for (const site of demoSites) {
    const sitemap = await requestOverLoopback({ port: clusterPorts.web, host: host(site), path: '/sitemap.xml' });
    if (sitemap.status !== 200) throw new Error(`GET /sitemap.xml on ${site} answered ${sitemap.status}`);
    // The kept text is the first 64 KiB: plenty of cars to visit.
    carPaths[site] = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+(\/cars\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
    if (!carPaths[site].length) throw new Error(`the sitemap of ${site} lists no car`);
    carsPerSite[site] = await searchCount(clusterPorts.web, host(site), '');
  }
}

/** One request of each kind first: each must succeed, or the figures would time error pages. */
async function probeEveryKind(): Promise<void> {
  const probes: ShopperRequest[] = [
    { kind: 'home', site: 'riverside-kia', method: 'GET', path: '/' },
    { kind: 'search page', site: 'riverside-kia', method: 'GET', path: '/search?query=suv' },
    { kind: 'api search', site: 'riverside-kia', method: 'POST', path: '/api/search', body: searchBody() },
    { kind: 'vehicle', site: 'riverside-kia', method: 'GET', path: carPaths['riverside-kia']![0]! },
    ...(await Promise.all(demoSites.map(() => nextEnquiry()))).map((enquiry, i) => ({ ...enquiry, site: demoSites[i]! })),
  ];
  for (const probe of probes) {
    if (probe.kind === 'enquiry') {
      // Re-solved for the site it goes to (an answer is bound to its site).
      const body = JSON.parse(probe.body!) as Record<string, unknown>;
      const target = enquiryTargets[probe.site]!;
      probe.body = JSON.stringify({ ...body, location: target.location, dealership_slug: target.dealership, altcha: await solvedCaptcha({ secret: captchaSecret, site: probe.site }) });
    }
    const answer = await requestOverLoopback({
      port: clusterPorts.web,
      host: host(probe.site),
      method: probe.method,
      path: probe.path,
      headers: { origin: `http://${host(probe.site)}`, ...(probe.body ? { 'content-type': 'application/json' } : {}) },
      body: probe.body,
    });
    if (answer.status < 200 || answer.status >= 400) throw new Error(`${probe.method} ${probe.path} on ${probe.site} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  }
}

interface PhaseRow {
  instances: number;
  startSeconds: number;
  records: RequestRecord[];
  cache: CacheCounters | null;
}
interface FaultFigures {
  victim: string;
  requestsAfterKill: number;
  failedAfterKill: RequestRecord[];
  failedFrom3s: RequestRecord[];
  recoverySeconds: number | null;
  restartLine: string;
}
interface VisibilityFigures {
  page: string;
  importStatus: number;
  importSeconds: number;
  importSummary: string;
  editSeen: (number | null)[];
  importSeen: (number | null)[];
  failuresDuring: number;
  requestsDuring: number;
}

/** "inserted 100, rejected 0" from the import's answer. */
function importSummary(body: string): string {
  try {
    const { summary } = JSON.parse(body) as { summary: { inserted: number; updated: number; rejected: number } };
    return `inserted ${summary.inserted}, updated ${summary.updated}, rejected ${summary.rejected}`;
  } catch {
    return body.slice(0, 120);
  }
}

/** The load with one instance SIGKILLed 3 s in, until it is back and ready and 3 s more. */
async function killOneInstance(cluster: BenchCluster): Promise<FaultFigures> {
  const victim = `web${cluster.instances}`;
  const port = cluster.instancePorts.at(-1)!;
  const running = load();
  await sleep(3_000);
  const pidsBefore = cluster.pids(victim);
  const pid = pidsBefore.at(-1)!;
  const killedAt = Date.now();
  log(`[bench] SIGKILL to ${victim} (pid ${pid}) under load`);
  process.kill(pid, 'SIGKILL');
  let recoverySeconds: number | null = null;
  while (Date.now() - killedAt < 180_000) {
    if (cluster.pids(victim).length > pidsBefore.length && (await instanceReady(port).catch(() => false))) {
      recoverySeconds = (Date.now() - killedAt) / 1000;
      break;
    }
    await sleep(250);
  }
  // Long enough for the balancer's check (every 500 ms) to send it requests again.
  await sleep(3_000);
  const records = await running.stop();
  const restartLine = cluster.output().split('\n').find((line) => line.includes(`${victim} was killed by SIGKILL`))?.trim() ?? '(no restart line seen)';
  return {
    victim,
    requestsAfterKill: records.filter((record) => record.sentAt >= killedAt).length,
    failedAfterKill: failuresSince(records, killedAt),
    failedFrom3s: failuresSince(records, killedAt + 3_000),
    recoverySeconds,
    restartLine,
  };
}

/** Under load: an edit published through the lake and 100 cars imported through the balancer, and the time until every instance shows each. */
async function publishAndImport(cluster: BenchCluster): Promise<VisibilityFigures> {
  const editor = lakeEditor(clusterDataDir, clusterPorts.lake);
  const editSite = 'riverside-kia';
  const page = await pageToEdit(editor, editSite);
  const importSite = 'southern-cross-motors';
  const dealership = resolveSiteConfig(findSiteDefinition(importSite)!).config.dealerships[0]!.slug;
  const stamp = Date.now().toString(36);
  const marker = `Edited by bench ${stamp}`;
  // One word of letters only, found in no demo car, so a search for it counts exactly the imported ones.
  const model = `Benchmodel${stamp.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const cars = benchCars(dealership, model, 100);

  const running = load();
  await sleep(2_000);
  const since = Date.now();
  const imported = requestOverLoopback({
    port: clusterPorts.web,
    host: `localhost:${clusterPorts.web}`,
    method: 'POST',
    path: '/api/stock/import',
    headers: { authorization: `Bearer ${stockAdminSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ site: importSite, full: false, cars }),
    timeoutMs: 60_000,
  });
  await editor.patch(page._id, { title: `${page.title} (${marker})` });
  const [editSeen, importSeen, importAnswer] = await Promise.all([
    timeUntilSeen(cluster.instancePorts, since, visibleWithinMs, (port) => pageShows(port, host(editSite), `/${page.slug}`, marker)),
    timeUntilSeen(cluster.instancePorts, since, visibleWithinMs, async (port) => (await searchCount(port, host(importSite), model)) >= cars.length),
    imported,
  ]);
  const records = await running.stop();
  await editor.patch(page._id, { title: page.title }).catch(() => undefined);
  if (importAnswer.status !== 200) log(`[bench] the import answered ${importAnswer.status}: ${importAnswer.body.slice(0, 300)}`);
  return {
    page: `${editSite} /${page.slug}`,
    importStatus: importAnswer.status,
    importSeconds: importAnswer.ms / 1000,
    importSummary: importSummary(importAnswer.body),
    editSeen,
    importSeen,
    failuresDuring: records.filter((record) => record.status < 200 || record.status >= 400).length,
    requestsDuring: records.length,
  };
}

/** The machine's load before the bench: other work on it slows every figure (TOOLCHAIN.md: a shared 2-core machine). */
const loadBefore = loadavg()[0]!;
const phases: PhaseRow[] = [];
let fault: FaultFigures | undefined;
let visibility: VisibilityFigures | undefined;
let growth: LeadGrowth | undefined;
const sharedPages: { instances: number; figures: SharedPageFigures }[] = [];

// A fresh data folder each run: the figures do not depend on what earlier runs imported or stored.
rmSync(clusterDataDir, { recursive: true, force: true });
for (const instances of instanceCounts) {
  log(`[bench] starting the cluster with ${instances} web instance${instances === 1 ? '' : 's'} (web ${clusterPorts.web}, instances ${clusterPorts.web + 1}…${clusterPorts.web + instances}, data ${clusterDataDir})...`);
  const starting = Date.now();
  const cluster = await startBenchCluster({ instances, env: clusterEnv, log });
  const startSeconds = (Date.now() - starting) / 1000;
  try {
    log(`[bench] serving after ${startSeconds.toFixed(0)} s`);
    if (!Object.keys(carPaths).length) await discoverCars();
    await probeEveryKind();
    if (instances >= 2) {
      log('[bench] pages web1 renders, asked of web2 (kept pages shared through Redis)...');
      sharedPages.push({ instances, figures: await measureSharedPages({ instancePorts: cluster.instancePorts, sites: demoSites, carPaths, host }) });
    }
    // Warm-up: the cache (new with each cluster's Redis) fills with the pages the mix visits most.
    log(`[bench] warm-up, 5 s...`);
    await (async () => {
      const warm = load();
      await sleep(5_000);
      await warm.stop();
    })();
    await resetRedisStats(clusterPorts.redis, cluster.redisPassword());
    log(`[bench] ${instances} instance${instances === 1 ? '' : 's'}: ${connections} connections and ${args['enquiries-per-second']} enquiries/s for ${seconds} s...`);
    const running = load();
    await sleep(seconds * 1000);
    const records = await running.stop();
    const cache = await cacheCounters(clusterPorts.redis, cluster.redisPassword()).catch((error: Error) => (log(`[bench] Redis INFO: ${error.message}`), null));
    phases.push({ instances, startSeconds, records, cache });

    if (instances === largest) {
      log('[bench] killing an instance under load...');
      fault = await killOneInstance(cluster);
      log('[bench] publishing an edit and importing 100 cars under load...');
      visibility = await publishAndImport(cluster);
      if (growthLeads > 0) {
        log(`[bench] storing ${growthLeads} leads in a scratch schema of the cluster's PostgreSQL...`);
        growth = await measureLeadGrowth({ databaseUrl: cluster.databaseUrl(), site: 'riverside-kia', count: growthLeads });
      }
    }
  } finally {
    await cluster.stop();
  }
}

// ---- the report ----
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const percent = (ratio: number | null) => (ratio === null ? '-' : `${(ratio * 100).toFixed(1)} %`);
const date = new Date().toISOString().slice(0, 10);
console.log(`\nbench:cluster (${date}): start:cluster behind HAProxy on ${availableParallelism()} cores, ${connections} connections + ${args['enquiries-per-second']} enquiries/s for ${seconds} s per N,`);
console.log(`a mix of home pages (25 %), search pages (20 %), POST /api/search (30 %) and vehicle pages (25 %) over the 4 demo sites, with Chromium's headers;`);
console.log('RATE_LIMITS=off (one address sends everything: this measures capacity, not the limits; bench:abuse has them on).');
console.log(`Load average of this machine before the bench: ${loadBefore.toFixed(1)}, after: ${loadavg()[0]!.toFixed(1)} (other work shares the cores with the cluster).\n`);
console.log(
  table(
    ['N', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'requests', 'enquiries stored', 'cache hits', 'cache lookups', 'Redis MiB', 'start s'],
    phases.map(({ instances, startSeconds, records, cache }) => {
      const figures = loadFigures(records, seconds);
      const enquiries = records.filter((record) => record.kind === 'enquiry');
      return [
        String(instances), fixed(figures.perSecond), fixed(figures.p50Ms), fixed(figures.p99Ms), String(figures.failures), String(figures.requests),
        `${enquiries.filter((record) => record.status === 201).length}/${enquiries.length}`,
        cache ? percent(entryHitRatio(cache)) : '-', cache ? String(cache.gets) : '-', cache ? fixed(cache.usedMemoryBytes / 1024 / 1024, 1) : '-', fixed(startSeconds),
      ];
    }),
  ),
);
console.log('\nfailed: answers that are not 2xx/3xx and requests with no answer. cache hits: the share of Next cache lookups (Redis GETs of an entry)');
console.log('that found one, from Redis INFO over the phase (after a 5 s warm-up; tag-time reads taken out); a lookup is a page or a data fetch.');
for (const { instances, records } of phases) {
  const { examples } = loadFigures(records, seconds);
  if (examples.length) console.log(`  N=${instances} failures, e.g.: ${examples.join('; ')}`);
}
console.log(`\nOn ${availableParallelism()} cores, throughput cannot grow with N: every instance, the balancer, PostgreSQL, Redis and this load share the same cores,`);
console.log('so more instances mean more processes competing for them. What this bench shows is correctness under faults and change, below.');

for (const { instances, figures } of sharedPages) {
  console.log(`\nKept pages shared through Redis (N=${instances}): ${figures.pages} pages (a new search per site and two of its vehicle pages) rendered by web1, then asked of web2:`);
  console.log(`  sent to web2's Next: ${figures.sharedToNext} of ${figures.pages} (median ${fixed(figures.sharedMedianMs, 1)} ms); pages no instance rendered, the same run: ${figures.freshToNext} of ${figures.pages} (median ${fixed(figures.freshMedianMs, 1)} ms)`);
}
if (fault) {
  console.log(`\nAn instance killed under load (N=${largest}): SIGKILL to ${fault.victim}`);
  console.log(`  requests sent after the kill:          ${fault.requestsAfterKill}`);
  console.log(`  failed after the kill:                 ${fault.failedAfterKill.length}${fault.failedAfterKill.length ? ` (${[...new Set(fault.failedAfterKill.map((record) => record.error ?? String(record.status)))].slice(0, 3).join('; ')})` : ''}`);
  console.log(`  failed from 3 s after the kill:        ${fault.failedFrom3s.length} (target 0)`);
  console.log(`  restarted and /healthz ready after:    ${fault.recoverySeconds === null ? 'not within 180 s' : `${fault.recoverySeconds.toFixed(1)} s`}`);
  console.log(`  the cluster said: ${fault.restartLine}`);
}
if (visibility) {
  const seen = (times: (number | null)[]) =>
    times.map((time, i) => `web${i + 1} ${time === null ? `not seen within ${visibleWithinMs / 1000} s` : `${time.toFixed(1)} s`}`).join(', ');
  const every = (times: (number | null)[]) => (times.every((time) => time !== null) ? `on every instance after ${Math.max(...(times as number[])).toFixed(1)} s` : `NOT on every instance within ${visibleWithinMs / 1000} s`);
  console.log(`\nChanges under load (N=${largest}), each instance asked on its own port:`);
  console.log(`  an edit published through the lake (${visibility.page}): ${every(visibility.editSeen)} (${seen(visibility.editSeen)})`);
  console.log(`  100 cars imported through the balancer (answered ${visibility.importStatus} in ${visibility.importSeconds.toFixed(1)} s: ${visibility.importSummary}): ${every(visibility.importSeen)} (${seen(visibility.importSeen)})`);
  console.log(`  shopper requests meanwhile: ${visibility.requestsDuring}, failed ${visibility.failuresDuring}`);
}
const totalCars = Object.values(carsPerSite).reduce((sum, count) => sum + count, 0);
if (totalCars) {
  console.log(`\nAlgolia records (one per car): ${Object.entries(carsPerSite).map(([site, count]) => `${site} ${count}`).join(', ')}; ${(totalCars / demoSites.length).toFixed(0)} per site on average.`);
}
if (growth) {
  const per10k = (growth.totalBytes / growth.leads) * 10_000;
  console.log(`\nDatabase growth: ${growth.leads} leads stored with the leads code (enquiry, §9 tracking event, outbox rows) in ${growth.seconds.toFixed(1)} s into a scratch schema of the cluster's PostgreSQL:`);
  console.log(table(['table', 'rows', 'MiB'], growth.tables.map((entry) => [entry.name, String(entry.rows), (entry.bytes / 1024 / 1024).toFixed(2)])));
  console.log(`  ${(growth.totalBytes / growth.leads).toFixed(0)} bytes per lead with indexes: ${(per10k / 1024 / 1024).toFixed(1)} MiB per 10,000 leads (before delivery attempts, ~1 row per channel per try).`);
}
const failedTotal = phases.reduce((sum, phase) => sum + loadFigures(phase.records, seconds).failures, 0);
if (failedTotal || (fault && fault.failedFrom3s.length)) process.exitCode = 1;
